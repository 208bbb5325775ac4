/**
 * StringMatchGrader against OpenJudge 0.2.0's rules (../shared/reference/openjudge-nemo-semantics.md,
 * "StringMatchGrader", normative). Expected values are hand-computed from those rules; the Python
 * facts they rest on (str.lower, str.split, re errors, `:.2f`) were printed by python3 3.11.7 here,
 * as cited beside each.
 */
import { describe, expect, it } from "vitest";
import type { GraderScore } from "../../src/graders/contract.js";
import { GRADER_FACTORIES } from "../../src/graders/registry.js";
import { buildGradingPlan, runGraders } from "../../src/graders/run-graders.js";
import { parseOpenJudgeConfig } from "../../src/graders/config.js";
import { StringMatchGrader } from "../../src/graders/text/string-match.js";

const grade = (options: ConstructorParameters<typeof StringMatchGrader>[0], args: Record<string, unknown>) => new StringMatchGrader(options).evaluate(args);

describe("construction and parameter merging", () => {
  it("an unknown algorithm is upstream's ValueError, algorithms listed sorted", () => {
    expect(() => new StringMatchGrader({ algorithm: "fuzzy" })).toThrow(
      "Unknown self.algorithm 'fuzzy'. Supported algorithms: char_overlap, contains_all, contains_any, exact_match, prefix_match, regex_match, substring_match, suffix_match, word_overlap",
    );
  });
  it("exact/prefix/suffix/regex match are case-insensitive by default (init case_sensitive=False wins over DEFAULT_PARAMS)", async () => {
    for (const algorithm of ["exact_match", "prefix_match", "suffix_match", "regex_match"]) {
      const r = await grade({ algorithm }, { reference_response: "Hello", response: "HELLO" });
      expect(r.score, algorithm).toBe(1.0);
    }
    expect((await grade({ algorithm: "exact_match", case_sensitive: true }, { reference_response: "Hello", response: "HELLO" })).score).toBe(0.0);
  });
  it("ignore_whitespace applies to exact_match only; per-call kwargs override; a per-call algorithm is ignored; unknown kwargs ignored", async () => {
    expect((await grade({ ignore_whitespace: true }, { reference_response: "a b", response: "ab" })).score).toBe(1.0);
    expect((await grade({ algorithm: "prefix_match", ignore_whitespace: true }, { reference_response: "a b", response: "ab c" })).score).toBe(0.0);
    expect((await grade({ algorithm: "prefix_match" }, { reference_response: "a b", response: "ab c", ignore_whitespace: true })).score).toBe(0.0);
    expect((await grade({}, { reference_response: "Hello", response: "HELLO", case_sensitive: true })).score).toBe(0.0);
    const r = await grade({ algorithm: "exact_match" }, { reference_response: "abc", response: "xabcx", algorithm: "substring_match", nonsense: 1 });
    expect(r).toEqual({ name: "string_match", score: 0.0, reason: "Exact Match: not matched", metadata: { matched: false, algorithm: "exact_match" } });
  });
  it("missing arguments default to empty strings (upstream's reference_response='', response='')", async () => {
    expect((await grade({}, {})).score).toBe(1.0);
  });
  it("a None response raises (the runner makes it a GraderError)", async () => {
    await expect(grade({}, { reference_response: "a", response: null })).rejects.toThrow("'NoneType' object has no attribute 'lower'");
  });
});

describe("Python string rules", () => {
  it("str.lower(): 'İ' becomes 'i̇' (two code points), so it does not equal 'i'; ß is not SS (lower, not casefold)", async () => {
    // python3: 'İ'.lower() == 'i\u0307'
    expect((await grade({}, { reference_response: "i", response: "İ" })).score).toBe(0.0);
    expect((await grade({}, { reference_response: "i\u0307", response: "İ" })).score).toBe(1.0);
    expect((await grade({}, { reference_response: "STRASSE", response: "straße" })).score).toBe(0.0);
    // python3: 'ΟΔΟΣ'.lower() == 'οδος' (final sigma)
    expect((await grade({}, { reference_response: "οδος", response: "ΟΔΟΣ" })).score).toBe(1.0);
  });
  it("ignore_whitespace is ''.join(s.split()): \\x1c, \\x85, \\u3000, \\u2028 go, \\u200b and \\ufeff stay", async () => {
    // python3: ''.join('a\x1cb\x85c\u3000d\u200be\ufefff\u2028g'.split()) == 'abcd\u200be\ufefffg'
    const response = "a\x1cb\x85c\u3000d\u200be\ufefff\u2028g";
    expect((await grade({ ignore_whitespace: true }, { reference_response: "abcd\u200be\ufefffg", response })).score).toBe(1.0);
    expect((await grade({ ignore_whitespace: true }, { reference_response: "abcdefg", response })).score).toBe(0.0);
  });
});

