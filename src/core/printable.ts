/**
 * Paths as human-readable output prints them. A path may hold any byte but `/` and NUL: a raw
 * newline in a run directory's name made one logical output line two (and an escape sequence
 * would reach the terminal). A path with a control character is printed quoted and escaped, as a
 * JSON string, so it stays on its line and reads back unambiguously; any other path as it is.
 * Machine-readable output (--json) is JSON-escaped already and does not use this.
 */

/** C0 controls, DEL, C1 controls and the two Unicode line separators. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const ESCAPED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029"\\]/g;

// eslint-disable-next-line no-control-regex
const CONTROL_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g;

const SHORT: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f", '"': '\\"', "\\": "\\\\" };

/** A character as a JSON string writes it: its short escape, else `\\uXXXX`. */
function escaped(c: string): string {
  return SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * `line` with its control characters but tabs escaped (`\n`, `\r`, `\u001b`…), unquoted: for a log
 * line that must stay one line. On a GitHub runner every stdout line starting with `::` is a
 * workflow command, so a run directory named `x\n::error::…` would otherwise issue one.
 */
export function oneLine(line: string): string {
  if (!CONTROL.test(line)) return line;
  return line.replace(CONTROL_BUT_TAB, escaped);
}

/** `text` unchanged, or quoted with its control characters (and quotes and backslashes) escaped. */
export function printablePath(text: string): string {
  if (!CONTROL.test(text)) return text;
  return `"${text.replace(ESCAPED, escaped)}"`;
}
