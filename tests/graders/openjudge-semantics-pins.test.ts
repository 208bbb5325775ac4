/**
 * Bullets of ../shared/reference/openjudge-nemo-semantics.md (OpenJudge part) that no other test
 * pinned, run through the path a user takes: a config, buildGradingPlan and runGraders. Each case
 * names its bullet; Python facts were printed by python3 3.11 here (quoted beside them).
 */
import { describe, expect, it } from "vitest";
import { parseOpenJudgeConfig } from "../../src/graders/config.js";
import type { GraderOutput } from "../../src/graders/contract.js";
import { buildGradingPlan, runGraders } from "../../src/graders/run-graders.js";

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
