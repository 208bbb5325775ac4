/** Python `"".join(s.split())`: every whitespace character removed. */
export declare function pyRemoveWhitespace(text: string): string;
/** Python `s.lower()`. */
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
