import { describe, expect, it } from "vitest";
import { shouldFail } from "../../src/diff/diff.js";
import { discordantCounts, signTestP } from "../../src/diff/exact-tests.js";
import { GateRuleError } from "../../src/diff/gate-rules.js";
import { parseSummaryKeyGates } from "../../src/diff/summary-gates.js";
import { diffTrialReports, passAtK, trialReportToScoreTable } from "../../src/diff/trial-diff.js";
import { looksLikeTrialReport, mergeTrialReports, parseTrialReport } from "../../src/diff/trial-report.js";
import { type TrialSpec, mergeSpecs, oneTrialEach, trialReport } from "./trial-helpers.js";

const parse = (specs: readonly TrialSpec[], extra: Record<string, unknown> = {}) => parseTrialReport(trialReport(specs, extra), "test.report.json");

// Twelve tasks, one trial each. Expected values from scipy 1.17.1 (python3 here):
//   d = c - b; stats.ttest_1samp(d, 0) -> pvalue, confidence_interval(0.95)
//   stats.binomtest(min(worse, better), worse + better, 0.5).pvalue  (McNemar exact)
const PASS_B = [1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1];
const PASS_C = [1, 0, 0, 0, 1, 1, 0, 1, 0, 1, 1, 1];
const GRADE_B = [5, 4, 4, 5, 3, 4, 5, 4, 2, 3, 5, 4];
const GRADE_C = [5, 3, 2, 3, 3, 4, 2, 4, 2, 4, 5, 4];
const VIEW_B = [0.9, 0.8, 0.85, 0.95, 0.7, 0.75, 0.9, 0.8, 0.4, 0.5, 0.9, 0.85];
const VIEW_C = [0.9, 0.6, 0.5, 0.55, 0.7, 0.8, 0.45, 0.8, 0.4, 0.7, 0.9, 0.85];

function twelve(pass: readonly number[], grade: readonly number[], view: readonly number[]): TrialSpec[] {
  return mergeSpecs(
    oneTrialEach("exact_match.correct", pass.map((p) => p === 1)),
    oneTrialEach("grader.correctness", grade),
    oneTrialEach("view.quality", view),
  );
}

describe("exact sign test (McNemar exact on discordant tasks)", () => {
  it("matches scipy.stats.binomtest(k, n, 0.5).pvalue", () => {
    // scipy 1.17.1: binomtest(1,5)=0.375, (0,10)=0.001953125, (3,20)=0.0025768280029296875,
    // (10,30)=0.09873714670538905, (0,3)=0.25, (80,200)=0.005685155996750306
    expect(signTestP(4, 1)).toBeCloseTo(0.375, 14);
    expect(signTestP(10, 0)).toBeCloseTo(0.001953125, 14);
    expect(signTestP(3, 17)).toBeCloseTo(0.0025768280029296875, 14);
    expect(signTestP(20, 10)).toBeCloseTo(0.09873714670538905, 13);
    expect(signTestP(0, 3)).toBe(0.25);
    expect(signTestP(120, 80) / 0.005685155996750306).toBeCloseTo(1, 10);
  });

  it("is 1 without discordant pairs or with an even split, and never 0", () => {
    expect(signTestP(0, 0)).toBe(1);
    expect(signTestP(3, 3)).toBe(1);
    expect(signTestP(1000, 0)).toBeGreaterThan(0);
    expect(() => signTestP(-1, 2)).toThrow(RangeError);
    expect(discordantCounts([0, -1, 1, -0.5, 0])).toEqual({ worse: 2, better: 1, ties: 2 });
  });
});

describe("pass@k per task (NeMo's product estimator)", () => {
  it("equals 1 - C(n-c, k)/C(n, k) (scipy.special.comb)", () => {
    // 1 - comb(1,2)/comb(3,2) = 1; 1 - comb(1,1)/comb(3,1) = 2/3; 1 - comb(2,2)/comb(3,2) = 2/3
    expect(passAtK(3, 2, 2)).toBe(1);
    expect(passAtK(3, 2, 1)).toBeCloseTo(2 / 3, 15);
    expect(passAtK(3, 1, 2)).toBeCloseTo(2 / 3, 15);
    expect(passAtK(3, 0, 3)).toBe(0);
    expect(passAtK(5, 2, 2)).toBeCloseTo(1 - 3 / 10, 15);
  });
});

