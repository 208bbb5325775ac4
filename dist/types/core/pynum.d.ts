/**
 * Python 3.12 numeric and string semantics that GlossoGen's numbers depend on (spec §3).
 * Every helper here exists because the JavaScript default differs in some last bit or tie.
 */
/** CPython 3.12 `sum()` over floats: Neumaier-compensated, starting from the int 0. */
export declare function neumaierSum(values: Iterable<number>): number;
/**
 * CPython `math.fsum`: Shewchuk's exactly-rounded sum with the half-even correction; with an inf or
 * nan item the plain sum of those items; `RangeError` where Python raises (an overflow of finite
 * items, `inf + -inf`). For code that must fail as Python fails (a GlossoGen metric); agent-eval's
 * own statistics use fsum, which never raises.
 */
export declare function pyFsum(values: Iterable<number>): number;
/** `statistics.fmean`: fsum / n. Callers guarantee a non-empty input. */
/**
 * pyFsum where Python returns; where Python raises, the IEEE sum (±inf for an overflow, NaN for
 * inf + -inf): agent-eval's own statistics (the diff, the comment) take any report's values and
 * must say what they got rather than fail (a fork's report with 1.7e308 scores).
 */
export declare function fsum(values: Iterable<number>): number;
/** CPython `statistics.fmean` (through pyFsum: raises where Python raises). */
export declare function pyFmean(values: readonly number[]): number;
/** `statistics.fmean` over fsum: never raises for values it is given (but an empty list). */
export declare function fmean(values: readonly number[]): number;
/** GlossoGen's `_mean`: Neumaier sum / n, 0.0 for an empty list. */
export declare function mean(values: readonly number[]): number;
/** GlossoGen's population std: sqrt(sum((v - mean)^2) / n), 0.0 when n < 2. */
export declare function populationStd(values: readonly number[], centre?: number): number;
/** Python `f"{x:.{digits}f}"`: correctly rounded, exact ties to even (JS `toFixed` ties away). */
export declare function formatFixed(x: number, digits: number): string;
/** Python `round(x)` to an integer: exact ties to even. */
export declare function pyRound(x: number): number;
/** Python repr of a list of ints: `[1, 2, 3]`; an int beyond 2^53 with all its digits (JS would print `1152921504606847000`). */
export declare function pyIntList(values: readonly number[]): string;
/** Python `str.split()` with no argument. */
export declare function pySplit(text: string): string[];
/** Python `len(str)`: code points, not UTF-16 units. */
export declare function codePointLength(text: string): number;
/** Python's default string ordering: by code point (JS compares UTF-16 units). */
export declare function compareCodePoints(a: string, b: string): number;
/** Python `str.strip()` with no argument (JavaScript's `trim` strips a different set). */
export declare function pyStrip(text: string): string;
