/** Python `"".join(s.split())`: every whitespace character removed. */
export declare function pyRemoveWhitespace(text: string): string;
/** Python `s.lower()`. */
export declare function pyLower(text: string): string;
