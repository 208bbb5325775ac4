/** An error with Python's exception class name (`KeyError`, `ValueError`...) and its `str(e)`. */
export declare class PyError extends Error {
    readonly pyType: string;
    constructor(pyType: string, message: string);
}
/** Python `repr(float)` for finite and non-finite numbers (`nan`, `inf`, as Python prints them). */
export declare function pyFloat(x: number): string;
/** Python `repr(str)`: single quotes unless the text holds `'` and no `"`. */
export declare function pyStrRepr(text: string): string;
/** Python `repr(value)` of a JSON-like value. */
export declare function pyRepr(value: unknown): string;
/** Python `str(value)` of a JSON-like value: strings as they are, containers with reprs inside. */
export declare function pyStr(value: unknown): string;
/** Python's type name of a JSON-like value, for error texts. */
export declare function pyTypeName(value: unknown): string;
/** Python `int(text)` acceptance for a path or index segment (ASCII digits, sign, `_` separators). */
export declare function pyIntFromString(text: string): number | undefined;
/**
 * Python `template.format(**variables)`. Unused variables are ignored; a missing one raises
 * `KeyError: 'name'` as Python does (str(e) is the quoted name).
 */
export declare function pyFormat(template: string, variables: Readonly<Record<string, unknown>>): string;
