/**
 * Python `s.lower()`, from Python 3.11's own tables (py-lower-tables.ts): every code point's
 * lower-case text, and the final-sigma rule with Python's Cased / Case_Ignorable properties. Node's
 * toLowerCase() follows a newer Unicode (it lowercases letters Python 3.11 does not know, U+1C89,
 * U+A7CB, and its casedness of U+0295 or U+1171E moves a final sigma), so it is used only for a
 * text without any code point where the two disagree.
 */
export declare function pyLower(text: string): string;
/** sre's simple lowercase of one code point (`_sre.unicode_tolower`, Python 3.11's tables): its lower() when that is one code point (`İ` is `i`). */
export declare function pySimpleLower(cp: number): number;
