/**
 * The text of whatever user code threw, for an error message, without ever throwing itself: user
 * code may throw a value whose `toString` throws, a Proxy whose every read throws, or an Error
 * whose `message` getter throws, and taking its text must not end the whole run.
 */
/** Python's `str(e)` as far as JavaScript has one: an Error's message (its name when empty, with `emptyAsName`), else `String(value)`. */
export declare function thrownText(value: unknown, options?: {
    readonly emptyAsName?: boolean;
}): string;
/** `value[key]` of a thrown value, undefined when reading it throws (a Proxy, a getter). */
export declare function thrownField(value: unknown, key: string): unknown;
