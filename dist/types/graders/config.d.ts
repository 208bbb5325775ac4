import { z } from "zod";
import { FieldConfigError } from "../core/errors.js";
import { type OnError, type Weight } from "./aggregators/aggregator.js";
import type { GateThreshold } from "./aggregators/gated-weighted-sum-aggregator.js";
import { PyFloat } from "../core/json-format.js";
/** A config error naming the path of the bad field. */
export declare class GraderConfigError extends FieldConfigError {
    readonly name = "GraderConfigError";
}
declare const moduleRefSchema: z.ZodObject<{
    module: z.ZodString;
    export: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
export type ModuleRef = z.infer<typeof moduleRefSchema>;
/**
 * The most calls one strategy makes per trial. OpenJudge sets no limit; a mistyped or hostile
 * `num_votes: 10000000` ran ten million calls (gigabytes, and as many judge calls for an LLM grader).
 */
export declare const MAX_STRATEGY_CALLS = 1000;
declare const strategySchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    type: z.ZodLiteral<"DirectEvaluationStrategy">;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"AverageEvaluationStrategy">;
    num_evaluations: z.ZodDefault<z.ZodPreprocess<z.ZodNumber, unknown>>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"VotingEvaluationStrategy">;
    num_votes: z.ZodDefault<z.ZodPreprocess<z.ZodNumber, unknown>>;
    tie_breaker: z.ZodDefault<z.ZodUnion<readonly [z.ZodEnum<{
        min: "min";
        max: "max";
        closest_to_mean: "closest_to_mean";
    }>, z.ZodObject<{
        module: z.ZodString;
        export: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>]>>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"GRPOTournamentEvaluationStrategy">;
    debiased: z.ZodDefault<z.ZodBoolean>;
}, z.core.$strict>], "type">;
export type StrategyConfig = z.infer<typeof strategySchema>;
/** The OpenJudge keys of the config file (everything else passes through untouched). */
export declare const openJudgeSectionSchema: z.ZodObject<{
    graders: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, {
        grader: string;
        params: Record<string, unknown>;
        mapper?: Record<string, string> | {
            module: string;
            export?: string | undefined;
        } | undefined;
        strategy?: {
            type: "DirectEvaluationStrategy";
        } | {
            type: "AverageEvaluationStrategy";
            num_evaluations: number;
        } | {
            type: "VotingEvaluationStrategy";
            num_votes: number;
            tie_breaker: "min" | "max" | {
                module: string;
                export?: string | undefined;
            } | "closest_to_mean";
        } | {
            type: "GRPOTournamentEvaluationStrategy";
            debiased: boolean;
        } | undefined;
        module?: string | undefined;
        export?: string | undefined;
    } | {
        include: string;
    }>, unknown>>>;
    aggregators: z.ZodOptional<z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        type: z.ZodEnum<{
            WeightedSumAggregator: "WeightedSumAggregator";
            GatedWeightedSumAggregator: "GatedWeightedSumAggregator";
        }>;
        weights: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, number | bigint | PyFloat>, unknown>>>;
        gate_graders: z.ZodOptional<z.ZodArray<z.ZodString>>;
        gate_threshold: z.ZodOptional<z.ZodCustom<GateThreshold, GateThreshold>>;
        on_error: z.ZodDefault<z.ZodEnum<{
            zero: "zero";
            skip: "skip";
            fail: "fail";
        }>>;
    }, z.core.$strict>>>;
    dimensions: z.ZodOptional<z.ZodArray<z.ZodObject<{
        mode: z.ZodDefault<z.ZodEnum<{
            score: "score";
            gate: "gate";
        }>>;
        weight: z.ZodOptional<z.ZodUnion<readonly [z.ZodCustom<PyFloat, PyFloat>, z.ZodPreprocess<z.ZodNumber, unknown>, z.ZodBigInt]>>;
        gate_threshold: z.ZodOptional<z.ZodCustom<GateThreshold, GateThreshold>>;
        grader: z.ZodString;
        params: z.ZodDefault<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, unknown>, unknown>>>;
        mapper: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
            module: z.ZodString;
            export: z.ZodOptional<z.ZodString>;
        }, z.core.$strict>, z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, string>, unknown>>]>>;
        strategy: z.ZodOptional<z.ZodDiscriminatedUnion<[z.ZodObject<{
            type: z.ZodLiteral<"DirectEvaluationStrategy">;
        }, z.core.$strict>, z.ZodObject<{
            type: z.ZodLiteral<"AverageEvaluationStrategy">;
            num_evaluations: z.ZodDefault<z.ZodPreprocess<z.ZodNumber, unknown>>;
        }, z.core.$strict>, z.ZodObject<{
            type: z.ZodLiteral<"VotingEvaluationStrategy">;
            num_votes: z.ZodDefault<z.ZodPreprocess<z.ZodNumber, unknown>>;
            tie_breaker: z.ZodDefault<z.ZodUnion<readonly [z.ZodEnum<{
                min: "min";
                max: "max";
                closest_to_mean: "closest_to_mean";
            }>, z.ZodObject<{
                module: z.ZodString;
                export: z.ZodOptional<z.ZodString>;
            }, z.core.$strict>]>>;
        }, z.core.$strict>, z.ZodObject<{
            type: z.ZodLiteral<"GRPOTournamentEvaluationStrategy">;
            debiased: z.ZodDefault<z.ZodBoolean>;
        }, z.core.$strict>], "type">>;
        module: z.ZodOptional<z.ZodString>;
        export: z.ZodOptional<z.ZodString>;
        id: z.ZodString;
    }, z.core.$strict>>>;
    aggregation: z.ZodOptional<z.ZodUnion<readonly [z.ZodEnum<{
        WeightedSumAggregator: "WeightedSumAggregator";
        GatedWeightedSumAggregator: "GatedWeightedSumAggregator";
    }>, z.ZodObject<{
        type: z.ZodEnum<{
            WeightedSumAggregator: "WeightedSumAggregator";
            GatedWeightedSumAggregator: "GatedWeightedSumAggregator";
        }>;
        name: z.ZodDefault<z.ZodString>;
        on_error: z.ZodDefault<z.ZodEnum<{
            zero: "zero";
            skip: "skip";
            fail: "fail";
        }>>;
        gate_threshold: z.ZodOptional<z.ZodCustom<GateThreshold, GateThreshold>>;
    }, z.core.$strict>]>>;
}, z.core.$loose>;
/** One grader, normalised. */
export interface GraderEntryConfig {
    readonly key: string;
    readonly grader: string;
    readonly params: Readonly<Record<string, unknown>>;
    readonly mapper?: Readonly<Record<string, string>> | ModuleRef;
    readonly strategy?: StrategyConfig;
    /** FunctionGrader's module and export. */
    readonly module?: string;
    readonly export?: string;
    /** The config path of this entry, for error messages (`graders.no_pii`, `dimensions.1`). */
    readonly path: string;
}
export interface AggregatorConfig {
    readonly name: string;
    readonly type: "WeightedSumAggregator" | "GatedWeightedSumAggregator";
    readonly weights?: Readonly<Record<string, Weight>>;
    readonly gateGraders: readonly string[];
    readonly gateThreshold?: GateThreshold;
    readonly gateThresholds?: Readonly<Record<string, GateThreshold>>;
    readonly onError: OnError;
    readonly path: string;
    /** The dimensions form's `aggregation: <type>`: the name is the default, written nowhere. */
    readonly defaultName?: boolean;
}
export interface OpenJudgeConfig {
    readonly graders: readonly GraderEntryConfig[];
    readonly aggregators: readonly AggregatorConfig[];
}
export declare function isModuleRef(value: unknown): value is ModuleRef;
/**
 * Reads and normalises the OpenJudge keys of a parsed config object. `include` entries must have
 * been resolved by the caller (the Node layer reads the included file); one left here is an error.
 */
export declare function parseOpenJudgeConfig(raw: unknown): OpenJudgeConfig;
export {};
