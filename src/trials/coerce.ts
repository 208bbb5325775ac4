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
};

function fail(type: string): CoerceResult {
  return { ok: false, type, message: MESSAGES[type] ?? type };
}

const ok = (value: CoercedValue): CoerceResult => ({ ok: true, value });

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

function parseFloatText(raw: string): number | undefined {
  const text = stripUnderscores(rustTrim(raw));
  if (text === undefined || !FLOAT_TEXT.test(text)) return undefined;
  const lower = text.toLowerCase().replace(/^\+/, "");
  if (lower === "nan" || lower === "-nan") return Number.NaN;
  if (lower === "inf" || lower === "infinity") return Number.POSITIVE_INFINITY;
  if (lower === "-inf" || lower === "-infinity") return Number.NEGATIVE_INFINITY;
  return Number(text);
}

function parseIntText(raw: string): bigint | undefined {
  let text = rustTrim(raw);
  // "2.0" and "2.000" are ints (a fraction of zeros only, at least one), "2." is not
  const decimal = /^(.*)\.0+$/.exec(text);
  if (decimal !== null) text = decimal[1] as string;
  const digits = stripUnderscores(text);
  if (digits === undefined || !/^[+-]?\d+$/.test(digits)) return undefined;
  return BigInt(digits);
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
  if (typeof value === "bigint") return ok(Number(value));
  if (typeof value === "string") {
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
    const parsed = parseIntText(value);
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

/** The pydantic-style detail of a failed coercion: `<message> [type=..., input_value=..., input_type=...]`. */
export function coercionDetail(result: Extract<CoerceResult, { ok: false }>, value: unknown): string {
  return `${result.message} [type=${result.type}, input_value=${pyRepr(value)}, input_type=${pyTypeName(value)}]`;
}
