/**
 * The seed's `GatedWeightedSumAggregator(name, weights, gate_graders, gate_threshold=1.0)`, as
 * written there:
 * - gates are checked in `gate_graders` order; a gate whose result is a GraderScore below its
 *   threshold returns score 0.0, reason `GATE FAILED: {gate}={score} (< {threshold}). Hard
 *   requirement violated; weighted score suppressed.` (the score a Python float repr, `0.0`; the
 *   threshold `str()` of what it was given: the default and a config's `1.0` print `1.0`, an int `1`) and
 *   `metadata={"gate_failed": gate}`;
 * - a gate that errored or is missing passes;
 * - otherwise a WeightedSumAggregator over the weights minus the gate graders (so with only gate
 *   weights the inner weights are `{}` and equal weights apply to every result, gates included;
 *   gates appear in its reason with weight 0.00).
 *
 * agent-eval additions: per-gate thresholds (the seed's `dimensions:` form gives each gate its
 * own `gate_threshold`), and `onError` (`zero`: an errored or missing gate fails and errored
 * components count 0; `fail`: either makes the aggregate a GraderError).
 */
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
