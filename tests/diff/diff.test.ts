import { describe, expect, it } from "vitest";
import { type DiffResult, type MetricDiff, diffScoreTables, shouldFail } from "../../src/diff/diff.js";
import { GateRuleError } from "../../src/diff/gate-rules.js";
import type { MetricScore, ScoreTable } from "../../src/diff/score-table.js";
import { WORKED_BASELINE, WORKED_CANDIDATE, plain, roundSuccess, successRuns, table } from "./helpers.js";

function only(result: DiffResult, metric = "round_success"): MetricDiff {
  const found = result.metrics.find((m) => m.metric === metric);
  if (found === undefined) throw new Error(`no diff for ${metric}`);
  return found;
}

const GATE = { gates: "round_success:-5pp" };

describe("§4.5 worked example through diffScoreTables", () => {
  it("unpaired: Welch, inconclusive → possible regression with a 5 pp gate", () => {
    const result = diffScoreTables(successRuns("b", WORKED_BASELINE), successRuns("c", WORKED_CANDIDATE), GATE);
    const m = only(result);
    expect(m).toMatchObject({
      method: "welch",
      deltaText: "-10.0 pp",
      intervalText: "[-27.3, +7.3] pp",
      verdict: "possible_regression",
      underpowered: true,
      unit: "fraction of rounds succeeded",
    });
    expect(m.baseline).toMatchObject({ k: 5, mean: 0.78, pooled: { successes: 78, trials: 100 } });
    expect(m.candidate.k).toBe(5);
    expect(m.se).toBeCloseTo(0.0745, 4);
    expect(m.df).toBeCloseTo(7.6, 1);
    expect(m.methodLabel).toBe("Welch t on per-run scores (df = 7.6)");
    // t-based MDE on ν = 7.6; the reference's "≈ 21 pp" is the normal approximation (statistics tests).
    expect(m.mdeText).toBe("24.0 pp");
    expect(m.notes.join(" ")).toMatch(/inconclusive: these runs can only detect changes of about 24\.0 pp \(margin 5\.0 pp\)/);
    expect(result.overall).toBe("possible_regression");
    expect(shouldFail(result)).toBe(false);
    expect(shouldFail(result, "possible-regression")).toBe(true);
    expect(shouldFail(result, "never")).toBe(false);
  });

  it("paired by scenario/seed: CI [-14.4, -5.6] → regression", () => {
    const result = diffScoreTables(
      successRuns("b", WORKED_BASELINE, 20, { seeds: true }),
      successRuns("c", WORKED_CANDIDATE, 20, { seeds: true }),
      GATE,
    );
    const m = only(result);
    expect(m).toMatchObject({ method: "paired", df: 4, deltaText: "-10.0 pp", intervalText: "[-14.4, -5.6] pp", verdict: "regression" });
    expect(m.se).toBeCloseTo(0.0158, 4);
    expect(m.pValueHolm).toBeCloseTo(0.0032, 4);
    expect(result.overall).toBe("regression");
    expect(shouldFail(result)).toBe(true);
    expect(shouldFail(result, "never")).toBe(false);
  });

  it("a regression also needs the margin: with a 15 pp gate the significant -10 pp drop is no_change", () => {
    const result = diffScoreTables(
      successRuns("b", WORKED_BASELINE, 20, { seeds: true }),
      successRuns("c", WORKED_CANDIDATE, 20, { seeds: true }),
      { gates: "round_success:-15pp" },
    );
    expect(only(result).verdict).toBe("no_change");
    expect(shouldFail(result, "possible-regression")).toBe(false);
  });

  it("ungated metrics get a verdict for display but never fail", () => {
    const result = diffScoreTables(
      successRuns("b", WORKED_BASELINE, 20, { seeds: true }),
      successRuns("c", WORKED_CANDIDATE, 20, { seeds: true }),
    );
    expect(only(result).verdict).toBe("regression");
    expect(only(result).pValueHolm).toBeNull();
    expect(shouldFail(result)).toBe(false);
    expect(shouldFail(result, "possible-regression")).toBe(false);
  });

  it("one run a side falls back to Newcombe on pooled rounds, labelled, and only warns", () => {
    const result = diffScoreTables(successRuns("b", [78], 100), successRuns("c", [68], 100), GATE);
    const m = only(result);
    expect(m.method).toBe("newcombe-pooled-rounds");
    expect(m.methodLabel).toMatch(/assumes independent rounds/);
    expect(m.intervalText).toBe("[-21.9, +2.3] pp");
    expect(m.verdict).toBe("possible_regression");
    expect(m.notes[0]).toMatch(/fewer than 3 runs on a side \(k = 1\/1\)/);
  });

  it("few runs: a conclusive fallback stays a warning unless allowFailWithFewRuns", () => {
    const b = successRuns("b", [95], 100);
    const c = successRuns("c", [60], 100);
    const warned = only(diffScoreTables(b, c, GATE));
    expect(warned.interval?.upper).toBeLessThan(0);
    expect(warned.verdict).toBe("possible_regression");
    expect(only(diffScoreTables(b, c, { ...GATE, allowFailWithFewRuns: true })).verdict).toBe("regression");
  });

  it("a design effect (icc) widens the fallback interval and says so", () => {
    const naive = only(diffScoreTables(successRuns("b", [78], 100), successRuns("c", [68], 100)));
    const icc = only(diffScoreTables(successRuns("b", [78], 100), successRuns("c", [68], 100), { icc: 0.1 }));
    expect(icc.methodLabel).toMatch(/assumes ICC = 0.1/);
    expect((icc.interval?.upper ?? 0) - (icc.interval?.lower ?? 0)).toBeGreaterThan((naive.interval?.upper ?? 0) - (naive.interval?.lower ?? 0));
  });

  it("optional bootstrap is display-only and seeded from the data", () => {
    const run = (): DiffResult =>
      diffScoreTables(successRuns("b", WORKED_BASELINE), successRuns("c", WORKED_CANDIDATE), { ...GATE, bootstrapResamples: 2000 });
    const a = only(run());
    expect(a.bootstrap).toEqual(only(run()).bootstrap);
    expect(a.bootstrap?.lower).toBeLessThan(-0.15);
    expect(a.verdict).toBe("possible_regression");
  });
});

