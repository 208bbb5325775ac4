/**
 * Python `json.loads` → `json.dumps` (default options) round trip, for the one place the history
 * reconstruction re-serialises a tool result (GlossoGen's read_channel rewrite). JavaScript's
 * JSON.parse cannot be used: it forgets whether a number was written as a float (`12.0` must come
 * back as `12.0`), loses big integers, and moves integer-like object keys first. The parsing is
 * the project's one CPython `json.loads` (core/py-json.ts: ints as bigint, floats as number,
 * objects as Maps in key order); this module adds `json.dumps`: ints keep their digits, floats are
 * written as Python `repr`.
 */
import { pyJsonLoads, type PyJsonValue } from "../py-json.js";
export { pyJsonLoads, type PyJsonValue };
/** `pyJsonLoads` that returns undefined instead of throwing on text that is not JSON. */
export declare function tryPyJsonLoads(text: string): PyJsonValue | undefined;
/** Python `json.dumps(value)`: `", "` / `": "` separators, ASCII escapes, floats as `repr`. */
export declare function pyJsonDumpsValue(value: PyJsonValue): string;
