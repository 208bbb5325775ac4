import type { BuiltinMetric } from "./contract.js";
/** Shannon entropy of one text's code points, terms summed in first-occurrence order (spec §4.2). */
export declare function characterEntropyBits(text: string): number;
export declare const messageEntropy: BuiltinMetric;
