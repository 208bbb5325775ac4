import { type GraderResult } from "../contract.js";
import { PyFloat } from "../../core/json-format.js";
import type { Aggregator, OnError, RowResults } from "./aggregator.js";
export interface GatedWeightedSumOptions {
    readonly name: string;
    readonly weights?: Readonly<Record<string, number>>;
    readonly gateGraders: readonly string[];
    /** A number, or a PyFloat for a float with a whole value (default `1.0`). */
    readonly gateThreshold?: number | PyFloat;
    /** Per-gate thresholds; a gate not listed uses `gateThreshold`. */
    readonly gateThresholds?: Readonly<Record<string, number | PyFloat>>;
    readonly onError?: OnError;
}
export declare class GatedWeightedSumAggregator implements Aggregator {
    readonly name: string;
    readonly gateGraders: readonly string[];
    readonly gateThreshold: number | PyFloat;
    private readonly gateThresholds;
    private readonly onError;
    private readonly scorer;
    constructor(options: GatedWeightedSumOptions);
    thresholdOf(gate: string): number | PyFloat;
    aggregate(results: RowResults): GraderResult;
}
