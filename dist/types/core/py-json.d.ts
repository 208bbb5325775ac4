/** A value as Python's json module produces it. */
export type PyJsonValue = null | boolean | bigint | number | string | PyJsonValue[] | PyJsonObject;
export type PyJsonObject = Map<string, PyJsonValue>;
/** `json.JSONDecodeError`, whose `str()` is `message`. */
export declare class PyJsonDecodeError extends Error {
    readonly msg: string;
    readonly pos: number;
    readonly lineno: number;
    readonly colno: number;
    readonly name = "JSONDecodeError";
    constructor(msg: string, pos: number, lineno: number, colno: number);
}
/** CPython's default `sys.get_int_max_str_digits()` (3.11+): `int(text)` of more digits raises. */
export declare const PY_INT_MAX_STR_DIGITS = 4300;
/**
 * The `ValueError` json.loads raises (through `int(text)`, not as a JSONDecodeError) for an int of
 * more than 4300 digits; `str()` of it is `message`.
 */
export declare class PyIntDigitsError extends Error {
    readonly digits: number;
    readonly pos: number;
    readonly name = "ValueError";
    constructor(digits: number, pos: number);
}
/** `json.loads(s)` for a str `s`. Throws PyJsonDecodeError with Python's message. */
export declare function pyJsonLoads(s: string): PyJsonValue;
/** Python's `a == b` on json values: `True == 1`, `1 == 1.0`, `0 == -0.0`, `nan != nan`, big ints exact; lists and dicts element-wise. */
export declare function pyEquals(a: PyJsonValue, b: PyJsonValue): boolean;
