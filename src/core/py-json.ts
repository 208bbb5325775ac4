/**
 * Python's `json.loads` (CPython 3.11, the C scanner it uses by default) in TypeScript, keeping
 * what `JSON.parse` loses or refuses:
 * - integers stay exact (`bigint`), floats are `number` (so `1` and `1.0` stay distinct values that
 *   Python's `==` then equates), `1e400` is `inf`;
 * - `NaN`, `Infinity` and `-Infinity` are accepted; duplicate keys keep the first key's place and
 *   the last value (`dict(pairs)`); lone surrogate escapes are kept;
 * - a BOM, a control character inside a string, trailing commas, comments and anything but
 *   ` \t\n\r` as whitespace are refused, with Python's `JSONDecodeError` text:
 *   `Expecting value: line 1 column 1 (char 0)` (positions in code points);
 * - an int of more than 4300 digits raises Python's `ValueError` (PyIntDigitsError), as
 *   `int(text)` does under CPython's default `sys.set_int_max_str_digits` limit.
 * Objects are `Map`s (insertion order as Python's dict).
 */
import { PyFloat } from "./json-format.js";
import { defineOwn } from "./own-keys.js";
import { setPyKeyOrder } from "./py-dict-order.js";
import { codePointLength } from "./pynum.js";
import { isPyInt } from "./py-repr.js";

/** A value as Python's json module produces it. */
export type PyJsonValue = null | boolean | bigint | number | string | PyJsonValue[] | PyJsonObject;
export type PyJsonObject = Map<string, PyJsonValue>;

/** `json.JSONDecodeError`, whose `str()` is `message`. */
export class PyJsonDecodeError extends Error {
  override readonly name = "JSONDecodeError";
  constructor(
    readonly msg: string,
    readonly pos: number,
    readonly lineno: number,
    readonly colno: number,
  ) {
    super(`${msg}: line ${lineno} column ${colno} (char ${pos})`);
  }
}

/** CPython's default `sys.get_int_max_str_digits()` (3.11+): `int(text)` of more digits raises. */
export const PY_INT_MAX_STR_DIGITS = 4300;

/**
 * Whether `text` holds a run of more than PY_INT_MAX_STR_DIGITS ASCII digits: a cheap test for an int
 * json.loads would refuse (a run inside a string matches too; the parse then decides). The lookbehind
 * tries each run once, from its first digit: a bare `[0-9]{4301}` rescans a run of 4,300 digits from
 * every digit in it (9 million steps a run, 30 s for a 5 MB trace of such strings).
 */
const LONG_DIGIT_RUN = new RegExp(`(?<![0-9])[0-9]{${PY_INT_MAX_STR_DIGITS + 1}}`);

export function hasLongDigitRun(text: string): boolean {
  return LONG_DIGIT_RUN.test(text);
}

/**
 * The `ValueError` json.loads raises (through `int(text)`, not as a JSONDecodeError) for an int of
 * more than 4300 digits; `str()` of it is `message`.
 */
export class PyIntDigitsError extends Error {
  override readonly name = "ValueError";
  constructor(
    readonly digits: number,
    readonly pos: number,
  ) {
    super(`Exceeds the limit (${PY_INT_MAX_STR_DIGITS} digits) for integer string conversion: value has ${digits} digits; use sys.set_int_max_str_digits() to increase the limit`);
  }
}

/**
 * How deep json.loads nests before its C scanner raises RecursionError (`Py_EnterRecursiveCall`
 * per array or object). Python counts its whole stack against `sys.getrecursionlimit()` (1000 by
 * default), so the depth it reaches depends on its caller (python3.11 here: 994 levels from the
 * top level, fewer from deeper): 1000 levels are refused from anywhere, and so here. Past this the parser
 * would also overflow JavaScript's stack ("Maximum call stack size exceeded", no file or line).
 */
export const PY_JSON_MAX_DEPTH = 1000;

