/** Python's `re.error`: `msg` plus ` at position N` (and ` (line L, column C)` for multi-line patterns). */
export declare class PyRegexError extends Error {
    readonly msg: string;
    readonly pos: number | undefined;
    readonly name = "error";
    constructor(msg: string, pattern: readonly string[] | undefined, pos: number | undefined);
}
/** A valid Python pattern that JavaScript's RegExp cannot run faithfully. */
export declare class PyRegexUnsupported extends Error {
    readonly name = "PyRegexUnsupported";
}
/** Python's `re.IGNORECASE`, for callers. */
export declare const PY_IGNORECASE = 2;
/** A compiled Python pattern: `search` is `re.search`, returning the match's `groups()` or null. */
export interface PyPattern {
    /** Number of Python capture groups. */
    readonly groups: number;
    /** The emitted JavaScript source (for tests and debugging). */
    readonly source: string;
    readonly flags: string;
    /** `re.search(pattern, text)`: null when there is no match, else `match.groups()` (null for an unmatched group). */
    search(text: string): {
        readonly match: string;
        readonly groups: Array<string | null>;
    } | null;
}
/** `re.compile(pattern, flags)` (flags: 0 or PY_IGNORECASE). Throws PyRegexError as Python raises re.error. */
export declare function compilePyRegex(pattern: string, flags?: number, options?: {
    readonly forceEngine?: boolean;
}): PyPattern;
