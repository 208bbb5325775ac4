/**
 * The provider wire formats of a conversation, as pydantic-ai 2.30 maps its messages (port spec
 * §2.7): Anthropic Messages `messages[]` and OpenAI Responses `input[]`. Used by the providers
 * for probe calls and by `export-thread`.
 */
import { type ConversationMessage } from "./conversation.js";
export type AnthropicCacheControl = {
    readonly type: "ephemeral";
    readonly ttl: "5m";
};
export declare const ANTHROPIC_CACHE_CONTROL: AnthropicCacheControl;
export type AnthropicBlock = {
    type: "text";
    text: string;
    cache_control?: AnthropicCacheControl;
} | {
    type: "tool_use";
    id: string;
    name: string;
    input: Record<string, unknown>;
} | {
    type: "tool_result";
    tool_use_id: string;
    content: {
        type: "text";
        text: string;
    }[];
    is_error: boolean;
};
export interface AnthropicMessage {
    role: "user" | "assistant";
    content: AnthropicBlock[];
}
/** Anthropic Messages API `messages[]`: one message per conversation message. */
export declare function anthropicMessages(messages: readonly ConversationMessage[]): AnthropicMessage[];
export type OpenAIInputItem = {
    role: "system" | "user" | "assistant";
    content: string;
} | {
    role: "user";
    content: {
        type: "input_text";
        text: string;
    }[];
} | {
    type: "function_call";
    call_id: string;
    name: string;
    arguments: string;
} | {
    type: "function_call_output";
    call_id: string;
    output: string;
};
/** OpenAI Responses API `input[]`: the system item first, then one item per block. */
export declare function openaiInput(system: string, messages: readonly ConversationMessage[]): OpenAIInputItem[];
