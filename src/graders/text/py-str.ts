/**
 * Python `str` methods whose JavaScript look-alikes differ at the edges.
 *
 * - `str.split()` / `str.strip()` with no argument (core/pynum's `pySplit` / `pyStrip`) use
 *   Python's whitespace set (`str.isspace()`): `\t\n\v\f\r`, `\x1c`–`\x1f`, space, `\x85`, NBSP,
 *   `\u1680`, `\u2000`–`\u200a`, `\u2028`, `\u2029`, `\u202f`, `\u205f`, `\u3000`; not `\u200b`
 *   nor `\ufeff` (JavaScript's `\s` has `\ufeff` and lacks `\x1c`–`\x1f` and `\x85`). Listed by
 *   python3 3.11 here.
 * - `str.lower()` is core/py-lower.ts's (Python 3.11's own tables), not
 *   JavaScript's `toLowerCase()`, which follows Node's newer Unicode.
 * - `in`, `startswith`, `endswith` compare code points: a lone surrogate is never found inside a
 *   surrogate pair (JavaScript's `includes`/`startsWith`/`endsWith` compare UTF-16 units).
 */
import { pySplit } from "../../core/pynum.js";
import { PyFloat } from "../../core/json-format.js";
import { pyTypeName } from "../../core/py-repr.js";
import { PyError } from "../py-format.js";

/** Python `"".join(s.split())`: every whitespace character removed. */
export function pyRemoveWhitespace(text: string): string {
  return pySplit(text).join("");
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

// ---------------------------------------------------------------------------------------------
// Python's operators on whatever a mapper passed (a case-sensitive StringMatchGrader applies no
// str method first, so `None == "x"` is a plain False and `"a" in ["a"]` a list lookup).

function isNumberLike(value: unknown): value is number | bigint | boolean | PyFloat {
  return typeof value === "number" || typeof value === "bigint" || typeof value === "boolean" || value instanceof PyFloat;
}

function numberValue(value: number | bigint | boolean | PyFloat): number | bigint {
  if (typeof value === "boolean") return value ? 1n : 0n;
  if (typeof value === "bigint" || typeof value === "number") return value;
  return value.value;
}

/** Python `a == b` over JSON-like values: True == 1 == 1.0, ints exact, lists in order, dicts by keys. */
export function pyEq(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (isNumberLike(a) && isNumberLike(b)) {
    const x = numberValue(a);
    const y = numberValue(b);
    if (typeof x === typeof y) return x === y;
    const int = (typeof x === "bigint" ? x : y) as bigint;
    const float = (typeof x === "number" ? x : y) as number;
    return Number.isFinite(float) && Number.isInteger(float) && BigInt(float) === int;
  }
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => pyEq(item, b[i]));
  }
  const ka = Object.keys(a);
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && pyEq(ra[k], rb[k]));
}

function isUnhashable(value: unknown): boolean {
  return value !== null && typeof value === "object" && !(value instanceof PyFloat);
}

/** Python `needle in container`. */
export function pyIn(needle: unknown, container: unknown): boolean {
  if (typeof container === "string") {
    if (typeof needle !== "string") throw new PyError("TypeError", `'in <string>' requires string as left operand, not ${pyTypeName(needle)}`);
    return pyContains(container, needle);
  }
  if (Array.isArray(container)) return container.some((item) => pyEq(item, needle));
  if (container !== null && typeof container === "object" && !(container instanceof PyFloat)) {
    if (isUnhashable(needle)) throw new PyError("TypeError", `unhashable type: '${pyTypeName(needle)}'`);
    return typeof needle === "string" && Object.prototype.hasOwnProperty.call(container, needle);
  }
  throw new PyError("TypeError", `argument of type '${pyTypeName(container)}' is not iterable`);
}

/** Python `text.startswith(prefix)` / `text.endswith(suffix)` on any values. */
export function pyAffixOp(method: "startswith" | "endswith", text: unknown, affix: unknown): boolean {
  if (typeof text !== "string") throw new PyError("AttributeError", `'${pyTypeName(text)}' object has no attribute '${method}'`);
  if (typeof affix !== "string") throw new PyError("TypeError", `${method} first arg must be str or a tuple of str, not ${pyTypeName(affix)}`);
  return method === "startswith" ? pyStartsWith(text, affix) : pyEndsWith(text, affix);
}

/** A key two hashable values share exactly when Python's `==` finds them equal. */
function hashKey(value: unknown): string {
  if (value === null || value === undefined) return "z";
  if (isNumberLike(value)) {
    const x = numberValue(value);
    return typeof x === "bigint" || (Number.isFinite(x) && Number.isInteger(x)) ? `n${BigInt(x)}` : `f${x}`;
  }
  return typeof value === "string" ? `s${value}` : `o${JSON.stringify(value)}`;
}

/** Python `set(x)`, as keys (`hashKey`): a str's code points, a list's items, a dict's keys. */
export function pySetKeys(value: unknown): Set<string> {
  if (typeof value === "string") return new Set(Array.from(value, (ch) => `s${ch}`));
  if (Array.isArray(value)) {
    const keys = new Set<string>();
    for (const item of value) {
      if (isUnhashable(item)) throw new PyError("TypeError", `unhashable type: '${pyTypeName(item)}'`);
      keys.add(hashKey(item));
    }
    return keys;
  }
  if (value !== null && typeof value === "object" && !(value instanceof PyFloat)) return new Set(Object.keys(value).map((k) => `s${k}`));
  throw new PyError("TypeError", `'${pyTypeName(value)}' object is not iterable`);
}
