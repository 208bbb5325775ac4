/**
 * Correctly rounded a*b + c (C's `fma`). A double-double evaluation settles almost every call; the
 * rare one whose rounding it cannot decide is computed exactly.
 */
export declare function fma(a: number, b: number, c: number): number;
/** glibc `log(x)`. */
export declare function glibcLog(x: number): number;
/** glibc `log2(x)`. */
export declare function glibcLog2(x: number): number;
