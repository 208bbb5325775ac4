/**
 * Python's `str.splitlines()`: the line breaks are `\n`, `\r\n`, `\r`, `\v`, `\f`, `\x1c`–`\x1e`,
 * `\x85`, `\u2028` and `\u2029`, and a break at the very end ends the last line rather than
 * starting an empty one. NeMo's log `tail` and the verifier's `output_lines` split this way
 * (docs/trials.md); the filesystem evidence's unified diff takes the lines with their ends.
 */
/** Python's `str.splitlines()` (without `keepends`). */
export declare function splitLines(text: string): string[];
/** Python's `str.splitlines(keepends=True)`, the usual input of `difflib.unified_diff`. */
export declare function splitLinesKeepEnds(text: string): string[];