describe("the nine algorithms", () => {
  it("prefix_match / suffix_match", async () => {
    expect(await grade({ algorithm: "prefix_match" }, { reference_response: "Order", response: "order #12" })).toMatchObject({ score: 1.0, reason: "Prefix Match: matched" });
    expect(await grade({ algorithm: "suffix_match" }, { reference_response: "#12", response: "order #13" })).toMatchObject({ score: 0.0, reason: "Suffix Match: not matched" });
  });
  it("regex_match: re.search, pattern kwarg overrides the reference only when truthy, groups as a list", async () => {
    const r = await grade({ algorithm: "regex_match" }, { reference_response: "ignored", response: "Order #12345 shipped", pattern: "#(\\d+)(x)?" });
    expect(r).toEqual({ name: "string_match", score: 1.0, reason: "Regex Match: matched", metadata: { matched: true, pattern: "#(\\d+)(x)?", match_groups: ["12345", null], algorithm: "regex_match" } });
    const fallback = await grade({ algorithm: "regex_match" }, { reference_response: "^\\d+$", response: "123", pattern: "" });
    expect(fallback.metadata).toMatchObject({ pattern: "^\\d+$", match_groups: [] });
    const none = await grade({ algorithm: "regex_match" }, { reference_response: "z", response: "abc" });
    expect(none).toMatchObject({ score: 0.0, reason: "Regex Match: not matched", metadata: { match_groups: null } });
    // an empty pattern matches everything
    expect((await grade({ algorithm: "regex_match" }, { reference_response: "", response: "abc" })).score).toBe(1.0);
  });
  it("regex_match: an invalid pattern is score 0 with Python's re.error text, metadata {error} only", async () => {
    // python3: re.compile('(') -> re.error('missing ), unterminated subpattern at position 0')
    const r = await grade({ algorithm: "regex_match" }, { reference_response: "(", response: "x" });
    expect(r).toEqual({ name: "string_match", score: 0.0, reason: "Invalid regex pattern: missing ), unterminated subpattern at position 0", metadata: { error: "Invalid regex pattern: missing ), unterminated subpattern at position 0" } });
    // python3: re.compile('(?P<n>a)(?P=m)') -> "unknown group name 'm' at position 12"
    expect((await grade({ algorithm: "regex_match" }, { reference_response: "(?P<n>a)(?P=m)", response: "a" })).reason).toBe("Invalid regex pattern: unknown group name 'm' at position 12");
  });
  it("regex_match: Unicode IGNORECASE (ſ ~ s, Kelvin ~ k), inline (?i) even when case_sensitive, $ before a final newline", async () => {
    expect((await grade({ algorithm: "regex_match" }, { reference_response: "^sk$", response: "\u017f\u212a" })).score).toBe(1.0);
    expect((await grade({ algorithm: "regex_match", case_sensitive: true }, { reference_response: "^sk$", response: "SK" })).score).toBe(0.0);
    expect((await grade({ algorithm: "regex_match", case_sensitive: true }, { reference_response: "(?i)^sk$", response: "SK" })).score).toBe(1.0);
    expect((await grade({ algorithm: "regex_match" }, { reference_response: "done$", response: "done\n" })).score).toBe(1.0);
    expect((await grade({ algorithm: "regex_match" }, { reference_response: "\\A\\d+\\Z", response: "\u0661\u0662" })).score).toBe(1.0);
  });
  it("substring_match: reference in response, bidirectional also response in reference", async () => {
    expect(await grade({ algorithm: "substring_match" }, { reference_response: "#12345", response: "Your ORDER #12345 shipped" })).toMatchObject({ score: 1.0, reason: "Substring Match: found" });
    expect((await grade({ algorithm: "substring_match" }, { reference_response: "order #12345 shipped", response: "#12345" })).score).toBe(0.0);
    expect(await grade({ algorithm: "substring_match" }, { reference_response: "order #12345 shipped", response: "#12345", bidirectional: true })).toMatchObject({ score: 1.0, reason: "Substring Match: found" });
  });
  it("contains_all: the fraction found, duplicates count twice, lowercased substrings reported, '' always contained", async () => {
    const r = await grade({ algorithm: "contains_all" }, { response: "Tracking: 1Z999, ETA May 12", substrings: ["TRACKING", "eta", "Refund", "refund"] });
    // 2 of 4 found
    expect(r).toEqual({ name: "string_match", score: 0.5, reason: "Missing 2 of 4 substrings", metadata: { missing_substrings: ["refund", "refund"], total_substrings: 4, matched_count: 2, algorithm: "contains_all" } });
    expect(await grade({ algorithm: "contains_all" }, { response: "abc", substrings: ["a", ""] })).toMatchObject({ score: 1.0, reason: "Contains all 2 substrings" });
    // falsy substrings ([] or None) fall back to [reference]
    expect(await grade({ algorithm: "contains_all" }, { reference_response: "b", response: "abc", substrings: [] })).toMatchObject({ score: 1.0, reason: "Contains all 1 substrings" });
    expect((await grade({ algorithm: "contains_all" }, { response: "abc", substrings: ["a", "x", "y"] })).score).toBeCloseTo(1 / 3, 15);
    // a str is iterated by Python: its characters are the substrings ('a' found, 'z' not)
    expect(await grade({ algorithm: "contains_all" }, { response: "abc", substrings: "az" })).toMatchObject({ score: 0.5, reason: "Missing 1 of 2 substrings" });
  });
  it("contains_any: 1 or 0, matched substrings lowercased", async () => {
    const r = await grade({ algorithm: "contains_any" }, { response: "we will REFUND you", substrings: ["Refund", "Credit"] });
    expect(r).toEqual({ name: "string_match", score: 1.0, reason: "Contains Any: found", metadata: { matched_substrings: ["refund"], algorithm: "contains_any" } });
    expect(await grade({ algorithm: "contains_any" }, { reference_response: "x", response: "abc", substrings: null })).toMatchObject({ score: 0.0, reason: "Contains Any: not found" });
  });
  it("char_overlap: code point sets, an emoji is one character, spaces count, :.2f half-even", async () => {
    // set('hello') = {h,e,l,o}; set('world') ∩ = {l,o} → 2/4 = 0.50
    expect(await grade({ algorithm: "char_overlap" }, { reference_response: "hello", response: "world" })).toMatchObject({ score: 0.5, reason: "Character overlap ratio: 0.50" });
    // reference 'a😀 b' has 4 code points {a,😀,' ',b}; response '😀' shares 1 → 0.25 → "0.25"
    expect(await grade({ algorithm: "char_overlap" }, { reference_response: "a😀 b", response: "😀" })).toMatchObject({ score: 0.25, reason: "Character overlap ratio: 0.25" });
    // 1/8 = 0.125 → python3 f"{0.125:.2f}" == "0.12" (toFixed would say 0.13)
    expect((await grade({ algorithm: "char_overlap" }, { reference_response: "abcdefgh", response: "a" })).reason).toBe("Character overlap ratio: 0.12");
    // 3/8 = 0.375 → "0.38" (python3)
    expect((await grade({ algorithm: "char_overlap" }, { reference_response: "abcdefgh", response: "abc" })).reason).toBe("Character overlap ratio: 0.38");
    expect((await grade({ algorithm: "char_overlap" }, { reference_response: "", response: "abc" })).score).toBe(0.0);
  });
  it("word_overlap without a tokenizer explains what is missing", async () => {
    await expect(grade({ algorithm: "word_overlap" }, { reference_response: "a", response: "a" })).rejects.toThrow(/jieba tokenizer/);
  });
});

