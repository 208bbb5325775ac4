/**
 * Python `repr()` of the few value shapes NeMo's and pydantic's messages embed
 * (`Missing declared metric outputs: ['detail']`, `input_value='abc'`).
 */
import { pyStrRepr } from "../core/py-str-repr.js";

/** Python `repr(float)` for the values messages show (shortest round-trip digits). */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  if (Object.is(x, -0)) return "-0.0";
  const abs = Math.abs(x);
  if (abs !== 0 && (abs < 1e-4 || abs >= 1e16)) {
    const [mantissa, exponent] = x.toExponential().split("e") as [string, string];
    const exp = Number(exponent);
    return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  }
  const text = String(x);
  return /[.e]/.test(text) ? text : `${text}.0`;
}

/** Python repr of a JSON-like value as a metric could return it. */
export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") return Number.isInteger(value) && Math.abs(value) < 1e16 && !Object.is(value, -0) ? String(value) : pyFloatRepr(value);
  if (typeof value === "string") return pyStrRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (typeof value === "object") {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${pyStrRepr(k)}: ${pyRepr(v)}`)
      .join(", ")}}`;
  }
  return typeof value === "symbol" || typeof value === "function" ? "<object>" : JSON.stringify(value) ?? "None";
}

/** Python `type(value).__name__` for a JSON-like value. */
export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "bigint") return "int";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  if (Array.isArray(value)) return "list";
  return "dict";
}

/** Python repr of a list of strings: `['a', 'b']`. */
export function pyStrList(values: readonly string[]): string {
  return `[${values.map(pyStrRepr).join(", ")}]`;
}
