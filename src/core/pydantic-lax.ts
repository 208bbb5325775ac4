/**
 * GlossoGen validates each event with pydantic in lax mode (spec §1.2: the discriminated union
 * over `event_type`, python input after `orjson.loads`): an int field takes `true` (1), `2.0` and
 * `"2"`, a bool field `1` and `"yes"`, a float field `"0.5"`. JSON.parse gives exactly what orjson
 * gives here, so the numeric/boolean fields of a line the strict checker rejected are coerced as
 * pydantic coerces them (the rules of src/trials/coerce.ts, checked against pydantic 2.13) and the
 * line is checked again, by explainInvalidEvent (src/core/event-log.ts): only a rejected line gets
 * here, so a valid log never pays for it and the evaluation never loads this module for one.
 */
import { type CoerceResult, coerceBoolean, coerceContinuous, coerceDiscrete } from "../trials/coerce.js";
import { isIsoDatetime, pydanticDatetime } from "./py-datetime.js";

type Coerce = (value: unknown) => CoerceResult;

/** Per core event type: the paths (dotted) of its int/bool/float fields, besides round_number. */
const LAX_FIELDS: Readonly<Record<string, readonly (readonly [path: string, coerce: Coerce])[]>> = {
  agent_registered: [["max_tokens", coerceDiscrete]],
  message_sent: [
    ["token_count", coerceDiscrete],
    ["message.round_number", coerceDiscrete],
  ],
  llm_response_received: [
    ["usage.input_tokens", coerceDiscrete],
    ["usage.output_tokens", coerceDiscrete],
    ["usage.cache_read_input_tokens", coerceDiscrete],
    ["usage.cache_creation_input_tokens", coerceDiscrete],
  ],
  context_compacted: [["summary_char_count", coerceDiscrete]],
  agent_run_cycle_failed: [["cycle", coerceDiscrete]],
  round_result_recorded: [["success", coerceBoolean]],
  simulation_ended: [
    ["total_messages", coerceDiscrete],
    ["total_cost_usd", coerceContinuous],
  ],
};

function coerceAt(record: Record<string, unknown>, path: string, coerce: Coerce): boolean {
  const keys = path.split(".");
  let holder: unknown = record;
  for (const key of keys.slice(0, -1)) {
    holder = typeof holder === "object" && holder !== null && !Array.isArray(holder) && Object.hasOwn(holder, key) ? (holder as Record<string, unknown>)[key] : undefined;
  }
  if (typeof holder !== "object" || holder === null || Array.isArray(holder)) return false;
  const last = keys[keys.length - 1] as string;
  if (!Object.hasOwn(holder, last)) return false;
  const target = holder as Record<string, unknown>;
  const value = target[last];
  // what the strict checker already accepts stays as it is (a float field keeps its int, etc.)
  if (coerce === coerceBoolean ? typeof value === "boolean" : typeof value === "number") return false;
  const result = coerce(value);
  if (!result.ok) return false;
  target[last] = result.value;
  return true;
}

/**
 * A `datetime` field pydantic reads but the checker does not take as it is (`2026-01-01`,
 * `1700000000`, a `t` or a space before the time…) becomes Python's isoformat of what pydantic
 * builds; a value pydantic refuses is left for the schema to name.
 */
function coerceTimestamp(holder: unknown): boolean {
  if (typeof holder !== "object" || holder === null || Array.isArray(holder) || !Object.hasOwn(holder, "timestamp")) return false;
  const target = holder as Record<string, unknown>;
  if (target.timestamp === undefined || isIsoDatetime(target.timestamp)) return false;
  const read = pydanticDatetime(target.timestamp);
  if (!read.ok) return false;
  target.timestamp = read.iso;
  return true;
}

/** Coerce the record's lax fields in place as pydantic would; whether any changed. */
export function coercePydanticLax(eventType: string, record: Record<string, unknown>): boolean {
  let changed = coerceTimestamp(record);
  if (eventType === "message_sent") changed = coerceTimestamp(record.message) || changed;
  changed = coerceAt(record, "round_number", coerceDiscrete) || changed;
  for (const [path, coerce] of LAX_FIELDS[eventType] ?? []) changed = coerceAt(record, path, coerce) || changed;
  return changed;
}
