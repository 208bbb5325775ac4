import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  pyRepr,
  pyStrRepr,
  pyTypeName
} from "./chunk-EZQ3DI64.js";
import {
  PyFloat
} from "./chunk-6UXS7MO4.js";

// src/trials/coerce.ts
var MESSAGES = {
  float_type: "Input should be a valid number",
  float_parsing: "Input should be a valid number, unable to parse string as a number",
  int_type: "Input should be a valid integer",
  int_parsing: "Input should be a valid integer, unable to parse string as an integer",
  int_from_float: "Input should be a valid integer, got a number with a fractional part",
  int_parsing_size: "Unable to parse input string as an integer, exceeded maximum size",
  finite_number: "Input should be a finite number",
  bool_type: "Input should be a valid boolean",
  bool_parsing: "Input should be a valid boolean, unable to interpret input",
  string_type: "Input should be a valid string",
  string_unicode: "Input should be a valid string, unable to parse raw data as a unicode string"
};
function fail(type) {
  return { ok: false, type, message: MESSAGES[type] ?? type };
}
var ok = (value) => ({ ok: true, value });
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
function hasLoneSurrogate(text) {
  return LONE_SURROGATE.test(text);
}
var WHITE_SPACE = "	\n\v\f\r \x85\xA0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000";
function rustTrim(text) {
  let start = 0;
  let end = text.length;
  while (start < end && WHITE_SPACE.includes(text.charAt(start))) start++;
  while (end > start && WHITE_SPACE.includes(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}
function stripUnderscores(text) {
  if (!text.includes("_")) return text;
  if (text.startsWith("_") || text.endsWith("_") || text.includes("__")) return void 0;
  return text.replaceAll("_", "");
}
var FLOAT_TEXT = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf|infinity|nan)$/i;
function floatFromText(text) {
  if (!FLOAT_TEXT.test(text)) return void 0;
  const lower = text.toLowerCase().replace(/^\+/, "");
  if (lower === "nan" || lower === "-nan") return Number.NaN;
  if (lower === "inf" || lower === "infinity") return Number.POSITIVE_INFINITY;
  if (lower === "-inf" || lower === "-infinity") return Number.NEGATIVE_INFINITY;
  return Number(text);
}
function parseFloatText(raw) {
  const trimmed = floatFromText(rustTrim(raw));
  if (trimmed !== void 0) return trimmed;
  const digits = raw.includes("_") ? stripUnderscores(raw) : void 0;
  return digits === void 0 ? void 0 : floatFromText(digits);
}
var MAX_INT_TEXT = 4300;
function directInt(text) {
  if (!/^[+-]?\d+(?:_\d+)*$/.test(text)) return void 0;
  const digits = text.replace(/^\+/, "").replaceAll("_", "");
  return digits.length <= MAX_INT_TEXT ? BigInt(digits) : void 0;
}
function stripLeadingZeros(text) {
  const zeros = /^([+-]?)0[0_]*/.exec(text);
  if (zeros === null) return void 0;
  const rest = text.slice(zeros[0].length);
  if (rest === "") return text.endsWith("_") ? void 0 : "0";
  return /^[1-9-]/.test(rest) ? `${zeros[1] === "-" ? "-" : ""}${rest}` : void 0;
}
function intAfterZeros(text) {
  const digits = stripUnderscores(text);
  if (digits === void 0 || !/^-?(?:0|[1-9]\d*)$/.test(digits) || digits.length > MAX_INT_TEXT) return void 0;
  return BigInt(digits);
}
function intFromText(text) {
  const direct = directInt(text);
  if (direct !== void 0) return direct;
  if (text.length < 2) return void 0;
  const stripped = stripLeadingZeros(text);
  return stripped === void 0 ? void 0 : intAfterZeros(stripped);
}
function parseIntText(raw) {
  const leading = /^-?[1-9]\d*/.exec(raw);
  if (leading !== null && leading[0].length > MAX_INT_TEXT) return "size";
  const text = rustTrim(raw);
  const whole = intFromText(text);
  if (whole !== void 0) return whole;
  const point = text.indexOf(".");
  if (point < 0 || point === text.length - 1 || !/^0+$/.test(text.slice(point + 1))) return void 0;
  return intFromText(text.slice(0, point));
}
function intValue(value) {
  return Number(value);
}
var TWO_63 = 2 ** 63;
function coerceContinuous(value) {
  if (typeof value === "boolean") return ok(value ? 1 : 0);
  if (typeof value === "number") return ok(value);
  if (typeof value === "bigint") {
    const double = Number(value);
    return Number.isFinite(double) ? ok(double) : fail("float_type");
  }
  if (typeof value === "string") {
    if (hasLoneSurrogate(value)) return fail("string_unicode");
    const parsed = parseFloatText(value);
    return parsed === void 0 ? fail("float_parsing") : ok(parsed);
  }
  return fail("float_type");
}
function coerceDiscrete(value) {
  if (typeof value === "boolean") return ok(value ? 1 : 0);
  if (typeof value === "bigint") return ok(intValue(value));
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return fail("finite_number");
    if (!Number.isInteger(value)) return fail("int_from_float");
    if (!(value < TWO_63 && value > -TWO_63)) return fail("int_parsing_size");
    return ok(value === 0 ? 0 : value);
  }
  if (typeof value === "string") {
    if (hasLoneSurrogate(value)) return fail("string_unicode");
    const parsed = parseIntText(value);
    if (parsed === "size") return fail("int_parsing_size");
    return parsed === void 0 ? fail("int_parsing") : ok(intValue(parsed));
  }
  return fail("int_type");
}
var TRUE_WORDS = /* @__PURE__ */ new Set(["1", "on", "t", "true", "y", "yes"]);
var FALSE_WORDS = /* @__PURE__ */ new Set(["0", "off", "f", "false", "n", "no"]);
function coerceBoolean(value) {
  if (typeof value === "boolean") return ok(value);
  if (typeof value === "bigint") {
    if (value === 0n || value === 1n) return ok(value === 1n);
    return value < 2n ** 63n && value >= -(2n ** 63n) ? fail("bool_parsing") : fail("bool_type");
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value) || !Number.isInteger(value) || !(value < TWO_63 && value > -TWO_63)) return fail("bool_type");
    return value === 0 ? ok(false) : value === 1 ? ok(true) : fail("bool_parsing");
  }
  if (typeof value === "string") {
    if (hasLoneSurrogate(value)) return fail("string_unicode");
    const lower = value.replace(/[A-Z]/g, (c) => c.toLowerCase());
    if (TRUE_WORDS.has(lower)) return ok(true);
    if (FALSE_WORDS.has(lower)) return ok(false);
    return fail("bool_parsing");
  }
  return fail("bool_type");
}
function coerceLabel(value) {
  return typeof value === "string" ? ok(value) : fail("string_type");
}
function coerceModel(spec, value) {
  if (spec.valueSchema === void 0) return { ok: false, type: "model_type", message: "the output spec has no value schema" };
  const parsed = spec.valueSchema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue === void 0 || issue.path.length === 0 ? "" : `${issue.path.map(String).join(".")}: `;
  return { ok: false, type: "model", message: `${where}${issue?.message ?? "invalid"}` };
}
var COERCERS = {
  continuous_score: coerceContinuous,
  discrete_score: coerceDiscrete,
  boolean: coerceBoolean,
  label: coerceLabel
};
function coerceValue(spec, raw) {
  const value = raw instanceof PyFloat ? raw.value : raw;
  if (spec.kind === "model") return coerceModel(spec, value);
  const coercer = COERCERS[spec.kind];
  if (coercer === void 0) return { ok: false, type: "unknown_kind", message: `unknown output kind ${pyStrRepr(String(spec.kind))}` };
  return coercer(value);
}
var utf8Width = (codePoint) => codePoint < 128 ? 1 : codePoint < 2048 ? 2 : codePoint < 65536 ? 3 : 4;
function pydanticInputValue(repr) {
  const points = Array.from(repr, (c) => c.codePointAt(0));
  const bytes = points.reduce((sum, p) => sum + utf8Width(p), 0);
  if (bytes <= 50) return repr;
  let head = "";
  let used = 0;
  for (const p of points) {
    if (used + utf8Width(p) > 25) break;
    used += utf8Width(p);
    head += String.fromCodePoint(p);
  }
  let tail = "";
  used = 0;
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i];
    if (used + utf8Width(p) > 24) break;
    used += utf8Width(p);
    tail = String.fromCodePoint(p) + tail;
  }
  return `${head}...${tail}`;
}
function coercionDetail(result, value, redact = (text) => text) {
  return `${result.message} [type=${result.type}, input_value=${pydanticInputValue(redact(pyRepr(value)))}, input_type=${pyTypeName(value)}]`;
}

export {
  coerceContinuous,
  coerceDiscrete,
  coerceBoolean,
  coerceValue,
  pydanticInputValue,
  coercionDetail
};
