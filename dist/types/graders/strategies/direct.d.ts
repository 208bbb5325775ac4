/** `DirectEvaluationStrategy`: one call, its result unchanged (replica 1). */
import type { GraderOutput } from "../contract.js";
import type { EvaluateOnce, EvaluationStrategy } from "./strategy.js";
export declare class DirectEvaluationStrategy implements EvaluationStrategy {
    readonly type = "DirectEvaluationStrategy";
    execute(call: EvaluateOnce, args: Readonly<Record<string, unknown>>): Promise<GraderOutput>;
}
