/** Python `"".join(s.split())`: every whitespace character removed. */
export declare function pyRemoveWhitespace(text: string): string;
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
/** Python `a == b` over JSON-like values: True == 1 == 1.0, ints exact, lists in order, dicts by keys. */
export declare function pyEq(a: unknown, b: unknown): boolean;
/** Python `needle in container`. */
export declare function pyIn(needle: unknown, container: unknown): boolean;
/** Python `text.startswith(prefix)` / `text.endswith(suffix)` on any values. */
export declare function pyAffixOp(method: "startswith" | "endswith", text: unknown, affix: unknown): boolean;
/** Python `set(x)`, as keys (`hashKey`): a str's code points, a list's items, a dict's keys. */
export declare function pySetKeys(value: unknown): Set<string>;
