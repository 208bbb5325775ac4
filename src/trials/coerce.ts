/**
 * NeMo's `coerce_output`: each value is validated against its declared type by pydantic v2 in lax
 * mode (openjudge-nemo-semantics.md, "Coercion"; the cases below were checked against
 * pydantic 2.13 / pydantic-core 2.46 and are pinned in tests/trials/coerce.test.ts).
 *
 * JavaScript has one number type, so a JS `number` is treated as a Python float (`1e20` fails as a
 * discrete score with int_parsing_size, as the float does in NeMo) and a `bigint` as a Python int
 * (any size passes). The error texts are pydantic's.
 */
import type { MetricOutputKind, MetricOutputSpec } from "./contract.js";
import { PyFloat } from "../core/json-format.js";
import { pyStrRepr } from "../core/py-str-repr.js";
import { pyRepr, pyTypeName } from "../core/py-repr.js";

export type CoercedValue = number | boolean | string | Readonly<Record<string, unknown>> | readonly unknown[] | null;

export type CoerceResult = { readonly ok: true; readonly value: CoercedValue } | { readonly ok: false; readonly type: string; readonly message: string };

const MESSAGES: Readonly<Record<string, string>> = {
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
  string_unicode: "Input should be a valid string, unable to parse raw data as a unicode string",
};

function fail(type: string): CoerceResult {
  return { ok: false, type, message: MESSAGES[type] ?? type };
}

const ok = (value: CoercedValue): CoerceResult => ({ ok: true, value });

/** A surrogate code unit without its pair (no `u` flag: the regex sees UTF-16 code units). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A string holding a lone surrogate (JSON's `"\ud800"`, which `json.loads` keeps, or a metric's JS
 * string): pydantic-core reads a str as UTF-8 before parsing a number or a bool from it, and fails
 * with `string_unicode` before any parsing (a `str` field takes it as it is; pydantic 2.13.4).
 */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

// Rust's str::trim (Unicode White_Space), which pydantic-core applies before parsing numbers:
// unlike Python's str.strip it keeps \x1c-\x1f; unlike JavaScript's trim it removes \x85 and keeps \ufeff.
const WHITE_SPACE = "\t\n\u000b\u000c\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";

function rustTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && WHITE_SPACE.includes(text.charAt(start))) start++;
  while (end > start && WHITE_SPACE.includes(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}

/** pydantic-core's underscore rule: none leading, trailing or doubled; the rest are removed. */
function stripUnderscores(text: string): string | undefined {
  if (!text.includes("_")) return text;
  if (text.startsWith("_") || text.endsWith("_") || text.includes("__")) return undefined;
  return text.replaceAll("_", "");
}

// Rust's f64::from_str grammar (no hex, at least one digit, inf/infinity/nan in any case).
const FLOAT_TEXT = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf|infinity|nan)$/i;

function floatFromText(text: string): number | undefined {
  if (!FLOAT_TEXT.test(text)) return undefined;
  const lower = text.toLowerCase().replace(/^\+/, "");
  if (lower === "nan" || lower === "-nan") return Number.NaN;
  if (lower === "inf" || lower === "infinity") return Number.POSITIVE_INFINITY;
  if (lower === "-inf" || lower === "-infinity") return Number.NEGATIVE_INFINITY;
  return Number(text);
}

/**
 * pydantic-core's `str_as_float`: the trimmed text as Rust parses an f64; failing that, the text with
 * its underscores removed, untrimmed (so `" 1_0"` and `"1_0 "` are refused while `" 10"` and `"1_0"`
 * are numbers; checked with pydantic 2.13.4 over every string of up to 6 characters from `01_-+.e `).
 */
function parseFloatText(raw: string): number | undefined {
  const trimmed = floatFromText(rustTrim(raw));
  if (trimmed !== undefined) return trimmed;
  const digits = raw.includes("_") ? stripUnderscores(raw) : undefined;
  return digits === undefined ? undefined : floatFromText(digits);
}

/** CPython's (and pydantic-core's) limit on the characters of an int read from text. */
const MAX_INT_TEXT = 4300;

