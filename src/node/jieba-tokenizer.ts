/**
 * word_overlap's tokenizer: `jieba.lcut(text, cut_all=False)` (accurate mode, HMM on) of jieba
 * 0.42.1, built on the `jieba-wasm` package (jieba-rs compiled to WebAssembly, with jieba's own
 * dictionary and HMM tables), loaded lazily the first time a word_overlap grader runs.
 *
 * jieba-rs treats more code points as Chinese than Python jieba does, so the text is first split
 * exactly as Python jieba's `cut` does: `re_han_default` blocks go to jieba-rs; in every other
 * block, `re_skip_default.split` (`(\r\n|\s)`) then "each character alone" leaves one token per
 * `\r\n` pair and one per other character.
 *
 * `dist/` bundles no node_modules: jieba-wasm stays an external package (scripts/build.mjs), and
 * when it cannot be loaded the error says so.
 */
import { createRequire } from "node:module";
import type { WordTokenizer } from "../graders/text/word-tokens.js";

/** Python jieba's `re_han_default`: `[\u4E00-\u9FD5a-zA-Z0-9+#&\._%\-]`. */
const HAN = /[\u4E00-\u9FD5a-zA-Z0-9+#&._%-]+/gu;

interface JiebaWasm {
  cut(text: string, hmm?: boolean | null): string[];
}

let loading: Promise<WordTokenizer> | undefined;

function nonHanTokens(block: string, out: string[]): void {
  const chars = Array.from(block);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    if (c === "\r" && chars[i + 1] === "\n") {
      out.push("\r\n");
      i++;
    } else {
      out.push(c);
    }
  }
}

function tokenizerOf(jieba: JiebaWasm): WordTokenizer {
  return (text) => {
    const out: string[] = [];
    let last = 0;
    for (const m of text.matchAll(HAN)) {
      if (m.index > last) nonHanTokens(text.slice(last, m.index), out);
      out.push(...jieba.cut(m[0], true));
      last = m.index + m[0].length;
    }
    if (last < text.length) nonHanTokens(text.slice(last), out);
    return out;
  };
}

/** Loads jieba-wasm once per process; a missing package is a clear error. */
export function loadJiebaTokenizer(): Promise<WordTokenizer> {
  loading ??= Promise.resolve().then(() => {
    const require = createRequire(import.meta.url);
    let jieba: JiebaWasm;
    try {
      jieba = require("jieba-wasm") as JiebaWasm;
    } catch (error) {
      loading = undefined;
      throw new Error(
        `StringMatchGrader word_overlap needs the jieba-wasm package (jieba 0.42.1 tokenisation), which could not be loaded: ${(error as Error).message}. Install agent-eval with its dependencies (npm install) to use word_overlap.`,
        { cause: error },
      );
    }
    return tokenizerOf(jieba);
  });
  return loading;
}
