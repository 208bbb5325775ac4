/**
 * Python's `str.splitlines()`: the line breaks are `\n`, `\r\n`, `\r`, `\v`, `\f`, `\x1c`–`\x1e`,
 * `\x85`, `\u2028` and `\u2029`, and a break at the very end ends the last line rather than
 * starting an empty one. NeMo's log `tail` and the verifier's `output_lines` split this way
 * (docs/trials.md); the filesystem evidence's unified diff takes the lines with their ends.
 */

// the file, group and record separators are line breaks to Python
// eslint-disable-next-line no-control-regex
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const LINE_WITH_END = /[^\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]*(?:\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029])?/g;

/** Python's `str.splitlines()` (without `keepends`). */
export function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split(LINE_BREAK);
  // a break at the very end ends the last line; it does not start an empty one
  if (LINE_BREAK.test(text.slice(-1))) lines.pop();
  return lines;
}

/** Python's `str.splitlines(keepends=True)`, the usual input of `difflib.unified_diff`. */
export function splitLinesKeepEnds(text: string): string[] {
  const lines: string[] = [];
  for (const match of text.matchAll(LINE_WITH_END)) if (match[0] !== "") lines.push(match[0]);
  return lines;
}
