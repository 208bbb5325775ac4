export type PyValue = {
    readonly kind: "null";
} | {
    readonly kind: "bool";
    readonly value: boolean;
} | {
    readonly kind: "int";
    readonly digits: string;
} | {
    readonly kind: "float";
    readonly value: number;
} | {
    readonly kind: "str";
    readonly value: string;
} | {
    readonly kind: "list";
    readonly items: PyValue[];
} | {
    readonly kind: "dict";
    readonly entries: Map<string, PyValue>;
};
/** Python `json.loads` (NaN/Infinity accepted, duplicate keys: last value, first position). */
export declare function pyJsonLoads(text: string): PyValue;
/** `pyJsonLoads` that returns undefined instead of throwing on text that is not JSON. */
export declare function tryPyJsonLoads(text: string): PyValue | undefined;
/** Python `json.dumps(value)`: `", "` / `": "` separators, ASCII escapes, floats as `repr`. */
export declare function pyJsonDumpsValue(value: PyValue): string;
