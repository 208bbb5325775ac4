/**
 * Python 3.11's `str.lower()` and sre's one-code-point lowercase, read from Python's own tables
 * (generated/py-lower-tables.ts, written by scripts/gen-py-lower-tables.py): the full lowercase
 * mapping (`'İ'` → `'i̇'`) and the final-sigma rule (`'ΟΔΟΣ'` → `'οδος'`) with Python's Cased and
 * Case_Ignorable. JavaScript's `toLowerCase()` follows Node's newer Unicode and differs on ~300
 * code points, so it serves only texts without any of them. In the core because GlossoGen's n-gram
 * metrics, NeMo's text metrics and OpenJudge's graders all lower text as Python does. Pure.
 */
import { inRanges, parseRanges } from "./code-point-ranges.js";
import { PY_CASE_IGNORABLE, PY_CASED, PY_LOWER } from "./generated/py-lower-tables.js";

const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

const NON_ASCII = /[\u0080-\u{10ffff}]/u;

interface LowerTables {
  readonly lower: ReadonlyMap<number, string>;
  readonly ignorable: Int32Array;
  readonly cased: Int32Array;
}
let lowerTables: LowerTables | undefined;

function tables(): LowerTables {
  if (lowerTables === undefined) {
    const lower = new Map<number, string>();
    for (const entry of PY_LOWER.split(",")) {
      const [cp, to] = entry.split(":") as [string, string];
      lower.set(parseInt(cp, 16), String.fromCodePoint(...to.split(".").map((h) => parseInt(h, 16))));
    }
    lowerTables = { lower, ignorable: parseRanges(PY_CASE_IGNORABLE), cased: parseRanges(PY_CASED) };
  }
  return lowerTables;
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
    if (!inRanges(t.ignorable, c)) break;
    c = -1;
  }
  if (c === -1 || !inRanges(t.cased, c)) return false;
  for (let k = i + 1; k < text.length; ) {
    const d = codePointAt(text, k);
    if (!inRanges(t.ignorable, d)) return !inRanges(t.cased, d);
    k += d > 0xffff ? 2 : 1;
  }
  return true;
}

let disagreeing: RegExp | undefined;

/** Python's class of a code point for the final-sigma rule: 0 other, 1 case-ignorable, 2 cased. */
function pyClass(t: LowerTables, cp: number): number {
  return inRanges(t.ignorable, cp) ? 1 : inRanges(t.cased, cp) ? 2 : 0;
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

/** sre's simple lowercase of one code point (`_sre.unicode_tolower`, Python 3.11's tables): its lower() when that is one code point (`İ` is `i`). */
export function pySimpleLower(cp: number): number {
  if (cp === 0x130) return 0x69;
  const lower = tables().lower.get(cp);
  if (lower === undefined) return cp;
  const code = lower.codePointAt(0) as number;
  return lower.length === (code > 0xffff ? 2 : 1) ? code : cp;
}
