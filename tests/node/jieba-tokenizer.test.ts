/**
 * word_overlap's jieba tokenisation. jieba itself is not installable here (PyPI is unreachable), so
 * the expected tokens are jieba 0.42.1's published examples, copied from its README (accurate mode
 * `jieba.cut(s, cut_all=False)`, "新词识别", the `HMM=False` examples of the "调整词典" section, the
 * `tokenize` example and the user-dictionary "之前" output), plus the splitting rules of its
 * `cut` (re_han_default / re_skip_default) applied by hand to mixed Latin text, as the semantics
 * reference states them (`café` → `caf`, `é`; `e-mail` → `e`, `-`, `mail`).
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { StringMatchGrader } from "../../src/graders/text/string-match.js";
import { wordOverlapTokens } from "../../src/graders/text/word-tokens.js";
import { runGraders } from "../../src/graders/run-graders.js";
import { prepareOpenJudge } from "../../src/node/grading-config.js";
import { loadJiebaTokenizer } from "../../src/node/jieba-tokenizer.js";

const jiebaWasm = createRequire(import.meta.url)("jieba-wasm") as { cut(text: string, hmm: boolean): string[]; cut_for_search(text: string, hmm: boolean): string[] };

describe("jieba accurate mode, HMM on (README examples)", () => {
  it.each([
    ["我来到北京清华大学", ["我", "来到", "北京", "清华大学"]],
    ["他来到了网易杭研大厦", ["他", "来到", "了", "网易", "杭研", "大厦"]],
    ["永和服装饰品有限公司", ["永和", "服装", "饰品", "有限公司"]],
    ["李小福是创新办主任也是云计算方面的专家;", ["李小福", "是", "创新", "办", "主任", "也", "是", "云", "计算", "方面", "的", "专家", ";"]],
  ])("%s", async (text, tokens) => {
    const cut = await loadJiebaTokenizer();
    expect(cut(text)).toEqual(tokens);
  });
  it("the engine's dictionary and DAG agree with jieba's HMM=False and search-mode examples", () => {
    expect(jiebaWasm.cut("如果放到post中将出错。", false)).toEqual(["如果", "放到", "post", "中将", "出错", "。"]);
    expect(jiebaWasm.cut("「台中」正确应该不会被切开", false)).toEqual(["「", "台", "中", "」", "正确", "应该", "不会", "被", "切开"]);
    expect(jiebaWasm.cut_for_search("小明硕士毕业于中国科学院计算所，后在日本京都大学深造", true)).toEqual(
      "小明 硕士 毕业 于 中国 科学 学院 科学院 中国科学院 计算 计算所 ， 后 在 日本 京都 大学 日本京都大学 深造".split(" "),
    );
  });
  it("Latin, accents, hyphens, whitespace: Python jieba's block rules", async () => {
    const cut = await loadJiebaTokenizer();
    expect(cut("café e-mail")).toEqual(["caf", "é", " ", "e", "-", "mail"]);
    // re_skip_default keeps "\r\n" as one token and every other whitespace character alone
    expect(cut("a\r\n\u3000b")).toEqual(["a", "\r\n", "\u3000", "b"]);
    // U+3400 is outside Python jieba's [\u4E00-\u9FD5] (jieba-rs would treat it as Chinese): a token of its own
    expect(cut("㐀中文")).toEqual(["㐀", "中文"]);
  });
});

describe("word_overlap", () => {
  const grade = (reference: string, response: string) => new StringMatchGrader({ algorithm: "word_overlap", wordTokenizer: loadJiebaTokenizer }).evaluate({ reference_response: reference, response });
  it("sets of tokens, Chinese stop-words and punctuation dropped, 'the' kept", async () => {
    // reference {来到, 北京, 清华大学} (我 is a stop-word); response {他, 来到, 网易, 杭研, 大厦} (了 dropped): 1/3
    expect(await grade("我来到北京清华大学", "他来到了网易杭研大厦")).toEqual({
      name: "string_match",
      score: 1 / 3,
      reason: "Word overlap ratio: 0.33",
      metadata: { overlap_ratio: 1 / 3, algorithm: "word_overlap" },
    });
    // lowercased: reference {the, cat, hat}, response {the, cat}: 2/3
    expect((await grade("The cat, the hat.", "the CAT")).reason).toBe("Word overlap ratio: 0.67");
    expect((await grade("。！", "anything")).score).toBe(0.0);
  });
  it("the filter", () => {
    expect(wordOverlapTokens(["我", "的", " ", "，", "...", "the", "C++", "abc"])).toEqual(["the", "C++", "abc"]);
  });
});

describe("through the config loader (the Node layer injects the tokenizer)", () => {
  it("a word_overlap grader from a config file grades rows", async () => {
    const raw = { graders: { overlap: { grader: "StringMatchGrader", params: { algorithm: "word_overlap" }, mapper: { response: "candidate.output_text", reference_response: "reference.expected" } } } };
    const { plan } = await prepareOpenJudge(raw, "grading.yaml");
    const outcome = await runGraders(plan, [{ candidate: { output_text: "他来到了网易杭研大厦" }, reference: { expected: "我来到北京清华大学" } }], {});
    expect(outcome.results.overlap?.[0]).toMatchObject({ name: "string_match", reason: "Word overlap ratio: 0.33" });
  });
  it("a 1 MB Chinese response is tokenised (its 500,000 tokens once overflowed the stack when spread into one push)", async () => {
    const raw = { graders: { overlap: { grader: "StringMatchGrader", params: { algorithm: "word_overlap" }, mapper: { response: "candidate.output_text", reference_response: "reference.expected" } } } };
    const { plan } = await prepareOpenJudge(raw, "grading.yaml");
    const long = "中文测试".repeat(250_000);
    const outcome = await runGraders(plan, [{ candidate: { output_text: long }, reference: { expected: "中文测试" } }], {});
    expect(outcome.results.overlap?.[0]).toMatchObject({ name: "string_match", score: 1, reason: "Word overlap ratio: 1.00" });
  });
});
