/**
 * Pristine text of noisy-channel messages (spec §1.6): the text an agent meant to send survives
 * only in its `send_message` tool result, keyed by message id.
 */
import { type AgentEvent, type MessageSent, eventsOfType } from "../../core/events.js";
import { pyJsonLoads } from "../../core/py-json.js";

export type PristineTextIndex = ReadonlyMap<string, string>;

/** The tool whose results hold pristine text. */
const PRISTINE_TEXT_TOOL = "send_message";

/**
 * What a metric of messages' pristine text reads (its `eventTypes` and `toolNames`): the messages
 * and the send_message results, not the other tools' results, which are most of a log's bytes.
 */
export const PRISTINE_TEXT_EVENTS = { eventTypes: ["message_sent", "tool_result_received"], toolNames: [PRISTINE_TEXT_TOOL] } as const satisfies {
  eventTypes: readonly string[];
  toolNames: readonly string[];
};

// Several metrics of one evaluation ask for the same run's index; parsing every send_message
// result again per metric was a visible share of the evaluation time.
const cache = new WeakMap<readonly AgentEvent[], PristineTextIndex>();

export function buildPristineTextIndex(events: readonly AgentEvent[]): PristineTextIndex {
  const cached = cache.get(events);
  if (cached !== undefined) return cached;
  const index = new Map<string, string>();
  for (const event of eventsOfType(events, "tool_result_received")) {
    if (event.tool_name !== PRISTINE_TEXT_TOOL) continue;
    const parsed = parseResult(event.result);
    if (parsed === undefined) continue;
    const { status, messageId } = parsed;
    const text = event.arguments.text;
    if (status !== "sent" || typeof messageId !== "string" || typeof text !== "string") continue;
    index.set(messageId, text);
  }
  cache.set(events, index);
  return index;
}

/**
 * `status` and `message_id` of a result that is a JSON object, as Python's `json.loads` reads it.
 * JSON.parse first (fast, and the same on what it accepts); Python also takes `NaN`, `Infinity`
 * and `-Infinity`, which only its port reads.
 */
function parseResult(text: string): { status: unknown; messageId: unknown } | undefined {
  try {
    const result: unknown = JSON.parse(text);
    if (typeof result !== "object" || result === null || Array.isArray(result)) return undefined;
    const record = result as Record<string, unknown>;
    return { status: record.status, messageId: record.message_id };
  } catch {
    // not JSON to V8: maybe to Python
  }
  try {
    const result = pyJsonLoads(text);
    return result instanceof Map ? { status: result.get("status"), messageId: result.get("message_id") } : undefined;
  } catch {
    return undefined;
  }
}

export function pristineTextFor(index: PristineTextIndex, event: MessageSent): string {
  return index.get(event.message.message_id) ?? event.message.text;
}
