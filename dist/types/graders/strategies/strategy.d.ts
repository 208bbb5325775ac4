/**
 * OpenJudge's evaluation strategies (`evaluation_strategy/*.py`): how one grader call becomes one
 * or more calls of the grader's own evaluation. A strategy gets `call(args, replica)`; the
 * replica index (1-based) makes N identical calls N distinct judge recordings.
 */
import type { GraderOutput, GraderResult } from "../contract.js";
/** One evaluation of the wrapped grader; `replica` is 1-based. May throw. */
export type EvaluateOnce = (args: Readonly<Record<string, unknown>>, replica: number) => Promise<GraderResult>;
export interface EvaluationStrategy {
    readonly type: string;
    execute(call: EvaluateOnce, args: Readonly<Record<string, unknown>>): Promise<GraderOutput>;
}
/** Python's `asyncio.gather` without `return_exceptions`: the first failure (in time) rejects. */
export declare function gatherReplicas(call: EvaluateOnce, args: Readonly<Record<string, unknown>>, n: number): Promise<GraderResult[]>;
