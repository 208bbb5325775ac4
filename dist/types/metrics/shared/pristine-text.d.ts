/**
 * Pristine text of noisy-channel messages (spec §1.6): the text an agent meant to send survives
 * only in its `send_message` tool result, keyed by message id.
 */
import { type AgentEvent, type MessageSent } from "../../core/events.js";
export type PristineTextIndex = ReadonlyMap<string, string>;
export declare function buildPristineTextIndex(events: readonly AgentEvent[]): PristineTextIndex;
export declare function pristineTextFor(index: PristineTextIndex, event: MessageSent): string;
