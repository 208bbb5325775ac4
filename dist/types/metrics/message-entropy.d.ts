import type { BuiltinMetric } from "./contract.js";
/**
 * Shannon entropy of one text's code points, terms summed in first-occurrence order (spec §4.2).
 * Code points are counted as `for (const ch of text)` yields them: a valid surrogate pair is one
 * code point, a lone surrogate is its own.
 */
export declare function characterEntropyBits(text: string): number;
export declare const messageEntropy: BuiltinMetric;
