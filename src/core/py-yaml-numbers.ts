/**
 * PyYAML's implicit int and float resolution (YAML 1.1, `yaml.safe_load`), the loader upstream's
 * Python configs go through: which plain scalars are numbers and which Python number each is.
 * It differs from YAML 1.2 (the `yaml` package's core schema) at the edges: `3.0` is a float and
 * `3` an int; a float needs a dot (`1e3`, `1.0e3` and `-.5` are strings; `1.0e+3` and `.5` floats,
 * the exponent needs its sign); `_` separates digits (`1_000`); `0b101`, `017` (octal) and `0x1F`
 * are ints, `0o17` and `09` strings; `1:20` is the base-60 int 80. Regexes and constructors from
 * PyYAML's resolver.py and constructor.py (construct_yaml_int / construct_yaml_float).
 *
 * A float is a JS number, or a `PyFloat` when it is whole (as the trial dataset reader gives
 * `1.0`), so Python's printers (core/py-repr.ts, py-format) print it as a float; an int beyond
 * 2^53 is a `bigint`.
 */
import { PyFloat } from "./json-format.js";

// as PyYAML 6's resolver.py: after a leading dot a digit comes first (`._5` and `._` are strings)
export const PY_YAML_FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
export const PY_YAML_INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;

/** Python's value as a JS value: a whole finite float as a PyFloat (not -0.0, which a number keeps). */
function pyFloatValue(x: number): number | PyFloat {
  return Number.isInteger(x) && !Object.is(x, -0) ? new PyFloat(x) : x;
}

function pyIntValue(x: bigint): number | bigint {
  const n = Number(x);
  return Number.isSafeInteger(n) ? n : x;
}

/** `construct_yaml_int`; undefined where Python's int() would raise. */
export function pyYamlInt(text: string): number | bigint | undefined {
  let value = text.replace(/_/g, "");
  let sign = 1n;
  if (value.startsWith("-")) sign = -1n;
  if (value.startsWith("-") || value.startsWith("+")) value = value.slice(1);
  try {
    if (value === "0") return 0;
    if (value.startsWith("0b")) return pyIntValue(sign * BigInt(`0b${value.slice(2)}`));
    if (value.startsWith("0x")) return pyIntValue(sign * BigInt(`0x${value.slice(2)}`));
    // Python's int(value, 8) takes an optional 0o / 0O prefix: `!!int 0o17` is 15
    if (value.startsWith("0")) return pyIntValue(sign * BigInt(`0o${value.replace(/^0[oO]?/, "")}`));
    if (value.includes(":")) {
      let total = 0n;
      for (const part of value.split(":")) total = total * 60n + BigInt(part);
      return pyIntValue(sign * total);
    }
    if (!/^[0-9]+$/.test(value)) return undefined;
    return pyIntValue(sign * BigInt(value));
  } catch {
    return undefined;
  }
}

/** `construct_yaml_float`; undefined where Python's float() would raise. */
export function pyYamlFloat(text: string): number | PyFloat | undefined {
  let value = text.replace(/_/g, "").toLowerCase();
  let sign = 1;
  if (value.startsWith("-")) sign = -1;
  if (value.startsWith("-") || value.startsWith("+")) value = value.slice(1);
  if (value === ".inf") return sign * Number.POSITIVE_INFINITY;
  if (value === ".nan") return Number.NaN;
  if (value.includes(":")) {
    const parts = value.split(":").map(Number);
    if (parts.some(Number.isNaN)) return undefined;
    // PyYAML sums from the last part up: value += digit * base; base *= 60
    let total = 0;
    let base = 1;
    for (const part of parts.reverse()) {
      total += part * base;
      base *= 60;
    }
    return pyFloatValue(sign * total);
  }
  // Python's float() text: digits with one optional dot and an optional signed exponent
  if (!/^(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[-+]?[0-9]+)?$/.test(value)) return undefined;
  return pyFloatValue(sign * Number(value));
}
