/**
 * CPython's `repr()`, `str()` and `type(x).__name__` of JSON-like values, the one copy behind the
 * texts OpenJudge's graders and NeMo's / pydantic's messages print (`input_value=-0.0,
 * input_type=float`, `tied candidates ['a', 'b']`, `GATE FAILED: no_pii=0.0`, prompt values).
 * `repr(str)` itself is core/py-str-repr.ts.
 *
 * JSON.parse gives one number type, so a value's Python type is read from the number the way
 * Python's `json.loads` would most plausibly have produced it: a whole number below 1e16 is an int
 * (`3`); anything else is a float: a fraction, -0 (Python never writes an int as `-0`, `json.dumps`
 * writes -0.0 as `-0.0`), nan/inf, and a whole number from 1e16 on (above 2^53 a double cannot
 * hold an int exactly; `json.dumps` writes such floats as `1e+16`). `repr` and `type` always agree.
 * A `bigint` is a Python int of any size, and a `PyFloat` (core/json-format.ts) a Python float
 * whatever its value: the trial dataset reader gives whole floats (`5.0`, `1e2`) as PyFloats and
 * ints beyond 2^53 as bigints, so a dataset value prints as Python's `json.loads` made it. A
 * plain whole number below 1e16 still reads as an int: callers that know a value is a float (a
 * score, a threshold) use `pyFloatRepr` directly.
 */
import { PyFloat } from "./json-format.js";
import { pyKeys } from "./py-dict-order.js";
import { pyDoubleToString } from "./py-double-to-string.js";
import { pyStrRepr } from "./py-str-repr.js";

/** CPython `repr(float)`: `float_repr`'s `PyOS_double_to_string(x, 'r', 0, Py_DTSF_ADD_DOT_0)`. */
export function pyFloatRepr(x: number): string {
  return pyDoubleToString(x, "r", 0, { addDot0: true });
}

/** Whether a JS number stands for a Python int (see the module comment). */
export function isPyInt(x: number): boolean {
  return Number.isInteger(x) && Math.abs(x) < 1e16 && !Object.is(x, -0);
}

function pyNumberRepr(x: number): string {
  return isPyInt(x) ? String(x) : pyFloatRepr(x);
}

/** Python `repr(value)` of a JSON-like value (arrays are lists, objects dicts in key order). */
export function pyRepr(value: unknown): string {
  if (typeof value === "string") return pyStrRepr(value);
  return pyStrOrRepr(value);
}

/** Python `str(value)` of a JSON-like value: strings as they are, containers with reprs inside. */
export function pyStr(value: unknown): string {
  if (typeof value === "string") return value;
  return pyStrOrRepr(value);
}

function pyStrOrRepr(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return pyNumberRepr(value);
  if (typeof value === "bigint") return value.toString();
  if (value instanceof PyFloat) return pyFloatRepr(value.value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  // no JSON value is a function: CPython's `<function f at 0x...>` holds an address no copy can know
  if (typeof value === "function") return "<function>";
  if (typeof value === "symbol") return value.toString();
  // in the input's order where it was recorded (a JavaScript object lists "2" and "10" first)
  const record = value as Record<string, unknown>;
  return `{${pyKeys(record).map((key) => `${pyStrRepr(key)}: ${pyRepr(record[key])}`).join(", ")}}`;
}

/** Python `type(value).__name__` of a JSON-like value, agreeing with `pyRepr` on ints and floats. */
export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "bigint") return "int";
  if (typeof value === "number") return isPyInt(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  if (value instanceof PyFloat) return "float";
  if (Array.isArray(value)) return "list";
  if (typeof value === "function") return "function";
  return "dict";
}

/** Python repr of a list of strings: `['a', 'b']`. */
export function pyStrList(values: readonly string[]): string {
  return `[${values.map(pyStrRepr).join(", ")}]`;
}
