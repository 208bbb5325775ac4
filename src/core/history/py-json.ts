/**
 * Python `json.loads` → `json.dumps` (default options) round trip, for the one place the history
 * reconstruction re-serialises a tool result (GlossoGen's read_channel rewrite). JavaScript's
 * JSON.parse cannot be used: it forgets whether a number was written as a float (`12.0` must come
 * back as `12.0`), loses big integers, and moves integer-like object keys first. The parsing is
 * the project's one CPython `json.loads` (core/py-json.ts: ints as bigint, floats as number,
 * objects as Maps in key order); this module adds `json.dumps`: ints keep their digits, floats are
 * written as Python `repr`.
 */
import { PyJsonDecodeError, pyJsonLoads, type PyJsonValue } from "../py-json.js";
import { pyFloatRepr, pyJsonString } from "../../metrics/judge/py-json.js";

export { pyJsonLoads, type PyJsonValue };

/** `pyJsonLoads` that returns undefined instead of throwing on text that is not JSON. */
export function tryPyJsonLoads(text: string): PyJsonValue | undefined {
  try {
    return pyJsonLoads(text);
  } catch (error) {
    if (error instanceof PyJsonDecodeError) return undefined;
    throw error;
  }
}

/** Python `json.dumps(value)`: `", "` / `": "` separators, ASCII escapes, floats as `repr`. */
export function pyJsonDumpsValue(value: PyJsonValue): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") return pyFloatRepr(value);
  if (typeof value === "string") return pyJsonString(value);
  if (Array.isArray(value)) return `[${value.map(pyJsonDumpsValue).join(", ")}]`;
  return `{${[...value].map(([key, item]) => `${pyJsonString(key)}: ${pyJsonDumpsValue(item)}`).join(", ")}}`;
}
