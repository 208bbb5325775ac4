import type { Aggregator } from "./aggregators/aggregator.js";
import { type OpenJudgeConfig } from "./config.js";
import { type GraderContext, type GraderOutput } from "./contract.js";
import { type GraderFactory } from "./params.js";
import { graderClassNames } from "./registry.js";
import { type RunnerEntry } from "./runner.js";
/**
 * What the Node layer loaded, keyed by the config path of the reference:
 * `<entry path>.module` (FunctionGrader's function), `<entry path>.mapper` (a mapper function),
 * `<entry path>.strategy.tie_breaker` (a tie-breaker function), `<entry path>.params.template_file`
 * (`{name, source}` of a nunjucks template), and SHARED_RESOURCES_KEY (GraderResources every
 * grader gets: the jieba tokenizer, the code capabilities).
 */
export type LoadedResources = ReadonlyMap<string, unknown>;
export interface GradingPlan {
    readonly graders: readonly RunnerEntry[];
    readonly aggregators: readonly Aggregator[];
    /** Config names of the graders that call the judge. */
    readonly classes: ReadonlyMap<string, string>;
}
export declare function buildGradingPlan(config: OpenJudgeConfig, loaded?: LoadedResources, factories?: Readonly<Record<string, GraderFactory>>): GradingPlan;
export interface GradeOutcome {
    /** `{<grader or aggregator name>: one result per row, in row order}`, graders first in config order. */
    readonly results: Record<string, GraderOutput[]>;
    /** Per row: `{"grader.<name>": score, "aggregator.<name>": score}` for results that have a score. */
    readonly scores: Array<Record<string, number>>;
}
/** The score a result contributes to a trial's `scores`, or undefined when it has none. */
export declare function scoreOf(output: GraderOutput | undefined): number | undefined;
export interface RunGradersOptions {
    /** Upstream's `max_concurrency` for (grader, row) tasks (default 32). */
    readonly maxConcurrency?: number;
}
export declare function runGraders(plan: GradingPlan, rows: readonly Readonly<Record<string, unknown>>[], context: GraderContext, options?: RunGradersOptions): Promise<GradeOutcome>;
export { graderClassNames };
