/**
 * WeightedSumAggregator and the seed's GatedWeightedSumAggregator. Expected reasons and scores
 * were computed with python3 from the rules in openjudge-nemo-semantics.md (f"{s:.3f}",
 * f"{w:.2f}", float repr, left-to-right sums), e.g. f"{0.125:.3f} (weight: {0.125:.2f})" ->
 * "0.125 (weight: 0.12)" and f"{0.0625:.3f}" -> "0.062".
 */
import { describe, expect, it } from "vitest";
import type { GraderOutput } from "../../src/graders/contract.js";
import { GatedWeightedSumAggregator } from "../../src/graders/aggregators/gated-weighted-sum-aggregator.js";
import { WeightedSumAggregator } from "../../src/graders/aggregators/weighted-sum-aggregator.js";

const score = (name: string, s: number): GraderOutput => ({ name, score: s, reason: "", metadata: {} });
const error = (name: string): GraderOutput => ({ name, error: "boom", reason: "", metadata: {} });
const rank = (name: string, r: number[]): GraderOutput => ({ name, rank: r, reason: "", metadata: {} });
const row = (...entries: Array<[string, GraderOutput | undefined]>) => new Map(entries);

describe("WeightedSumAggregator", () => {
  it("re-weights over the scores that exist when a grader errored (upstream)", () => {
    const agg = new WeightedSumAggregator({ name: "overall", weights: { correctness: 0.4, relevance: 0.2, hallucination: 0.3, format: 0.1 } });
    const result = agg.aggregate(
      row(["correctness", score("correctness", 0.8)], ["relevance", error("relevance")], ["hallucination", score("hallucination", 0.5)], ["format", score("string_match", 1.0)]),
    );
    // python: (0.8*0.4 + 0.5*0.3 + 1.0*0.1) / (0.4+0.3+0.1) = 0.7125000000000001
    expect(result).toEqual({
      name: "overall",
      score: 0.7125000000000001,
      reason: "correctness: 0.800 (weight: 0.40), relevance: ERROR, hallucination: 0.500 (weight: 0.30), format: 1.000 (weight: 0.10)",
      metadata: { weights: { correctness: 0.4, relevance: 0.2, hallucination: 0.3, format: 0.1 } },
    });
  });

  it("equal weights count errored graders too (1/len(results))", () => {
    const result = new WeightedSumAggregator({ name: "avg" }).aggregate(row(["a", score("a", 1.0)], ["b", error("b")], ["c", score("c", 0.5)]));
    expect(result).toMatchObject({ score: 0.75, reason: "a: 1.000 (weight: 0.33), b: ERROR, c: 0.500 (weight: 0.33)" });
    expect((result as unknown as { metadata: { weights: Record<string, number> } }).metadata.weights).toEqual({ a: 1 / 3, b: 1 / 3, c: 1 / 3 });
  });

  it("formats half-to-even on the exact binary value", () => {
    const result = new WeightedSumAggregator({ name: "x", weights: { a: 0.125, b: 0.0625 } }).aggregate(row(["a", score("a", 0.125)], ["b", score("b", 0.0625)]));
    expect((result as { reason: string }).reason).toBe("a: 0.125 (weight: 0.12), b: 0.062 (weight: 0.06)");
  });

  it("shows ranks as Python lists and skips missing results; unweighted graders get 0.0", () => {
    const result = new WeightedSumAggregator({ name: "x", weights: { a: 1 } }).aggregate(row(["a", score("a", 0.5)], ["r", rank("r", [2, 1])], ["m", undefined], ["u", score("u", 1)]));
    expect(result).toMatchObject({ score: 0.5, reason: "a: 0.500 (weight: 1.00), r: rank [2, 1], u: 1.000 (weight: 0.00)" });
  });

  it("no weight left, a negative total, or a NaN total give 0.0; a NaN score propagates", () => {
    const agg = (weights: Record<string, number>) => new WeightedSumAggregator({ name: "x", weights });
    expect(agg({ b: 1 }).aggregate(row(["a", score("a", 1)], ["b", error("b")]))).toMatchObject({ score: 0 });
    expect(agg({ a: -1 }).aggregate(row(["a", score("a", 1)]))).toMatchObject({ score: 0 });
    expect(agg({ a: NaN }).aggregate(row(["a", score("a", 1)]))).toMatchObject({ score: 0, reason: "a: 1.000 (weight: nan)" });
    expect((agg({ a: 1 }).aggregate(row(["a", score("a", NaN)])) as { score: number }).score).toBeNaN();
  });

  it("no results is upstream's GraderError", () => {
    expect(new WeightedSumAggregator({ name: "x" }).aggregate(new Map())).toEqual({
      name: "x",
      error: "No grader result provided for aggregation",
      reason: "No grader result to aggregate",
      metadata: {},
    });
  });

  it("on_error: zero counts an error as 0 with its weight; fail makes the aggregate an error", () => {
    const rows = row(["a", score("a", 1)], ["b", error("b")]);
    const zero = new WeightedSumAggregator({ name: "x", weights: { a: 0.5, b: 0.5 }, onError: "zero" }).aggregate(rows);
    expect(zero).toMatchObject({ score: 0.5, reason: "a: 1.000 (weight: 0.50), b: ERROR (counted as 0, weight: 0.50)" });
    const fail = new WeightedSumAggregator({ name: "x", weights: { a: 0.5, b: 0.5 }, onError: "fail" }).aggregate(rows);
    expect(fail).toMatchObject({ name: "x", error: "Weighted grader(s) errored: b (on_error: fail)" });
  });
});

