/**
 * Python 3.11's `fnmatch.translate` as a JavaScript RegExp matching a whole name, case-sensitive
 * (what `pathlib`'s POSIX glob compiles each wildcard path component with): `*` any run of
 * characters, `?` one character, `[seq]` / `[!seq]` a set with ranges, an unclosed `[` a literal,
 * and no escape character. Sets follow translate's rules for hyphens and empty ranges (`[z-a]`
 * never matches, `[!z-a]` matches anything). Pinned against pathlib by
 * tests/node/vectors/make-glob-vectors.py.
 */
/** A matcher of whole names for the shell pattern `pat` (Python's `fnmatch.fnmatchcase`). */
export declare function compileFnmatch(pat: string): (name: string) => boolean;
/** Whether a glob component needs matching (pathlib's `_is_wildcard_pattern`). */
export declare function isWildcardPattern(pat: string): boolean;