describe("diffTrialReports: paired by task", () => {
  const base = parse(twelve(PASS_B, GRADE_B, VIEW_B));
  const cand = parse(twelve(PASS_C, GRADE_C, VIEW_C));
  const result = diffTrialReports(base, cand, { gates: ["view.quality:-5pp", "grader.correctness:-0.2", "exact_match.correct:-5pp"] });
  const key = (name: string) => {
    const m = result.diff.metrics.find((x) => x.metric === name);
    if (m === undefined) throw new Error(name);
    return m;
  };

  it("pass/fail: Δ in pp, paired t interval for scale, McNemar exact p decides", () => {
    const m = key("exact_match.correct");
    expect(m.fraction).toBe(true);
    expect(m.deltaText).toBe("-25.0 pp");
    // scipy: ttest_1samp(d).confidence_interval(0.95) = (-0.6449340817504978, 0.14493408175049782)
    expect(m.interval?.lower).toBeCloseTo(-0.6449340817504978, 12);
    expect(m.interval?.upper).toBeCloseTo(0.14493408175049782, 12);
    // binomtest(1, 5, 0.5).pvalue = 0.375 (4 newly failing, 1 newly passing)
    expect(m.pValue).toBeCloseTo(0.375, 14);
    expect(m.methodLabel).toContain("McNemar exact on 5 discordant tasks (4 worse, 1 better)");
    expect(m.baseline.mean).toBeCloseTo(10 / 12, 15);
    expect(m.candidate.mean).toBeCloseTo(7 / 12, 15);
    expect(m.baseline.pooled).toEqual({ successes: 10, trials: 12 });
  });

  it("continuous keys: paired t over tasks (scipy ttest_1samp)", () => {
    const g = key("grader.correctness");
    expect(g.fraction).toBe(false);
    expect(g.delta).toBeCloseTo(-0.5833333333333334, 14);
    expect(g.pValue).toBeCloseTo(0.1105830032801082, 12);
    expect(g.interval?.lower).toBeCloseTo(-1.3232214313660164, 12);
    expect(g.interval?.upper).toBeCloseTo(0.1565547646993498, 12);
    expect(g.se).toBeCloseTo(0.3361622383686938, 13);
    const v = key("view.quality");
    expect(v.fraction).toBe(true);
    expect(v.delta).toBeCloseTo(-0.09583333333333333, 14);
    expect(v.pValue).toBeCloseTo(0.13176017902078657, 12);
    expect(v.interval?.lower).toBeCloseTo(-0.22538016395219526, 12);
    expect(v.interval?.upper).toBeCloseTo(0.03371349728552861, 12);
  });

  it("gates name summary keys; drops without a suggestive test are inconclusive", () => {
    expect(result.diff.gates.map((g) => g.metric)).toEqual(["view.quality", "grader.correctness", "exact_match.correct"]);
    // one-sided p = 0.1318/2 and 0.1106/2, both above 0.05: not even suggestive
    expect(key("view.quality").verdict).toBe("inconclusive");
    expect(key("grader.correctness").verdict).toBe("inconclusive");
    expect(key("grader.correctness").pValueHarm).toBeCloseTo(0.1105830032801082 / 2, 12);
    // McNemar one-sided: binomtest(4, 5, 0.5, alternative="greater").pvalue = 0.1875
    expect(key("exact_match.correct").pValueHarm).toBeCloseTo(0.1875, 14);
    expect(key("exact_match.correct").verdictLabel).toBe("inconclusive");
    // Task-count advice from the SD of the per-task differences (0.6216): the smallest n with
    // (t.ppf(0.975, n-1) + t.ppf(0.8, n-1)) * sd / sqrt(n) <= 0.05 is 1215 (scipy loop)
    expect(key("exact_match.correct").advice?.runsPerSide).toBe(1215);
    expect(key("exact_match.correct").advice?.text).toBe(
      "to detect a 5.0 pp drop with 80% power you need about 1215 tasks on both sides (from the spread of the per-task differences; 12 now)",
    );
    // Holm over three gated keys: the smallest p (0.1106) is multiplied by 3.
    expect(key("grader.correctness").pValueHolm).toBeCloseTo(3 * 0.1105830032801082, 12);
    expect(shouldFail(result.diff, "possible-regression")).toBe(false);
  });

  it("a suggestive one-sided exact test with an interval past the margin is a possible regression", () => {
    // 5 of 12 tasks break, none recover: two-sided binomtest(0, 5) = 0.0625, one-sided 0.03125
    const b = parse(oneTrialEach("exact_match.correct", Array.from({ length: 12 }, () => true)));
    const c = parse(oneTrialEach("exact_match.correct", Array.from({ length: 12 }, (_, i) => i >= 5)));
    const m = diffTrialReports(b, c, { gates: "exact_match.correct:-5pp" }).diff.metrics[0];
    expect(m?.pValue).toBeCloseTo(0.0625, 14);
    expect(m?.pValueHarm).toBeCloseTo(0.03125, 14);
    expect(m?.verdict).toBe("possible_regression");
    // 5 discordant tasks: the t interval is shown as rough, not as a calibrated 95%
    expect(m?.intervalCalibrated).toBe(false);
  });

  it("a pass/fail key whose MDE passes 100 pp says no change of the fraction can be detected", () => {
    // 3 tasks, differences [-1, 0, 1]: sd 1, so the MDE (t.975,2 + t.8,2) * 1 / sqrt(3) = 3.1 > 1 (capped)
    const b = parse(oneTrialEach("exact_match.correct", [true, true, false]));
    const c = parse(oneTrialEach("exact_match.correct", [false, true, true]));
    const row = diffTrialReports(b, c, { gates: ["exact_match.correct:-5pp"] }).diff.metrics.find((m) => m.metric === "exact_match.correct");
    expect(row?.verdict).toBe("inconclusive");
    expect(row?.mdeCapped).toBe(true);
    expect(row?.notes.join(" ")).toContain("these tasks cannot detect any change of this fraction");
  });

  it("a drop ruled out by TOST at the margin is 'no drop of 5 pp or more'", () => {
    // 40 tasks, scores within ±1 pp: TOST at -5 pp rejects "a drop of 5 pp or more"
    const b = parse(oneTrialEach("view.quality", Array.from({ length: 40 }, (_, i) => 0.7 + (i % 5) * 0.05)));
    const c = parse(oneTrialEach("view.quality", Array.from({ length: 40 }, (_, i) => 0.7 + (i % 5) * 0.05 + ((i % 3) - 1) * 0.01)));
    const m = diffTrialReports(b, c, { gates: "view.quality:-5pp" }).diff.metrics[0];
    expect(m?.verdict).toBe("equivalent");
    expect(m?.verdictLabel).toBe("no drop of 5 pp or more");
    expect(m?.tost?.noMaterialHarm).toBe(true);
    // scipy 1.17 ttest_1samp(d + 0.05, 0, alternative="greater").pvalue = 1.172554724192599e-32 (was 0, shown "p = 0.0");
    // ttest_1samp(d - 0.05, 0, alternative="less").pvalue = 8.018581934142003e-33.
    expect((m?.tost?.pNoHarm ?? 0) / 1.172554724192599e-32).toBeCloseTo(1, 9);
    expect((m?.tost?.pNoGain ?? 0) / 8.018581934142003e-33).toBeCloseTo(1, 9);
    expect(m?.notes.join(" ")).toContain("(p = 1.2e-32)");
  });

  it("lists newly failing tasks with the grader's reason", () => {
    const withReasons = parse(
      twelve(PASS_C, GRADE_C, VIEW_C).map((s, i) => ({
        ...s,
        scores: { ...s.scores, "grader.format": PASS_C[i] === 1 },
        results: { format: { score: PASS_C[i] ?? 0, reason: `format check ${i + 1}` } },
        intent: `intent ${i + 1}`,
      })),
    );
    const baseFormat = parse(
      twelve(PASS_B, GRADE_B, VIEW_B).map((s, i) => ({ ...s, scores: { ...s.scores, "grader.format": PASS_B[i] === 1 }, results: { format: { score: PASS_B[i] ?? 0, reason: "ok" } } })),
    );
    const r = diffTrialReports(baseFormat, withReasons, { gates: ["grader.format:-5pp"] });
    const format = r.newlyFailing.filter((f) => f.key === "grader.format");
    expect(format.map((f) => f.taskId)).toEqual(["t02", "t03", "t04", "t07"]);
    expect(format[0]).toMatchObject({ intent: "intent 2", gated: true, baseline: { passes: 1, attempts: 1 }, candidate: { passes: 0, attempts: 1 }, reason: "format check 2" });
    // gated keys come first
    expect(r.newlyFailing[0]?.key).toBe("grader.format");
    expect(r.newlyPassing.filter((f) => f.key === "grader.format").map((f) => f.taskId)).toEqual(["t10"]);
  });
});

