/**
 * The side means a diff row shows are the point estimates its Δ is the difference of, so
 * "baseline → candidate" and Δ never disagree (audit: 50.0% → 50.0% with Δ +25.0 pp). Values
 * computed by hand from the reference's formulas (§4.3 pooled p̂ = ΣS/ΣN; §4.4(c) runs averaged per
 * scenario/seed key, then the mean of the key differences).
 */
import { describe, expect, it } from "vitest";
import { diffScoreTables } from "../../src/diff/diff.js";
import type { ScoreRun } from "../../src/diff/score-table.js";
import { renderComment } from "../../src/report/render-comment.js";
import { renderDiffText } from "../../src/report/render-text.js";
import { roundSuccess } from "./helpers.js";

function run(id: string, won: number, total: number, seed?: string): ScoreRun {
  return {
    id,
    pairing: { scenario: "veyru", ...(seed === undefined ? {} : { seed }) },
    provenance: { scenario: "veyru" },
    metrics: { round_success: roundSuccess(won, total) },
  };
}

describe("side means match Δ", () => {
  it("pooled rounds (fewer than 3 runs a side): the pooled rates, not the mean of run rates", () => {
    // baseline 10/10 and 0/30: run rates average 0.5, pooled 10/40 = 0.25; candidate 15/30 = 0.5
    const baseline = { runs: [run("b1", 10, 10), run("b2", 0, 30)] };
    const candidate = { runs: [run("c1", 15, 30)] };
    const result = diffScoreTables(baseline, candidate, { gates: "round_success:-5pp" });
    const m = result.metrics[0];
    expect(m?.method).toBe("pooled-rounds-icc");
    expect(m?.baseline.mean).toBeCloseTo(0.25, 15);
    expect(m?.candidate.mean).toBeCloseTo(0.5, 15);
    expect(m?.delta).toBeCloseTo(0.25, 15);
    expect(m?.deltaText).toBe("+25.0 pp");
    // the rates Newcombe compares: their difference is Δ to the bit
    expect((m?.candidate.mean ?? NaN) - (m?.baseline.mean ?? NaN)).toBe(m?.delta);
    const comment = renderComment({ diff: result, candidate, baseline }).comment;
    expect(comment).toContain("| 25.0% → 50.0% | +25.0 pp");
    expect(renderDiffText(result, false)).toMatch(/25\.0%\s+50\.0%\s+2\/1\s+\+25\.0 pp/);
  });

  it("paired t with runs averaged per key: the means of the key means", () => {
    // baseline seed 1: 18/20 and 2/20 (key mean 0.5), seed 2: 15/20, seed 3: 12/20 → (0.5 + 0.75 + 0.6)/3
    // candidate seeds 1, 2, 3: 17, 14, 13 of 20 → 0.7333...; Δ = mean of (0.35, -0.05, 0.05) = 0.11667
    const baseline = { runs: [run("b1", 18, 20, "1"), run("b2", 2, 20, "1"), run("b3", 15, 20, "2"), run("b4", 12, 20, "3")] };
    const candidate = { runs: [run("c1", 17, 20, "1"), run("c2", 14, 20, "2"), run("c3", 13, 20, "3")] };
    const m = diffScoreTables(baseline, candidate).metrics[0];
    expect(m?.method).toBe("paired-t");
    expect(m?.baseline.mean).toBeCloseTo(1.85 / 3, 14);
    expect(m?.candidate.mean).toBeCloseTo(2.2 / 3, 14);
    expect(m?.delta).toBeCloseTo(0.35 / 3, 14);
    expect((m?.candidate.mean ?? 0) - (m?.baseline.mean ?? 0)).toBeCloseTo(m?.delta ?? NaN, 14);
  });

  it("equal round counts: the pooled rate is the mean of the run rates (§4.3)", () => {
    const baseline = { runs: [run("b1", 12, 20), run("b2", 14, 20)] };
    const candidate = { runs: [run("c1", 10, 20), run("c2", 9, 20)] };
    const m = diffScoreTables(baseline, candidate).metrics[0];
    expect(m?.baseline.mean).toBeCloseTo(0.65, 15);
    expect(m?.candidate.mean).toBeCloseTo(0.475, 15);
  });
});
