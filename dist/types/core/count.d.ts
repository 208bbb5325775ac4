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
/** The largest time limit a flag or input may ask for: a day. */
export declare const MAX_LIMIT_SECONDS: number;
/**
 * A time limit in decimal seconds (`--judge-timeout`, `--user-code-timeout` and their Action
 * inputs), into whole milliseconds; undefined when not given. At least 0.001 s (one ms: below
 * that the limit would round to 0 ms, which Node's timers and `vm` read as "none" or "now") and at
 * most a day. A blank value is "not given" only where it cannot be told from unset
 * (`blankIsUnset`: an Action input); a flag given as `''` is refused, as the counts are.
 */
export declare function parseLimitSeconds(text: string | undefined, label: string, example: string, blankIsUnset?: boolean): number | undefined;
