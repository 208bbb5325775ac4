/**
 * Python `repr()` of the few value shapes NeMo's and pydantic's messages embed
 * (`Missing declared metric outputs: ['detail']`, `input_value='abc'`).
 */
/** Python `repr(str)`: single quotes unless the text has a `'` and no `"`. */
export declare function pyStrRepr(text: string): string;
/** Python `repr(float)` for the values messages show (shortest round-trip digits). */
export declare function pyFloatRepr(x: number): string;
/** Python repr of a JSON-like value as a metric could return it. */
export declare function pyRepr(value: unknown): string;
/** Python `type(value).__name__` for a JSON-like value. */
export declare function pyTypeName(value: unknown): string;
/** Python repr of a list of strings: `['a', 'b']`. */
export declare function pyStrList(values: readonly string[]): string;
