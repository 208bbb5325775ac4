/**
 * JsonMatchGrader through a config and runGraders against 1,200 pairs of random documents (True/1/1.0,
 * None against a missing key, NaN, big ints, extra keys, shuffled and nested arrays), each judged by
 * python3 under the four combinations of strict_order and ignore_extra_keys with the comparison
 * openjudge-nemo-semantics.md states (tests/fixtures/graders/json-match-vectors.py).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseOpenJudgeConfig } from "../../src/graders/config.js";
import { buildGradingPlan, runGraders } from "../../src/graders/run-graders.js";
import { JsonMatchGrader } from "../../src/graders/format/json-match.js";

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "graders", "json-match-vectors.json"), "utf8")) as {
  cases: Array<{ reference: string; response: string; matched: Record<string, boolean> }>;
};

describe("JsonMatchGrader parity with the reference's comparison in python3", () => {
  it("every pair under every strict_order / ignore_extra_keys combination", async () => {
    const mapper = { reference_response: "reference", response: "response" };
    const graders = Object.fromEntries(
      ["true/false", "true/true", "false/false", "false/true"].map((combo) => {
        const [strict, extra] = combo.split("/").map((flag) => flag === "true");
        return [combo.replace("/", "_"), { grader: "JsonMatchGrader", params: { strict_order: strict, ignore_extra_keys: extra }, mapper }];
      }),
    );
    const plan = buildGradingPlan(parseOpenJudgeConfig({ graders }));
    const { results } = await runGraders(plan, vectors.cases.map((c) => ({ reference: c.reference, response: c.response })), {});
    const wrong: unknown[] = [];
    vectors.cases.forEach((c, i) => {
      for (const [combo, matched] of Object.entries(c.matched)) {
        const key = combo.toLowerCase().replace("/", "_");
        const result = results[key]?.[i] as unknown as { score: number; metadata: { matched: boolean } };
        if (result.score !== (matched ? 1 : 0) || result.metadata.matched !== matched) wrong.push({ combo, ...c, got: result });
      }
    });
    expect(vectors.cases.length).toBe(1200);
    expect(wrong).toEqual([]);
  });
});

describe("JsonMatchGrader on 100,000-element arrays (hostile input; speed in bench/json-match.bench.ts)", () => {
  const numbers = Array.from({ length: 100_000 }, (_, i) => (i % 3 === 0 ? i : i / 7));
  const objects = numbers.map((n, i) => ({ id: i, value: n, tag: i % 2 === 0 ? null : "x" }));
  const score = async (reference: unknown, response: unknown, options = {}): Promise<number> =>
    ((await new JsonMatchGrader({ strict_order: false, ...options }).evaluate({ reference_response: JSON.stringify(reference), response: JSON.stringify(response) })) as { score: number }).score;
  it("unordered: the same multiset matches, one element changed does not (greedy first-fit's answer)", async () => {
    expect(await score(numbers, [...numbers].reverse())).toBe(1);
    expect(await score(numbers, [...numbers.slice(1), -1].reverse())).toBe(0);
    // a missing "tag" equals null: the even objects may drop it
    expect(await score(objects, objects.map((o) => (o.tag === null ? { id: o.id, value: o.value } : o)).reverse())).toBe(1);
    expect(await score(objects, [...objects.slice(1), { id: 0, value: 1, tag: null }].reverse())).toBe(0);
    // ignore_extra_keys: scalars are counted, so numbers stay fast there too
    expect(await score(numbers, [...numbers].reverse(), { ignore_extra_keys: true })).toBe(1);
  });
});
