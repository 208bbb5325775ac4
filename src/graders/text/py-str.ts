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
 * - `in`, `startswith`, `endswith` compare code points: a lone surrogate is never found inside a
 *   surrogate pair (JavaScript's `includes`/`startsWith`/`endsWith` compare UTF-16 units).
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

const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * Whether `needle`, found at UTF-16 `index` of `text`, starts and ends on code point boundaries.
 * Python compares code points: a lone surrogate (json.loads gives one for `"\ud83d"`) is not part
 * of `'😀'`, whose surrogate pair is a single code point, while JavaScript finds it in the pair.
 * Only a needle that starts with a low or ends with a high surrogate can split a pair.
 */
function onCodePointBoundaries(text: string, needle: string, index: number): boolean {
  if (needle === "") return true;
  if (isLowSurrogate(needle.charCodeAt(0)) && index > 0 && isHighSurrogate(text.charCodeAt(index - 1))) return false;
  const end = index + needle.length;
  return !(isHighSurrogate(needle.charCodeAt(needle.length - 1)) && end < text.length && isLowSurrogate(text.charCodeAt(end)));
}

/**
 * Python `needle in text`, on code points. A needle that could split a surrogate pair is searched
 * with Knuth-Morris-Pratt, every occurrence checked, so a long needle matching at every other
 * position of a 1 MB text stays linear (repeated indexOf would be quadratic there).
 */
export function pyContains(text: string, needle: string): boolean {
  if (needle === "") return true;
  if (!isLowSurrogate(needle.charCodeAt(0)) && !isHighSurrogate(needle.charCodeAt(needle.length - 1))) return text.includes(needle);
  if (!text.includes(needle)) return false;
  const m = needle.length;
  const failure = new Int32Array(m);
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && needle.charCodeAt(i) !== needle.charCodeAt(k)) k = failure[k - 1] as number;
    if (needle.charCodeAt(i) === needle.charCodeAt(k)) k++;
    failure[i] = k;
  }
  for (let i = 0, k = 0; i < text.length; i++) {
    while (k > 0 && text.charCodeAt(i) !== needle.charCodeAt(k)) k = failure[k - 1] as number;
    if (text.charCodeAt(i) === needle.charCodeAt(k)) k++;
    if (k === m) {
      if (onCodePointBoundaries(text, needle, i - m + 1)) return true;
      k = failure[k - 1] as number;
    }
  }
  return false;
}

/** Python `text.startswith(prefix)`, on code points. */
export function pyStartsWith(text: string, prefix: string): boolean {
  return text.startsWith(prefix) && onCodePointBoundaries(text, prefix, 0);
}

/** Python `text.endswith(suffix)`, on code points. */
export function pyEndsWith(text: string, suffix: string): boolean {
  return text.endsWith(suffix) && onCodePointBoundaries(text, suffix, text.length - suffix.length);
}
