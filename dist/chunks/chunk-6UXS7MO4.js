import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/core/json-format.ts
function formatPyJsonFloat(x) {
  if (!Number.isFinite(x)) return "null";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  const magnitude = Math.abs(x);
  const [mantissaText, exponentText] = magnitude.toExponential().split("e");
  const digits = mantissaText.replace(".", "");
  const exponent = Number(exponentText);
  if (magnitude >= 1e-5 && magnitude < 1e16) {
    if (exponent >= 0) {
      const intPart = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
      const fracPart = digits.slice(exponent + 1);
      return `${sign}${intPart}.${fracPart === "" ? "0" : fracPart}`;
    }
    return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  }
  const mantissa = digits.length === 1 ? digits : `${digits[0] ?? ""}.${digits.slice(1)}`;
  return `${sign}${mantissa}e${exponent}`;
}
var PyFloat = class extends Number {
  constructor(value) {
    super(value);
    this.value = value;
  }
  value;
};
function writeString(text) {
  return JSON.stringify(text);
}
function orjsonScalar(value) {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`expected an integer, got ${value}`);
    return String(value);
  }
  if (typeof value === "string") return writeString(value);
  if (value instanceof PyFloat) return formatPyJsonFloat(value.value);
  return void 0;
}
function write(value, indent, out) {
  const scalar = orjsonScalar(value);
  if (scalar !== void 0) out.push(scalar);
  else if (Array.isArray(value)) {
    const items = value;
    if (items.length === 0) {
      out.push("[]");
      return;
    }
    const inner = `${indent}  `;
    out.push("[\n");
    items.forEach((item, i) => {
      out.push(inner);
      write(item, inner, out);
      out.push(i === items.length - 1 ? "\n" : ",\n");
    });
    out.push(`${indent}]`);
  } else {
    const entries = Object.entries(value);
    if (entries.length === 0) {
      out.push("{}");
      return;
    }
    const inner = `${indent}  `;
    out.push("{\n");
    entries.forEach(([key, item], i) => {
      out.push(`${inner}${writeString(key)}: `);
      write(item, inner, out);
      out.push(i === entries.length - 1 ? "\n" : ",\n");
    });
    out.push(`${indent}}`);
  }
}
function dumpsIndent2(value) {
  const out = [];
  write(value, "", out);
  return out.join("");
}
function jsonStringify(value, space) {
  return JSON.stringify(value, (_key, item) => typeof item === "bigint" ? Number(item) : item, space);
}
function copyJsonLike(value) {
  return copy(value);
}
function copy(value) {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof PyFloat) return new PyFloat(value.value);
  if (Array.isArray(value)) return value.map(copy);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)]));
}
function plainNumbers(value) {
  return plain(value);
}
function plain(value) {
  if (value instanceof PyFloat) return value.value;
  if (typeof value === "bigint") return Number(value);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(plain);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
}

export {
  formatPyJsonFloat,
  PyFloat,
  orjsonScalar,
  dumpsIndent2,
  jsonStringify,
  copyJsonLike,
  plainNumbers
};
