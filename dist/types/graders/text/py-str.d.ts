/** Python `"".join(s.split())`: every whitespace character removed. */
export declare function pyRemoveWhitespace(text: string): string;
/**
 * Python `s.lower()`, from Python 3.11's own tables (py-lower-tables.ts): every code point's
 * lower-case text, and the final-sigma rule with Python's Cased / Case_Ignorable properties. Node's
 * toLowerCase() follows a newer Unicode (it lowercases letters Python 3.11 does not know, U+1C89,
 * U+A7CB, and its casedness of U+0295 or U+1171E moves a final sigma), so it is used only for a
 * text without any code point where the two disagree.
 */
export declare function pyLower(text: string): string;
/**
 * Python `needle in text`, on code points. A needle that could split a surrogate pair is searched
 * with Knuth-Morris-Pratt, every occurrence checked, so a long needle matching at every other
 * position of a 1 MB text stays linear (repeated indexOf would be quadratic there).
 */
export declare function pyContains(text: string, needle: string): boolean;
/** Python `text.startswith(prefix)`, on code points. */
export declare function pyStartsWith(text: string, prefix: string): boolean;
/** Python `text.endswith(suffix)`, on code points. */
export declare function pyEndsWith(text: string, suffix: string): boolean;
/** sre's simple lowercase of one code point (`_sre.unicode_tolower`, Python 3.11's tables): its lower() when that is one code point (`İ` is `i`). */
export declare function pySimpleLower(cp: number): number;
/** Python `a == b` over JSON-like values: True == 1 == 1.0, ints exact, lists in order, dicts by keys. */
export declare function pyEq(a: unknown, b: unknown): boolean;
/** Python `needle in container`. */
export declare function pyIn(needle: unknown, container: unknown): boolean;
/** Python `text.startswith(prefix)` / `text.endswith(suffix)` on any values. */
export declare function pyAffixOp(method: "startswith" | "endswith", text: unknown, affix: unknown): boolean;
/** Python `set(x)`, as keys (`hashKey`): a str's code points, a list's items, a dict's keys. */
export declare function pySetKeys(value: unknown): Set<string>;
