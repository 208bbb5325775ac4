import type { Aggregator } from "./aggregators/aggregator.js";
import { type GraderCallContext, type GraderContext, type GraderError, type GraderMode, type GraderOutput } from "./contract.js";
import { type Mapper } from "./mapper.js";
import type { EvaluationStrategy } from "./strategies/strategy.js";
/** A grader as the runner calls it (the contract's Grader; a list output only via a strategy). */
export interface RunnableGrader {
    readonly name: string;
    readonly mode: GraderMode;
    evaluate(args: Readonly<Record<string, unknown>>, context: GraderCallContext): Promise<GraderOutput>;
}
/** One entry of `grader_configs`: the result key, the grader, its mapper and strategy. */
export interface RunnerEntry {
    readonly key: string;
    readonly grader: RunnableGrader;
    readonly mapper?: Mapper;
    readonly strategy?: EvaluationStrategy;
    /**
     * The grader runs user-supplied computation (a FunctionGrader, a grader class that is not built
     * in, a regex pattern): with a `bound` in the context the whole call (mapper, strategy, grader)
     * is time-limited and its result size-checked. A function mapper is bounded on its own anyway.
     */
    readonly userCode?: boolean;
    /**
     * The grader is the user's JavaScript (a FunctionGrader, a class that is not built in): it gets
     * plain numbers. A built-in that is merely time-limited (regex_match) keeps Python's kinds.
     */
    readonly userJavaScript?: boolean;
}
export interface RunnerOptions {
    readonly graders: readonly RunnerEntry[];
    readonly aggregators?: readonly Aggregator[];
    /** Upstream's `max_concurrency` (default 32). */
    readonly maxConcurrency?: number;
}
export declare const DEFAULT_RUNNER_CONCURRENCY = 32;
/** Results keyed by config name then aggregator name, one per row in row order. */
export type RunnerResults = Map<string, GraderOutput[]>;
/** The GraderError of a grader that threw; `thrownText` is Python's `str(e)` for it. */
export declare function runnerError(name: string, error: unknown): GraderError;
/** One (grader, row) evaluation as the runner does it (mapper, strategy, error conversion, the bound on user code). */
export declare function evaluateEntry(entry: RunnerEntry, row: Readonly<Record<string, unknown>>, context: GraderContext): Promise<GraderOutput>;
export declare function runGrading(options: RunnerOptions, rows: readonly Readonly<Record<string, unknown>>[], context: GraderContext): Promise<RunnerResults>;
