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
export declare const PY_YAML_FLOAT: RegExp;
export declare const PY_YAML_INT: RegExp;
/** `construct_yaml_int`; undefined where Python's int() would raise. */
export declare function pyYamlInt(text: string): number | bigint | undefined;
/** `construct_yaml_float`; undefined where Python's float() would raise. */
export declare function pyYamlFloat(text: string): number | PyFloat | undefined;