/** The `RecursionError` json.loads raises for text nested deeper than it can decode; `str()` of it is `message`. */
export class PyRecursionError extends Error {
  override readonly name = "RecursionError";
  constructor(what: "array" | "object") {
    super(`maximum recursion depth exceeded while decoding a JSON ${what} from a unicode string`);
  }
}

/**
 * Whether JSON text (one JSON.parse accepted) nests arrays and objects PY_JSON_MAX_DEPTH deep,
 * and in which the limit is reached; undefined when it does not. A structural scan: strings are
 * skipped whole, brackets counted outside them. JSON.parse reads such text, but json.loads does
 * not, and the recursive copies made of a dataset row would overflow the stack.
 */
export function pyJsonTooDeep(text: string): "array" | "object" | undefined {
  // a text this short cannot open PY_JSON_MAX_DEPTH brackets and close them
  if (text.length < 2 * PY_JSON_MAX_DEPTH) return undefined;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      // to the closing quote: one not preceded by an odd number of backslashes
      for (i++; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 92) i++;
        else if (c === 34) break;
      }
    } else if (code === 91 || code === 123) {
      depth++;
      if (depth >= PY_JSON_MAX_DEPTH) return code === 91 ? "array" : "object";
    } else if (code === 93 || code === 125) depth--;
  }
  return undefined;
}

/** Python's StopIteration(idx) from the scanner: no value starts at idx. */
class StopIteration extends Error {
  constructor(readonly idx: number) {
    super(`no JSON value at ${idx}`);
  }
}

const WS = new Set([" ", "\t", "\n", "\r"]);
const BACKSLASH: Readonly<Record<string, string>> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

class Decoder {
  /** Arrays and objects open around the scanner. */
  private depth = 0;
  constructor(readonly s: string) {}

  nested<T>(what: "array" | "object", decode: () => T): T {
    if (this.depth + 1 >= PY_JSON_MAX_DEPTH) throw new PyRecursionError(what);
    this.depth++;
    try {
      return decode();
    } finally {
      this.depth--;
    }
  }

  error(msg: string, index: number): PyJsonDecodeError {
    // Python counts code points; `index` is a UTF-16 offset
    const before = this.s.slice(0, index);
    const pos = codePointLength(before);
    const nl = before.lastIndexOf("\n");
    let lineno = 1;
    for (let i = 0; i < before.length; i++) if (before.charCodeAt(i) === 10) lineno++;
    return new PyJsonDecodeError(msg, pos, lineno, nl < 0 ? pos + 1 : codePointLength(before.slice(nl + 1)) + 1);
  }

  skipWs(i: number): number {
    const s = this.s;
    while (i < s.length && WS.has(s[i] as string)) i++;
    return i;
  }

  /** `scan_once(s, i)` where a missing value is Python's "Expecting value" error (as `JSONObject`, `JSONArray` and `decode` each catch `StopIteration`). */
  value(i: number): [PyJsonValue, number] {
    try {
      return this.scanOnce(i);
    } catch (error) {
      if (error instanceof StopIteration) throw this.error("Expecting value", error.idx);
      throw error;
    }
  }

  scanOnce(i: number): [PyJsonValue, number] {
    const s = this.s;
    if (i >= s.length) throw new StopIteration(i);
    const c = s[i];
    if (c === '"') return this.scanString(i + 1);
    if (c === "{") return this.nested("object", () => this.object(i + 1));
    if (c === "[") return this.nested("array", () => this.array(i + 1));
    if (c === "n" && s.startsWith("null", i)) return [null, i + 4];
    if (c === "t" && s.startsWith("true", i)) return [true, i + 4];
    if (c === "f" && s.startsWith("false", i)) return [false, i + 5];
    if (c === "N" && s.startsWith("NaN", i)) return [Number.NaN, i + 3];
    if (c === "I" && s.startsWith("Infinity", i)) return [Number.POSITIVE_INFINITY, i + 8];
    if (c === "-" && s.startsWith("-Infinity", i)) return [Number.NEGATIVE_INFINITY, i + 9];
    return this.number(i);
  }

