import { z } from "zod";
export { type CostPolicy, type InvocationResult, mergeReport, serializeReport } from "./report-write.js";
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
        failed: "failed";
        ok: "ok";
        not_applicable: "not_applicable";
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
    inputs: z.ZodDefault<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, string>, unknown>>>;
    metrics: z.ZodDefault<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, {
        status: "failed" | "ok" | "not_applicable";
        version: string;
        measurements: string[];
        error?: string | undefined;
        judge?: {
            model: string;
            provider: string;
            usage: {
                input_tokens: number;
                output_tokens: number;
                cache_read_input_tokens: number;
                cache_creation_input_tokens: number;
            };
        } | undefined;
        direction?: "none" | "higher" | "lower" | undefined;
        fraction?: boolean | undefined;
    }>, unknown>>>;
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
        inputs: z.ZodDefault<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, string>, unknown>>>;
        metrics: z.ZodDefault<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, {
            status: "failed" | "ok" | "not_applicable";
            version: string;
            measurements: string[];
            error?: string | undefined;
            judge?: {
                model: string;
                provider: string;
                usage: {
                    input_tokens: number;
                    output_tokens: number;
                    cache_read_input_tokens: number;
                    cache_creation_input_tokens: number;
                };
            } | undefined;
            direction?: "none" | "higher" | "lower" | undefined;
            fraction?: boolean | undefined;
        }>, unknown>>>;
        log_warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type EvaluationReport = z.output<typeof reportSchema>;
/** Parse an existing report; errors name the offending field (and quote none of the text). */
export declare function parseReport(text: string, source: string): EvaluationReport;
/**
 * The first field of `raw` (a report as JSON.parse read it) that `parsed` (what the schema made of
 * it) lacks: a field this version does not know, which a merge would drop. The path is written as
 * firstIssue writes one ("measurements.1.confidence").
 */
export declare function unknownField(raw: unknown, parsed: unknown, at?: string): string | undefined;
/** Whether version `theirs` (X.Y.Z…) is later than `ours`; false when either is not X.Y.Z. */
export declare function isLaterVersion(theirs: string, ours: string): boolean;
/**
 * Parse an existing report to merge into: as parseReport, and refused (an Error saying why) when
 * a merge by agent-eval `version` could lose something: the report was written by a later
 * agent-eval, or holds a field this version does not know (the merge writes only known fields).
 */
export declare function parseMergeableReport(text: string, source: string, version: string): EvaluationReport;
