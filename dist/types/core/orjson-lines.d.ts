/**
 * What GlossoGen's event-log reader (spec §1.2: `bytes.strip()`, then `orjson.loads`, then the
 * round backfill's `isinstance(raw["round_number"], int)`) refuses or sees that `JSON.parse` does
 * not. Each check runs only behind a cheap test on the line (see src/core/event-lines.ts), so a
 * valid log pays next to nothing for them.
 */
/** orjson refuses a document nesting arrays/objects deeper than this (1025 levels fail). */
export declare const ORJSON_MAX_DEPTH = 1024;
/** `bytes.strip()`: only ASCII whitespace (space, \t, \n, \r, \v, \f), unlike String.prototype.trim. */
export declare function stripAsciiWhitespace(line: string): string;
/**
 * The dotted path of the first string (key or value) holding a surrogate without its pair ("" for
 * the value itself), or undefined. JSON.parse turns `"\ud800"` into such a string; orjson refuses the line.
 */
export declare function loneSurrogatePath(value: unknown, path?: string): string | undefined;
/** Whether a line (valid JSON) nests arrays and objects more than `limit` levels deep; strings are skipped. */
export declare function nestsDeeperThan(line: string, limit: number): boolean;
/**
 * Whether the value of the top-level `round_number` key (its last occurrence, which JSON.parse and
 * Python's dict keep) is written as an integer literal (`3`, `-0`), not `3.0` or `3e0`: orjson makes
 * the latter a float, which GlossoGen's round backfill does not take as the running round
 * (pydantic still reads the event's own round_number as 3). `line` must be a valid JSON object.
 */
export declare function roundNumberIsIntegerLiteral(line: string): boolean;
