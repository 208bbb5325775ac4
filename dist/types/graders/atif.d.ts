import { z } from "zod";
declare const toolCallSchema: z.ZodObject<{
    tool_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    function_name: z.ZodString;
    arguments: z.ZodOptional<z.ZodUnknown>;
}, z.core.$loose>;
declare const stepSchema: z.ZodObject<{
    step_id: z.ZodOptional<z.ZodNumber>;
    source: z.ZodString;
    message: z.ZodDefault<z.ZodCustom<string | unknown[], string | unknown[]>>;
    tool_calls: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        tool_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        function_name: z.ZodString;
        arguments: z.ZodOptional<z.ZodUnknown>;
    }, z.core.$loose>>>>;
    observation: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        results: z.ZodArray<z.ZodObject<{
            source_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            content: z.ZodOptional<z.ZodNullable<z.ZodCustom<string | unknown[], string | unknown[]>>>;
        }, z.core.$loose>>;
    }, z.core.$loose>>>;
    metrics: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        prompt_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
        completion_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
    }, z.core.$loose>>>;
}, z.core.$loose>;
/**
 * NeMo's read model itself (atif-and-nemo-evidence.md §2.3), for the trace evidence handle: only
 * `schema_version`, `steps` (`source`, `message`, `tool_calls`, `metrics`) and `final_metrics` are
 * read. Everything else (`step_id`, `observation`, `timestamp`, `reasoning_content`, `session_id`,
 * `agent`, …) is dropped unread, so a value of any type there never refuses the trajectory.
 */
declare const readModelStepSchema: z.ZodObject<{
    source: z.ZodString;
    message: z.ZodDefault<z.ZodCustom<string | unknown[], string | unknown[]>>;
    tool_calls: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        tool_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        function_name: z.ZodString;
        arguments: z.ZodOptional<z.ZodUnknown>;
    }, z.core.$loose>>>>;
    metrics: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        prompt_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
        completion_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
    }, z.core.$loose>>>;
}, z.core.$strip>;
declare const atifReadModelSchema: z.ZodObject<{
    schema_version: z.ZodString;
    steps: z.ZodArray<z.ZodObject<{
        source: z.ZodString;
        message: z.ZodDefault<z.ZodCustom<string | unknown[], string | unknown[]>>;
        tool_calls: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            tool_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            function_name: z.ZodString;
            arguments: z.ZodOptional<z.ZodUnknown>;
        }, z.core.$loose>>>>;
        metrics: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            prompt_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
            completion_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
        }, z.core.$loose>>>;
    }, z.core.$strip>>;
    final_metrics: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        total_prompt_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
        total_completion_tokens: z.ZodOptional<z.ZodPipe<z.ZodUnknown, z.ZodTransform<number | null | undefined, unknown>>>;
    }, z.core.$loose>>>;
}, z.core.$strip>;
export type AtifReadModel = z.infer<typeof atifReadModelSchema>;
export type AtifReadModelStep = z.infer<typeof readModelStepSchema>;
export declare const atifTrajectorySchema: z.ZodObject<{
    schema_version: z.ZodString;
    agent: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        tool_definitions: z.ZodOptional<z.ZodArray<z.ZodUnknown>>;
        extra: z.ZodOptional<z.ZodNullable<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, unknown>, unknown>>>>;
    }, z.core.$loose>>>;
    steps: z.ZodArray<z.ZodObject<{
        step_id: z.ZodOptional<z.ZodNumber>;
        source: z.ZodString;
        message: z.ZodDefault<z.ZodCustom<string | unknown[], string | unknown[]>>;
        tool_calls: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
            tool_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
            function_name: z.ZodString;
            arguments: z.ZodOptional<z.ZodUnknown>;
        }, z.core.$loose>>>>;
        observation: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            results: z.ZodArray<z.ZodObject<{
                source_call_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
                content: z.ZodOptional<z.ZodNullable<z.ZodCustom<string | unknown[], string | unknown[]>>>;
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
 * Parses a loaded trajectory (object or JSON text) for the agent graders, which also read
 * `step_id`, `observation` and `agent`; errors name the bad field, prefixed with `label` (default
 * `trajectory`).
 */
export declare function readAtif(value: unknown, label?: string): AtifTrajectory;
/**
 * Parses a trajectory (object or JSON text) with NeMo's read model, as the trace evidence handle
 * reads it; errors name the bad field, prefixed with `label` (the handle passes the file name).
 */
export declare function readAtifReadModel(value: unknown, label: string): AtifReadModel;
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
export declare function atifTokenUsage(trajectory: Pick<AtifReadModel, "steps" | "final_metrics">): AtifTokenUsage;
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
