/**
 * What every LLM-judge metric shares: the judge requirement, prompt rendering, the template
 * version that makes recorded answers go stale when a prompt or schema changes, validation of
 * the structured output, and a concurrency bound for replicated calls.
 */
import type { z } from "zod";
import type { Judge, JudgeIdentity, JsonSchema } from "../../judge/judge.js";
import type { MetricContext } from "../contract.js";
export declare const SYSTEM_TEMPLATE_NAME = "evaluator_system.njk";
/** Message of the error a judge metric raises when the invocation has no judge. */
export declare const NEEDS_A_JUDGE = "needs a judge (--provider/--model, or replay from recorded-judges)";
/** One prompt template plus the structured output it asks for. */
export interface JudgeCallSpec<T> {
    readonly metric: string;
    readonly templateName: string;
    readonly templateSource: string;
    /** Variables the template needs; each must be defined (nunjucks only throws on output). */
    readonly variables: readonly string[];
    readonly outputName: string;
    readonly outputDescription: string;
    readonly outputSchema: JsonSchema;
    readonly output: z.ZodType<T>;
    /** Short digest of system template + user template + output contract. */
    readonly templateVersion: string;
}
export declare function defineJudgeCall<T>(spec: Omit<JudgeCallSpec<T>, "templateVersion">): JudgeCallSpec<T>;
/** The judge, its identity and the concurrency bound, checked once before any call. */
export interface JudgeAccess {
    readonly judge: Judge;
    readonly identity: JudgeIdentity;
    readonly concurrency: number;
}
export declare function requireJudge(context: MetricContext, metric: string): JudgeAccess;
/** The system prompt of every judge call. */
export declare function renderSystemPrompt(): string;
/** Render a judge template; a declared variable that is undefined is an error naming it. */
export declare function renderUserPrompt<T>(spec: JudgeCallSpec<T>, variables: Readonly<Record<string, unknown>>): string;
/** Zod issues as one line: `path: message; path: message`. */
export declare function describeIssues(error: z.ZodError): string;
/** The judge-side check (`JudgeCallOptions.validate`): the issues, or undefined when valid. */
export declare function outputIssues<T>(spec: JudgeCallSpec<T>, output: unknown): string | undefined;
export declare function parseJudgeOutput<T>(spec: JudgeCallSpec<T>, output: unknown, replica: number): T;
/** One judge call: render, ask, validate. `replica` is 1-based. */
export declare function callJudge<T>(access: JudgeAccess, spec: JudgeCallSpec<T>, variables: Readonly<Record<string, unknown>>, replica?: number): Promise<T>;
/**
 * Whether a failed call must fail the whole metric instead of dropping one replica. A judge marks
 * such errors with `fatal: true` (e.g. a replay store with no recording for the request: dropping
 * that replica would silently change the replayed result).
 */
export declare function isFatalJudgeError(reason: unknown): boolean;
/** Outputs of replicated calls in replica order; failed replicas are logged and left out. */
export declare function successfulReplicas<T>(settled: readonly PromiseSettledResult<T>[], onFailure: (replica: number, reason: string) => void): T[];
/** A failed call's reason, for one log line. */
export declare function errorText(reason: unknown): string;
