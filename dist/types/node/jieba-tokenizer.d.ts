import type { WordTokenizer } from "../graders/text/word-tokens.js";
/** Loads jieba-wasm once per process; neither the package nor the bundled copy is a clear error. */
export declare function loadJiebaTokenizer(): Promise<WordTokenizer>;
