/**
 * `export-thread`: one agent's reconstructed conversation (the probes' history reconstruction) as a
 * request body its provider's API accepts as is — Anthropic Messages or OpenAI Responses.
 *
 * - Thinking is dropped unless asked for (replaying it raw would need provider signatures); when
 *   kept it is plain text in `<think>` tags, as pydantic-ai replays it.
 * - Tool calls and results stay native, with one permissive tool definition per tool the agent
 *   used or was registered with (the log does not hold their schemas), so the body validates;
 *   `flattenTools` renders them as plain text instead and the body needs no tools at all.
 * - Messages emptied by those choices are removed, and neighbours of the same role merged, so the
 *   roles still alternate.
 */
import type Anthropic from "@anthropic-ai/sdk";
import { type ConversationMessage, type Conversation } from "./conversation.js";
import { type OpenAIInputItem } from "./wire.js";
export declare const THREAD_FORMATS: readonly ["anthropic", "openai"];
export type ThreadFormat = (typeof THREAD_FORMATS)[number];
export interface ThreadExportOptions {
    readonly format: ThreadFormat;
    readonly model: string;
    readonly maxTokens: number;
    /** Tools the agent was registered with (offered even when unused). */
    readonly toolNames: readonly string[];
    readonly flattenTools?: boolean;
    readonly includeThinking?: boolean;
}
/** How a flattened tool call / result reads. */
export declare function flatToolCall(name: string, args: Readonly<Record<string, unknown>>): string;
export declare function flatToolResult(name: string, content: string): string;
/** The conversation after the thinking and tool choices, with empty messages gone and same-role neighbours merged. */
export declare function threadMessages(messages: readonly ConversationMessage[], options: ThreadExportOptions): ConversationMessage[];
export declare function anthropicThreadBody(conversation: Conversation, options: ThreadExportOptions): Anthropic.Messages.MessageCreateParamsNonStreaming;
export interface OpenAIThreadBody {
    model: string;
    input: OpenAIInputItem[];
    max_output_tokens: number;
    tools?: {
        type: "function";
        name: string;
        description: string;
        parameters: {
            type: "object";
        };
        strict: false;
    }[];
}
export declare function openaiThreadBody(conversation: Conversation, options: ThreadExportOptions): OpenAIThreadBody;
