/**
 * OpenJudge's aggregator protocol (`runner/aggregator/base_aggregator.py`): called once per dataset
 * row with that row's grader results (keyed by the runner's grader names, in config order), it
 * returns one result that the runner stores under the aggregator's name.
 */
import type { GraderOutput, GraderResult } from "../contract.js";
import type { PyFloat } from "../../core/json-format.js";
/** One row's results, in config order. A missing or list-valued entry is skipped like upstream's `None`. */
export type RowResults = ReadonlyMap<string, GraderOutput | undefined>;
export interface Aggregator {
    readonly name: string;
    aggregate(results: RowResults): GraderResult;
}
/**
 * agent-eval's addition: what an errored component does to a weighted sum.
 * - `skip` (default, OpenJudge's behaviour): it is left out and the others are re-weighted;
 * - `zero`: it counts as a score of 0 with its weight;
 * - `fail`: the aggregate itself is a GraderError.
 */
export type OnError = "skip" | "zero" | "fail";
export declare const ON_ERROR_VALUES: readonly ["skip", "zero", "fail"];
/**
 * A configured weight: a number, a bigint for an int beyond 2^53 (Python's int, printed with every
 * digit), or a PyFloat for a whole float (`1.0`, which the report's metadata writes as Python does).
 */
export type Weight = number | bigint | PyFloat;
