/**
 * Python 3.11's `fnmatch.translate` as a JavaScript RegExp matching a whole name, case-sensitive
 * (what `pathlib`'s POSIX glob compiles each wildcard path component with): `*` any run of
 * characters, `?` one character, `[seq]` / `[!seq]` a set with ranges, an unclosed `[` a literal,
 * and no escape character. Sets follow translate's rules for hyphens and empty ranges (`[z-a]`
 * never matches, `[!z-a]` matches anything). Pinned against pathlib by
 * tests/node/vectors/make-glob-vectors.py.
 */

function literal(char: string): string {
  return `\\u{${(char.codePointAt(0) as number).toString(16)}}`;
}

function literals(text: string): string {
  return [...text].map(literal).join("");
}

/** The set `pat.slice(start, end)` (between `[` and `]`) as a RegExp piece, as translate builds it. */
function translateSet(pat: string, start: number, end: number): string {
  let i = start;
  const chunks: string[] = [];
  const raw = pat.slice(start, end);
  if (!raw.includes("-")) chunks.push(raw);
  else {
    let k = pat[i] === "!" ? i + 2 : i + 1;
    for (;;) {
      k = pat.indexOf("-", k);
      if (k < 0 || k >= end) break;
      chunks.push(pat.slice(i, k));
      i = k + 1;
      k = k + 3;
    }
    const chunk = pat.slice(i, end);
    if (chunk !== "") chunks.push(chunk);
    else chunks[chunks.length - 1] += "-";
    // remove empty ranges (invalid in a regular expression)
    for (let k2 = chunks.length - 1; k2 > 0; k2--) {
      const before = chunks[k2 - 1] as string;
      const after = chunks[k2] as string;
      if (before.slice(-1) > after.charAt(0)) {
        chunks[k2 - 1] = before.slice(0, -1) + after.slice(1);
        chunks.splice(k2, 1);
      }
    }
  }
  const stuff = chunks.join("-");
  if (stuff === "") return "(?!)";
  if (stuff === "!") return ".";
  const negate = stuff.startsWith("!");
  if (negate) chunks[0] = (chunks[0] as string).slice(1);
  // every character literal; the hyphens between chunks are the ranges
  return `[${negate ? "^" : ""}${chunks.map(literals).join("-")}]`;
}

/** A run of stars in the pattern (collapsed to one, as translate collapses them). */
const STAR = Symbol("star");

/**
 * `fnmatch.translate(pat)` as a RegExp source (without anchors). Like 3.11's translate, each
 * `*fixed` between two stars matches as an atomic minimal `.*?fixed` (written `(?=(.*?fixed))\N`,
 * translate's spelling with a numbered group): the same names match as with plain `.*`, but
 * without backtracking, so `*a*a*a*a*a*a*b` against a long name of a's fails in linear time
 * instead of trying every way to place the a's.
 */
function translate(pat: string): string {
  const inp: (string | typeof STAR)[] = [];
  let i = 0;
  const n = pat.length;
  while (i < n) {
    const c = pat.charAt(i);
    i++;
    if (c === "*") {
      if (inp[inp.length - 1] !== STAR) inp.push(STAR);
    } else if (c === "?") {
      inp.push(".");
    } else if (c === "[") {
      let j = i;
      if (j < n && pat[j] === "!") j++;
      if (j < n && pat[j] === "]") j++;
      while (j < n && pat[j] !== "]") j++;
      if (j >= n) inp.push(literal("["));
      else {
        inp.push(translateSet(pat, i, j));
        i = j + 1;
      }
    } else {
      // a whole code point (a surrogate pair is one character to Python)
      const point = pat.codePointAt(i - 1) as number;
      if (point > 0xffff) i++;
      inp.push(literal(String.fromCodePoint(point)));
    }
  }
  const out: string[] = [];
  let k = 0;
  while (k < inp.length && inp[k] !== STAR) out.push(inp[k++] as string);
  let group = 0;
  while (k < inp.length) {
    k++; // the star
    if (k === inp.length) {
      out.push(".*");
      break;
    }
    const fixed: string[] = [];
    while (k < inp.length && inp[k] !== STAR) fixed.push(inp[k++] as string);
    if (k === inp.length) out.push(".*", ...fixed);
    else {
      group += 1;
      out.push(`(?=(.*?${fixed.join("")}))\\${group}`);
    }
  }
  return out.join("");
}

/** A matcher of whole names for the shell pattern `pat` (Python's `fnmatch.fnmatchcase`). */
export function compileFnmatch(pat: string): (name: string) => boolean {
  const regex = new RegExp(`^(?:${translate(pat)})$`, "su");
  return (name) => regex.test(name);
}

/** Whether a glob component needs matching (pathlib's `_is_wildcard_pattern`). */
export function isWildcardPattern(pat: string): boolean {
  return pat.includes("*") || pat.includes("?") || pat.includes("[");
}