describe("edge cases", () => {
  it("zero variance on both sides, no change", () => {
    const result = diffScoreTables(successRuns("b", [20, 20, 20]), successRuns("c", [20, 20, 20]), GATE);
    expect(only(result)).toMatchObject({ delta: 0, deltaText: "0.0 pp", verdict: "no_change", method: "welch" });
  });

  it("all successes (p = 1) vs a drop with zero variance falls back to Newcombe instead of SE = 0", () => {
    const m = only(diffScoreTables(successRuns("b", [20, 20, 20]), successRuns("c", [17, 17, 17]), GATE));
    expect(m.method).toBe("newcombe-pooled-rounds");
    expect(m.notes.join(" ")).toMatch(/zero between-run variance/);
    expect(m.interval?.upper).toBe(m.interval?.upper); // finite
    expect(Number.isFinite(m.interval?.lower)).toBe(true);
    expect(m.deltaText).toBe("-15.0 pp");
    expect(m.verdict).toBe("regression");
  });

  it("all successes on the baseline, variation on the candidate: Welch with one-sided variance", () => {
    const m = only(diffScoreTables(successRuns("b", [20, 20, 20]), successRuns("c", [20, 19, 18]), GATE));
    expect(m.method).toBe("welch");
    expect(m.df).toBeCloseTo(2, 10);
    expect(m.deltaText).toBe("-5.0 pp");
    // Δ reaches the margin exactly (float-safe) but the interval straddles 0.
    expect(m.verdict).toBe("possible_regression");
  });

  it("zero variance, plain metric: a degenerate interval, neutral metric → changed; gated → regression", () => {
    const b = table("b", [2.5, 2.5, 2.5].map((s) => ({ message_entropy: plain(s) })));
    const c = table("c", [2.25, 2.25, 2.25].map((s) => ({ message_entropy: plain(s) })));
    const ungated = only(diffScoreTables(b, c), "message_entropy");
    expect(ungated).toMatchObject({ verdict: "changed", direction: "neutral", deltaText: "-0.250", intervalText: "[-0.250, -0.250]" });
    expect(ungated.notes.join(" ")).toMatch(/degenerate/);
    const gated = only(diffScoreTables(b, c, { gates: "message_entropy:-0.2" }), "message_entropy");
    expect(gated).toMatchObject({ verdict: "regression", direction: "higher-better" });
  });

  it("a gate rise-is-bad on a plain metric reads the direction from the gate", () => {
    const b = table("b", [1.0, 1.1, 1.2, 1.05].map((s) => ({ gzip_compression_ratio: plain(s, { unit: "compressed/original" }) })));
    const c = table("c", [1.4, 1.5, 1.45, 1.55].map((s) => ({ gzip_compression_ratio: plain(s, { unit: "compressed/original" }) })));
    const m = only(diffScoreTables(b, c, { gates: "gzip_compression_ratio:+0.1" }), "gzip_compression_ratio");
    expect(m.direction).toBe("lower-better");
    expect(m.verdict).toBe("regression");
    const improved = only(diffScoreTables(c, b, { gates: "gzip_compression_ratio:+0.1" }), "gzip_compression_ratio");
    expect(improved.verdict).toBe("improvement");
  });

  it("a single plain run a side has no interval; a material gated drop is a possible regression", () => {
    const m = only(
      diffScoreTables(table("b", [{ message_entropy: plain(2.5) }]), table("c", [{ message_entropy: plain(2.0) }]), {
        gates: "message_entropy:-0.2",
      }),
      "message_entropy",
    );
    expect(m).toMatchObject({ method: "none", interval: null, verdict: "possible_regression", deltaText: "-0.500" });
  });

  it("a metric on one side only", () => {
    const b = table("b", [{ round_success: roundSuccess(10, 20), message_entropy: plain(2) }]);
    const c: ScoreTable = {
      runs: [{ id: "c-1", metrics: { round_success: roundSuccess(10, 20), round_success_teamB: roundSuccess(3, 20) }, unavailable: { message_entropy: "failed: boom" } }],
    };
    const result = diffScoreTables(b, c, { gates: "message_entropy:-0.2" });
    expect(only(result, "message_entropy").verdict).toBe("candidate_missing");
    expect(only(result, "message_entropy").notes.join(" ")).toMatch(/c-1: message_entropy failed: boom/);
    expect(only(result, "round_success_teamB").verdict).toBe("baseline_missing");
    expect(result.overall).toBe("candidate_missing");
    expect(shouldFail(result, "possible-regression")).toBe(false);
  });

  it("rejects gates that match nothing or could never trigger, and pp on a plain metric", () => {
    const b = successRuns("b", [10, 11, 12]);
    expect(() => diffScoreTables(b, b, { gates: "nope:-1" })).toThrow(/'nope:-1'.*no metric 'nope' on either side \(metrics: round_success\)/);
    expect(() => diffScoreTables(b, b, { gates: "round_success:-5" })).toThrow(/a margin of 5 can never be reached; did you mean round_success:-5pp\?/);
    expect(() => diffScoreTables(b, b, { gates: "round_success:-0.05" })).not.toThrow();
    const empty = { runs: [] };
    expect(diffScoreTables(empty, empty, { gates: "nope:-1" }).warnings).toContain("gate 'nope:-1' matches no metric on either side");
    const e = table("e", [{ message_entropy: plain(2) }]);
    expect(() => diffScoreTables(e, e, { gates: "message_entropy:-5pp" })).toThrow(GateRuleError);
    expect(() => diffScoreTables(e, e, { gates: "message_entropy:-5pp" })).toThrow(/'pp' needs a fraction metric.*bits\/char/);
    expect(() => diffScoreTables(b, b, { gates: "round_success:5" })).toThrow(/needs a sign/);
    expect(() => diffScoreTables(b, b, { alpha: 0 })).toThrow(RangeError);
    expect(() => diffScoreTables(b, b, { minRunsForWelch: 1 })).toThrow(RangeError);
  });
});