describe("through the config and runGraders", () => {
  it("snake_case params, a bad field is named, results as GraderScore", async () => {
    const config = parseOpenJudgeConfig({
      graders: {
        fmt: { grader: "StringMatchGrader", params: { algorithm: "regex_match", pattern: "#\\d+" }, mapper: { response: "candidate.output_text" } },
        exact: { grader: "StringMatchGrader", params: { case_sensitive: true }, mapper: { response: "candidate.output_text", reference_response: "reference.expected" } },
      },
    });
    const plan = buildGradingPlan(config);
    const rows = [
      { candidate: { output_text: "Order #12 shipped" }, reference: { expected: "Order #12 shipped" } },
      { candidate: { output_text: "no number" }, reference: { expected: "No number" } },
    ];
    const outcome = await runGraders(plan, rows, {});
    expect(outcome.results.fmt?.map((r) => (r as GraderScore).score)).toEqual([1.0, 0.0]);
    expect(outcome.results.exact?.map((r) => (r as GraderScore).reason)).toEqual(["Exact Match: matched", "Exact Match: not matched"]);
    expect(outcome.scores).toEqual([{ "grader.fmt": 1, "grader.exact": 1 }, { "grader.fmt": 0, "grader.exact": 0 }]);
    expect(() => buildGradingPlan(parseOpenJudgeConfig({ graders: { x: { grader: "StringMatchGrader", params: { algorithm: "fuzzy" } } } }), new Map(), GRADER_FACTORIES)).toThrow("graders.x.params.algorithm: Unknown self.algorithm 'fuzzy'. Supported algorithms: char_overlap, contains_all, contains_any, exact_match, prefix_match, regex_match, substring_match, suffix_match, word_overlap");
    expect(() => buildGradingPlan(parseOpenJudgeConfig({ graders: { x: { grader: "StringMatchGrader", params: { case_sensitve: true } } } }))).toThrow(/graders\.x\.params/);
  });
  it("a None response becomes upstream's GraderError in the runner", async () => {
    const plan = buildGradingPlan(parseOpenJudgeConfig({ graders: { exact: { grader: "StringMatchGrader", mapper: { response: "candidate.missing" } } } }));
    const outcome = await runGraders(plan, [{ candidate: {} }], {});
    expect(outcome.results.exact?.[0]).toEqual({
      name: "string_match",
      error: "Error in string_match during evaluation: 'NoneType' object has no attribute 'lower'",
      reason: "Error in string_match during evaluation",
      metadata: {},
    });
  });
});
