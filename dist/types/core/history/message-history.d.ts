/**
 * GlossoGen's message-history reconstruction (`message_history_builder.py build_message_history`,
 * port spec glossogen-probes-and-rounds.md §2): one agent's own LLM turns and tool traffic,
 * rebuilt from the event log as pydantic-ai messages, up to an exclusive cutoff round or an
 * instant. The probes and `export-thread` both stand on it.
 *
 * The result is GlossoGen's raw list (before pydantic-ai merges adjacent messages, see
 * conversation.ts): `protocol_explanation` reports its length.
 */
import { type AgentEvent } from "../events.js";
import { type Instant } from "./instants.js";
/** A string user prompt, or a list of strings and cache points (the probe's new turn). */
export type UserContent = string | readonly UserContentItem[];
export type UserContentItem = string | {
    readonly kind: "cache_point";
};
export type RequestPart = {
    readonly kind: "system_prompt";
    readonly content: string;
} | {
    readonly kind: "user_prompt";
    readonly content: UserContent;
} | {
    readonly kind: "tool_return";
    readonly tool_name: string;
    readonly content: string;
    readonly tool_call_id: string;
};
export type ResponsePart = {
    readonly kind: "thinking";
    readonly content: string;
} | {
    readonly kind: "text";
    readonly content: string;
} | {
    readonly kind: "tool_call";
    readonly tool_name: string;
    readonly args: Readonly<Record<string, unknown>>;
    readonly tool_call_id: string;
};
export type HistoryMessage = {
    readonly kind: "request";
    readonly parts: readonly RequestPart[];
} | {
    readonly kind: "response";
    readonly parts: readonly ResponsePart[];
};
/** How much of a channel the agent may see (GlossoGen `ChannelVisibility`). */
export type ChannelVisibility = {
    readonly kind: "full";
} | {
    readonly kind: "none";
} | {
    readonly kind: "from_round";
    readonly floor: number;
};
export interface HistoryPrompts {
    /** `runners/prompts/initial_prompt.jinja`, rendered and stripped. */
    readonly initial: string;
    /** `runners/prompts/continue_prompt.jinja`, rendered and stripped. */
    readonly continuation: string;
}
export interface HistoryOptions {
    readonly agentId: string;
    /** The full system prompt (system-prompt.ts). */
    readonly systemPrompt: string;
    readonly prompts: HistoryPrompts;
    /** Exclusive cutoff round: tool calls invoked in round >= R are dropped. Null: cut by `targetTimestamp`. */
    readonly cutoffRound: number | null;
    /** Used when `cutoffRound` is null: calls invoked after this instant are dropped. */
    readonly targetTimestamp: string | undefined;
    readonly toolCallsOnly?: boolean;
    readonly channelVisibility?: ReadonlyMap<string, ChannelVisibility>;
    /** One response per tool call (GlossoGen does this for `self-hosted` agents). */
    readonly splitParallelToolCalls?: boolean;
}
/** The last event's timestamp (GlossoGen `resolve_history_timestamp`). */
export declare function lastEventTimestamp(events: readonly AgentEvent[]): string | undefined;
export declare function buildMessageHistory(events: readonly AgentEvent[], options: HistoryOptions): HistoryMessage[];
/**
 * A read_channel result with each message's `timestamp` replaced by `elapsed_seconds` since the
 * simulation started (moved to the end of the message), re-serialised the way Python's
 * `json.dumps` does; unchanged when it is not such a result or no message had a timestamp.
 */
export declare function rewriteChannelTimestamps(content: string, start: Instant, startText: string): string;
