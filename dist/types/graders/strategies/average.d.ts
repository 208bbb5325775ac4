/**
 * `AverageEvaluationStrategy(num_evaluations=3)`, as upstream: N concurrent calls of the same
 * prompt (replicas 1..N); the mean of the GraderScores only, summed left to right; `name` and
 * `metadata` from the first valid result; reason `Averaged from {valid} valid evaluations out of
 * {N} total.`; no valid result raises; a failing replica fails the whole call (gather without
 * return_exceptions).
 */
import { type GraderOutput } from "../contract.js";
import { type EvaluateOnce, type EvaluationStrategy } from "./strategy.js";
export declare class AverageEvaluationStrategy implements EvaluationStrategy {
    readonly numEvaluations: number;
    readonly type = "AverageEvaluationStrategy";
    constructor(numEvaluations?: number);
    execute(call: EvaluateOnce, args: Readonly<Record<string, unknown>>): Promise<GraderOutput>;
}
