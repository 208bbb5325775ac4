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
        options: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, unknown>, unknown>>>;
    }, z.core.$strict>, z.ZodPipe<z.ZodUnknown, z.ZodTransform<{
        [x: string]: unknown;
        type: string;
    }, unknown>>]>>>;
    views: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, {
        reducer: "any" | "single" | "all" | "mean" | "weighted_mean";
        signals: {
            metric: string;
            output: string;
            weight?: number | undefined;
        }[];
    }>, unknown>>>;
    tasks: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, {
        metrics?: ({
            [x: string]: unknown;
            type: string;
        } | {
            module: string;
            export?: string | undefined;
            options?: Record<string, unknown> | undefined;
        })[] | undefined;
        views?: Record<string, {
            reducer: "any" | "single" | "all" | "mean" | "weighted_mean";
            signals: {
                metric: string;
                output: string;
                weight?: number | undefined;
            }[];
        }> | undefined;
    }>, unknown>>>;
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