/** A plain int as Python's `int()` reads it: a sign, digits with single underscores between them. */
function directInt(text: string): bigint | undefined {
  if (!/^[+-]?\d+(?:_\d+)*$/.test(text)) return undefined;
  const digits = text.replace(/^\+/, "").replaceAll("_", "");
  return digits.length <= MAX_INT_TEXT ? BigInt(digits) : undefined;
}

/**
 * pydantic-core's leading-zero strip: an optional sign, a `0`, then zeros and underscores; what
 * follows must start with a digit 1-9 or `-` (`"0-3"` is -3, `"+0-1"` -1, `"-0-3"` is refused); a
 * `-` sign is kept, a `+` dropped; zeros and underscores only are `"0"` unless they end with `_`.
 */
function stripLeadingZeros(text: string): string | undefined {
  const zeros = /^([+-]?)0[0_]*/.exec(text);
  if (zeros === null) return undefined;
  const rest = text.slice(zeros[0].length);
  if (rest === "") return text.endsWith("_") ? undefined : "0";
  return /^[1-9-]/.test(rest) ? `${zeros[1] === "-" ? "-" : ""}${rest}` : undefined;
}

/** What follows the stripped zeros: underscores removed (none leading, trailing or doubled), then a JSON int. */
function intAfterZeros(text: string): bigint | undefined {
  const digits = stripUnderscores(text);
  if (digits === undefined || !/^-?(?:0|[1-9]\d*)$/.test(digits) || digits.length > MAX_INT_TEXT) return undefined;
  return BigInt(digits);
}

function intFromText(text: string): bigint | undefined {
  const direct = directInt(text);
  if (direct !== undefined) return direct;
  if (text.length < 2) return undefined;
  const stripped = stripLeadingZeros(text);
  return stripped === undefined ? undefined : intAfterZeros(stripped);
}

/**
 * pydantic-core's `str_as_int`, as pydantic 2.13.4 behaves (fitted to and checked against it over
 * every string of up to 6-8 characters from `01_-+. `, `0_-+`, `0_+.`, and 20,000 random strings of
 * 17-21 and 4,298-4,303 characters; tests/trials/vectors/make-int-text-vectors.py):
 * - a number of more than 4300 characters at the very start (`-?[1-9][0-9]*`, before any trimming)
 *   is `int_parsing_size`, whatever follows;
 * - otherwise the trimmed text is an int as `int()` reads it, or after the leading-zero strip, or
 *   either of those once a `.` followed by zeros only is cut off (`"2.0"`, `"2.00"`; not `"2."`).
 */
function parseIntText(raw: string): bigint | "size" | undefined {
  const leading = /^-?[1-9]\d*/.exec(raw);
  if (leading !== null && leading[0].length > MAX_INT_TEXT) return "size";
  const text = rustTrim(raw);
  const whole = intFromText(text);
  if (whole !== undefined) return whole;
  const point = text.indexOf(".");
  if (point < 0 || point === text.length - 1 || !/^0+$/.test(text.slice(point + 1))) return undefined;
  return intFromText(text.slice(0, point));
}

/** An int as the report holds it: a JS number (exact up to 2^53, nearest double beyond). */
function intValue(value: bigint): number {
  return Number(value);
}

const TWO_63 = 2 ** 63;

/** `ContinuousScore` (RootModel[float]). */
export function coerceContinuous(value: unknown): CoerceResult {
  if (typeof value === "boolean") return ok(value ? 1 : 0);
  if (typeof value === "number") return ok(value);
  if (typeof value === "bigint") {
    // Python's float(int) raises OverflowError past the largest double (pydantic: float_type)
    const double = Number(value);
    return Number.isFinite(double) ? ok(double) : fail("float_type");
  }
  if (typeof value === "string") {
    if (hasLoneSurrogate(value)) return fail("string_unicode");
    const parsed = parseFloatText(value);
    return parsed === undefined ? fail("float_parsing") : ok(parsed);
  }
  return fail("float_type");
}

/** `DiscreteScore` (RootModel[int]). */
export function coerceDiscrete(value: unknown): CoerceResult {
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
    return parsed === undefined ? fail("int_parsing") : ok(intValue(parsed));
  }
  return fail("int_type");
}

const TRUE_WORDS = new Set(["1", "on", "t", "true", "y", "yes"]);
const FALSE_WORDS = new Set(["0", "off", "f", "false", "n", "no"]);

