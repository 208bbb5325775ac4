/**
 * word_overlap's tokens against Python jieba 0.42.1 itself (openjudge-nemo-semantics.md,
 * StringMatchGrader, word_overlap: "Tokenisation must equal jieba 0.42.1 accurate mode"):
 * tests/fixtures/graders/jieba-vectors.py ran `jieba.lcut(text, cut_all=False)` from Debian's
 * python3-jieba on 3,307 texts (jieba's README sentences and random mixes of dictionary words,
 * random CJK characters, Latin words, digits, punctuation, whitespace, other scripts and emoji).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadJiebaTokenizer } from "../../src/node/jieba-tokenizer.js";

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "graders", "jieba-vectors.json"), "utf8")) as {
  cases: Array<{ text: string; tokens: string[] }>;
};

describe("jieba.lcut parity (Python jieba 0.42.1)", () => {
  it("every vector's tokens agree", async () => {
    const cut = await loadJiebaTokenizer();
    const wrong = vectors.cases.filter((c) => JSON.stringify(cut(c.text)) !== JSON.stringify(c.tokens)).map((c) => ({ text: c.text, python: c.tokens, ours: cut(c.text) }));
    expect(vectors.cases.length).toBe(3307);
    expect(wrong).toEqual([]);
  });
  it("non-Chinese runs the HMM is given split as Python's finalseg.re_skip splits them", async () => {
    const cut = await loadJiebaTokenizer();
    // python3 + jieba 0.42.1: jieba.lcut('本月GPT-4') == ['本月', 'GPT', '-', '4'];
    // jieba.lcut('俘50%3.14四大') == ['俘', '50%', '3.14', '四大']; jieba.lcut('无GPT-4AT&T屼') == ['无', 'GPT', '-', '4', 'AT&T', '屼']
    expect(cut("本月GPT-4")).toEqual(["本月", "GPT", "-", "4"]);
    expect(cut("俘50%3.14四大")).toEqual(["俘", "50%", "3.14", "四大"]);
    expect(cut("无GPT-4AT&T屼")).toEqual(["无", "GPT", "-", "4", "AT&T", "屼"]);
  });
});