describe("guards", () => {
  it("identical inputs short-circuit to unchanged with Δ exactly 0", () => {
    const b = successRuns("b", WORKED_BASELINE, 20, { digestPrefix: "log" });
    const c = successRuns("c", WORKED_BASELINE, 20, { digestPrefix: "log" });
    const result = diffScoreTables(b, c, GATE);
    expect(only(result)).toMatchObject({ verdict: "unchanged", delta: 0, deltaText: "0.0 pp", interval: null, method: "none" });
    expect(result.overall).toBe("unchanged");
    expect(shouldFail(result, "possible-regression")).toBe(false);
  });

  it("same logs but a bumped metric version: not comparable, attributed to the metric definition", () => {
    const b = successRuns("b", WORKED_BASELINE, 20, { digestPrefix: "log" });
    const c = table(
      "c",
      WORKED_CANDIDATE.map((s) => ({ round_success: roundSuccess(s, 20, { provenance: { metric_version: "round_success@2" } }) })),
      { digestPrefix: "log" },
    );
    const m = only(diffScoreTables(b, c, GATE));
    expect(m.verdict).toBe("not_comparable");
    expect(m.differingFields).toEqual([{ field: "metric_version", baseline: ["round_success@1"], candidate: ["round_success@2"] }]);
    expect(m.notes.join(" ")).toMatch(/changed metric definition/);
  });

  it("a different judge model is not comparable, never a regression, and names the field", () => {
    const judged = (model: string) => (s: number): Record<string, MetricScore> => ({
      round_success: roundSuccess(s, 20, { provenance: { metric_version: "round_success@1", judge_model: model } }),
    });
    const b = table("b", WORKED_BASELINE.map(judged("judge-a")), { seeds: true });
    const c = table("c", [5, 4, 6, 3, 5].map(judged("judge-b")), { seeds: true });
    const result = diffScoreTables(b, c, GATE);
    const m = only(result);
    expect(m.verdict).toBe("not_comparable");
    expect(m.differingFields).toEqual([{ field: "judge_model", baseline: ["judge-a"], candidate: ["judge-b"] }]);
    expect(m.deltaText).toBe("-55.0 pp");
    expect(m.interval).toBeNull();
    expect(result.overall).toBe("not_comparable");
    expect(shouldFail(result, "possible-regression")).toBe(false);
  });

  it("run-wide provenance (n-gram table digest on the run) and a field absent on one side also count", () => {
    const b = successRuns("b", WORKED_BASELINE, 20, { provenance: { scenario_mode: "standard", "ngram_table:en.json": "aaa" } });
    const c = successRuns("c", WORKED_BASELINE, 20, { provenance: { scenario_mode: "standard" } });
    const m = only(diffScoreTables(b, c));
    expect(m.verdict).toBe("not_comparable");
    expect(m.differingFields).toEqual([{ field: "ngram_table:en.json", baseline: ["aaa"], candidate: ["(absent)"] }]);
  });

  it("same logs and provenance but different scores: computed normally, with a nondeterminism note", () => {
    const b = successRuns("b", WORKED_BASELINE, 20, { digestPrefix: "log" });
    const c = successRuns("c", WORKED_CANDIDATE, 20, { digestPrefix: "log" });
    const m = only(diffScoreTables(b, c, GATE));
    expect(m.verdict).toBe("possible_regression");
    expect(m.notes.join(" ")).toMatch(/not deterministic/);
  });
});

