/**
 * Sides holding several scenarios in different proportions are not compared by a mean over runs:
 * that mean measures the mix, not the agent. Audit: 8 veyru + 2 iceberg baseline runs against
 * 2 veyru + 8 iceberg candidate runs, with the same success rates per scenario (90% and 30%),
 * failed the gate as a -38.5 pp "regression".
 */
import { describe, expect, it } from "vitest";
import { diffScoreTables, shouldFail } from "../../src/diff/diff.js";
import { renderComment } from "../../src/report/render-comment.js";
import type { ScoreRun } from "../../src/diff/score-table.js";
import { roundSuccess } from "./helpers.js";

function run(id: string, scenario: string, won: number, seed?: string): ScoreRun {
  return {
    id,
    pairing: { scenario, ...(seed === undefined ? {} : { seed }) },
    provenance: { scenario },
    metrics: { round_success: roundSuccess(won, 20) },
  };
}

/** `spec` is [scenario, won of 20] per run. */
function side(name: string, spec: readonly (readonly [string, number])[], seeds = false) {
  return { runs: spec.map(([scenario, won], i) => run(`${name}${String(i).padStart(2, "0")}`, scenario, won, seeds ? String(i) : undefined)) };
}

// veyru runs at 17-19/20, iceberg runs at 5-7/20: the agent is the same on both sides.
const V = [18, 17, 19, 18, 18, 17, 19, 18];
const I = [6, 5, 7, 6, 6, 5, 7, 6];

describe("scenario mix", () => {
  it("different proportions: not comparable naming the mix, never a regression", () => {
    const baseline = side("b", [...V.map((w) => ["veyru", w] as const), ["iceberg", 6], ["iceberg", 5]]);
    const candidate = side("c", [["veyru", 18], ["veyru", 17], ...I.map((w) => ["iceberg", w] as const)]);
    const result = diffScoreTables(baseline, candidate, { gates: "round_success:-5pp" });
    const m = result.metrics[0];
    expect(m?.verdict).toBe("not_comparable");
    expect(m?.differingFields).toEqual([
      { field: "scenario mix", baseline: ["iceberg: 2 of 10 runs", "veyru: 8 of 10 runs"], candidate: ["iceberg: 8 of 10 runs", "veyru: 2 of 10 runs"] },
    ]);
    expect(m?.interval).toBeNull();
    expect(shouldFail(result)).toBe(false);
    const { comment } = renderComment({ diff: result, candidate, baseline });
    expect(comment).toContain("🚫 **Not comparable**: round_success comes from different scenarios on the two sides (differing: scenario mix)");
  });

  it("a mix of scenario modes counts as a mix of scenarios", () => {
    const moded = (id: string, mode: string, won: number): ScoreRun => ({ ...run(id, "veyru", won), provenance: { scenario: "veyru", scenario_mode: mode } });
    const baseline = { runs: [moded("b1", "solo", 18), moded("b2", "solo", 17), moded("b3", "solo", 19), moded("b4", "teams", 6)] };
    const candidate = { runs: [moded("c1", "solo", 18), moded("c2", "teams", 5), moded("c3", "teams", 7), moded("c4", "teams", 6)] };
    const m = diffScoreTables(baseline, candidate).metrics[0];
    expect(m?.verdict).toBe("not_comparable");
    expect(m?.differingFields[0]?.baseline).toEqual(["veyru (solo): 3 of 4 runs", "veyru (teams): 1 of 4 runs"]);
  });

  it("fewer than 3 runs a side, pooled rounds: a different mix is not comparable either", () => {
    const result = diffScoreTables(side("b", [["veyru", 18], ["veyru", 17], ["iceberg", 6]]), side("c", [["veyru", 18], ["iceberg", 6]]));
    expect(result.metrics[0]?.verdict).toBe("not_comparable");
  });

  it("the same proportions on both sides (2 + 2 against 3 + 3): compared as before", () => {
    const baseline = side("b", [["veyru", 18], ["veyru", 17], ["iceberg", 6], ["iceberg", 5]]);
    const candidate = side("c", [["veyru", 18], ["veyru", 19], ["veyru", 17], ["iceberg", 6], ["iceberg", 7], ["iceberg", 5]]);
    const m = diffScoreTables(baseline, candidate).metrics[0];
    expect(m?.method).toBe("welch-t");
    // (18 + 17 + 6 + 5) / 80 = 0.575; (18 + 19 + 17 + 6 + 7 + 5) / 120 = 0.6
    expect(m?.delta).toBeCloseTo(0.025, 12);
  });

  it("a different mix of runs that pair up by scenario and seed: the paired t compares within each scenario", () => {
    // keys (scenario, seed) veyru/1, veyru/2, iceberg/3, iceberg/4 on both sides; the baseline repeats
    // veyru/1 and the candidate iceberg/3 (3 + 2 against 2 + 3 runs), runs averaged per key
    const baseline = {
      runs: [run("b1", "veyru", 18, "1"), run("b2", "veyru", 16, "1"), run("b3", "veyru", 19, "2"), run("b4", "iceberg", 6, "3"), run("b5", "iceberg", 5, "4")],
    };
    const candidate = {
      runs: [run("c1", "veyru", 16, "1"), run("c2", "veyru", 19, "2"), run("c3", "iceberg", 6, "3"), run("c4", "iceberg", 4, "3"), run("c5", "iceberg", 6, "4")],
    };
    const m = diffScoreTables(baseline, candidate).metrics[0];
    expect(m?.method).toBe("paired-t");
    // per-key differences (of 20): 16 - 17 = -1, 19 - 19 = 0, 5 - 6 = -1, 6 - 5 = +1 → mean -0.25 / 20
    expect(m?.delta).toBeCloseTo(-0.0125, 12);
    expect(m?.verdict).not.toBe("not_comparable");
  });
});
