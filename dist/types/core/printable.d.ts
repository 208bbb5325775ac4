/**
 * Paths as human-readable output prints them. A path may hold any byte but `/` and NUL: a raw
 * newline in a run directory's name made one logical output line two (and an escape sequence
 * would reach the terminal). A path with a control character is printed quoted and escaped, as a
 * JSON string, so it stays on its line and reads back unambiguously; any other path as it is.
 * Machine-readable output (--json) is JSON-escaped already and does not use this.
 */
export declare function hasControlCharacter(text: string): boolean;
/**
 * `line` with its control characters but tabs escaped (`\n`, `\r`, `\u001b`…), unquoted: for a log
 * line that must stay one line. On a GitHub runner every stdout line starting with `::` is a
 * workflow command, so a run directory named `x\n::error::…` would otherwise issue one.
 */
export declare function oneLine(line: string): string;
/** `text` unchanged, or quoted with its control characters (and quotes and backslashes) escaped. */
export declare function printablePath(text: string): string;