describe("Holm across gated metrics", () => {
  // Paired differences with one-sample t p-values (scipy 1.17 stats.ttest_1samp):
  // 0.02022183852967945, 0.03385773463279316 and 0.06176615079855995.
  const base = [0.8, 0.7, 0.9, 0.75, 0.85];
  const diffs: Record<string, number[]> = {
    round_success_a: [-0.1, -0.05, -0.15, -0.1, -0.02],
    round_success_b: [-0.1, -0.04, -0.16, -0.12, -0.01],
    round_success_c: [-0.08, -0.02, -0.15, -0.1, 0],
  };
  const side = (name: string, candidate: boolean): ScoreTable =>
    table(
      name,
      base.map((score, i) =>
        Object.fromEntries(
          Object.entries(diffs).map(([metric, d]) => [
            metric,
            { ...roundSuccess(0, 1), counts: undefined, unit: "fraction", score: candidate ? score + (d[i] as number) : score },
          ]),
        ),
      ),
      { seeds: true },
    );

  it("alone, metric a is a regression; gated with b and c, Holm makes all three inconclusive", () => {
    const alone = diffScoreTables(side("b", false), side("c", true), { gates: "round_success_a:-5pp" });
    expect(only(alone, "round_success_a").pValue).toBeCloseTo(0.0202, 4);
    expect(only(alone, "round_success_a").verdict).toBe("regression");
    expect(only(alone, "round_success_b").verdict).toBe("regression"); // ungated, unadjusted, display only
    expect(shouldFail(alone)).toBe(true);

    const all = diffScoreTables(side("b", false), side("c", true), {
      gates: ["round_success_a:-5pp", "round_success_b:-5pp", "round_success_c:-5pp"],
    });
    const a = only(all, "round_success_a");
    expect(a.pValueHolm).toBeCloseTo(3 * 0.02022183852967945, 6);
    expect(only(all, "round_success_b").pValueHolm).toBeCloseTo(2 * 0.03385773463279316, 6);
    expect(all.metrics.map((m) => m.verdict)).toEqual(["possible_regression", "possible_regression", "possible_regression"]);
    expect(a.notes.join(" ")).toMatch(/not after Holm across 3 gated metrics/);
    expect(shouldFail(all)).toBe(false);
    expect(shouldFail(all, "possible-regression")).toBe(true);
  });
});

