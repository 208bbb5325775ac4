/**
 * Python `json.loads` → `json.dumps` (default options) round trip, for the one place the history
 * reconstruction re-serialises a tool result (GlossoGen's read_channel rewrite). JavaScript's
 * JSON.parse cannot be used: it forgets whether a number was written as a float (`12.0` must come
 * back as `12.0`), loses big integers, and moves integer-like object keys first. Here objects keep
 * their key order, ints keep their digits, and floats are written as Python `repr`.
 */
import { pyFloatRepr, pyJsonString } from "../../metrics/judge/py-json.js";

export type PyValue =
  | { readonly kind: "null" }
  | { readonly kind: "bool"; readonly value: boolean }
  | { readonly kind: "int"; readonly digits: string }
  | { readonly kind: "float"; readonly value: number }
  | { readonly kind: "str"; readonly value: string }
  | { readonly kind: "list"; readonly items: PyValue[] }
  | { readonly kind: "dict"; readonly entries: Map<string, PyValue> };

class PyJsonSyntaxError extends Error {}

const WS = new Set([" ", "\t", "\n", "\r"]);

/** Python `json.loads` (NaN/Infinity accepted, duplicate keys: last value, first position). */
export function pyJsonLoads(text: string): PyValue {
  let i = 0;
  const fail = (what: string): never => {
    throw new PyJsonSyntaxError(`${what} at char ${i}`);
  };
  const skip = (): void => {
    while (i < text.length && WS.has(text.charAt(i))) i++;
  };
  const parseString = (): string => {
    // text[i] === '"'
    i++;
    let out = "";
    for (;;) {
      if (i >= text.length) fail("unterminated string");
      const ch = text.charAt(i);
      if (ch === '"') {
        i++;
        return out;
      }
      if (ch === "\\") {
        const esc = text.charAt(i + 1);
        i += 2;
        switch (esc) {
          case '"':
          case "\\":
          case "/":
            out += esc;
            break;
          case "b":
            out += "\b";
            break;
          case "f":
            out += "\f";
            break;
          case "n":
            out += "\n";
            break;
          case "r":
            out += "\r";
            break;
          case "t":
            out += "\t";
            break;
          case "u": {
            const hex = text.slice(i, i + 4);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("invalid \\u escape");
            out += String.fromCharCode(parseInt(hex, 16));
            i += 4;
            break;
          }
          default:
            fail("invalid escape");
        }
        continue;
      }
      // Python's strict mode rejects raw control characters inside strings
      if (ch.charCodeAt(0) < 0x20) fail("invalid control character");
      out += ch;
      i++;
    }
  };
  const parseValue = (): PyValue => {
    skip();
    const ch = text.charAt(i);
    if (ch === "{") {
      i++;
      const entries = new Map<string, PyValue>();
      skip();
      if (text.charAt(i) === "}") {
        i++;
        return { kind: "dict", entries };
      }
      for (;;) {
        skip();
        if (text.charAt(i) !== '"') fail("expected a key");
        const key = parseString();
        skip();
        if (text.charAt(i) !== ":") fail("expected ':'");
        i++;
        entries.set(key, parseValue());
        skip();
        const next = text.charAt(i);
        i++;
        if (next === "}") return { kind: "dict", entries };
        if (next !== ",") fail("expected ',' or '}'");
      }
    }
    if (ch === "[") {
      i++;
      const items: PyValue[] = [];
      skip();
      if (text.charAt(i) === "]") {
        i++;
        return { kind: "list", items };
      }
      for (;;) {
        items.push(parseValue());
        skip();
        const next = text.charAt(i);
        i++;
        if (next === "]") return { kind: "list", items };
        if (next !== ",") fail("expected ',' or ']'");
      }
    }
    if (ch === '"') return { kind: "str", value: parseString() };
    for (const [literal, value] of [
      ["null", { kind: "null" }],
      ["true", { kind: "bool", value: true }],
      ["false", { kind: "bool", value: false }],
      ["NaN", { kind: "float", value: Number.NaN }],
      ["Infinity", { kind: "float", value: Number.POSITIVE_INFINITY }],
      ["-Infinity", { kind: "float", value: Number.NEGATIVE_INFINITY }],
    ] as const) {
      if (text.startsWith(literal, i)) {
        i += literal.length;
        return value;
      }
    }
    const match = /^-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/.exec(text.slice(i, i + 400));
    if (match === null) return fail("expected a value");
    i += match[0].length;
    if (match[1] === undefined && match[2] === undefined) return { kind: "int", digits: match[0] };
    return { kind: "float", value: Number(match[0]) };
  };
  const value = parseValue();
  skip();
  if (i !== text.length) fail("extra data");
  return value;
}

/** `pyJsonLoads` that returns undefined instead of throwing on text that is not JSON. */
export function tryPyJsonLoads(text: string): PyValue | undefined {
  try {
    return pyJsonLoads(text);
  } catch (error) {
    if (error instanceof PyJsonSyntaxError) return undefined;
    throw error;
  }
}

/** Python `json.dumps(value)`: `", "` / `": "` separators, ASCII escapes, floats as `repr`. */
export function pyJsonDumpsValue(value: PyValue): string {
  switch (value.kind) {
    case "null":
      return "null";
    case "bool":
      return value.value ? "true" : "false";
    case "int":
      return value.digits.replace(/^-0$/, "0");
    case "float":
      return pyFloatRepr(value.value);
    case "str":
      return pyJsonString(value.value);
    case "list":
      return `[${value.items.map(pyJsonDumpsValue).join(", ")}]`;
    case "dict":
      return `{${[...value.entries].map(([key, item]) => `${pyJsonString(key)}: ${pyJsonDumpsValue(item)}`).join(", ")}}`;
  }
}
