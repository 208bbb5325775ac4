/**
 * WeightedSumAggregator on 400 seeded random rows (scores at rounding boundaries, NaN, ±inf, -0.0,
 * errors and ranks, equal or configured weights, zero and negative weights) against OpenJudge's
 * rules written out in Python (tests/graders/vectors/make-weighted-sum-vectors.py): the same score,
 * reason text (Python's :.3f / :.2f formatting) and metadata.weights.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { plainNumbers } from "../../src/core/json-format.js";
import { WeightedSumAggregator } from "../../src/graders/aggregators/weighted-sum-aggregator.js";
import type { GraderOutput } from "../../src/graders/contract.js";

type Result = { grader: string; score?: number | string; error?: string; rank?: number[] };
const cases = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "weighted-sum.json"), "utf8")) as {
  results: Result[];
  weights: Record<string, number> | null;
  score: number | string;
  reason: string;
  metadata_weights: Record<string, number>;
}[];

const number = (v: number | string): number => (v === "NaN" ? Number.NaN : v === "Infinity" ? Infinity : v === "-Infinity" ? -Infinity : v === "-0" ? -0 : (v as number));

function output(r: Result): GraderOutput {
  if (r.score !== undefined) return { name: r.grader, score: number(r.score), reason: "", metadata: {} };
  if (r.rank !== undefined) return { name: r.grader, rank: r.rank, reason: "", metadata: {} };
  return { name: r.grader, error: r.error ?? "", reason: "", metadata: {} };
}

describe("WeightedSumAggregator = OpenJudge's rules (400 python3 vectors)", () => {
  it.each(cases.map((c, i) => [i, c] as const))("row %i", (_, c) => {
    const aggregator = new WeightedSumAggregator({ name: "overall", ...(c.weights === null ? {} : { weights: c.weights }) });
    const result = aggregator.aggregate(new Map(c.results.map((r) => [r.grader, output(r)])));
    // the vectors are read with JSON.parse, which makes Python's 1.0 a 1: compared as plain numbers (a
    // whole equal weight's float kind, a PyFloat, is checked in tests/trials/report-py-floats.test.ts)
    expect({ ...result, metadata: plainNumbers(result.metadata) }).toEqual({ name: "overall", score: number(c.score), reason: c.reason, metadata: { weights: c.metadata_weights } });
  });
});
