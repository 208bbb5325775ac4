import { z } from "zod";
declare const toolCallSchema: z.ZodObject<{
    tool_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    function_name: z.ZodString;
    arguments: z.ZodOptional<z.ZodUnknown>;
}, z.core.$loose>;
declare const stepSchema: z.ZodObject<{
    step_id: z.ZodOptional<z.ZodNumber>;
    source: z.ZodString;
    message: z.ZodDefault<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodUnknown>]>>;
    tool_calls: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        tool_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        function_name: z.ZodString;
        arguments: z.ZodOptional<z.ZodUnknown>;
    }, z.core.$loose>>>>;
    observation: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        results: z.ZodArray<z.ZodObject<{
            source_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            content: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodUnknown>]>>>;
        }, z.core.$loose>>;
    }, z.core.$loose>>>;
    metrics: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        prompt_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
        completion_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
    }, z.core.$loose>>>;
}, z.core.$loose>;
export declare const atifTrajectorySchema: z.ZodObject<{
    schema_version: z.ZodString;
    agent: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        tool_definitions: z.ZodOptional<z.ZodArray<z.ZodUnknown>>;
        extra: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, unknown>, unknown>>>>;
    }, z.core.$loose>>>;
    steps: z.ZodArray<z.ZodObject<{
        step_id: z.ZodOptional<z.ZodNumber>;
        source: z.ZodString;
        message: z.ZodDefault<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodUnknown>]>>;
        tool_calls: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            tool_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            function_name: z.ZodString;
            arguments: z.ZodOptional<z.ZodUnknown>;
        }, z.core.$loose>>>>;
        observation: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            results: z.ZodArray<z.ZodObject<{
                source_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                content: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodUnknown>]>>>;
            }, z.core.$loose>>;
        }, z.core.$loose>>>;
        metrics: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            prompt_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
            completion_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
        }, z.core.$loose>>>;
    }, z.core.$loose>>;
    final_metrics: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        total_prompt_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
        total_completion_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
    }, z.core.$loose>>>;
}, z.core.$loose>;
export type AtifTrajectory = z.infer<typeof atifTrajectorySchema>;
export type AtifStep = z.infer<typeof stepSchema>;
export type AtifToolCall = z.infer<typeof toolCallSchema>;
/**
 * Parses a loaded trajectory (object or JSON text); errors name the bad field, prefixed with
 * `label` (default `trajectory`; the trace handle passes the file name).
 */
export declare function readAtif(value: unknown, label?: string): AtifTrajectory;
/** Token usage as NeMo's trace handle reports it: the two totals, null when unknown. */
export interface AtifTokenUsage {
    readonly total_prompt_tokens: number | null;
    readonly total_completion_tokens: number | null;
}
/**
 * NeMo's `token_usage()`: `final_metrics` exactly as stored when the file has it (even with null
 * fields); otherwise the sums of the steps' `prompt_tokens` and `completion_tokens` (a missing
 * count is 0), a zero sum reported as null. Cached tokens and cost are never part of it.
 */
export declare function atifTokenUsage(trajectory: AtifTrajectory): AtifTokenUsage;
/** Every tool call, in step order then call order (NeMo's `tool_calls()`). */
export declare function atifToolCalls(trajectory: AtifTrajectory): AtifToolCall[];
/** The first user step's message: what the agent was asked. */
export declare function atifFirstUserMessage(trajectory: AtifTrajectory): string;
/** Tool definitions: `agent.tool_definitions` (v1.5+), else `agent.extra.tool_definitions`. */
export declare function atifToolDefinitions(trajectory: AtifTrajectory): unknown[];
/** One line per call: `name({"arg": 1})`. */
export declare function formatToolCall(call: AtifToolCall): string;
/** The trajectory as numbered prompt text: messages, tool calls and their observations. */
export declare function renderAtif(trajectory: AtifTrajectory): string;
export {};
