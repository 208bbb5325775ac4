/**
 * Python `str` methods whose JavaScript look-alikes differ at the edges.
 *
 * - `str.split()` / `str.strip()` with no argument (core/pynum's `pySplit` / `pyStrip`) use
 *   Python's whitespace set (`str.isspace()`): `\t\n\v\f\r`, `\x1c`–`\x1f`, space, `\x85`, NBSP,
 *   `\u1680`, `\u2000`–`\u200a`, `\u2028`, `\u2029`, `\u202f`, `\u205f`, `\u3000`; not `\u200b`
 *   nor `\ufeff` (JavaScript's `\s` has `\ufeff` and lacks `\x1c`–`\x1f` and `\x85`). Listed by
 *   python3 3.11 here.
 * - `str.lower()` is read from Python 3.11's own tables (py-lower-tables.ts): the full lowercase
 *   mapping (`'İ'` → `'i̇'`) and the final-sigma rule (`'ΟΔΟΣ'` → `'οδος'`) with Python's Cased and
 *   Case_Ignorable; JavaScript's `toLowerCase()` (Node's newer Unicode) differs on ~300 code points
 *   and is used for ASCII text only.
 * - `in`, `startswith`, `endswith` compare code points: a lone surrogate is never found inside a
 *   surrogate pair (JavaScript's `includes`/`startsWith`/`endsWith` compare UTF-16 units).
 */
import { pySplit } from "../../core/pynum.js";
import { PyFloat } from "../../core/json-format.js";
import { pyTypeName } from "../../core/py-repr.js";
import { PyError } from "../py-format.js";
import { PY_CASE_IGNORABLE, PY_CASED, PY_LOWER } from "./py-lower-tables.js";

/** Python `"".join(s.split())`: every whitespace character removed. */
export function pyRemoveWhitespace(text: string): string {
  return pySplit(text).join("");
}

const NON_ASCII = /[\u0080-\u{10ffff}]/u;

interface LowerTables {
  readonly lower: ReadonlyMap<number, string>;
  readonly ignorable: Int32Array;
  readonly cased: Int32Array;
}
let lowerTables: LowerTables | undefined;

function rangeTable(text: string): Int32Array {
  const parts = text.split(",");
  const table = new Int32Array(parts.length * 2);
  parts.forEach((part, i) => {
    const [lo, hi] = part.split("-");
    table[2 * i] = parseInt(lo as string, 16);
    table[2 * i + 1] = parseInt(hi ?? (lo as string), 16);
  });
  return table;
}

function tables(): LowerTables {
  if (lowerTables === undefined) {
    const lower = new Map<number, string>();
    for (const entry of PY_LOWER.split(",")) {
      const [cp, to] = entry.split(":") as [string, string];
      lower.set(parseInt(cp, 16), String.fromCodePoint(...to.split(".").map((h) => parseInt(h, 16))));
    }
    lowerTables = { lower, ignorable: rangeTable(PY_CASE_IGNORABLE), cased: rangeTable(PY_CASED) };
  }
  return lowerTables;
}

function inRangeTable(table: Int32Array, cp: number): boolean {
  let lo = 0;
  let hi = table.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < (table[2 * mid] as number)) hi = mid - 1;
    else if (cp > (table[2 * mid + 1] as number)) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The code point at UTF-16 index `i` (a lone surrogate is itself), and its width in units. */
function codePointAt(text: string, i: number): number {
  return text.codePointAt(i) as number;
}

/** The code point ending at UTF-16 index `end` (exclusive) and where it starts. */
function codePointBefore(text: string, end: number): [number, number] {
  const low = text.charCodeAt(end - 1);
  if (isLowSurrogate(low) && end >= 2 && isHighSurrogate(text.charCodeAt(end - 2))) return [text.codePointAt(end - 2) as number, end - 2];
  return [low, end - 1];
}

/** CPython's handle_capital_sigma: is the Σ at UTF-16 index `i` final (ς)? With Python's own Cased / Case_Ignorable. */
function finalSigma(text: string, i: number, t: LowerTables): boolean {
  let j = i;
  let c = -1;
  while (j > 0) {
    [c, j] = codePointBefore(text, j);
    if (!inRangeTable(t.ignorable, c)) break;
    c = -1;
  }
  if (c === -1 || !inRangeTable(t.cased, c)) return false;
  for (let k = i + 1; k < text.length; ) {
    const d = codePointAt(text, k);
    if (!inRangeTable(t.ignorable, d)) return !inRangeTable(t.cased, d);
    k += d > 0xffff ? 2 : 1;
  }
  return true;
}

