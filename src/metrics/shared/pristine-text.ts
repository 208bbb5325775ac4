/**
 * Pristine text of noisy-channel messages (spec §1.6): the text an agent meant to send survives
 * only in its `send_message` tool result, keyed by message id.
 */
import { type AgentEvent, type MessageSent, eventsOfType } from "../../core/events.js";

export type PristineTextIndex = ReadonlyMap<string, string>;

// Several metrics of one evaluation ask for the same run's index; parsing every send_message
// result again per metric was a visible share of the evaluation time.
const cache = new WeakMap<readonly AgentEvent[], PristineTextIndex>();

export function buildPristineTextIndex(events: readonly AgentEvent[]): PristineTextIndex {
  const cached = cache.get(events);
  if (cached !== undefined) return cached;
  const index = new Map<string, string>();
  for (const event of eventsOfType(events, "tool_result_received")) {
    if (event.tool_name !== "send_message") continue;
    let result: unknown;
    try {
      result = JSON.parse(event.result);
    } catch {
      continue;
    }
    if (typeof result !== "object" || result === null || Array.isArray(result)) continue;
    const { status, message_id: messageId } = result as Record<string, unknown>;
    const text = event.arguments.text;
    if (status !== "sent" || typeof messageId !== "string" || typeof text !== "string") continue;
    index.set(messageId, text);
  }
  cache.set(events, index);
  return index;
}

export function pristineTextFor(index: PristineTextIndex, event: MessageSent): string {
  return index.get(event.message.message_id) ?? event.message.text;
}
