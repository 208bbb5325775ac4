/**
 * StringMatchGrader given arguments that are not strings (a mapper passes whatever the row holds:
 * None, numbers, lists, dicts), against 2,730 vectors computed by python3 with Python's own
 * operators under the rules of openjudge-nemo-semantics.md (StringMatchGrader):
 * tests/fixtures/graders/string-match-nonstr-vectors.py. A case-insensitive call lowers both sides
 * first (`'NoneType' object has no attribute 'lower'`); a case-sensitive one applies no str method,
 * so Python's `==`, `in`, `startswith`/`endswith` and `set()` decide: `None == "a"` is a plain
 * "not matched", `"a" in ["a"]` is found, `"a".startswith(1)` is a TypeError. Before, every
 * non-string raised the `lower` AttributeError whatever the case sensitivity.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PyFloat } from "../../src/core/json-format.js";
import { PyError } from "../../src/graders/py-format.js";
import { StringMatchGrader } from "../../src/graders/text/string-match.js";

interface Case {
  alg: string;
  ref: unknown;
  resp: unknown;
  kwargs: { case_sensitive: boolean; ignore_whitespace?: boolean } & Record<string, unknown>;
  py_float: [boolean, boolean];
  score?: number;
  reason?: string;
  metadata?: Record<string, unknown>;
  raise?: string;
}
const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "graders", "string-match-nonstr-vectors.json"), "utf8")) as { cases: Case[] };

async function outcome(c: Case): Promise<unknown> {
  const { case_sensitive, ignore_whitespace, ...rest } = c.kwargs;
  const grader = new StringMatchGrader({ algorithm: c.alg, case_sensitive, ignore_whitespace: ignore_whitespace ?? false });
  // python3 wrote 1.0 as a float: the dataset reader gives such a value as a PyFloat
  const ref = c.py_float[0] ? new PyFloat(c.ref as number) : c.ref;
  const resp = c.py_float[1] ? new PyFloat(c.resp as number) : c.resp;
  try {
    const r = await grader.evaluate({ reference_response: ref, response: resp, ...rest });
    return { score: r.score, reason: r.reason, metadata: r.metadata };
  } catch (error) {
    if (!(error instanceof PyError)) throw error;
    return { raise: `${error.pyType}: ${error.message}` };
  }
}

describe("StringMatchGrader on non-string arguments, as Python", () => {
  it("every vector's score, reason, metadata or exception agrees", async () => {
    const wrong: unknown[] = [];
    for (const c of vectors.cases) {
      const expected = c.raise !== undefined ? { raise: c.raise } : { score: c.score, reason: c.reason, metadata: c.metadata };
      const got = await outcome(c);
      if (JSON.stringify(got) !== JSON.stringify(expected)) wrong.push({ c, got });
    }
    expect(vectors.cases.length).toBe(2730);
    expect(wrong).toEqual([]);
  });

  it("hand-picked: a case-sensitive exact_match of None is not matched, not an error", async () => {
    const grader = new StringMatchGrader({ case_sensitive: true });
    await expect(grader.evaluate({ reference_response: "a", response: null })).resolves.toEqual({
      name: "string_match",
      score: 0.0,
      reason: "Exact Match: not matched",
      metadata: { matched: false, algorithm: "exact_match" },
    });
    // 1 == 1.0 == True in Python
    await expect(grader.evaluate({ reference_response: new PyFloat(1), response: true })).resolves.toMatchObject({ score: 1.0 });
    // the default (case-insensitive) still lowers first
    await expect(new StringMatchGrader().evaluate({ reference_response: "a", response: null })).rejects.toThrow("'NoneType' object has no attribute 'lower'");
  });
});