/** `BooleanValue` (RootModel[bool]). */
export function coerceBoolean(value: unknown): CoerceResult {
  if (typeof value === "boolean") return ok(value);
  if (typeof value === "bigint") {
    if (value === 0n || value === 1n) return ok(value === 1n);
    return value < 2n ** 63n && value >= -(2n ** 63n) ? fail("bool_parsing") : fail("bool_type");
  }
  if (typeof value === "number") {
    // a float with no fraction inside the int range is read as that int; 0 and 1 only
    if (!Number.isFinite(value) || !Number.isInteger(value) || !(value < TWO_63 && value > -TWO_63)) return fail("bool_type");
    return value === 0 ? ok(false) : value === 1 ? ok(true) : fail("bool_parsing");
  }
  if (typeof value === "string") {
    if (hasLoneSurrogate(value)) return fail("string_unicode");
    // case-insensitive, untrimmed
    const lower = value.replace(/[A-Z]/g, (c) => c.toLowerCase());
    if (TRUE_WORDS.has(lower)) return ok(true);
    if (FALSE_WORDS.has(lower)) return ok(false);
    return fail("bool_parsing");
  }
  return fail("bool_type");
}

/** `Label` (RootModel[str]): strings only. */
export function coerceLabel(value: unknown): CoerceResult {
  return typeof value === "string" ? ok(value) : fail("string_type");
}

function coerceModel(spec: MetricOutputSpec, value: unknown): CoerceResult {
  if (spec.valueSchema === undefined) return { ok: false, type: "model_type", message: "the output spec has no value schema" };
  const parsed = spec.valueSchema.safeParse(value);
  if (parsed.success) return ok(parsed.data as CoercedValue);
  const issue = parsed.error.issues[0];
  const where = issue === undefined || issue.path.length === 0 ? "" : `${issue.path.map(String).join(".")}: `;
  return { ok: false, type: "model", message: `${where}${issue?.message ?? "invalid"}` };
}

const COERCERS: Readonly<Record<Exclude<MetricOutputKind, "model">, (value: unknown) => CoerceResult>> = {
  continuous_score: coerceContinuous,
  discrete_score: coerceDiscrete,
  boolean: coerceBoolean,
  label: coerceLabel,
};

/** Coerces one output value to its spec's type. */
export function coerceValue(spec: MetricOutputSpec, raw: unknown): CoerceResult {
  // a PyFloat (a dataset's whole float, e.g. 1.0, passed through by a metric) is a Python float,
  // which a JS number already stands for here
  const value = raw instanceof PyFloat ? raw.value : raw;
  if (spec.kind === "model") return coerceModel(spec, value);
  const coercer = COERCERS[spec.kind] as ((v: unknown) => CoerceResult) | undefined;
  if (coercer === undefined) return { ok: false, type: "unknown_kind", message: `unknown output kind ${pyStrRepr(String(spec.kind))}` };
  return coercer(value);
}

/** UTF-8 bytes of one code point. */
const utf8Width = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * pydantic-core's `input_value` in an error: the repr, cut when it is longer than 50 UTF-8 bytes to
 * its first 25 bytes and its last 24, each cut moved to a character boundary (the first back, the
 * last forward), joined by `...` (pydantic 2.13.4: `'xxxxxxxxxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxxxxxxx'`).
 */
export function pydanticInputValue(repr: string): string {
  const points = Array.from(repr, (c) => c.codePointAt(0) as number);
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
    const p = points[i] as number;
    if (used + utf8Width(p) > 24) break;
    used += utf8Width(p);
    tail = String.fromCodePoint(p) + tail;
  }
  return `${head}...${tail}`;
}

/**
 * The pydantic-style detail of a failed coercion: `<message> [type=..., input_value=..., input_type=...]`.
 * `redact` runs on the whole repr before it is cut: a secret cut in two would escape a later redaction.
 */
export function coercionDetail(result: Extract<CoerceResult, { ok: false }>, value: unknown, redact: (text: string) => string = (text) => text): string {
  return `${result.message} [type=${result.type}, input_value=${pydanticInputValue(redact(pyRepr(value)))}, input_type=${pyTypeName(value)}]`;
}
