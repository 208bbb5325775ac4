/**
 * Python's `str.splitlines()` (without `keepends`): the line breaks are `\n`, `\r\n`, `\r`, `\v`,
 * `\f`, `\x1c`–`\x1e`, `\x85`, `\u2028` and `\u2029`, and a break at the very end ends the last
 * line rather than starting an empty one. NeMo's log `tail` splits this way (docs/trials.md), and so
 * does the verifier's `output_lines`.
 */
/** Python's `str.splitlines()` (without `keepends`). */
export declare function splitLines(text: string): string[];
