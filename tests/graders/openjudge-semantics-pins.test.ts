/**
 * Bullets of ../shared/reference/openjudge-nemo-semantics.md (OpenJudge part) that no other test
 * pinned, run through the path a user takes: a config, buildGradingPlan and runGraders. Each case
 * names its bullet; Python facts were printed by python3 3.11 here (quoted beside them).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseOpenJudgeConfig } from "../../src/graders/config.js";
import type { GraderOutput } from "../../src/graders/contract.js";
import { FunctionGrader } from "../../src/graders/function-grader.js";
import { runGrading } from "../../src/graders/runner.js";
import { buildGradingPlan, runGraders } from "../../src/graders/run-graders.js";
import { pyContains, pyEndsWith, pyStartsWith } from "../../src/graders/text/py-str.js";

/** Grades the rows with one grader entry `g` and returns its results. */
async function gradeWith(entry: Record<string, unknown>, rows: Record<string, unknown>[]): Promise<GraderOutput[]> {
  const plan = buildGradingPlan(parseOpenJudgeConfig({ graders: { g: entry } }));
  const outcome = await runGraders(plan, rows, {});
  return outcome.results.g as GraderOutput[];
}

describe("StringMatchGrader regex_match: re.search(pattern, response) compiles before it looks at the response", () => {
  it("an invalid pattern is the error score even when the response is None (openjudge-nemo-semantics.md, StringMatchGrader, Error result)", async () => {
    // python3: re.search('(', None) -> re.error: missing ), unterminated subpattern at position 0
    const [result] = await gradeWith({ grader: "StringMatchGrader", params: { algorithm: "regex_match" }, mapper: { reference_response: "reference.pattern", response: "candidate.missing" } }, [
      { reference: { pattern: "(" }, candidate: {} },
    ]);
    expect(result).toEqual({
      name: "string_match",
      score: 0.0,
      reason: "Invalid regex pattern: missing ), unterminated subpattern at position 0",
      metadata: { error: "Invalid regex pattern: missing ), unterminated subpattern at position 0" },
    });
  });
  it("a valid pattern and a None response is Python's TypeError, a list pattern is unhashable (Non-string inputs)", async () => {
    // python3: re.search('a', None) -> TypeError: expected string or bytes-like object, got 'NoneType'
    //          re.search(['a'], 'abc') -> TypeError: unhashable type: 'list'
    //          re.search(5, 'abc') -> TypeError: first argument must be string or compiled pattern
    const results = await gradeWith({ grader: "StringMatchGrader", params: { algorithm: "regex_match" }, mapper: { reference_response: "reference.pattern", response: "candidate.output_text" } }, [
      { reference: { pattern: "a" }, candidate: {} },
      { reference: { pattern: ["a"] }, candidate: { output_text: "abc" } },
      { reference: { pattern: 5 }, candidate: { output_text: "abc" } },
    ]);
    expect(results.map((r) => (r as { error?: string }).error)).toEqual([
      "Error in string_match during evaluation: expected string or bytes-like object, got 'NoneType'",
      "Error in string_match during evaluation: unhashable type: 'list'",
      "Error in string_match during evaluation: first argument must be string or compiled pattern",
    ]);
  });
});

describe("StringMatchGrader on lone surrogates: Python compares code points (Case folding / contains_all; char_overlap's code points)", () => {
  const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "graders", "py-str-surrogates.json"), "utf8")) as {
    cases: Array<{ text: string; needle: string; in: boolean; startswith: boolean; endswith: boolean }>;
  };
  it("in / startswith / endswith agree with python3 on every vector (py-str-surrogates.py)", () => {
    const got = vectors.cases.map((c) => {
      const text = JSON.parse(c.text) as string;
      const needle = JSON.parse(c.needle) as string;
      return { text: c.text, needle: c.needle, in: pyContains(text, needle), startswith: pyStartsWith(text, needle), endswith: pyEndsWith(text, needle) };
    });
    expect(got).toEqual(vectors.cases);
  });
  it("a lone surrogate from the dataset is not found inside an emoji by substring/prefix/suffix/contains_all/contains_any", async () => {
    // python3: json.loads('"\\ud83d"') in json.loads('"\\ud83d\\ude00 ok"') is False (the pair is one code point)
    const row = JSON.parse('{"candidate": {"output_text": "\\ud83d\\ude00 ok"}, "reference": {"hi": "\\ud83d", "lo": "\\ude00", "subs": ["\\ud83d", "\\ude00", "ok"]}}') as Record<string, unknown>;
    const mapper = { response: "candidate.output_text", reference_response: "reference.hi" };
    const plan = buildGradingPlan(
      parseOpenJudgeConfig({
        graders: {
          sub: { grader: "StringMatchGrader", params: { algorithm: "substring_match" }, mapper },
          pre: { grader: "StringMatchGrader", params: { algorithm: "prefix_match" }, mapper },
          suf: { grader: "StringMatchGrader", params: { algorithm: "suffix_match" }, mapper: { response: "candidate.output_text", reference_response: "reference.lo" } },
          all: { grader: "StringMatchGrader", params: { algorithm: "contains_all" }, mapper: { response: "candidate.output_text", substrings: "reference.subs" } },
          any: { grader: "StringMatchGrader", params: { algorithm: "contains_any", substrings: ["\ud83d", "\ude00"] }, mapper },
        },
      }),
    );
    const { results } = await runGraders(plan, [row], {});
    const reasons = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, (v[0] as { reason: string }).reason]));
    expect(reasons).toEqual({
      sub: "Substring Match: not found",
      pre: "Prefix Match: not matched",
      suf: "Suffix Match: not matched",
      // 'ok' only: 1 of 3
      all: "Missing 2 of 3 substrings",
      any: "Contains Any: not found",
    });
  });
});

describe("FunctionGrader without a mapper (FunctionGrader, first bullet; a difference on purpose in docs/openjudge.md)", () => {
  it("gets the whole row as one object, so extra fields raise no 'unexpected keyword argument'", async () => {
    const grader = new FunctionGrader((args) => ({ name: "len", score: String(args.response).length, reason: Object.keys(args).join(",") }), "len");
    const results = await runGrading({ graders: [{ key: "len", grader }] }, [{ response: "abc", extra: 1 }], {});
    expect(results.get("len")).toEqual([{ name: "len", score: 3, reason: "response,extra", metadata: {} }]);
  });
});
