/**
 * word_overlap's token filter over jieba's tokens (OpenJudge `string_match_compute`): a token
 * made only of punctuation (Python's `string.punctuation` plus a fixed CJK list) or only of
 * whitespace is dropped, and so are the Chinese stop-words; English stop-words (`the`) are kept.
 *
 * The tokenizer itself (`jieba.lcut(text, cut_all=False)`, HMM on) loads a dictionary, so the
 * Node layer provides it (src/node/jieba-tokenizer.ts).
 */
import { pyStrip } from "../../core/pynum.js";

/** `jieba.lcut(text)`: the accurate-mode tokens in order. */
export type WordTokenizer = (text: string) => string[];

/** Python's `string.punctuation`. */
const ASCII_PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
/** The CJK punctuation upstream lists beside it. */
const CJK_PUNCTUATION = "，。！？；：、“”‘’（）【】《》〈〉「」『』〔〕…—～·";

const PUNCTUATION: ReadonlySet<string> = new Set([...ASCII_PUNCTUATION, ...CJK_PUNCTUATION]);

/** The Chinese stop-words upstream removes. */
const CHINESE_STOP_WORDS: ReadonlySet<string> = new Set([
  "的",
  "了",
  "在",
  "是",
  "我",
  "有",
  "和",
  "就",
  "不",
  "人",
  "都",
  "一",
  "一个",
  "上",
  "也",
  "很",
  "到",
  "说",
  "要",
  "去",
  "你",
  "会",
  "着",
  "没有",
  "看",
  "好",
  "自己",
  "这",
]);

function onlyPunctuation(token: string): boolean {
  for (const ch of token) if (!PUNCTUATION.has(ch)) return false;
  return true;
}

/** The tokens word_overlap compares: no punctuation-only or blank tokens, no Chinese stop-words. */
export function wordOverlapTokens(tokens: readonly string[]): string[] {
  return tokens.filter((t) => pyStrip(t) !== "" && !onlyPunctuation(t) && !CHINESE_STOP_WORDS.has(t));
}
