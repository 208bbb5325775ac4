/**
 * Byte-exact reproduction of GlossoGen's report serialisation: `orjson.dumps(..., OPT_INDENT_2)`
 * (spec §3.6, §6.2). Floats always carry a decimal point or an exponent; which numbers are floats
 * is decided by the report schema, not by their value (17.0 must print as `17.0`).
 */

/** orjson float text: shortest round-trip digits, plain for 1e-5 <= |x| < 1e16, else exponent. */
export function formatPyJsonFloat(x: number): string {
  if (!Number.isFinite(x)) return "null";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  const magnitude = Math.abs(x);
  const [mantissaText, exponentText] = magnitude.toExponential().split("e") as [string, string];
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

/**
 * A number that must be written as a Python float. It is a `Number` object, so code that treats
 * it as a JavaScript number (`+x`, arithmetic, comparisons, `JSON.stringify`, nunjucks) sees the
 * plain value, and the Python printers (core/py-repr.ts, py-format) see a float: a trial
 * dataset's `1.0` reaches graders as `new PyFloat(1)` (node/trial-dataset.ts).
 */
export class PyFloat extends Number {
  constructor(readonly value: number) {
    super(value);
  }
}

export type PyJson = null | boolean | number | string | PyFloat | readonly PyJson[] | { readonly [key: string]: PyJson };

function writeString(text: string): string {
  // JSON.stringify escapes exactly what orjson escapes (quote, backslash, C0 controls).
  return JSON.stringify(text);
}

/**
 * orjson's text for a scalar: null, a bool, an int (a plain number: a safe integer, else a
 * TypeError), a string or a PyFloat; undefined for a list or an object. Shared by the writers.
 */
export function orjsonScalar(value: unknown): string | undefined {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`expected an integer, got ${value}`);
    return String(value);
  }
  if (typeof value === "string") return writeString(value);
  if (value instanceof PyFloat) return formatPyJsonFloat(value.value);
  return undefined;
}

function write(value: PyJson, indent: string, out: string[]): void {
  const scalar = orjsonScalar(value);
  if (scalar !== undefined) out.push(scalar);
  else if (Array.isArray(value)) {
    const items = value as readonly PyJson[];
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
    const entries = Object.entries(value as { readonly [key: string]: PyJson });
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

/** Serialise like `orjson.dumps(value, option=OPT_INDENT_2)`: no trailing newline. */
export function dumpsIndent2(value: PyJson): string {
  const out: string[] = [];
  write(value, "", out);
  return out.join("");
}

/**
 * `JSON.stringify(value)` for values that may hold a `bigint` (a trial dataset's int beyond 2^53,
 * kept exact for the Python printers): a bigint is written as the nearest double, the text
 * JSON.parse gave it before, so our own prompts (and their fixture keys) stay as they were. A
 * PyFloat is written as its number (JSON.stringify unwraps Number objects).
 */
export function jsonStringify(value: unknown, space?: number): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? Number(item) : item), space);
}

/**
 * A deep copy of a JSON-like value (a trial row) that keeps PyFloats: `structuredClone` would turn
 * them into plain Number objects, which no longer print as Python floats. Anything else that is
 * not an array or a plain object is left to `structuredClone`.
 */
export function copyJsonLike<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof PyFloat) return new PyFloat(value.value);
  if (Array.isArray(value)) return value.map(copy);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  // own enumerable properties defined, not assigned (a "__proto__" key stays a key)
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)]));
}

/**
 * A copy of a config value with Python's number kinds made plain JS numbers (a `PyFloat` its
 * number, a `bigint` the nearest double), for the typed fields a schema checks (`timeout: 5.0`);
 * the config's values that reach Python-visible output keep their kinds (node/grading-config.ts).
 */
export function plainNumbers<T>(value: T): T {
  return plain(value) as T;
}

function plain(value: unknown): unknown {
  if (value instanceof PyFloat) return value.value;
  if (typeof value === "bigint") return Number(value);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(plain);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
}
