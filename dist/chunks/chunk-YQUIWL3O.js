import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  isPyInt
} from "./chunk-EZQ3DI64.js";
import {
  PyFloat
} from "./chunk-6UXS7MO4.js";
import {
  defineOwn
} from "./chunk-YGHWAPUX.js";
import {
  setPyKeyOrder
} from "./chunk-BZ4VPST6.js";

// src/core/pynum.ts
function neumaierSum(values) {
  let f = 0;
  let c = 0;
  let first = true;
  for (const x of values) {
    if (first) {
      f = 0 + x;
      first = false;
      continue;
    }
    const t = f + x;
    if (Math.abs(f) >= Math.abs(x)) c += f - t + x;
    else c += x - t + f;
    f = t;
  }
  if (c !== 0 && Number.isFinite(c)) f += c;
  return f;
}
function pyFsum(values) {
  const partials = [];
  let specialSum = 0;
  let infSum = 0;
  for (let x of values) {
    const item = x;
    let i = 0;
    for (let j = 0; j < partials.length; j++) {
      let y = partials[j];
      if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
      const hi2 = x + y;
      const lo2 = y - (hi2 - x);
      if (lo2 !== 0) partials[i++] = lo2;
      x = hi2;
    }
    partials.length = i;
    if (!Number.isFinite(x)) {
      if (Number.isFinite(item)) throw new RangeError("intermediate overflow in fsum");
      if (!Number.isNaN(item)) infSum += item;
      specialSum += item;
      partials.length = 0;
    } else if (x !== 0) partials.push(x);
  }
  if (specialSum !== 0) {
    if (Number.isNaN(infSum)) throw new RangeError("-inf + inf in fsum");
    return specialSum;
  }
  let n = partials.length;
  if (n === 0) return 0;
  let hi = partials[--n];
  let lo = 0;
  while (n > 0) {
    const x = hi;
    const y = partials[--n];
    hi = x + y;
    lo = y - (hi - x);
    if (lo !== 0) break;
  }
  if (n > 0) {
    const below = partials[n - 1];
    if (lo < 0 && below < 0 || lo > 0 && below > 0) {
      const y = lo * 2;
      const x = hi + y;
      if (y === x - hi) hi = x;
    }
  }
  return hi;
}
function fsum(values) {
  const list = Array.isArray(values) ? values : [...values];
  try {
    return pyFsum(list);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    let total = 0;
    for (const value of list) total += value;
    return total;
  }
}
function pyFmean(values) {
  if (values.length === 0) throw new RangeError("fmean requires at least one data point");
  return pyFsum(values) / values.length;
}
function fmean(values) {
  if (values.length === 0) throw new RangeError("fmean requires at least one data point");
  return fsum(values) / values.length;
}
function mean(values) {
  return values.length === 0 ? 0 : neumaierSum(values) / values.length;
}
function populationStd(values, centre = mean(values)) {
  if (values.length < 2) return 0;
  return Math.sqrt(neumaierSum(values.map((v) => (v - centre) ** 2)) / values.length);
}
var TWO_52 = 2 ** 52;
function decompose(x) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const bits = view.getBigUint64(0);
  const rawExponent = Number(bits >> 52n & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  if (rawExponent === 0) return { mantissa: fraction, exponent: -1074 };
  return { mantissa: fraction | 1n << 52n, exponent: rawExponent - 1075 };
}
function formatFixed(x, digits) {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  const sign = x < 0 || Object.is(x, -0) ? "-" : "";
  const magnitude = Math.abs(x);
  if (magnitude >= 1e21) return sign + BigInt(magnitude).toString() + (digits > 0 ? "." + "0".repeat(digits) : "");
  const plain = magnitude.toFixed(digits);
  if (magnitude === 0) return sign + plain;
  const { mantissa, exponent } = decompose(magnitude);
  if (exponent >= 0) return sign + plain;
  const scaled = mantissa * 10n ** BigInt(digits);
  const shift = BigInt(-exponent);
  const remainder = scaled & (1n << shift) - 1n;
  const half = 1n << shift - 1n;
  if (remainder !== half) return sign + plain;
  const floor = scaled >> shift;
  const rounded = floor % 2n === 0n ? floor : floor + 1n;
  const text = rounded.toString().padStart(digits + 1, "0");
  const body = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return sign + body;
}
function pyRound(x) {
  if (!Number.isFinite(x) || Math.abs(x) >= TWO_52) return x;
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}
function pyIntList(values) {
  return `[${values.map((value) => Number.isInteger(value) && !Number.isSafeInteger(value) ? BigInt(value).toString() : String(value)).join(", ")}]`;
}
var PY_WHITESPACE = /[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;
function pySplit(text) {
  return text.split(PY_WHITESPACE).filter((part) => part !== "");
}
function codePointLength(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 55296 && c <= 56319 && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) i++;
    }
    n++;
  }
  return n;
}
function compareCodePoints(a, b) {
  if (a === b) return 0;
  const ai = a[Symbol.iterator]();
  const bi = b[Symbol.iterator]();
  for (; ; ) {
    const x = ai.next();
    const y = bi.next();
    if (x.done === true) return y.done === true ? 0 : -1;
    if (y.done === true) return 1;
    const cx = x.value.codePointAt(0);
    const cy = y.value.codePointAt(0);
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}
var PY_STRIP = /^[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\u0009-\u000d\u001c-\u001f\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/gu;
function pyStrip(text) {
  return text.replace(PY_STRIP, "");
}

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
  if (typeof value === "number") return isPyInt(value) ? new PyFloat(value) : value;
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
  neumaierSum,
  fsum,
  pyFmean,
  fmean,
  mean,
  populationStd,
  formatFixed,
  pyRound,
  pyIntList,
  pySplit,
  codePointLength,
  compareCodePoints,
  pyStrip,
  PyJsonDecodeError,
  hasLongDigitRun,
  PyIntDigitsError,
  PyRecursionError,
  pyJsonTooDeep,
  pyJsonLoads,
  pyEquals,
  pyJsonToJs
};
