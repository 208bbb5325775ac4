import { z } from "zod";
import { type Measurement } from "../core/measurement.js";
import { type TokenUsage } from "../judge/pricing.js";
export declare const evaluationCostSchema: z.ZodObject<{
    usage: z.ZodObject<{
        input_tokens: z.ZodNumber;
        output_tokens: z.ZodNumber;
        cache_read_input_tokens: z.ZodNumber;
        cache_creation_input_tokens: z.ZodNumber;
    }, z.core.$strip>;
    estimated_cost_usd: z.ZodNumber;
    model: z.ZodString;
    provider_name: z.ZodString;
}, z.core.$strip>;
export type EvaluationCost = z.output<typeof evaluationCostSchema>;
/** The judge behind one metric's measurements: who answered and the usage of those answers. */
export declare const metricJudgeSchema: z.ZodObject<{
    model: z.ZodString;
    provider: z.ZodString;
    usage: z.ZodObject<{
        input_tokens: z.ZodNumber;
        output_tokens: z.ZodNumber;
        cache_read_input_tokens: z.ZodNumber;
        cache_creation_input_tokens: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>;
export type MetricJudge = z.output<typeof metricJudgeSchema>;
export declare const metricRecordSchema: z.ZodObject<{
    status: z.ZodEnum<{
        ok: "ok";
        not_applicable: "not_applicable";
        failed: "failed";
    }>;
    version: z.ZodString;
    measurements: z.ZodDefault<z.ZodArray<z.ZodString>>;
    error: z.ZodOptional<z.ZodString>;
    judge: z.ZodOptional<z.ZodObject<{
        model: z.ZodString;
        provider: z.ZodString;
        usage: z.ZodObject<{
            input_tokens: z.ZodNumber;
            output_tokens: z.ZodNumber;
            cache_read_input_tokens: z.ZodNumber;
            cache_creation_input_tokens: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    direction: z.ZodOptional<z.ZodEnum<{
        none: "none";
        higher: "higher";
        lower: "lower";
    }>>;
    fraction: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
export type MetricRecord = z.output<typeof metricRecordSchema>;
export declare const agentEvalBlockSchema: z.ZodObject<{
    tool_version: z.ZodString;
    event_log_sha256: z.ZodString;
    incomplete_run: z.ZodDefault<z.ZodBoolean>;
    flags: z.ZodDefault<z.ZodArray<z.ZodString>>;
    inputs: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodString>>;
    metrics: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodObject<{
        status: z.ZodEnum<{
            ok: "ok";
            not_applicable: "not_applicable";
            failed: "failed";
        }>;
        version: z.ZodString;
        measurements: z.ZodDefault<z.ZodArray<z.ZodString>>;
        error: z.ZodOptional<z.ZodString>;
        judge: z.ZodOptional<z.ZodObject<{
            model: z.ZodString;
            provider: z.ZodString;
            usage: z.ZodObject<{
                input_tokens: z.ZodNumber;
                output_tokens: z.ZodNumber;
                cache_read_input_tokens: z.ZodNumber;
                cache_creation_input_tokens: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>>;
        direction: z.ZodOptional<z.ZodEnum<{
            none: "none";
            higher: "higher";
            lower: "lower";
        }>>;
        fraction: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>>;
    log_warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
export type AgentEvalBlock = z.output<typeof agentEvalBlockSchema>;
export declare const reportSchema: z.ZodObject<{
    simulation_id: z.ZodString;
    scenario_name: z.ZodString;
    measurements: z.ZodArray<z.ZodObject<{
        metric_name: z.ZodString;
        score: z.ZodNumber;
        score_unit: z.ZodString;
        summary: z.ZodString;
        per_round: z.ZodDefault<z.ZodArray<z.ZodObject<{
            round_number: z.ZodNumber;
            value: z.ZodNumber;
            note: z.ZodString;
        }, z.core.$strip>>>;
        per_agent: z.ZodDefault<z.ZodArray<z.ZodObject<{
            agent_id: z.ZodString;
            value: z.ZodNumber;
            note: z.ZodString;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    evaluation_cost: z.ZodObject<{
        usage: z.ZodObject<{
            input_tokens: z.ZodNumber;
            output_tokens: z.ZodNumber;
            cache_read_input_tokens: z.ZodNumber;
            cache_creation_input_tokens: z.ZodNumber;
        }, z.core.$strip>;
        estimated_cost_usd: z.ZodNumber;
        model: z.ZodString;
        provider_name: z.ZodString;
    }, z.core.$strip>;
    agent_eval: z.ZodOptional<z.ZodObject<{
        tool_version: z.ZodString;
        event_log_sha256: z.ZodString;
        incomplete_run: z.ZodDefault<z.ZodBoolean>;
        flags: z.ZodDefault<z.ZodArray<z.ZodString>>;
        inputs: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodString>>;
        metrics: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodObject<{
            status: z.ZodEnum<{
                ok: "ok";
                not_applicable: "not_applicable";
                failed: "failed";
            }>;
            version: z.ZodString;
            measurements: z.ZodDefault<z.ZodArray<z.ZodString>>;
            error: z.ZodOptional<z.ZodString>;
            judge: z.ZodOptional<z.ZodObject<{
                model: z.ZodString;
                provider: z.ZodString;
                usage: z.ZodObject<{
                    input_tokens: z.ZodNumber;
                    output_tokens: z.ZodNumber;
                    cache_read_input_tokens: z.ZodNumber;
                    cache_creation_input_tokens: z.ZodNumber;
                }, z.core.$strip>;
            }, z.core.$strip>>;
            direction: z.ZodOptional<z.ZodEnum<{
                none: "none";
                higher: "higher";
                lower: "lower";
            }>>;
            fraction: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strip>>>;
        log_warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type EvaluationReport = z.output<typeof reportSchema>;
/**
 * How `evaluation_cost` is merged. `describe-report` (agent-eval's default, product decision 4):
 * the cost is the usage of the judge answers behind the measurements now in the report, summed
 * from the per-metric records, so a re-run metric replaces its own usage and a replayed report is
 * byte-identical to the recorded one. `glossogen-accumulate`: upstream's rule (spec §6.4), where
 * every invocation under the same judge adds its usage and another judge resets it.
 */
export type CostPolicy = "describe-report" | "glossogen-accumulate";
/** What one invocation produced for one run, before merging with an existing report. */
export interface InvocationResult {
    readonly simulationId: string;
    readonly scenarioName: string;
    /** Names the user asked for, in request order (duplicates kept, like upstream). */
    readonly requestedMetrics: readonly string[];
    readonly measurements: readonly Measurement[];
    /** Judge usage behind this invocation's measurements; undefined when no judge was involved. */
    readonly judgeCost: {
        readonly usage: TokenUsage;
        readonly model: string;
        readonly providerName: string;
    } | undefined;
    readonly agentEval: AgentEvalBlock;
}
/**
 * Merge an invocation into an existing report (spec §6.4): entries of every requested name and
 * every name emitted now are replaced; the rest keep their order and go first. Costs add up under
 * the same judge and reset under another. An invocation that made no judge calls leaves the cost
 * alone, so a deterministic re-run never erases what the judge measurements cost.
 */
export declare function mergeReport(existing: EvaluationReport | undefined, result: InvocationResult, costPolicy?: CostPolicy): EvaluationReport;
/** The report file's exact bytes (as a string): GlossoGen's key order and float style. */
export declare function serializeReport(report: EvaluationReport): string;
/** Parse an existing report; errors name the offending field (and quote none of the text). */
export declare function parseReport(text: string, source: string): EvaluationReport;