describe("per-round flip table", () => {
  const withRounds = (outcomes: number[]): MetricScore => {
    const won = outcomes.filter((o) => o === 1).length;
    return roundSuccess(won, outcomes.length, { rounds: outcomes.map((value, i) => ({ round: i + 1, value })) });
  };

  it("by scenario/seed + round when runs line up", () => {
    const b = table("b", [[1, 1, 0, 1], [1, 0, 1, 1], [1, 1, 1, 1]].map((o) => ({ round_success: withRounds(o) })), { seeds: true });
    const c = table("c", [[1, 0, 0, 1], [1, 1, 1, 1], [1, 1, 1, 0]].map((o) => ({ round_success: withRounds(o) })), { seeds: true });
    const flips = only(diffScoreTables(b, c)).flips;
    expect(flips?.mode).toBe("by-pairing-key");
    expect(flips?.newlyFailing).toEqual([
      { scenario: "veyru", seed: "1", round: 2, baseline: { successes: 1, trials: 1 }, candidate: { successes: 0, trials: 1 } },
      { scenario: "veyru", seed: "3", round: 4, baseline: { successes: 1, trials: 1 }, candidate: { successes: 0, trials: 1 } },
    ]);
    expect(flips?.newlyPassing).toEqual([
      { scenario: "veyru", seed: "2", round: 2, baseline: { successes: 0, trials: 1 }, candidate: { successes: 1, trials: 1 } },
    ]);
  });

  it("pooled by round when runs do not line up 1:1 (same scenario, no seeds)", () => {
    const b = table("b", [[1, 1, 0], [1, 0, 0]].map((o) => ({ round_success: withRounds(o) })));
    const c = table("c", [[0, 1, 0], [1, 1, 0], [1, 0, 1]].map((o) => ({ round_success: withRounds(o) })));
    const flips = only(diffScoreTables(b, c)).flips;
    expect(flips?.mode).toBe("pooled-by-round");
    expect(flips?.newlyFailing).toEqual([{ scenario: "veyru", round: 1, baseline: { successes: 2, trials: 2 }, candidate: { successes: 2, trials: 3 } }]);
    expect(flips?.newlyPassing).toEqual([
      { scenario: "veyru", round: 2, baseline: { successes: 1, trials: 2 }, candidate: { successes: 2, trials: 3 } },
      { scenario: "veyru", round: 3, baseline: { successes: 0, trials: 2 }, candidate: { successes: 1, trials: 3 } },
    ]);
  });

  it("pooled over all runs when there are no pairing keys; duplicate round numbers count as trials", () => {
    const strip = (t: ScoreTable): ScoreTable => ({ runs: t.runs.map(({ pairing: _p, ...r }) => r) });
    const dup = roundSuccess(1, 2, { rounds: [{ round: 1, value: 1 }, { round: 1, value: 0 }] });
    const b = strip(table("b", [{ round_success: withRounds([1]) }]));
    const c = strip(table("c", [{ round_success: dup }]));
    const flips = only(diffScoreTables(b, c)).flips;
    expect(flips).toEqual({
      mode: "pooled-by-round",
      newlyFailing: [{ round: 1, baseline: { successes: 1, trials: 1 }, candidate: { successes: 1, trials: 2 } }],
      newlyPassing: [],
    });
  });

  it("seeds that do not match are compared unpaired, with a note", () => {
    const b = successRuns("b", WORKED_BASELINE, 20, { seeds: true });
    const c: ScoreTable = { runs: successRuns("c", WORKED_CANDIDATE, 20, { seeds: true }).runs.map((r) => ({ ...r, pairing: { seed: `x${r.id}` } })) };
    const m = only(diffScoreTables(b, c, GATE));
    expect(m.method).toBe("welch");
    expect(m.notes.join(" ")).toMatch(/pairing keys do not line up \(5 only in baseline, 5 only in candidate\)/);
  });
});

describe("determinism", () => {
  it("same inputs → identical output; run and metric order do not matter", () => {
    const b = table("b", WORKED_BASELINE.map((s, i) => ({ round_success: roundSuccess(s, 20), message_entropy: plain(2 + i / 10) })), { seeds: true });
    const c = table("c", WORKED_CANDIDATE.map((s, i) => ({ message_entropy: plain(2.1 + i / 7), round_success: roundSuccess(s, 20) })), { seeds: true });
    const options = { gates: ["round_success:-5pp", "message_entropy:-0.2"], bootstrapResamples: 500 };
    const first = JSON.stringify(diffScoreTables(b, c, options));
    expect(JSON.stringify(diffScoreTables(b, c, options))).toBe(first);
    const shuffled: ScoreTable = { runs: [...c.runs].reverse() };
    expect(JSON.stringify(diffScoreTables({ runs: [...b.runs].reverse() }, shuffled, options))).toBe(first);
    expect(diffScoreTables(b, c, options).metrics.map((m) => m.metric)).toEqual(["message_entropy", "round_success"]);
  });
});
