/**
 * The one reading of a count (a concurrency, a number of replicas, a round, a shard) given as text
 * by a CLI flag or an Action input: decimal digits only. `Number()` would also take `2.0`, `1e1`,
 * `0x2`, ` 2` or `` (0), and `parseInt` `2abc`: a typo there should stop the run, not pick a count.
 */
/** What the messages say a count looks like. */
export declare const COUNT_FORM = "in decimal digits";
export interface CountBounds {
    /** The smallest count allowed (default 1). */
    readonly min?: number;
    /** The largest (default: the largest integer a double holds exactly). */
    readonly max?: number;
}
/** The count `text` spells, or undefined when it is not decimal digits within the bounds. */
export declare function parseCount(text: string, bounds?: CountBounds): number | undefined;
/**
 * A decimal amount (`60`, `2.5`): digits with an optional fraction, read the same strict way as a
 * count (no sign, exponent, hex or spaces). Undefined otherwise; bounds are the caller's.
 */
export declare function parseDecimal(text: string): number | undefined;
/** What a count within `bounds` looks like, for messages: "a positive integer in decimal digits, e.g. 4". */
export declare function describeCount(bounds?: CountBounds): string;
/** `i/n` (two counts, 1 <= i <= n; i is 1-based), or undefined. */
export declare function parseShard(text: string): {
    readonly index: number;
    readonly total: number;
} | undefined;
