import type { WordTokenizer } from "../graders/text/word-tokens.js";
/** Loads jieba-wasm once per process; a missing package is a clear error. */
export declare function loadJiebaTokenizer(): Promise<WordTokenizer>;