describe("GatedWeightedSumAggregator", () => {
  const gated = (extra: Partial<ConstructorParameters<typeof GatedWeightedSumAggregator>[0]> = {}) =>
    new GatedWeightedSumAggregator({ name: "overall", weights: { fields_present: 1.0 }, gateGraders: ["no_pii"], ...extra });

  it("a failed gate suppresses the score, with Python float reprs in the reason", () => {
    expect(gated().aggregate(row(["fields_present", score("f", 1)], ["no_pii", score("no_pii", 0)]))).toEqual({
      name: "overall",
      score: 0.0,
      reason: "GATE FAILED: no_pii=0.0 (< 1.0). Hard requirement violated; weighted score suppressed.",
      metadata: { gate_failed: "no_pii" },
    });
    expect((gated({ gateThreshold: 0.75 }).aggregate(row(["fields_present", score("f", 1)], ["no_pii", score("no_pii", 0.5)])) as { reason: string }).reason).toBe(
      "GATE FAILED: no_pii=0.5 (< 0.75). Hard requirement violated; weighted score suppressed.",
    );
  });

  it("a passing, errored or missing gate passes; gates show with weight 0.00", () => {
    const pass = gated().aggregate(row(["fields_present", score("f", 0.5)], ["no_pii", score("no_pii", 1)]));
    expect(pass).toMatchObject({ score: 0.5, reason: "fields_present: 0.500 (weight: 1.00), no_pii: 1.000 (weight: 0.00)" });
    expect(gated().aggregate(row(["fields_present", score("f", 0.5)], ["no_pii", error("no_pii")]))).toMatchObject({ score: 0.5 });
    expect(gated().aggregate(row(["fields_present", score("f", 0.5)]))).toMatchObject({ score: 0.5 });
  });

  it("when every weight belongs to a gate, equal weights apply to all results, gate included", () => {
    const agg = new GatedWeightedSumAggregator({ name: "o", weights: { no_pii: 1 }, gateGraders: ["no_pii"] });
    const result = agg.aggregate(row(["a", score("a", 0.5)], ["no_pii", score("no_pii", 1)]));
    expect(result).toMatchObject({ score: 0.75, reason: "a: 0.500 (weight: 0.50), no_pii: 1.000 (weight: 0.50)", metadata: { weights: { a: 0.5, no_pii: 0.5 } } });
  });

  it("on_error: zero fails an errored gate; fail turns it into an error", () => {
    const rows = row(["fields_present", score("f", 1)], ["no_pii", error("no_pii")]);
    expect(gated({ onError: "zero" }).aggregate(rows)).toMatchObject({ score: 0, metadata: { gate_failed: "no_pii" } });
    expect(gated({ onError: "fail" }).aggregate(rows)).toMatchObject({ error: "Gate no_pii errored (on_error: fail)" });
  });
});
