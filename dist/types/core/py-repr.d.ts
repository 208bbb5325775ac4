/** CPython `repr(float)`: `float_repr`'s `PyOS_double_to_string(x, 'r', 0, Py_DTSF_ADD_DOT_0)`. */
export declare function pyFloatRepr(x: number): string;
/** Whether a JS number stands for a Python int (see the module comment). */
export declare function isPyInt(x: number): boolean;
/** Python `repr(value)` of a JSON-like value (arrays are lists, objects dicts in key order). */
export declare function pyRepr(value: unknown): string;
/** Python `str(value)` of a JSON-like value: strings as they are, containers with reprs inside. */
export declare function pyStr(value: unknown): string;
/** Python `type(value).__name__` of a JSON-like value, agreeing with `pyRepr` on ints and floats. */
export declare function pyTypeName(value: unknown): string;
/** Python repr of a list of strings: `['a', 'b']`. */
export declare function pyStrList(values: readonly string[]): string;
