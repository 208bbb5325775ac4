/**
 * Pristine text of noisy-channel messages (spec §1.6): the text an agent meant to send survives
 * only in its `send_message` tool result, keyed by message id.
 */
import { type AgentEvent, type MessageSent } from "../../core/events.js";
export type PristineTextIndex = ReadonlyMap<string, string>;
/**
 * What a metric of messages' pristine text reads (its `eventTypes` and `toolNames`): the messages
 * and the send_message results, not the other tools' results, which are most of a log's bytes.
 */
export declare const PRISTINE_TEXT_EVENTS: {
    readonly eventTypes: readonly ["message_sent", "tool_result_received"];
    readonly toolNames: readonly ["send_message"];
};
export declare function buildPristineTextIndex(events: readonly AgentEvent[]): PristineTextIndex;
export declare function pristineTextFor(index: PristineTextIndex, event: MessageSent): string;