  number(start: number): [PyJsonValue, number] {
    const s = this.s;
    const digit = (k: number): boolean => k < s.length && s.charCodeAt(k) >= 48 && s.charCodeAt(k) <= 57;
    let i = start;
    if (s[i] === "-") i++;
    if (s[i] === "0") i++;
    else if (digit(i)) while (digit(i)) i++;
    else throw new StopIteration(start);
    const intEnd = i;
    let isFloat = false;
    if (s[i] === "." && digit(i + 1)) {
      i += 2;
      while (digit(i)) i++;
      isFloat = true;
    }
    if (s[i] === "e" || s[i] === "E") {
      let k = i + 1;
      if (s[k] === "+" || s[k] === "-") k++;
      if (digit(k)) {
        while (digit(k)) k++;
        i = k;
        isFloat = true;
      }
    }
    const text = s.slice(start, i);
    if (!isFloat) {
      const digits = intEnd - start - (s[start] === "-" ? 1 : 0);
      if (digits > PY_INT_MAX_STR_DIGITS) throw new PyIntDigitsError(digits, start);
      return [BigInt(s.slice(start, intEnd)), i];
    }
    return [Number(text), i];
  }

  scanString(end: number): [string, number] {
    const s = this.s;
    const begin = end - 1;
    let out = "";
    let chunkStart = end;
    for (;;) {
      if (end >= s.length) throw this.error("Unterminated string starting at", begin);
      const code = s.charCodeAt(end);
      if (code === 34) {
        out += s.slice(chunkStart, end);
        return [out, end + 1];
      }
      if (code < 0x20) throw this.error("Invalid control character at", end);
      if (code !== 92) {
        end++;
        continue;
      }
      out += s.slice(chunkStart, end);
      end++;
      if (end >= s.length) throw this.error("Unterminated string starting at", begin);
      const esc = s[end] as string;
      if (esc !== "u") {
        const ch = BACKSLASH[esc];
        if (ch === undefined) throw this.error("Invalid \\escape", end - 1);
        out += ch;
        end++;
      } else {
        // the C scanner wants a character after the four digits (the closing quote at least)
        if (end + 5 >= s.length) throw this.error("Invalid \\uXXXX escape", end);
        let uni = this.hex4(end - 1);
        end += 5;
        // and a surrogate pair only when one more character follows the second escape
        if (uni >= 0xd800 && uni <= 0xdbff && end + 6 < s.length && s.startsWith("\\u", end)) {
          const uni2 = this.hex4(end, true);
          if (uni2 >= 0xdc00 && uni2 <= 0xdfff) {
            uni = 0x10000 + (((uni - 0xd800) << 10) | (uni2 - 0xdc00));
            end += 6;
          }
        }
        out += String.fromCodePoint(uni);
      }
      chunkStart = end;
    }
  }

  /** The four hex digits after `\u` at `backslash` (the C scanner's rule). */
  hex4(backslash: number, lenient = false): number {
    const digits = this.s.slice(backslash + 2, backslash + 6);
    if (/^[0-9a-fA-F]{4}$/.test(digits)) return parseInt(digits, 16);
    if (lenient) return -1;
    throw this.error("Invalid \\uXXXX escape", backslash + 1);
  }

