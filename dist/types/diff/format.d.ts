/**
 * Number formatting for diffs: fixed decimals, decimal (not binary) rounding, no float noise
 * (never `+7.000000000000001pp`). Negative numbers use the ASCII hyphen-minus "-", not U+2212:
 * the output is grep-able, diff-able and matches the numbers in GlossoGen's own summaries. Zero
 * is printed unsigned ("0.0 pp"), including values that only round to zero, so "-0.0" never
 * appears.
 */
/** A signed number with fixed decimals: "+0.200", "-1.500", "0.000". */
export declare function formatSigned(value: number, digits: number): string;
/** How to print a metric's values. */
export interface FormatOptions {
    /** Fractions print in percentage points with one decimal. */
    readonly fraction: boolean;
    /** Decimals for non-fraction metrics (default 3). */
    readonly digits?: number;
}
/** Δ for display: fractions as "+7.0 pp" / "-10.0 pp", other metrics as "+0.200". */
export declare function formatDelta(delta: number, options: FormatOptions): string;
/** An interval for display: "[-27.3, +7.3] pp" for fractions, "[-0.120, +0.045]" otherwise. */
export declare function formatInterval(lower: number, upper: number, options: FormatOptions): string;
/** A score for display: fractions as "80.0%", others with fixed decimals ("2.584"). */
export declare function formatScore(score: number, options: FormatOptions): string;
