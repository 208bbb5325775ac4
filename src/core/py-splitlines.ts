/**
 * Python's `str.splitlines()` (without `keepends`): the line breaks are `\n`, `\r\n`, `\r`, `\v`,
 * `\f`, `\x1c`–`\x1e`, `\x85`, `\u2028` and `\u2029`, and a break at the very end ends the last
 * line rather than starting an empty one. NeMo's log `tail` splits this way (docs/trials.md), and so
 * does the verifier's `output_lines`.
 */

// the file, group and record separators are line breaks to Python
// eslint-disable-next-line no-control-regex
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;

/** Python's `str.splitlines()` (without `keepends`). */
export function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split(LINE_BREAK);
  // a break at the very end ends the last line; it does not start an empty one
  if (LINE_BREAK.test(text.slice(-1))) lines.pop();
  return lines;
}
