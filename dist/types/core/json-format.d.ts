/**
 * Byte-exact reproduction of GlossoGen's report serialisation: `orjson.dumps(..., OPT_INDENT_2)`
 * (spec §3.6, §6.2). Floats always carry a decimal point or an exponent; which numbers are floats
 * is decided by the report schema, not by their value (17.0 must print as `17.0`).
 */
/** orjson float text: shortest round-trip digits, plain for 1e-5 <= |x| < 1e16, else exponent. */
export declare function formatPyJsonFloat(x: number): string;
/** A number that must be written as a Python float. */
export declare class PyFloat {
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