  object(end: number): [PyJsonObject, number] {
    const s = this.s;
    const pairs: PyJsonObject = new Map();
    let next = s[end];
    if (next !== '"') {
      if (next !== undefined && WS.has(next)) {
        end = this.skipWs(end);
        next = s[end];
      }
      if (next === "}") return [pairs, end + 1];
      if (next !== '"') throw this.error("Expecting property name enclosed in double quotes", end);
    }
    end++;
    for (;;) {
      const [key, afterKey] = this.scanString(end);
      end = afterKey;
      if (s[end] !== ":") {
        end = this.skipWs(end);
        if (s[end] !== ":") throw this.error("Expecting ':' delimiter", end);
      }
      end = this.skipWs(end + 1);
      let value: PyJsonValue;
      [value, end] = this.value(end);
      pairs.set(key, value);
      end = this.skipWs(end);
      next = s[end];
      end++;
      if (next === "}") break;
      if (next !== ",") throw this.error("Expecting ',' delimiter", end - 1);
      end = this.skipWs(end);
      next = s[end];
      end++;
      if (next !== '"') throw this.error("Expecting property name enclosed in double quotes", end - 1);
    }
    return [pairs, end];
  }

  array(end: number): [PyJsonValue[], number] {
    const s = this.s;
    const values: PyJsonValue[] = [];
    end = this.skipWs(end);
    if (s[end] === "]") return [values, end + 1];
    for (;;) {
      let value: PyJsonValue;
      [value, end] = this.value(end);
      values.push(value);
      end = this.skipWs(end);
      const next = s[end];
      end++;
      if (next === "]") break;
      if (next !== ",") throw this.error("Expecting ',' delimiter", end - 1);
      end = this.skipWs(end);
    }
    return [values, end];
  }
}

/** `json.loads(s)` for a str `s`. Throws PyJsonDecodeError with Python's message. */
export function pyJsonLoads(s: string): PyJsonValue {
  const decoder = new Decoder(s);
  if (s.startsWith("\ufeff")) throw decoder.error("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
  const [value, valueEnd] = decoder.value(decoder.skipWs(0));
  const end = decoder.skipWs(valueEnd);
  if (end !== s.length) throw decoder.error("Extra data", end);
  return value;
}

/** Python's `a == b` on json values: `True == 1`, `1 == 1.0`, `0 == -0.0`, `nan != nan`, big ints exact; lists and dicts element-wise. */
export function pyEquals(a: PyJsonValue, b: PyJsonValue): boolean {
  const num = (v: PyJsonValue): bigint | number | undefined => (typeof v === "boolean" ? (v ? 1n : 0n) : typeof v === "bigint" || typeof v === "number" ? v : undefined);
  const x = num(a);
  const y = num(b);
  if (x !== undefined && y !== undefined) {
    if (typeof x === "bigint" && typeof y === "bigint") return x === y;
    if (typeof x === "number" && typeof y === "number") return x === y;
    const int = (typeof x === "bigint" ? x : y) as bigint;
    const float = (typeof x === "number" ? x : y) as number;
    return Number.isFinite(float) && Number.isInteger(float) && BigInt(float) === int;
  }
  if (a === null || b === null) return a === b;
  if (typeof a === "string" && typeof b === "string") return a === b;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => pyEquals(v, b[i] as PyJsonValue));
  if (a instanceof Map && b instanceof Map) {
    if (a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !pyEquals(v, b.get(k) as PyJsonValue)) return false;
    return true;
  }
  return false;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A json.loads value as agent-eval's trial data holds it: an int a number (a `bigint` beyond
 * 2^53), a whole float a `PyFloat` (so `1.0` still prints `1.0`), a dict an object of own keys
 * (`__proto__` included) that remembers Python's key order (core/py-dict-order.ts).
 */
export function pyJsonToJs(value: PyJsonValue): unknown {
  if (typeof value === "bigint") return value > MAX_SAFE || value < -MAX_SAFE ? value : Number(value);
  // a float Python holds that a JS number would pass for an int: kept a float
  if (typeof value === "number") return isPyInt(value) ? new PyFloat(value) : value;
  if (Array.isArray(value)) {
    const items = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) items[i] = pyJsonToJs(value[i] as PyJsonValue);
    return items;
  }
  if (value instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of value) defineOwn(out, key, pyJsonToJs(item));
    setPyKeyOrder(out, [...value.keys()]);
    return out;
  }
  return value;
}
