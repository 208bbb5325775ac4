/**
 * CPython's `PyOS_double_to_string` (Python/pystrtod.c `format_float_short`), the text behind
 * `format(x, ".2f")`, `"{:.3e}"`, `"{:g}"` and the format spec with no type letter. Digits come
 * from the exact decimal expansion of the double (BigInt), rounded half-to-even on exact ties as
 * David Gay's dtoa does: JavaScript's `toFixed`/`toPrecision` round ties away from zero and differ
 * from Python on values such as 0.125 or 2.5.
 */
/** The format code after CPython's mapping: `r` is repr (shortest round-trip digits). */
export type DoubleFormatCode = "e" | "E" | "f" | "F" | "g" | "G" | "r";
export interface DoubleToStringFlags {
    /** Py_DTSF_ADD_DOT_0: keep one digit after the point (`1.0`), and `g` switches to exponent one digit sooner. */
    readonly addDot0?: boolean;
    /** Py_DTSF_ALT (`#`): keep the point and, for `g`, trailing zeros. */
    readonly alternate?: boolean;
    /** Py_DTSF_NO_NEG_0 (`z`): a negative number that rounds to zero prints without its sign. */
    readonly noNegativeZero?: boolean;
}
/**
 * `PyOS_double_to_string(x, code, precision, flags)`: `-` for negatives (never `+`), `inf`/`nan`
 * (upper case for E/F/G; a NaN never has a sign). `precision` is ignored for `r`.
 */
export declare function pyDoubleToString(x: number, formatCode: DoubleFormatCode, precision: number, flags?: DoubleToStringFlags): string;
