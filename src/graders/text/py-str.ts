/**
 * Python `str` methods whose JavaScript look-alikes differ at the edges.
 *
 * - `str.split()` / `str.strip()` with no argument (core/pynum's `pySplit` / `pyStrip`) use
 *   Python's whitespace set (`str.isspace()`): `\t\n\v\f\r`, `\x1c`–`\x1f`, space, `\x85`, NBSP,
 *   `\u1680`, `\u2000`–`\u200a`, `\u2028`, `\u2029`, `\u202f`, `\u205f`, `\u3000`; not `\u200b`
 *   nor `\ufeff` (JavaScript's `\s` has `\ufeff` and lacks `\x1c`–`\x1f` and `\x85`). Listed by
 *   python3 3.11 here.
 * - `str.lower()` is JavaScript's `toLowerCase()`: both apply the full Unicode lowercase mapping
 *   with the final-sigma rule (`'İ'` → `'i̇'`, `'ΟΔΟΣ'` → `'οδος'`); checked against python3 3.11
 *   over every code point, they differ only on the 55 code points cased after Unicode 14.
 */
import { pySplit } from "../../core/pynum.js";

/** Python `"".join(s.split())`: every whitespace character removed. */
export function pyRemoveWhitespace(text: string): string {
  return pySplit(text).join("");
}

/** Python `s.lower()`. */
export function pyLower(text: string): string {
  return text.toLowerCase();
}
