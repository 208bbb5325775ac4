/**
 * Python `json.dumps(value)` with default options (spec §3.6): `", "` and `": "` separators,
 * ASCII-only output (`ensure_ascii=True`) and floats written as Python `repr`. Used for
 * `language_repetition_messages.jsonl`, whose bytes GlossoGen's readers and diffs see.
 */
import { PyFloat } from "../../core/json-format.js";
export type PyDumpsValue = null | boolean | number | string | PyFloat | readonly PyDumpsValue[] | {
    readonly [key: string]: PyDumpsValue;
};
/** A float as `json.dumps` writes it: Python `repr(float)`, the non-finite values as `NaN`/`Infinity`. */
export declare function pyFloatRepr(x: number): string;
/** Python's `ensure_ascii` string encoder: everything outside space..`~` is escaped (UTF-16 units). */
export declare function pyJsonString(text: string): string;
export declare function pyJsonDumps(value: PyDumpsValue): string;
