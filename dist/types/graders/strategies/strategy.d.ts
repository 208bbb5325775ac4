/**
 * OpenJudge's evaluation strategies (`evaluation_strategy/*.py`): how one grader call becomes one
 * or more calls of the grader's own evaluation. A strategy gets `call(args, replica)`; the
 * replica index (1-based) makes N identical calls N distinct judge recordings.
 */
import type { CallBound } from "../../core/call-bound.js";
import type { GraderOutput, GraderResult } from "../contract.js";
/** One evaluation of the wrapped grader; `replica` is 1-based. May throw. */
export type EvaluateOnce = (args: Readonly<Record<string, unknown>>, replica: number) => Promise<GraderResult>;
/** What the runner tells a strategy about the call: the time limit on user code it runs (a tie-breaker) and what to call it. */
export interface StrategyCallContext {
    readonly bound?: CallBound;
    /** e.g. "grader 'g' on trial 't'". */
    readonly what?: string;
}
export interface EvaluationStrategy {
    readonly type: string;
    execute(call: EvaluateOnce, args: Readonly<Record<string, unknown>>, context?: StrategyCallContext): Promise<GraderOutput>;
}
/**
 * Python's `asyncio.gather` without `return_exceptions`: a failing replica fails the call. Which
 * failure is raised is fixed, not left to timing (replayed answers arrive in whatever order their
 * files are read): the first replica's in replica order, as gather raises when the answers come at
 * once, except that a replay miss (a fatal judge error) wins over any grading error, so a missing
 * recording is never hidden behind a GraderError.
 */
export declare function gatherReplicas(call: EvaluateOnce, args: Readonly<Record<string, unknown>>, n: number): Promise<GraderResult[]>;
