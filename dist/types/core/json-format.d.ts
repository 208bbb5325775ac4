/**
 * Byte-exact reproduction of GlossoGen's report serialisation: `orjson.dumps(..., OPT_INDENT_2)`
 * (spec §3.6, §6.2). Floats always carry a decimal point or an exponent; which numbers are floats
 * is decided by the report schema, not by their value (17.0 must print as `17.0`).
 */
/** orjson float text: shortest round-trip digits, plain for 1e-5 <= |x| < 1e16, else exponent. */
export declare function formatPyJsonFloat(x: number): string;
/**
 * A number that must be written as a Python float. It is a `Number` object, so code that treats
 * it as a JavaScript number (`+x`, arithmetic, comparisons, `JSON.stringify`, nunjucks) sees the
 * plain value, and the Python printers (core/py-repr.ts, py-format) see a float: a trial
 * dataset's `1.0` reaches graders as `new PyFloat(1)` (node/trial-dataset.ts).
 */
export declare class PyFloat extends Number {
    readonly value: number;
    constructor(value: number);
}
export type PyJson = null | boolean | number | string | PyFloat | readonly PyJson[] | {
    readonly [key: string]: PyJson;
};
/**
 * orjson's text for a scalar: null, a bool, an int (a plain number: a safe integer, else a
 * TypeError), a string or a PyFloat; undefined for a list or an object. Shared by the writers.
 */
export declare function orjsonScalar(value: unknown): string | undefined;
/** Serialise like `orjson.dumps(value, option=OPT_INDENT_2)`: no trailing newline. */
export declare function dumpsIndent2(value: PyJson): string;
/**
 * `JSON.stringify(value)` for values that may hold a `bigint` (a trial dataset's int beyond 2^53,
 * kept exact for the Python printers): a bigint is written as the nearest double, the text
 * JSON.parse gave it before, so our own prompts (and their fixture keys) stay as they were. A
 * PyFloat is written as its number (JSON.stringify unwraps Number objects).
 */
export declare function jsonStringify(value: unknown, space?: number): string;
/**
 * A deep copy of a JSON-like value (a trial row) that keeps PyFloats: `structuredClone` would turn
 * them into plain Number objects, which no longer print as Python floats. Anything else that is
 * not an array or a plain object is left to `structuredClone`.
 */
export declare function copyJsonLike<T>(value: T): T;
/**
 * A copy of a config value with Python's number kinds made plain JS numbers (a `PyFloat` its
 * number, a `bigint` the nearest double), for the typed fields a schema checks (`timeout: 5.0`);
 * the config's values that reach Python-visible output keep their kinds (node/grading-config.ts).
 */
export declare function plainNumbers<T>(value: T): T;
