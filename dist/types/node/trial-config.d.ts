import type { GraderFactory } from "../graders/params.js";
import { type TaskPlan, type TrialConfig } from "../trials/config.js";
import type { MetricFactoryContext, TrialMetricFactory } from "../trials/contract.js";
import { type LoadedOpenJudge, type ParsedYaml } from "./grading-config.js";
export interface LoadedGradingConfig {
    readonly file: string;
    readonly sha256: string;
    readonly trial: TrialConfig;
    readonly openJudge: LoadedOpenJudge;
    /** Imported `module:` metric exports by entry path. */
    readonly modules: ReadonlyMap<string, unknown>;
    /** sha256 of each imported module file, by entry path (provenance: the code behind a score). */
    readonly moduleDigests: ReadonlyMap<string, string>;
    readonly lineOf: ParsedYaml["lineOf"];
    /** Config entries that call the judge (llm_judge metrics, LLM graders), for the judge flags check. */
    readonly judgeUsers: readonly string[];
}
/** Reads and validates the config file; metrics are built later, once the dataset's tasks are known. */
export declare function loadGradingConfig(file: string, graderFactories?: Readonly<Record<string, GraderFactory>>): Promise<LoadedGradingConfig>;
/** Builds every metric and a plan per task id; errors name the config file, line and field. */
export declare function planTasks(config: LoadedGradingConfig, taskIds: readonly string[], context: MetricFactoryContext, factories?: Readonly<Record<string, TrialMetricFactory>>): Map<string, TaskPlan>;
