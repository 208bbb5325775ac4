import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  PyFloat
} from "./chunk-6UXS7MO4.js";
import {
  pyKeys
} from "./chunk-BZ4VPST6.js";

// src/core/py-str-repr.ts
var NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
var PLAIN_ASCII = /^[\x20\x21\x23-\x26\x28-\x5b\x5d-\x7e]*$/;
function hex(code, width) {
  return code.toString(16).padStart(width, "0");
}
function escapeChar(ch, quote) {
  if (ch === quote || ch === "\\") return `\\${ch}`;
  if (ch === "	") return "\\t";
  if (ch === "\n") return "\\n";
  if (ch === "\r") return "\\r";
  const code = ch.codePointAt(0);
  if (code < 32 || code === 127) return `\\x${hex(code, 2)}`;
  if (code < 127) return ch;
  if (!NON_PRINTABLE.test(ch)) return ch;
  if (code < 256) return `\\x${hex(code, 2)}`;
  if (code < 65536) return `\\u${hex(code, 4)}`;
  return `\\U${hex(code, 8)}`;
}
function pyStrRepr(text) {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  if (PLAIN_ASCII.test(text)) return quote + text + quote;
  let out = quote;
  for (const ch of text) out += escapeChar(ch, quote);
  return out + quote;
}

// src/core/py-double-to-string.ts
var view = new DataView(new ArrayBuffer(8));
function exactDigits(x) {
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const rawExponent = Number(bits >> 52n & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  const mantissa = rawExponent === 0 ? fraction : fraction | 1n << 52n;
  const exponent = rawExponent === 0 ? -1074 : rawExponent - 1075;
  const text = exponent >= 0 ? (mantissa << BigInt(exponent)).toString() : (mantissa * 5n ** BigInt(-exponent)).toString();
  const decpt = exponent >= 0 ? text.length : text.length + exponent;
  return { digits: text.replace(/0+$/, ""), decpt };
}
function roundDigits(value, keep) {
  const { digits } = value;
  let { decpt } = value;
  if (keep >= digits.length) return value;
  let up = false;
  if (keep >= 0) {
    const next = digits.charCodeAt(keep) - 48;
    if (next > 5) up = true;
    else if (next === 5) up = keep + 1 < digits.length || keep > 0 && (digits.charCodeAt(keep - 1) - 48) % 2 === 1;
  }
  let head = digits.slice(0, Math.max(keep, 0));
  if (up) {
    if (head === "") {
      head = "1";
      decpt += 1;
    } else {
      const incremented = (BigInt(head) + 1n).toString();
      if (incremented.length > head.length) decpt += 1;
      head = incremented;
    }
  }
  head = head.replace(/0+$/, "");
  return head === "" ? { digits: "0", decpt: 1 } : { digits: head, decpt };
}
function shortestDigits(x) {
  const [mantissa, exponent] = x.toExponential().split("e");
  return { digits: mantissa.replace(".", ""), decpt: Number(exponent) + 1 };
}
var zeros = (n) => n > 0 ? "0".repeat(n) : "";
function pyDoubleToString(x, formatCode, precision, flags = {}) {
  const upper = formatCode === "E" || formatCode === "F" || formatCode === "G";
  const code = formatCode.toLowerCase();
  if (Number.isNaN(x)) return upper ? "NAN" : "nan";
  let negative = x < 0 || Object.is(x, -0);
  if (!Number.isFinite(x)) return (negative ? "-" : "") + (upper ? "INF" : "inf");
  const magnitude = Math.abs(x);
  let p = precision;
  if (code === "e") p += 1;
  else if (code === "g" && p === 0) p = 1;
  let value;
  if (magnitude === 0) value = { digits: "0", decpt: 1 };
  else if (code === "r") value = shortestDigits(magnitude);
  else {
    const exact = exactDigits(magnitude);
    value = roundDigits(exact, code === "f" ? exact.decpt + p : p);
  }
  const { digits } = value;
  let { decpt } = value;
  if (flags.noNegativeZero === true && /^0*$/.test(digits)) negative = false;
  const addDot0 = flags.addDot0 === true;
  const alternate = flags.alternate === true;
  let useExp = false;
  let vEnd = digits.length;
  if (code === "e") {
    useExp = true;
    vEnd = p;
  } else if (code === "f") vEnd = decpt + p;
  else if (code === "g") {
    if (decpt <= -4 || decpt > (addDot0 ? p - 1 : p)) useExp = true;
    if (alternate) vEnd = p;
  } else if (decpt <= -4 || decpt > 16) useExp = true;
  let exp = 0;
  if (useExp) {
    exp = decpt - 1;
    decpt = 1;
  }
  const vStart = decpt <= 0 ? decpt - 1 : 0;
  if (!useExp && addDot0) vEnd = Math.max(vEnd, decpt + 1);
  else vEnd = Math.max(vEnd, decpt);
  let out = negative ? "-" : "";
  if (decpt <= 0) out += `${zeros(decpt - vStart)}.${zeros(-decpt)}`;
  else out += zeros(-vStart);
  if (decpt > 0 && decpt <= digits.length) out += `${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
  else out += digits;
  if (digits.length < decpt) out += `${zeros(decpt - digits.length)}.${zeros(vEnd - decpt)}`;
  else out += zeros(vEnd - digits.length);
  if (out.endsWith(".") && !alternate) out = out.slice(0, -1);
  if (useExp) out += `${upper ? "E" : "e"}${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  return out;
}

// src/core/py-repr.ts
function pyFloatRepr(x) {
  return pyDoubleToString(x, "r", 0, { addDot0: true });
}
function isPyInt(x) {
  return Number.isInteger(x) && Math.abs(x) < 1e16 && !Object.is(x, -0);
}
function pyNumberRepr(x) {
  return isPyInt(x) ? String(x) : pyFloatRepr(x);
}
function pyRepr(value) {
  if (typeof value === "string") return pyStrRepr(value);
  return pyStrOrRepr(value);
}
function pyStr(value) {
  if (typeof value === "string") return value;
  return pyStrOrRepr(value);
}
function pyStrOrRepr(value) {
  if (value === null || value === void 0) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return pyNumberRepr(value);
  if (typeof value === "bigint") return value.toString();
  if (value instanceof PyFloat) return pyFloatRepr(value.value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (typeof value === "function") return "<function>";
  if (typeof value === "symbol") return value.toString();
  const record = value;
  return `{${pyKeys(record).map((key) => `${pyStrRepr(key)}: ${pyRepr(record[key])}`).join(", ")}}`;
}
function pyTypeName(value) {
  if (value === null || value === void 0) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "bigint") return "int";
  if (typeof value === "number") return isPyInt(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  if (value instanceof PyFloat) return "float";
  if (Array.isArray(value)) return "list";
  if (typeof value === "function") return "function";
  return "dict";
}
function pyStrList(values) {
  return `[${values.map(pyStrRepr).join(", ")}]`;
}

export {
  pyDoubleToString,
  pyStrRepr,
  pyFloatRepr,
  pyRepr,
  pyStr,
  pyTypeName,
  pyStrList
};
