/**
 * From GlossoGen's reconstructed history to the conversation a provider receives, as pydantic-ai
 * 2.30 builds it (port spec §2.7): adjacent requests are merged (tool returns first), adjacent
 * responses are merged, the new user turn is appended (landing after the last tool results), and
 * the system prompt parts become the system text. The result is provider-neutral; the Anthropic
 * and OpenAI providers map it to their wire formats.
 */
import type { HistoryMessage, RequestPart, ResponsePart, UserContent } from "./message-history.js";
/** A block of a conversation message (provider-neutral, pydantic-ai's part vocabulary). */
export type ConversationBlock = 
/** A user prompt: a string, or a list of strings and cache points. */
{
    readonly type: "prompt";
    readonly content: UserContent;
} | {
    readonly type: "tool_result";
    readonly tool_call_id: string;
    readonly tool_name: string;
    readonly content: string;
}
/** Reasoning without a provider signature: replayed as text in `<think>` tags. */
 | {
    readonly type: "thinking";
    readonly text: string;
} | {
    readonly type: "text";
    readonly text: string;
} | {
    readonly type: "tool_call";
    readonly tool_call_id: string;
    readonly tool_name: string;
    readonly arguments: Readonly<Record<string, unknown>>;
};
export interface ConversationMessage {
    readonly role: "user" | "assistant";
    readonly blocks: readonly ConversationBlock[];
}
export interface Conversation {
    /** The system prompt parts' texts joined by a blank line. */
    readonly system: string;
    readonly messages: readonly ConversationMessage[];
}
type Merged = {
    kind: "request";
    parts: RequestPart[];
} | {
    kind: "response";
    parts: ResponsePart[];
};
/** pydantic-ai's history normalisation: adjacent requests merged (returns first), adjacent responses merged. */
export declare function mergeAdjacent(history: readonly HistoryMessage[]): Merged[];
/** The conversation pydantic-ai sends for `history` followed by a new user turn. */
export declare function toConversation(history: readonly HistoryMessage[], userTurn?: UserContent): Conversation;
/** How pydantic-ai replays reasoning that carries no provider signature. */
export declare function thinkingAsText(text: string): string;
export {};
