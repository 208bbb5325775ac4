/**
 * Python `json.dumps(value)` with default options (spec §3.6): `", "` and `": "` separators,
 * ASCII-only output (`ensure_ascii=True`) and floats written as Python `repr`. Used for
 * `language_repetition_messages.jsonl`, whose bytes GlossoGen's readers and diffs see.
 */
import { PyFloat } from "../../core/json-format.js";
import { pyFloatRepr as reprFloat } from "../../core/py-repr.js";

export type PyDumpsValue =
  | null
  | boolean
  | number
  | string
  | PyFloat
  | readonly PyDumpsValue[]
  | { readonly [key: string]: PyDumpsValue };

/** A float as `json.dumps` writes it: Python `repr(float)`, the non-finite values as `NaN`/`Infinity`. */
export function pyFloatRepr(x: number): string {
  // json.dumps writes the non-finite values as bare JavaScript literals
  if (Number.isNaN(x)) return "NaN";
  if (!Number.isFinite(x)) return x > 0 ? "Infinity" : "-Infinity";
  return reprFloat(x);
}

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  "\\": "\\\\",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\b": "\\b",
  "\f": "\\f",
};

/** Python's `ensure_ascii` string encoder: everything outside space..`~` is escaped (UTF-16 units). */
export function pyJsonString(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    const code = text.charCodeAt(i);
    const short = SHORT_ESCAPES[ch];
    if (short !== undefined) out += short;
    else if (code >= 0x20 && code <= 0x7e) out += ch;
    else out += `\\u${code.toString(16).padStart(4, "0")}`;
  }
  return `${out}"`;
}

export function pyJsonDumps(value: PyDumpsValue): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`expected an integer, got ${value}; wrap floats in PyFloat`);
    return String(value);
  }
  if (typeof value === "string") return pyJsonString(value);
  if (value instanceof PyFloat) return pyFloatRepr(value.value);
  if (Array.isArray(value)) return `[${(value as readonly PyDumpsValue[]).map(pyJsonDumps).join(", ")}]`;
  const entries = Object.entries(value as { readonly [key: string]: PyDumpsValue });
  return `{${entries.map(([key, item]) => `${pyJsonString(key)}: ${pyJsonDumps(item)}`).join(", ")}}`;
}
