/**
 * StringMatchGrader through a config and runGraders against 1,000 vectors computed by python3 with
 * Python's own str operations under the rules of openjudge-nemo-semantics.md (StringMatchGrader):
 * tests/fixtures/graders/string-match-vectors.py (random texts over a hostile alphabet: Python-only
 * whitespace, ß, İ, final sigma, titlecase digraphs, emoji, combining marks, lone surrogates).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseOpenJudgeConfig } from "../../src/graders/config.js";
import { buildGradingPlan, runGraders } from "../../src/graders/run-graders.js";

interface Case {
  algorithm: string;
  case_sensitive: boolean;
  ignore_whitespace: boolean;
  reference: string;
  response: string;
  kwargs: Record<string, unknown>;
  score: number;
  reason: string;
  metadata: Record<string, unknown>;
}
const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "graders", "string-match-vectors.json"), "utf8")) as { cases: Case[] };

describe("StringMatchGrader parity with Python's str semantics", () => {
  it("every vector's score, reason and metadata agree", async () => {
    const wrong: unknown[] = [];
    for (const c of vectors.cases) {
      const mapper: Record<string, string> = { reference_response: "reference", response: "response" };
      for (const key of Object.keys(c.kwargs)) mapper[key] = `kwargs.${key}`;
      const plan = buildGradingPlan(
        parseOpenJudgeConfig({ graders: { g: { grader: "StringMatchGrader", params: { algorithm: c.algorithm, case_sensitive: c.case_sensitive, ignore_whitespace: c.ignore_whitespace }, mapper } } }),
      );
      const { results } = await runGraders(plan, [{ reference: c.reference, response: c.response, kwargs: c.kwargs }], {});
      const got = results.g?.[0];
      const expected = { name: "string_match", score: c.score, reason: c.reason, metadata: c.metadata };
      if (JSON.stringify(got) !== JSON.stringify(expected)) wrong.push({ case: c, got });
    }
    expect(vectors.cases.length).toBe(1000);
    expect(wrong).toEqual([]);
  });
});
