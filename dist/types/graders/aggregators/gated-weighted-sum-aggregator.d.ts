import { type GraderResult } from "../contract.js";
import { PyFloat } from "../../core/json-format.js";
import type { Aggregator, OnError, RowResults, Weight } from "./aggregator.js";
/** A gate threshold's Python kind: an int (a number, or a bigint beyond 2^53), or a float (a PyFloat for a whole value). */
export type GateThreshold = number | bigint | PyFloat;
export interface GatedWeightedSumOptions {
    readonly name: string;
    readonly weights?: Readonly<Record<string, Weight>>;
    readonly gateGraders: readonly string[];
    /** An int (a number or a bigint) or a float (a PyFloat for a whole value); default `1.0`. */
    readonly gateThreshold?: GateThreshold;
    /** Per-gate thresholds; a gate not listed uses `gateThreshold`. */
    readonly gateThresholds?: Readonly<Record<string, GateThreshold>>;
    readonly onError?: OnError;
}
export declare class GatedWeightedSumAggregator implements Aggregator {
    readonly name: string;
    readonly gateGraders: readonly string[];
    readonly gateThreshold: GateThreshold;
    private readonly gateThresholds;
    private readonly onError;
    private readonly scorer;
    constructor(options: GatedWeightedSumOptions);
    thresholdOf(gate: string): GateThreshold;
    aggregate(results: RowResults): GraderResult;
}
