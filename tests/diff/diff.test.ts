import { describe, expect, it } from "vitest";
import { type DiffResult, type MetricDiff, diffScoreTables, shouldFail, verdictLabel } from "../../src/diff/diff.js";
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
  it("unpaired: Welch, one-sided p = 0.11 is not suggestive → inconclusive (not a possible regression)", () => {
    const result = diffScoreTables(successRuns("b", WORKED_BASELINE), successRuns("c", WORKED_CANDIDATE), GATE);
    const m = only(result);
    expect(m).toMatchObject({
      method: "welch-t",
      deltaText: "-10.0 pp",
      intervalText: "[-27.3, +7.3] pp",
      intervalCalibrated: true,
      verdict: "inconclusive",
      verdictLabel: "inconclusive",
      kText: "k = 5/5",
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
    // §4.5: one-sided p = 0.11 (scipy 1.17 ttest_ind(equal_var=False, alternative="less"): 0.10907).
    expect(m.pValueHarm).toBeCloseTo(0.10907, 4);
    expect(m.tost?.noMaterialHarm).toBe(false);
    expect(result.overall).toBe("inconclusive");
    expect(shouldFail(result)).toBe(false);
    expect(shouldFail(result, "possible-regression")).toBe(false);
    expect(shouldFail(result, "never")).toBe(false);
  });

  it("paired by scenario/seed: CI [-14.4, -5.6] → regression", () => {
    const result = diffScoreTables(
      successRuns("b", WORKED_BASELINE, 20, { seeds: true }),
      successRuns("c", WORKED_CANDIDATE, 20, { seeds: true }),
      GATE,
    );
    const m = only(result);
    expect(m).toMatchObject({ method: "paired-t", df: 4, pairs: 5, kText: "k = 5/5, 5 pairs", deltaText: "-10.0 pp", intervalText: "[-14.4, -5.6] pp", verdict: "regression", fails: true });
    expect(result.decision).toMatchObject({ fail: true, failOn: "regression", failing: [{ metric: "round_success", verdict: "regression", deltaText: "-10.0 pp" }] });
    expect(m.se).toBeCloseTo(0.0158, 4);
    expect(m.pValueHolm).toBeCloseTo(0.0032, 4);
    expect(result.overall).toBe("regression");
    expect(shouldFail(result)).toBe(true);
    expect(shouldFail(result, "never")).toBe(false);
  });

  it("a regression also needs the margin: with a 15 pp gate the significant -10 pp drop is 'no drop of 15 pp or more' (TOST)", () => {
    const result = diffScoreTables(
      successRuns("b", WORKED_BASELINE, 20, { seeds: true }),
      successRuns("c", WORKED_CANDIDATE, 20, { seeds: true }),
      { gates: "round_success:-15pp" },
    );
    expect(only(result).verdict).toBe("equivalent");
    expect(only(result).verdictLabel).toBe("no drop of 15 pp or more");
    // One-sided t for H0 Δ ≤ -15 pp: scipy 1.17 ttest_1samp(d + 0.15, 0, alternative="greater") = 0.017054711583704737.
    expect(only(result).tost?.pNoHarm).toBeCloseTo(0.017054711583704737, 10);
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

  it("one run a side: a rough pooled-rounds interval (never called 95%), and too few runs to tell", () => {
    const naive = only(diffScoreTables(successRuns("b", [78], 100), successRuns("c", [68], 100), { ...GATE, icc: 0 }));
    expect(naive.method).toBe("pooled-rounds-icc");
    expect(naive.methodLabel).toMatch(/assumes ICC = 0, as given/);
    // §4.5: naive Newcombe treating 100 rounds per arm as iid.
    expect(naive.intervalText).toBe("[-21.9, +2.3] pp");
    expect(naive.intervalCalibrated).toBe(false);
    expect(naive.verdict).toBe("too_few_runs");
    expect(naive.verdictLabel).toBe("too few runs to tell (k = 1/1)");
    expect(naive.notes[0]).toMatch(/fewer than 3 runs on a side \(k = 1\/1\)/);
    const m = only(diffScoreTables(successRuns("b", [78], 100), successRuns("c", [68], 100), GATE));
    expect(m.icc).toMatchObject({ value: 0.3, source: "default", estimate: null, roundsPerRun: 100 });
    expect(m.icc?.designEffect).toBeCloseTo(30.7, 10);
    expect(m.methodLabel).toMatch(/assumes ICC = 0\.3, conservative default/);
  });

  it("few runs: a conclusive fallback stays a warning unless allowFailWithFewRuns", () => {
    const b = successRuns("b", [95], 100);
    const c = successRuns("c", [60], 100);
    const warned = only(diffScoreTables(b, c, { ...GATE, icc: 0 }));
    expect(warned.interval?.upper).toBeLessThan(0);
    expect(warned.verdict).toBe("too_few_runs");
    expect(warned.lean).toBe("worse");
    expect(warned.verdictLabel).toBe("too few runs to tell (k = 1/1, looks worse)");
    expect(only(diffScoreTables(c, b, { ...GATE, icc: 0 })).verdictLabel).toBe("too few runs to tell (k = 1/1, looks better)");
    expect(shouldFail(diffScoreTables(b, c, { ...GATE, icc: 0, failOn: "possible-regression" }))).toBe(false);
    expect(only(diffScoreTables(b, c, { ...GATE, icc: 0, allowFailWithFewRuns: true })).verdict).toBe("regression");
  });

  it("a design effect (icc) widens the fallback interval and says so", () => {
    const naive = only(diffScoreTables(successRuns("b", [78], 100), successRuns("c", [68], 100), { icc: 0 }));
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
    expect(a.verdict).toBe("inconclusive");
  });
});

describe("edge cases", () => {
  it("zero spread on both sides, nothing moved: exact permutation test; 3 runs of 20/20 cannot show 'no drop of 5 pp'", () => {
    const result = diffScoreTables(successRuns("b", [20, 20, 20]), successRuns("c", [20, 20, 20]), GATE);
    const m = only(result);
    expect(m).toMatchObject({ delta: 0, deltaText: "0.0 pp", method: "permutation", pValue: 1, verdict: "inconclusive" });
    // At 3 vs 3 the smallest two-sided p is 0.10 > 0.05: no shift is excluded, a fraction's Δ stays within ±100 pp.
    expect(m.intervalText).toBe("[-100.0, +100.0] pp");
    expect(m).toMatchObject({ intervalCalibrated: true, mdeCapped: true });
    // The permutation TOST alone gives 1/20 (the shifted candidate above every baseline run in 1 of C(6,3) relabelings),
    // but runs that all agree are widened by the pooled rounds (ICC unknown: conservative default 0.3), which cannot.
    expect(m.methodLabel).toMatch(/widened to the pooled-rounds interval \(ICC = 0\.3, conservative default\)/);
    expect(m.tost?.pNoHarm).toBeGreaterThan(0.05);
  });

  it("runs that all agree (4 × 70/80 vs 4 × 52/80): the interval is widened to the pooled rounds, never a single point", () => {
    const b = successRuns("b", [70, 70, 70, 70], 80);
    const c = successRuns("c", [52, 52, 52, 52], 80);
    const m = only(diffScoreTables(b, c, GATE));
    // ICC estimated from the runs is 0, so the pooled part is Newcombe on 320 vs 320 rounds.
    expect(m.icc).toMatchObject({ value: 0, source: "estimated" });
    expect(m.intervalText).toBe("[-28.7, -16.0] pp");
    // max(exact permutation 2/C(8,4) = 2/70, the pooled test): still a regression at 4 vs 4.
    expect(m.pValue).toBeCloseTo(2 / 70, 12);
    expect(m.verdict).toBe("regression");
  });

  it("issue 10: [0,0,0] vs [1,1,1] gives the exact permutation p = 0.10, never 0, and cannot fail the gate", () => {
    const b = table("b", [0, 0, 0].map(() => ({ round_success: roundSuccess(0, 20) })));
    const c = table("c", [0, 0, 0].map(() => ({ round_success: roundSuccess(20, 20) })));
    const up = only(diffScoreTables(b, c, GATE));
    // 2 of the C(6,3) = 20 relabelings are as extreme (scipy 1.17 permutation_test, permutation_type="independent": 0.1).
    expect(up.pValue).toBeCloseTo(0.1, 12);
    expect(up.method).toBe("permutation");
    const down = diffScoreTables(c, b, GATE);
    expect(only(down).pValue).toBeCloseTo(0.1, 12);
    expect(only(down).pValueHarm).toBeCloseTo(0.05, 12);
    expect(only(down).verdict).toBe("possible_regression");
    expect(shouldFail(down)).toBe(false);
  });

  it("all successes (p = 1) vs a drop with zero spread: permutation test over runs, never a pooled-rounds failure", () => {
    const m = only(diffScoreTables(successRuns("b", [20, 20, 20]), successRuns("c", [17, 17, 17]), GATE));
    expect(m.method).toBe("permutation");
    expect(m.notes.join(" ")).toMatch(/all runs agree on each side: an exact permutation test/);
    expect(m.deltaText).toBe("-15.0 pp");
    expect(m.pValue).toBeCloseTo(0.1, 12);
    expect(m.verdict).toBe("possible_regression");
    // With 5 runs a side (C(10,5) = 252, smallest two-sided p 2/252) the same drop fails the gate.
    const five = diffScoreTables(successRuns("b", [20, 20, 20, 20, 20]), successRuns("c", [17, 17, 17, 17, 17]), GATE);
    expect(only(five).pValue).toBeCloseTo(2 / 252, 12);
    expect(only(five).verdict).toBe("regression");
    expect(shouldFail(five)).toBe(true);
  });

  it("all successes on the baseline, variation on the candidate: permutation instead of a one-sided-variance Welch", () => {
    const m = only(diffScoreTables(successRuns("b", [20, 20, 20]), successRuns("c", [20, 19, 18]), GATE));
    expect(m.method).toBe("permutation");
    expect(m.notes.join(" ")).toMatch(/the baseline runs all agree/);
    expect(m.deltaText).toBe("-5.0 pp");
    // scipy 1.17 permutation_test((c, b), mean difference, permutation_type="independent", n_resamples=inf) = 0.4.
    expect(m.pValue).toBeCloseTo(0.4, 12);
    expect(m.verdict).toBe("inconclusive");
  });

  it("zero spread, plain metric: permutation over runs; neutral metric ungated → inconclusive at 3 vs 3", () => {
    const b = table("b", [2.5, 2.5, 2.5].map((s) => ({ message_entropy: plain(s) })));
    const c = table("c", [2.25, 2.25, 2.25].map((s) => ({ message_entropy: plain(s) })));
    const ungated = only(diffScoreTables(b, c), "message_entropy");
    expect(ungated).toMatchObject({ verdict: "inconclusive", direction: "neutral", deltaText: "-0.250", interval: null, method: "permutation", change: "decrease" });
    expect(ungated.notes.join(" ")).toMatch(/unbounded/);
    const b5 = table("b", [2.5, 2.5, 2.5, 2.5, 2.5].map((s) => ({ message_entropy: plain(s) })));
    const c5 = table("c", [2.25, 2.25, 2.25, 2.25, 2.25].map((s) => ({ message_entropy: plain(s) })));
    expect(only(diffScoreTables(b5, c5), "message_entropy")).toMatchObject({ verdict: "changed", verdictLabel: "changed (decrease)" });
    expect(only(diffScoreTables(b5, c5, { gates: "message_entropy:-0.2" }), "message_entropy")).toMatchObject({ verdict: "regression", direction: "higher-better" });
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

  it("a single plain run a side has no interval: too few runs to tell, never 'no change'", () => {
    const m = only(
      diffScoreTables(table("b", [{ message_entropy: plain(2.5) }]), table("c", [{ message_entropy: plain(2.0) }]), {
        gates: "message_entropy:-0.2",
      }),
      "message_entropy",
    );
    expect(m).toMatchObject({ method: "none", interval: null, verdict: "too_few_runs", verdictLabel: "too few runs to tell (k = 1/1)", deltaText: "-0.500" });
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
    expect(m.verdict).toBe("inconclusive");
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

  it("runs of one scenario without seeds are different simulations: not comparable, with the reason", () => {
    const b = table("b", [[1, 1, 0], [1, 0, 0]].map((o) => ({ round_success: withRounds(o) })));
    const c = table("c", [[0, 1, 0], [1, 1, 0], [1, 0, 1]].map((o) => ({ round_success: withRounds(o) })));
    const flips = only(diffScoreTables(b, c)).flips;
    expect(flips?.mode).toBe("not-comparable");
    expect(flips?.newlyFailing).toEqual([]);
    expect(flips?.reason).toMatch(/no run pair shares scenario, seed and round count \(veyru: no seed recorded/);
  });

  it("no pairing keys at all: not comparable", () => {
    const strip = (t: ScoreTable): ScoreTable => ({ runs: t.runs.map(({ pairing: _p, ...r }) => r) });
    const b = strip(table("b", [{ round_success: withRounds([1, 0]) }]));
    const c = strip(table("c", [{ round_success: withRounds([0, 1]) }]));
    expect(only(diffScoreTables(b, c)).flips).toEqual({
      mode: "not-comparable",
      newlyFailing: [],
      newlyPassing: [],
      reason: "runs carry no scenario and seed, so no candidate run is known to replay a baseline run",
      skipped: [],
    });
  });

  it("issue 10: same scenario and seed but different round counts are not listed; the pair is skipped with the reason", () => {
    const b = table("b", [[1, 1, 0, 1], [1, 0, 1, 1]].map((o) => ({ round_success: withRounds(o) })), { seeds: true });
    const c = table("c", [[1, 0, 0, 1, 1, 1], [1, 1, 1, 1]].map((o) => ({ round_success: withRounds(o) })), { seeds: true });
    const flips = only(diffScoreTables(b, c)).flips;
    expect(flips?.mode).toBe("by-pairing-key");
    expect(flips?.skipped).toEqual([{ scenario: "veyru", seed: "1", reason: "different round counts (4 in the baseline run, 6 in the candidate run)" }]);
    expect(flips?.newlyFailing).toEqual([]);
    expect(flips?.newlyPassing).toEqual([{ scenario: "veyru", seed: "2", round: 2, baseline: { successes: 0, trials: 1 }, candidate: { successes: 1, trials: 1 } }]);
    const one = only(diffScoreTables(table("b", [{ round_success: withRounds([1, 1]) }], { seeds: true }), table("c", [{ round_success: withRounds([0, 1, 0]) }], { seeds: true }))).flips;
    expect(one?.mode).toBe("not-comparable");
    expect(one?.reason).toBe("no run pair shares scenario, seed and round count (veyru, seed 1: different round counts (2 in the baseline run, 3 in the candidate run))");
  });

  it("seeds that do not match are compared unpaired, with a note", () => {
    const b = successRuns("b", WORKED_BASELINE, 20, { seeds: true });
    const c: ScoreTable = { runs: successRuns("c", WORKED_CANDIDATE, 20, { seeds: true }).runs.map((r) => ({ ...r, pairing: { seed: `x${r.id}` } })) };
    const m = only(diffScoreTables(b, c, GATE));
    expect(m.method).toBe("welch-t");
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

describe("verdict words and confirm mode", () => {
  it("verdictLabel words every state the comment shows", () => {
    const rise = { raw: "gzip_compression_ratio:+0.1", metric: "gzip_compression_ratio", bad: "increase" as const, margin: 0.1, unit: "absolute" as const };
    const drop = { raw: "round_success:-5pp", metric: "round_success", bad: "decrease" as const, margin: 0.05, unit: "pp" as const };
    const base = { fraction: true, gate: drop, change: "none" as const, lean: "none" as const, kText: "k = 3/3" };
    expect(verdictLabel({ ...base, verdict: "equivalent" })).toBe("no drop of 5 pp or more");
    expect(verdictLabel({ ...base, fraction: false, gate: rise, verdict: "equivalent" })).toBe("no rise of 0.1 or more");
    expect(verdictLabel({ ...base, verdict: "too_few_runs", kText: "k = 1/2" })).toBe("too few runs to tell (k = 1/2)");
    expect(verdictLabel({ ...base, verdict: "changed", change: "decrease" })).toBe("changed (decrease)");
    expect(verdictLabel({ ...base, verdict: "possible_regression" })).toBe("possible regression");
    expect(verdictLabel({ ...base, verdict: "not_comparable" })).toBe("not comparable");
  });

  it("--sequential: the look at k runs a side is tested at alpha/((k-2)(k-1)); a drop that fails at one look may not in confirm mode", () => {
    const b = successRuns("b", [17, 18, 16, 17, 18]);
    const c = successRuns("c", [16, 15, 15, 16, 16]);
    const plain = diffScoreTables(b, c, GATE);
    const seq = diffScoreTables(b, c, { ...GATE, sequential: true });
    expect(only(plain).sequential).toBeNull();
    expect(only(seq).sequential).toEqual({ look: 5, alphaAtLook: 0.05 / 12 });
    expect(only(seq).interval?.confidence).toBeCloseTo(1 - 0.05 / 12, 12);
    expect(only(plain).pValue).toBe(only(seq).pValue);
    // scipy 1.17 ttest_ind(equal_var=False): p = 0.00923116023861889, below 0.05 but above 0.05/12.
    expect(only(plain).pValue).toBeCloseTo(0.00923116023861889, 10);
    expect(only(plain).verdict).toBe("regression");
    expect(only(seq).pValue).toBeGreaterThan(0.05 / 12);
    expect(only(seq).verdict).not.toBe("regression");
    expect(seq.sequential).toBe(true);
  });
});
