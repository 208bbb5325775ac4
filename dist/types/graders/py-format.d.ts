/** An error with Python's exception class name (`KeyError`, `ValueError`...) and its `str(e)`. */
export declare class PyError extends Error {
    readonly pyType: string;
    constructor(pyType: string, message: string);
}
/**
 * Python `int(text)` acceptance for a path or index segment: surrounding White_Space, a sign, then
 * decimal digits of any script (`٣` is 3) with single `_` between them; undefined where int() raises.
 */
export declare function pyIntFromString(text: string): number | undefined;
/**
 * Python `template.format(**variables)`. Unused variables are ignored; a missing one raises
 * `KeyError: 'name'` as Python does (str(e) is the quoted name).
 */
export declare function pyFormat(template: string, variables: Readonly<Record<string, unknown>>): string;
