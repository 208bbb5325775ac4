import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  codePointLength
} from "./chunk-CFOAZBFC.js";
import {
  PyFloat
} from "./chunk-6UXS7MO4.js";
import {
  defineOwn
} from "./chunk-YGHWAPUX.js";
import {
  setPyKeyOrder
} from "./chunk-BZ4VPST6.js";

// src/core/py-json.ts
var PyJsonDecodeError = class extends Error {
  constructor(msg, pos, lineno, colno) {
    super(`${msg}: line ${lineno} column ${colno} (char ${pos})`);
    this.msg = msg;
    this.pos = pos;
    this.lineno = lineno;
    this.colno = colno;
  }
  msg;
  pos;
  lineno;
  colno;
  name = "JSONDecodeError";
};
var PY_INT_MAX_STR_DIGITS = 4300;
var LONG_DIGIT_RUN = new RegExp(`(?<![0-9])[0-9]{${PY_INT_MAX_STR_DIGITS + 1}}`);
function hasLongDigitRun(text) {
  return LONG_DIGIT_RUN.test(text);
}
var PyIntDigitsError = class extends Error {
  constructor(digits, pos) {
    super(`Exceeds the limit (${PY_INT_MAX_STR_DIGITS} digits) for integer string conversion: value has ${digits} digits; use sys.set_int_max_str_digits() to increase the limit`);
    this.digits = digits;
    this.pos = pos;
  }
  digits;
  pos;
  name = "ValueError";
};
var PY_JSON_MAX_DEPTH = 1e3;
var PyRecursionError = class extends Error {
  name = "RecursionError";
  constructor(what) {
    super(`maximum recursion depth exceeded while decoding a JSON ${what} from a unicode string`);
  }
};
function pyJsonTooDeep(text) {
  if (text.length < 2 * PY_JSON_MAX_DEPTH) return void 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
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
  return void 0;
}
var StopIteration = class extends Error {
  constructor(idx) {
    super(`no JSON value at ${idx}`);
    this.idx = idx;
  }
  idx;
};
var WS = /* @__PURE__ */ new Set([" ", "	", "\n", "\r"]);
var BACKSLASH = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "	" };
var Decoder = class {
  constructor(s) {
    this.s = s;
  }
  s;
  /** Arrays and objects open around the scanner. */
  depth = 0;
  nested(what, decode) {
    if (this.depth + 1 >= PY_JSON_MAX_DEPTH) throw new PyRecursionError(what);
    this.depth++;
    try {
      return decode();
    } finally {
      this.depth--;
    }
  }
  error(msg, index) {
    const before = this.s.slice(0, index);
    const pos = codePointLength(before);
    const nl = before.lastIndexOf("\n");
    let lineno = 1;
    for (let i = 0; i < before.length; i++) if (before.charCodeAt(i) === 10) lineno++;
    return new PyJsonDecodeError(msg, pos, lineno, nl < 0 ? pos + 1 : codePointLength(before.slice(nl + 1)) + 1);
  }
  skipWs(i) {
    const s = this.s;
    while (i < s.length && WS.has(s[i])) i++;
    return i;
  }
  /** `scan_once(s, i)` where a missing value is Python's "Expecting value" error (as `JSONObject`, `JSONArray` and `decode` each catch `StopIteration`). */
  value(i) {
    try {
      return this.scanOnce(i);
    } catch (error) {
      if (error instanceof StopIteration) throw this.error("Expecting value", error.idx);
      throw error;
    }
  }
  scanOnce(i) {
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
  number(start) {
    const s = this.s;
    const digit = (k) => k < s.length && s.charCodeAt(k) >= 48 && s.charCodeAt(k) <= 57;
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
  scanString(end) {
    const s = this.s;
    const begin = end - 1;
    let out = "";
    let chunkStart = end;
    for (; ; ) {
      if (end >= s.length) throw this.error("Unterminated string starting at", begin);
      const code = s.charCodeAt(end);
      if (code === 34) {
        out += s.slice(chunkStart, end);
        return [out, end + 1];
      }
      if (code < 32) throw this.error("Invalid control character at", end);
      if (code !== 92) {
        end++;
        continue;
      }
      out += s.slice(chunkStart, end);
      end++;
      if (end >= s.length) throw this.error("Unterminated string starting at", begin);
      const esc = s[end];
      if (esc !== "u") {
        const ch = BACKSLASH[esc];
        if (ch === void 0) throw this.error("Invalid \\escape", end - 1);
        out += ch;
        end++;
      } else {
        if (end + 5 >= s.length) throw this.error("Invalid \\uXXXX escape", end);
        let uni = this.hex4(end - 1);
        end += 5;
        if (uni >= 55296 && uni <= 56319 && end + 6 < s.length && s.startsWith("\\u", end)) {
          const uni2 = this.hex4(end, true);
          if (uni2 >= 56320 && uni2 <= 57343) {
            uni = 65536 + (uni - 55296 << 10 | uni2 - 56320);
            end += 6;
          }
        }
        out += String.fromCodePoint(uni);
      }
      chunkStart = end;
    }
  }
  /** The four hex digits after `\u` at `backslash` (the C scanner's rule). */
  hex4(backslash, lenient = false) {
    const digits = this.s.slice(backslash + 2, backslash + 6);
    if (/^[0-9a-fA-F]{4}$/.test(digits)) return parseInt(digits, 16);
    if (lenient) return -1;
    throw this.error("Invalid \\uXXXX escape", backslash + 1);
  }
  object(end) {
    const s = this.s;
    const pairs = /* @__PURE__ */ new Map();
    let next = s[end];
    if (next !== '"') {
      if (next !== void 0 && WS.has(next)) {
        end = this.skipWs(end);
        next = s[end];
      }
      if (next === "}") return [pairs, end + 1];
      if (next !== '"') throw this.error("Expecting property name enclosed in double quotes", end);
    }
    end++;
    for (; ; ) {
      const [key, afterKey] = this.scanString(end);
      end = afterKey;
      if (s[end] !== ":") {
        end = this.skipWs(end);
        if (s[end] !== ":") throw this.error("Expecting ':' delimiter", end);
      }
      end = this.skipWs(end + 1);
      let value;
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
  array(end) {
    const s = this.s;
    const values = [];
    end = this.skipWs(end);
    if (s[end] === "]") return [values, end + 1];
    for (; ; ) {
      let value;
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
};
function pyJsonLoads(s) {
  const decoder = new Decoder(s);
  if (s.startsWith("\uFEFF")) throw decoder.error("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
  const [value, valueEnd] = decoder.value(decoder.skipWs(0));
  const end = decoder.skipWs(valueEnd);
  if (end !== s.length) throw decoder.error("Extra data", end);
  return value;
}
function pyEquals(a, b) {
  const num = (v) => typeof v === "boolean" ? v ? 1n : 0n : typeof v === "bigint" || typeof v === "number" ? v : void 0;
  const x = num(a);
  const y = num(b);
  if (x !== void 0 && y !== void 0) {
    if (typeof x === "bigint" && typeof y === "bigint") return x === y;
    if (typeof x === "number" && typeof y === "number") return x === y;
    const int = typeof x === "bigint" ? x : y;
    const float = typeof x === "number" ? x : y;
    return Number.isFinite(float) && Number.isInteger(float) && BigInt(float) === int;
  }
  if (a === null || b === null) return a === b;
  if (typeof a === "string" && typeof b === "string") return a === b;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => pyEquals(v, b[i]));
  if (a instanceof Map && b instanceof Map) {
    if (a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !pyEquals(v, b.get(k))) return false;
    return true;
  }
  return false;
}
var MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
function pyJsonToJs(value) {
  if (typeof value === "bigint") return value > MAX_SAFE || value < -MAX_SAFE ? value : Number(value);
  if (typeof value === "number") return Number.isInteger(value) && Math.abs(value) < 1e16 && !Object.is(value, -0) ? new PyFloat(value) : value;
  if (Array.isArray(value)) {
    const items = new Array(value.length);
    for (let i = 0; i < value.length; i++) items[i] = pyJsonToJs(value[i]);
    return items;
  }
  if (value instanceof Map) {
    const out = {};
    for (const [key, item] of value) defineOwn(out, key, pyJsonToJs(item));
    setPyKeyOrder(out, [...value.keys()]);
    return out;
  }
  return value;
}

export {
  PyJsonDecodeError,
  hasLongDigitRun,
  PyIntDigitsError,
  PyRecursionError,
  pyJsonTooDeep,
  pyJsonLoads,
  pyEquals,
  pyJsonToJs
};
