/**
 * The trial part of a grading config (issue 8 §2); the OpenJudge keys (`graders:`, `aggregators:`,
 * `dimensions:`, `aggregation:`) of the same file are read by src/graders/config.ts.
 *
 *   metrics:                       # applied to every task
 *     - {type: keyword_match}      # a built-in: every other key is an option
 *     - {module: ./checks.mjs, export: usedTool, options: {tool: search}}   # an object or a factory
 *   views:
 *     quality: {reducer: mean, signals: [{metric: keyword_match, output: score}, {metric: grader, output: correctness}]}
 *   tasks:
 *     capital-japan: {metrics: [...], views: {...}}   # replaces the defaults for that task (per key)
 *
 * Validation as NeMo's task model (TASKS 55d2849): duplicate metric types in a task
 * (`duplicate task metric types: [...]`), a view naming an unknown metric
 * (`view 'v' references unknown metric 'm'`) or output
 * (`view 'v' references unknown output 'o' for metric 'm'`) are errors, each with the path of the
 * bad field. View signals may also name `grader.<name>` / `aggregator.<name>` scores.
 */
import { z } from "zod";
import { FieldConfigError } from "../core/errors.js";
import { type MetricFactoryContext, type MetricOutputSpec, type TrialMetric, type TrialMetricFactory } from "./contract.js";
import { type ViewSpec } from "./views.js";
/** A config error naming the path of the bad field (`tasks.t1.views.quality.signals.0.metric`). */
export declare class TrialConfigError extends FieldConfigError {
    readonly name = "TrialConfigError";
}
/** Metric types that name other score families in `scores` keys. */
export declare const RESERVED_METRIC_TYPES: ReadonlySet<string>;
/** The trial keys of the config file (everything else is left to the OpenJudge part). */
export declare const trialSectionSchema: z.ZodObject<{
    metrics: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
        module: z.ZodString;
        export: z.ZodOptional<z.ZodString>;
        options: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodString;
    }, z.core.$loose>]>>>;
    views: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
        reducer: z.ZodPreprocess<z.ZodEnum<{
            any: "any";
            single: "single";
            all: "all";
            mean: "mean";
            weighted_mean: "weighted_mean";
        }>, unknown>;
        signals: z.ZodArray<z.ZodObject<{
            metric: z.ZodString;
            output: z.ZodString;
            weight: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strict>>;
    }, z.core.$strict>>>;
    tasks: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
        metrics: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
            module: z.ZodString;
            export: z.ZodOptional<z.ZodString>;
            options: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        }, z.core.$strict>, z.ZodObject<{
            type: z.ZodString;
        }, z.core.$loose>]>>>;
        views: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
            reducer: z.ZodPreprocess<z.ZodEnum<{
                any: "any";
                single: "single";
                all: "all";
                mean: "mean";
                weighted_mean: "weighted_mean";
            }>, unknown>;
            signals: z.ZodArray<z.ZodObject<{
                metric: z.ZodString;
                output: z.ZodString;
                weight: z.ZodOptional<z.ZodNumber>;
            }, z.core.$strict>>;
        }, z.core.$strict>>>;
    }, z.core.$strict>>>;
}, z.core.$loose>;
/** One metric entry, normalised. */
export interface MetricEntryConfig {
    /** `metrics.0`, `tasks.t1.metrics.2`. */
    readonly path: string;
    readonly type?: string;
    readonly module?: string;
    readonly export?: string;
    readonly options: Readonly<Record<string, unknown>>;
}
export interface ViewEntryConfig extends ViewSpec {
    readonly name: string;
    readonly path: string;
}
export interface TaskOverrideConfig {
    readonly metrics?: readonly MetricEntryConfig[];
    readonly views?: readonly ViewEntryConfig[];
    readonly path: string;
}
export interface TrialConfig {
    readonly metrics: readonly MetricEntryConfig[];
    readonly views: readonly ViewEntryConfig[];
    readonly tasks: Readonly<Record<string, TaskOverrideConfig>>;
}
/** Reads and normalises the trial keys of a parsed config object. */
export declare function parseTrialConfig(raw: unknown): TrialConfig;
/** One metric as a task runs it: the object, its specs (read once) and where it came from. */
export interface PlannedMetric {
    readonly metric: TrialMetric;
    readonly type: string;
    readonly specs: readonly MetricOutputSpec[];
    /** `built-in` or `module <path>[#export]`, for provenance. */
    readonly source: string;
    readonly path: string;
}
export interface TaskPlan {
    readonly taskId: string;
    readonly metrics: readonly PlannedMetric[];
    readonly views: readonly ViewEntryConfig[];
}
/** What the Node layer imported for `module:` entries, keyed by entry path. */
export type LoadedMetricModules = ReadonlyMap<string, unknown>;
export interface PlanOptions {
    readonly factories: Readonly<Record<string, TrialMetricFactory>>;
    readonly modules: LoadedMetricModules;
    readonly context: MetricFactoryContext;
    /** Names of the configured OpenJudge graders and aggregators (views may name their scores). */
    readonly graders: readonly string[];
    readonly aggregators: readonly string[];
}
/**
 * Builds every metric once and a plan for each task id (in the given order): the task's override
 * of `metrics`/`views` when it has one, else the defaults. `taskIds` are the dataset's tasks; an
 * override for a task the dataset lacks is an error.
 */
export declare function buildTaskPlans(config: TrialConfig, taskIds: readonly string[], options: PlanOptions): Map<string, TaskPlan>;