describe("diffTrialReports: a task whose every trial failed", () => {
  it("is newly failing on each pass/fail key it passed on (reason: the failed status), though no value of it is compared", () => {
    const base = parse(oneTrialEach("exact_match.correct", [true, true, false, true]));
    const crashed: TrialSpec[] = [
      { task: "t01", trial: "t01-1", status: "failed", scores: {} },
      { task: "t01", trial: "t01-2", status: "failed", scores: {} },
      { task: "t02", scores: { "exact_match.correct": true } },
      { task: "t03", trial: "t03-1", status: "failed", scores: {} },
      { task: "t04", scores: { "exact_match.correct": true } },
    ];
    const r = diffTrialReports(base, parse(crashed));
    const m = r.diff.metrics.find((x) => x.metric === "exact_match.correct");
    expect(m?.pairs).toBe(2); // t01 and t03 have no value on the candidate side
    expect(r.newlyFailing).toEqual([
      { taskId: "t01", intent: null, key: "exact_match.correct", gated: false, baseline: { passes: 1, attempts: 1 }, candidate: { passes: 0, attempts: 2 }, reason: "trial t01-1: failed", direction: "higher-better" },
    ]);
    // the other way round, a task that crashed on the baseline and passes now is newly passing
    const back = diffTrialReports(parse(crashed), base);
    expect(back.newlyPassing.map((f) => [f.taskId, f.baseline, f.candidate])).toEqual([["t01", { passes: 0, attempts: 2 }, { passes: 1, attempts: 1 }]]);
    expect(back.newlyFailing).toEqual([]);
  });
});

