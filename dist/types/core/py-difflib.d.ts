/**
 * Python 3.11's `difflib.unified_diff` over lists of lines, with the `SequenceMatcher` it runs on
 * (no junk function, `autojunk=True`), ported line for line so the hunks are the ones Python
 * finds: difflib's matcher is not a minimal (LCS) diff, and elements that make up more than 1% of
 * a sequence of 200 or more lines are "popular" and never start a match. Pinned against difflib
 * itself by tests/node/vectors/make-unified-diff-vectors.py.
 */
/**
 * `difflib.unified_diff(a, b, fromfile, tofile, n=context, lineterm="\n")` as a list of the lines
 * it yields (each line of `a`/`b` is yielded as it is, ending or not ending in a newline).
 */
export declare function pyUnifiedDiff(a: readonly string[], b: readonly string[], fromFile: string, toFile: string, context?: number, lineTerm?: string): string[];
