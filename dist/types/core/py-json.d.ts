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
export declare function hasLongDigitRun(text: string): boolean;
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
/**
 * How deep json.loads nests before its C scanner raises RecursionError (`Py_EnterRecursiveCall`
 * per array or object). Python counts its whole stack against `sys.getrecursionlimit()` (1000 by
 * default), so the depth it reaches depends on its caller (python3.11 here: 994 levels from the
 * top level, fewer from deeper): 1000 levels are refused from anywhere, and so here. Past this the parser
 * would also overflow JavaScript's stack ("Maximum call stack size exceeded", no file or line).
 */
export declare const PY_JSON_MAX_DEPTH = 1000;
/** The `RecursionError` json.loads raises for text nested deeper than it can decode; `str()` of it is `message`. */
export declare class PyRecursionError extends Error {
    readonly name = "RecursionError";
    constructor(what: "array" | "object");
}
/**
 * Whether JSON text (one JSON.parse accepted) nests arrays and objects PY_JSON_MAX_DEPTH deep,
 * and in which the limit is reached; undefined when it does not. A structural scan: strings are
 * skipped whole, brackets counted outside them. JSON.parse reads such text, but json.loads does
 * not, and the recursive copies made of a dataset row would overflow the stack.
 */
export declare function pyJsonTooDeep(text: string): "array" | "object" | undefined;
/** `json.loads(s)` for a str `s`. Throws PyJsonDecodeError with Python's message. */
export declare function pyJsonLoads(s: string): PyJsonValue;
/** Python's `a == b` on json values: `True == 1`, `1 == 1.0`, `0 == -0.0`, `nan != nan`, big ints exact; lists and dicts element-wise. */
export declare function pyEquals(a: PyJsonValue, b: PyJsonValue): boolean;
/**
 * A json.loads value as agent-eval's trial data holds it: an int a number (a `bigint` beyond
 * 2^53), a whole float a `PyFloat` (so `1.0` still prints `1.0`), a dict an object of own keys
 * (`__proto__` included) that remembers Python's key order (core/py-dict-order.ts).
 */
export declare function pyJsonToJs(value: PyJsonValue): unknown;