describe("diffTrialReports: verdicts", () => {
  // 30 tasks; the candidate fails 10 that passed: binomtest(0, 10, 0.5).pvalue = 0.001953125
  const b = Array.from({ length: 30 }, (_, i) => (i < 28 ? 1 : 0));
  const c = b.map((v, i) => (i < 10 ? 0 : v));

  it("a clear drop on a gated pass/fail key is a regression that fails the check", () => {
    const r = diffTrialReports(parse(oneTrialEach("verifier.passed", b)), parse(oneTrialEach("verifier.passed", c)), { gates: "verifier.passed:-5pp" });
    const m = r.diff.metrics[0];
    expect(m).toMatchObject({ metric: "verifier.passed", verdict: "regression", deltaText: "-33.3 pp" });
    expect(m?.pValue).toBeCloseTo(0.001953125, 14);
    expect(r.diff.overall).toBe("regression");
    expect(shouldFail(r.diff)).toBe(true);
    expect(r.newlyFailing).toHaveLength(10);
  });

  it("no spread at all: the exact test decides, p is never 0", () => {
    // every task 1 -> 0: d = -1 everywhere; binomtest(0, 4, 0.5).pvalue = 0.125, binomtest(0, 6) = 0.03125
    const all = (n: number, v: number) => oneTrialEach("exact_match.correct", Array.from({ length: n }, () => v));
    const four = diffTrialReports(parse(all(4, 1)), parse(all(4, 0)), { gates: "exact_match.correct:-5pp" }).diff.metrics[0];
    expect(four?.interval).toBeNull();
    expect(four?.pValue).toBe(0.125);
    expect(four?.verdict).toBe("inconclusive");
    const six = diffTrialReports(parse(all(6, 1)), parse(all(6, 0)), { gates: "exact_match.correct:-5pp" });
    expect(six.diff.metrics[0]?.pValue).toBe(0.03125);
    expect(six.diff.metrics[0]?.verdict).toBe("regression");
    expect(shouldFail(six.diff)).toBe(true);
  });

  it("fewer than 3 tasks: at most a warning in both directions", () => {
    const up = diffTrialReports(parse(oneTrialEach("grader.g", [0.1, 0.2])), parse(oneTrialEach("grader.g", [0.9, 0.95])));
    expect(up.diff.metrics[0]?.verdict).toBe("too_few_runs");
    expect(up.diff.metrics[0]?.notes.join(" ")).toContain("fewer than 3 tasks");
    // d = [0.8, 0.75]: the df = 1 interval [0.4573, 1.0927] excludes 0, so it leans one way
    expect(up.diff.metrics[0]?.verdictLabel).toBe("too few tasks to tell (k = 2 tasks, looks better)");
    const down = diffTrialReports(parse(oneTrialEach("grader.g", [0.9, 0.95])), parse(oneTrialEach("grader.g", [0.1, 0.2])), { gates: "grader.g:-5pp" });
    expect(down.diff.metrics[0]?.verdict).toBe("too_few_runs");
    expect(down.diff.metrics[0]?.intervalCalibrated).toBe(false);
    expect(shouldFail(down.diff, "possible-regression")).toBe(false);
  });

  it("a gate that makes a rise bad turns 0 -> 1 into 'newly failing'", () => {
    const b = parse(oneTrialEach("safety.refused", [false, false, false, true]));
    const c = parse(oneTrialEach("safety.refused", [true, true, false, false]));
    const r = diffTrialReports(b, c, { gates: "safety.refused:+5pp" });
    expect(r.newlyFailing.map((f) => [f.taskId, f.direction])).toEqual([
      ["t01", "lower-better"],
      ["t02", "lower-better"],
    ]);
    expect(r.newlyPassing.map((f) => f.taskId)).toEqual(["t04"]);
  });

  it("keys without a good direction say which way they moved", () => {
    const r = diffTrialReports(parse(oneTrialEach("token_usage.total", [100, 110, 120, 130, 140])), parse(oneTrialEach("token_usage.total", [200, 230, 250, 260, 300])));
    expect(r.diff.metrics[0]?.verdict).toBe("changed");
    expect(r.diff.metrics[0]?.notes).toContain("rose: a key without a good direction (gate it to give it one)");
  });
});

