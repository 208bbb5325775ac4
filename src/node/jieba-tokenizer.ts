/**
 * word_overlap's tokenizer: `jieba.lcut(text, cut_all=False)` (accurate mode, HMM on) of jieba
 * 0.42.1, built on the `jieba-wasm` package (jieba-rs compiled to WebAssembly, with jieba's own
 * dictionary and HMM tables), loaded lazily the first time a word_overlap grader runs.
 *
 * jieba-rs treats more code points as Chinese than Python jieba does, so the text is first split
 * exactly as Python jieba's `cut` does: `re_han_default` blocks go to jieba-rs; in every other
 * block, `re_skip_default.split` (`(\r\n|\s)`) then "each character alone" leaves one token per
 * `\r\n` pair and one per other character. Inside a block, the non-Chinese runs jieba-rs's HMM
 * path splits are re-split with Python's pattern (pythonBlockTokens).
 *
 * `dist/` bundles no node_modules, so scripts/build.mjs copies jieba-wasm's Node glue and its wasm
 * into `dist/vendor/jieba-wasm/`: the installed package is tried first (library users with
 * node_modules), then that copy next to the bundle (the Action runs dist/ with no node_modules);
 * when neither loads the error says so. Nothing is read until a word_overlap grader runs.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
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

/** A Chinese character, as `finalseg.re_han` has it. */
const HAN_CHAR = /[\u4E00-\u9FD5]/u;
/** Python jieba's `finalseg.re_skip`, which splits the non-Chinese runs that the HMM is given. */
const FINALSEG_SKIP = /([a-zA-Z0-9]+(?:\.\d+)?%?)/;
/** The dictionary's only words without a Chinese character: the route words among non-Chinese tokens. */
const DICTIONARY_NON_HAN = new Set(["AT&T", "c#", "C#", "c++", "C++"]);

/**
 * A block's tokens as Python jieba's `__cut_DAG` gives them. jieba-rs splits the non-Chinese runs
 * of a buffer it gives the HMM with `[a-zA-Z0-9]+(?:.\d+)?%?`, an unescaped `.` where Python has
 * `\.`, so `GPT-4` stays one token (Python: `GPT`, `-`, `4`) and `50%3.14` is `50%3`, `.`, `14`
 * (Python: `50%`, `3.14`). Every maximal run of non-Chinese tokens that are not dictionary words
 * is exactly such a run (or a lone character, which both keep), so it is re-split with Python's
 * `re_skip`. Checked against Python jieba 0.42.1 (tests/fixtures/graders/jieba-vectors.py).
 */
function pythonBlockTokens(tokens: readonly string[], out: string[]): void {
  let run = "";
  const flush = (): void => {
    if (run === "") return;
    for (const piece of run.split(FINALSEG_SKIP)) if (piece !== "") out.push(piece);
    run = "";
  };
  for (const token of tokens) {
    if (!HAN_CHAR.test(token) && !DICTIONARY_NON_HAN.has(token)) {
      run += token;
    } else {
      flush();
      out.push(token);
    }
  }
  flush();
}

function tokenizerOf(jieba: JiebaWasm): WordTokenizer {
  return (text) => {
    const out: string[] = [];
    let last = 0;
    for (const m of text.matchAll(HAN)) {
      if (m.index > last) nonHanTokens(text.slice(last, m.index), out);
      // one push per token (inside): spreading a long block's tokens (over ~120k) overflows the stack
      pythonBlockTokens(jieba.cut(m[0], true), out);
      last = m.index + m[0].length;
    }
    if (last < text.length) nonHanTokens(text.slice(last), out);
    return out;
  };
}

/** The glue scripts/build.mjs copies; `.cjs` because dist/ is an ES-module package. */
const VENDORED_GLUE = "vendor/jieba-wasm/jieba_rs_wasm.cjs";

/**
 * Where the vendored copy would be: this code runs from dist/cli.js, dist/action.js, dist/lib.js
 * or a shared chunk in dist/chunks/, so the copy is next to this file or one level up.
 */
function vendoredGlue(): string | undefined {
  for (const relative of [`./${VENDORED_GLUE}`, `../${VENDORED_GLUE}`]) {
    const candidate = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function loadJiebaWasm(): JiebaWasm {
  const require = createRequire(import.meta.url);
  let packageError: Error;
  try {
    return require("jieba-wasm") as JiebaWasm;
  } catch (error) {
    packageError = error as Error;
  }
  const glue = vendoredGlue();
  if (glue !== undefined) return require(glue) as JiebaWasm;
  throw new Error(
    `StringMatchGrader word_overlap needs the jieba-wasm package (jieba 0.42.1 tokenisation), which could not be loaded (${packageError.message.split("\n")[0] ?? ""}), and no bundled copy (dist/${VENDORED_GLUE}) is next to agent-eval. Install agent-eval with its dependencies (npm install), or run a dist/ built by \`npm run build\`, to use word_overlap.`,
    { cause: packageError },
  );
}

/** Loads jieba-wasm once per process; neither the package nor the bundled copy is a clear error. */
export function loadJiebaTokenizer(): Promise<WordTokenizer> {
  loading ??= Promise.resolve()
    .then(() => tokenizerOf(loadJiebaWasm()))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
