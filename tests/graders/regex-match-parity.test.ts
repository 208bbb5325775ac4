/**
 * StringMatchGrader regex_match through the runner against 1,566 vectors computed by python3
 * 3.11.7's own `re.search` under openjudge-nemo-semantics.md's rules:
 * tests/fixtures/graders/regex-match-vectors.py (random hostile patterns, valid and invalid, over
 * case-folding texts; repeat counts of 2**32-1 and more, whose OverflowError is not a re.error,
 * so upstream's runner reports `str(e)`; zero-width bodies repeated 65,536+ times, which sre
 * iterates on its own heap stack; look-behinds over an unbounded body repeated {0}, width 0 in sre;
 * group names and flags with letters Unicode assigned after 14.0, which Python 3.11 refuses; `(x|){70000}y`,
 * whose required iterations run on an explicit stack).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateEntry } from "../../src/graders/runner.js";
import { StringMatchGrader } from "../../src/graders/text/string-match.js";

interface Case {
  reference: string;
  response: string;
  kwargs: Record<string, unknown>;
  case_sensitive: boolean;
  expected: Record<string, unknown>;
}
const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "graders", "regex-match-vectors.json"), "utf8")) as { cases: Case[] };

describe("regex_match parity with python3's re.search", () => {
  it("every vector's score, reason and metadata (or runner error) agree", async () => {
    const graders = [false, true].map((cs) => new StringMatchGrader({ algorithm: "regex_match", case_sensitive: cs }));
    const wrong: unknown[] = [];
    for (const c of vectors.cases) {
      const grader = graders[c.case_sensitive ? 1 : 0] as StringMatchGrader;
      const got = await evaluateEntry({ key: "g", grader }, { reference_response: c.reference, response: c.response, ...c.kwargs }, {});
      if (JSON.stringify(got) !== JSON.stringify(c.expected)) wrong.push({ case: c, got });
    }
    expect(vectors.cases.length).toBe(1566);
    expect(vectors.cases.filter((c) => "error" in c.expected).length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
  it("an overflowing repeat count is Python's OverflowError text, not a re.error score", async () => {
    // python3 3.11.7: re.search("a{4294967295}", "") raises OverflowError("the repetition number is too large")
    const got = await evaluateEntry({ key: "g", grader: new StringMatchGrader({ algorithm: "regex_match" }) }, { reference_response: "a{4294967295}", response: "" }, {});
    expect(got).toEqual({ name: "string_match", error: "Error in string_match during evaluation: the repetition number is too large", reason: "Error in string_match during evaluation", metadata: {} });
  });
});