describe("diffTrialReports: tasks, trials, keys", () => {
  it("tasks on one side only are listed and kept out of Δ", () => {
    const base = parse([...oneTrialEach("exact_match.correct", [true, true, true]), { task: "only-b", scores: { "exact_match.correct": false } }]);
    const cand = parse([...oneTrialEach("exact_match.correct", [true, false, true]), { task: "only-c", scores: { "exact_match.correct": true } }]);
    const r = diffTrialReports(base, cand);
    expect(r.tasks).toEqual({ shared: 3, baselineOnly: ["only-b"], candidateOnly: ["only-c"] });
    const m = r.diff.metrics[0];
    expect(m?.delta).toBeCloseTo(-1 / 3, 15);
    expect(m?.baseline.k).toBe(3);
    expect(m?.baseline.missingRuns).toBe(1);
    expect(m?.notes[0]).toContain("compared over the 3 tasks scored on both sides (1 only in baseline, 1 only in candidate");
  });

  it("no task on both sides: not comparable, naming the tasks", () => {
    const r = diffTrialReports(parse(oneTrialEach("m.ok", [true], "a")), parse(oneTrialEach("m.ok", [false], "z")));
    expect(r.diff.metrics[0]).toMatchObject({ verdict: "not_comparable", differingFields: [{ field: "tasks", baseline: ["a01"], candidate: ["z01"] }] });
  });

  it("repeated trials: task means, pass@k recomputed per task (failed trial = failed attempt)", () => {
    // passes per task out of 3: baseline [3,2,1,0,3,2], candidate [2,2,0,0,3,1]
    const specs = (passes: readonly number[]): TrialSpec[] =>
      passes.flatMap((p, t) => [0, 1, 2].map((j) => ({ task: `task-${t + 1}`, scores: { "exact_match.correct": j < p } })));
    const summary = (s: TrialSpec[]) => ({ ...trialReport(s), summary: { "exact_match.correct": {}, "exact_match.correct.pass@1": {}, "exact_match.correct.pass@2": {}, "exact_match.correct.pass@3": {} } });
    const b = parseTrialReport(summary(specs([3, 2, 1, 0, 3, 2])), "b");
    const c = parseTrialReport(summary(specs([2, 2, 0, 0, 3, 1])), "c");
    const r = diffTrialReports(b, c);
    const at = (k: number) => r.diff.metrics.find((m) => m.metric === `exact_match.correct.pass@${k}`);
    // scipy: pass@2 means 0.7777777777777778 -> 0.6111111111111112; ttest_1samp p = 0.20311066372005523
    expect(at(2)?.baseline.mean).toBeCloseTo(0.7777777777777778, 14);
    expect(at(2)?.candidate.mean).toBeCloseTo(0.6111111111111112, 14);
    expect(at(2)?.pValue).toBeCloseTo(0.20311066372005523, 12);
    // pass@1 paired: p = 0.07558681842161248; pass@3: p = 0.3632174676491228
    expect(at(1)?.pValue).toBeCloseTo(0.07558681842161248, 12);
    expect(at(3)?.pValue).toBeCloseTo(0.3632174676491228, 12);
    // a task with 2/3 passing -> 1/3 is "newly failing" with counts
    const flip = r.newlyFailing.find((f) => f.taskId === "task-6");
    expect(flip).toMatchObject({ baseline: { passes: 2, attempts: 3 }, candidate: { passes: 1, attempts: 3 } });

    // a failed trial counts as an attempt for pass@k: [pass, failed, pass] -> n = 3, c = 2
    const failed = parseTrialReport(
      { ...trialReport([{ task: "x", scores: { "m.ok": true } }, { task: "x", status: "failed", scores: {} }, { task: "x", scores: { "m.ok": true } }]), summary: { "m.ok.pass@1": {} } },
      "f",
    );
    const same = diffTrialReports(failed, failed);
    expect(same.diff.metrics.find((m) => m.metric === "m.ok.pass@1")?.baseline.mean).toBeCloseTo(2 / 3, 15);
    expect(same.trials.failedBaseline).toBe(1);
  });

  it("labels are listed, not diffed; a gate on an unknown key or pp on a 1-5 scale is an error", () => {
    const b = parse(mergeSpecs(oneTrialEach("llm_judge.score.label", ["good", "bad", "good"]), oneTrialEach("grader.g", [4, 5, 3])));
    const r = diffTrialReports(b, b);
    expect(r.labelKeys).toEqual(["llm_judge.score.label"]);
    expect(r.diff.metrics.map((m) => m.metric)).toEqual(["grader.g"]);
    expect(() => diffTrialReports(b, b, { gates: "grader.nope:-5pp" })).toThrow(/no summary key 'grader.nope'/);
    expect(() => diffTrialReports(b, b, { gates: "grader.g:-5pp" })).toThrow(/'pp' needs a key whose values lie in \[0, 1\]/);
    expect(() => diffTrialReports(b, b, { gates: "llm_judge.score.label:-1" })).toThrow(GateRuleError);
  });

  it("a grader whose class changed is not comparable; a judge change spares deterministic graders", () => {
    const specs = (cls: string): Record<string, unknown> => {
      const raw = trialReport(oneTrialEach("grader.format", [1, 0, 1]).map((s) => ({ ...s, results: { format: { score: 1, reason: "r" } } })));
      return { ...raw, agent_eval: { ...(raw.agent_eval as object), graders: [{ name: "format", class: cls }] } };
    };
    const changed = diffTrialReports(parseTrialReport(specs("StringMatchGrader"), "b"), parseTrialReport(specs("JsonMatchGrader"), "c")).diff.metrics[0];
    expect(changed?.verdict).toBe("not_comparable");
    expect(changed?.differingFields[0]?.field).toBe("metric_version");
    const judged = (model: string): Record<string, unknown> => {
      const raw = specs("StringMatchGrader");
      return { ...raw, agent_eval: { ...(raw.agent_eval as object), judge: { provider: "openai", model, settings: {} } } };
    };
    const r = diffTrialReports(parseTrialReport(judged("a"), "b"), parseTrialReport(judged("b"), "c"));
    expect(r.diff.metrics[0]?.verdict).toBe("inconclusive");
  });

  it("a changed metric version makes that key not comparable", () => {
    const specs = oneTrialEach("exact_match.correct", [true, false, true]);
    const b = parse(specs, { agent_eval: { metrics: { exact_match: { version: "1" } } } });
    const c = parse(specs, { agent_eval: { metrics: { exact_match: { version: "2" } } } });
    const m = diffTrialReports(b, c).diff.metrics[0];
    expect(m?.verdict).toBe("not_comparable");
    expect(m?.differingFields).toEqual([{ field: "metric_version", baseline: ["exact_match@1"], candidate: ["exact_match@2"] }]);
  });

  it("output is independent of trial order", () => {
    const specs = twelve(PASS_C, GRADE_C, VIEW_C);
    const a = diffTrialReports(parse(twelve(PASS_B, GRADE_B, VIEW_B)), parse(specs));
    const b = diffTrialReports(parse([...twelve(PASS_B, GRADE_B, VIEW_B)].reverse()), parse([...specs].reverse()));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

describe("trial report parsing", () => {
  it("recognises trial reports, names the bad field, merges shards", () => {
    expect(looksLikeTrialReport({ trials: [] })).toBe(true);
    expect(looksLikeTrialReport({ measurements: [], trials: [] })).toBe(false);
    expect(() => parseTrialReport({ trials: [{ trial_id: "a" }] }, "x.json")).toThrow(/x.json: field 'trials.0.task_id'/);
    expect(() => parseTrialReport({ trials: [{ task_id: "a", trial_id: "1" }], results: { g: [] } }, "x.json")).toThrow(/field 'results.g': has 0 results for 1 trials/);
    const one = parse(oneTrialEach("m.ok", [true, false]));
    const two = parse(oneTrialEach("m.ok", [true], "u"));
    const merged = mergeTrialReports([
      { report: one, source: "a" },
      { report: two, source: "b" },
    ]);
    expect(merged.trials.map((t) => t.task_id)).toEqual(["t01", "t02", "u01"]);
    expect(() => mergeTrialReports([{ report: one, source: "a" }, { report: one, source: "b" }])).toThrow(/b: trial 't01-1' of task 't01' is also in a/);
  });

  it("warns when a side's shard reports are not all the shards of their grading (a matrix job that failed)", () => {
    const shard = (specs: readonly TrialSpec[], index: number, total: number, file = "d.jsonl") =>
      parseTrialReport(trialReport(specs, { agent_eval: { dataset: { file, sha256: `sha-${file}`, trials: 9, tasks: 3 }, shard: { index, total } } }), `s${index}.json`);
    const s1 = shard(oneTrialEach("m.ok", [true]), 1, 3);
    const s2 = shard(oneTrialEach("m.ok", [true], "u"), 2, 3);
    const s3 = shard(oneTrialEach("m.ok", [false], "v"), 3, 3);
    const whole = parse([...oneTrialEach("m.ok", [true]), ...oneTrialEach("m.ok", [true], "u"), ...oneTrialEach("m.ok", [true], "v")]);
    const partial = mergeTrialReports([
      { report: s1, source: "s1.json" },
      { report: s3, source: "s3.json" },
    ]);
    expect(diffTrialReports(partial, whole).diff.warnings).toContain("the baseline lacks shard 2/3 of d.jsonl (grade --shard 2/3): its tasks are not compared");
    expect(diffTrialReports(whole, s2).diff.warnings).toContain("the candidate lacks shards 1/3, 3/3 of d.jsonl (grade --shard 1/3, 3/3): their tasks are not compared");
    const complete = mergeTrialReports([s1, s2, s3].map((report, i) => ({ report, source: `s${i + 1}.json` })));
    expect(diffTrialReports(complete, whole).diff.warnings.filter((w) => w.includes("shard"))).toEqual([]);
    expect(diffTrialReports(whole, whole).diff.warnings.filter((w) => w.includes("shard"))).toEqual([]);
  });

  it("parseSummaryKeyGates accepts pass@k keys", () => {
    expect(parseSummaryKeyGates("exact_match.correct.pass@3:-10pp, aggregator.overall:-3pp")).toMatchObject([
      { metric: "exact_match.correct.pass@3", margin: 0.1, unit: "pp", bad: "decrease", raw: "exact_match.correct.pass@3:-10pp" },
      { metric: "aggregator.overall", margin: 0.03 },
    ]);
    expect(() => parseSummaryKeyGates("a.pass@1:5pp")).toThrow(/gate rule 'a.pass@1:5pp': the margin needs a sign/);
  });

  it("parseSummaryKeyGates refuses keys no report can hold (pass@0, pass@03) before any file is read", () => {
    const problems = (input: string) => {
      try {
        parseSummaryKeyGates(input);
      } catch (error) {
        if (error instanceof GateRuleError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(problems("x.pass@0:-5pp, ok.pass@10:-5pp, y.correct.pass@03:-0.1, z.pass@00:+1")).toEqual([
      { rule: "x.pass@0:-5pp", reason: "no summary key ends in 'pass@0': pass@k is over k attempts, from k = 1" },
      { rule: "y.correct.pass@03:-0.1", reason: "no summary key ends in 'pass@03': k is written without leading zeros; did you mean 'y.correct.pass@3'?" },
      { rule: "z.pass@00:+1", reason: "no summary key ends in 'pass@00': pass@k is over k attempts, from k = 1" },
    ]);
    expect(problems("view.pass@home:-5pp, a.pass@1:-5pp")).toEqual([]);
  });

  it("trialReportToScoreTable: one run per task", () => {
    const t = trialReportToScoreTable(parse(oneTrialEach("view.q", [0.5, 1])));
    expect(t.runs.map((r) => [r.id, r.metrics["view.q"]?.score])).toEqual([
      ["t01", 0.5],
      ["t02", 1],
    ]);
  });

  it("trialReportToScoreTable: a key is a fraction when every trial scores in [0, 1]; decided once per key (60,000 tasks)", () => {
    // decided per task and key before, over every task: quadratic (20,000 tasks took 9.7 s, 60,000 ~90 s)
    const tasks = 60_000;
    const scores = Array.from({ length: tasks }, (_, i) => (i % 10) / 10);
    const signed = [...scores.slice(1), -0.5]; // one trial below 0: the key is a plain mean everywhere
    const t = trialReportToScoreTable(parse(mergeSpecs(oneTrialEach("view.q", scores), oneTrialEach("view.s", signed))));
    expect(t.runs).toHaveLength(tasks);
    expect(new Set(t.runs.map((r) => r.metrics["view.q"]?.fraction))).toEqual(new Set([true]));
    expect(new Set(t.runs.map((r) => r.metrics["view.s"]?.fraction))).toEqual(new Set([false]));
    expect(t.runs.filter((r) => (r.metrics["view.s"]?.score ?? 0) < 0).map((r) => r.metrics["view.s"])).toEqual([expect.objectContaining({ score: -0.5, unit: "mean score over tasks" })]);
  });
});