let disagreeing: RegExp | undefined;

/** Python's class of a code point for the final-sigma rule: 0 other, 1 case-ignorable, 2 cased. */
function pyClass(t: LowerTables, cp: number): number {
  return inRangeTable(t.ignorable, cp) ? 1 : inRangeTable(t.cased, cp) ? 2 : 0;
}

const NODE_IGNORABLE = /\p{Case_Ignorable}/u;
const NODE_CASED = /\p{Cased}/u;

/**
 * The code points where this Node's toLowerCase() and Python 3.11's lower() part ways (Node's
 * lower-case text differs, or its Cased / Case_Ignorable class does, which moves a final sigma),
 * found once by comparing Node's Unicode with Python's tables: a text with none of them lowers
 * the same both ways (~300 code points on Node 20, all assigned or re-classified after Unicode 14).
 */
function disagreement(): RegExp {
  if (disagreeing === undefined) {
    const t = tables();
    const candidates = new Set<number>(t.lower.keys());
    for (const table of [t.ignorable, t.cased]) for (let i = 0; i < table.length; i += 2) for (let cp = table[i] as number; cp <= (table[i + 1] as number); cp++) candidates.add(cp);
    // planes 0-3 and 14 (4-13 are unassigned in every Unicode so far, 15-16 private use, never cased)
    let all = "";
    for (let cp = 0; cp < 0xe1000; cp = cp === 0x3f000 ? 0xe0000 : cp + 0x1000) {
      const chunk: number[] = [];
      for (let c = cp; c < cp + 0x1000; c++) if (c < 0xd800 || c > 0xdfff) chunk.push(c);
      all += String.fromCodePoint(...chunk);
    }
    for (const m of all.matchAll(/[\p{Cased}\p{Case_Ignorable}\p{Changes_When_Lowercased}]/gu)) candidates.add(m[0].codePointAt(0) as number);
    const differ: string[] = [];
    for (const cp of candidates) {
      const ch = String.fromCodePoint(cp);
      const nodeClass = NODE_IGNORABLE.test(ch) ? 1 : NODE_CASED.test(ch) ? 2 : 0;
      if ((t.lower.get(cp) ?? ch) !== ch.toLowerCase() || nodeClass !== pyClass(t, cp)) differ.push(`\\u{${cp.toString(16)}}`);
    }
    disagreeing = differ.length === 0 ? /(?!)/ : new RegExp(`[${differ.join("")}]`, "u");
  }
  return disagreeing;
}

/**
 * Python `s.lower()`, from Python 3.11's own tables (py-lower-tables.ts): every code point's
 * lower-case text, and the final-sigma rule with Python's Cased / Case_Ignorable properties. Node's
 * toLowerCase() follows a newer Unicode (it lowercases letters Python 3.11 does not know, U+1C89,
 * U+A7CB, and its casedness of U+0295 or U+1171E moves a final sigma), so it is used only for a
 * text without any code point where the two disagree.
 */
export function pyLower(text: string): string {
  if (!NON_ASCII.test(text) || !disagreement().test(text)) return text.toLowerCase();
  const t = tables();
  let out = "";
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x41) continue;
    const cp = isHighSurrogate(unit) ? codePointAt(text, i) : unit;
    const mapped = cp === 0x3a3 ? (finalSigma(text, i, t) ? "\u03c2" : "\u03c3") : t.lower.get(cp);
    if (mapped !== undefined) {
      out += text.slice(last, i) + mapped;
      last = i + (cp > 0xffff ? 2 : 1);
    }
    if (cp > 0xffff) i++;
  }
  return last === 0 ? text : out + text.slice(last);
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

/** sre's simple lowercase of one code point (`_sre.unicode_tolower`, Python 3.11's tables): its lower() when that is one code point (`İ` is `i`). */
export function pySimpleLower(cp: number): number {
  if (cp === 0x130) return 0x69;
  const lower = tables().lower.get(cp);
  if (lower === undefined) return cp;
  const code = lower.codePointAt(0) as number;
  return lower.length === (code > 0xffff ? 2 : 1) ? code : cp;
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
