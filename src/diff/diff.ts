/**
 * Diff a candidate score table against a baseline (reference §4.7, docs/statistics.md): Δ with
 * an honest interval per metric, a verdict that never claims more than the data can (too few
 * runs, equivalence by TOST, inconclusive, possible regression only on a suggestive test), Holm
 * across gated metrics, and guards that turn "same input" and "different yardstick" into
 * explicit verdicts instead of noise. The result carries the gate's decision.
 *
 * Pure and deterministic: runs are sorted by id and metrics by name (code points), sums are
 * exactly rounded, and every resampling is seeded from the data.
 */
import { compareCodePoints, fmean } from "../core/pynum.js";
import { DEFAULT_ICC, iccInfo, runAdvice } from "./design.js";
import { type Decision, changeOf, decideVerdict, effectiveDirection, holmByRow, overallVerdict } from "./decision.js";
import { formatDelta, formatInterval } from "./format.js";
import { type GateRule, GateRuleError, normalizeGateOption, parseGateRules } from "./gate-rules.js";
import {
  type DifferingField,
  type Entry,
  type FlipEntry,
  type FlipTable,
  type SkippedFlipPair,
  differingFields,
  entriesFor,
  flipTable,
  planPairing,
  pooledCounts,
  runCounts,
  sameEventLogs,
  sameScoresPerLog,
} from "./pairing.js";
import { type ShiftTest, invertShiftTest, permutationTest } from "./permutation.js";
import type { Direction, ScoreRun, ScoreTable } from "./score-table.js";
import {
  type Counts,
  bootstrapInterval,
  minimumDetectableEffect,
  newcombeInterval,
  normalCdf,
  normalQuantile,
  pairedInterval,
  sampleVariance,
  studentTCdf,
  welchInterval,
} from "./statistics.js";
import {
  type Change,
  type GateDecision,
  type IccInfo,
  type IntervalKind,
  type Lean,
  MIN_RUNS_FOR_VERDICT,
  type RunAdvice,
  type SequentialInfo,
  type TostResult,
  VERDICT_SEVERITY,
  type Verdict,
  verdictLabel,
} from "./verdicts.js";
import { formatDf, formatIcc, iccSourceText, kTextOf } from "./wording.js";

export { DEFAULT_ICC, VERDICT_SEVERITY, verdictLabel };
export type { Change, GateDecision, IccInfo, IntervalKind, Lean, RunAdvice, SequentialInfo, TostResult, Verdict };
export type { DifferingField, FlipEntry, FlipTable, SkippedFlipPair };

/** When the diff should fail the check. */
export type FailOn = "regression" | "possible-regression" | "never";

/** How the interval was computed (see {@link IntervalKind}). */
export type Method = IntervalKind;

/** Options for {@link diffScoreTables}. */
export interface DiffOptions {
  /** Gate rules, parsed or as text (`round_success:-5pp`); ungated metrics never fail. */
  readonly gates?: string | readonly (string | GateRule)[];
  /** Default for {@link shouldFail}. Default "regression". */
  readonly failOn?: FailOn;
  /** Two-sided level; intervals are (1 − alpha). Default 0.05. */
  readonly alpha?: number;
  /** Runs per side (or pairs) needed for a verdict that may be conclusive. Default 3. */
  readonly minRunsForWelch?: number;
  /** Power for the minimum detectable effect and the run-count advice. Default 0.8. */
  readonly power?: number;
  /**
   * Within-run correlation of rounds for pooled-rounds intervals (design effect 1 + (m − 1)·ICC).
   * Default: estimated from the runs (one-way ANOVA), else {@link DEFAULT_ICC}.
   */
  readonly icc?: number;
  /** Let a few-runs (pooled-rounds) interval produce a failing "regression". Default false (§4.7 step 2). */
  readonly allowFailWithFewRuns?: boolean;
  /** Bootstrap resamples for a display-only interval; 0 (default) turns it off. */
  readonly bootstrapResamples?: number;
  /**
   * Confirm mode: the runs may have been added until the verdict was conclusive. Each look at
   * k runs (or pairs) a side is tested at alpha / ((k − 2)(k − 1)), which sums to alpha over
   * k = 3, 4, ..., so the false-alarm rate stays at alpha however often one looks. Default false.
   */
  readonly sequential?: boolean;
}

/** One side of one metric. */
export interface SideSummary {
  /** Runs on this side that have the metric. */
  readonly k: number;
  /** Runs on this side without it. */
  readonly missingRuns: number;
  /** Mean of the per-run scores (each run weighs the same); null when k = 0. */
  readonly mean: number | null;
  /** Sample standard deviation of per-run scores; null when k < 2. */
  readonly sd: number | null;
  /** Pooled successes/trials, for fractions whose runs all carry counts. */
  readonly pooled: Counts | null;
  /** Sorted by run id (code points). */
  readonly runIds: readonly string[];
}

/** The diff of one metric. */
export interface MetricDiff {
  readonly metric: string;
  readonly unit: string;
  readonly fraction: boolean;
  /** The effective direction (a gate overrides the metric's default). */
  readonly direction: Direction;
  readonly gate: GateRule | null;
  readonly baseline: SideSummary;
  readonly candidate: SideSummary;
  /** Pairs used by a paired method (scenario/seed keys), else null. */
  readonly pairs: number | null;
  /** "k = 3/3" (runs baseline/candidate with the metric), or "k = 3/3, 3 pairs" when paired. */
  readonly kText: string;
  /** candidate − baseline, in the metric's units (fractions: 0.07 = 7 pp); null if a side is missing. */
  readonly delta: number | null;
  /** Display form: "+7.0 pp" for fractions, "+0.200" otherwise. */
  readonly deltaText: string | null;
  /** Which way Δ moved, regardless of good or bad. */
  readonly change: Change;
  /** Which way the evidence leans relative to the direction (too_few_runs: the rough interval; else the point estimate). */
  readonly lean: Lean;
  /**
   * The interval; `confidence` is its nominal level (1 − alpha, or the per-look level in
   * sequential mode). Only a calibrated interval (`intervalCalibrated`) may be shown as "95%".
   */
  readonly interval: { readonly lower: number; readonly upper: number; readonly confidence: number } | null;
  readonly intervalText: string | null;
  /** True for t intervals with ≥ 3 runs (pairs) a side with spread, and for inverted permutation tests. */
  readonly intervalCalibrated: boolean;
  readonly method: Method;
  /** Human label for the method, including its assumptions. */
  readonly methodLabel: string;
  readonly se: number | null;
  readonly df: number | null;
  /** Two-sided p-value for Δ = 0. */
  readonly pValue: number | null;
  /** One-sided p-value for a move in the bad direction (null for neutral metrics). */
  readonly pValueHarm: number | null;
  /** Holm-adjusted p-value (gated metrics only). */
  readonly pValueHolm: number | null;
  /** Equivalence (TOST) at the gate margin; gated metrics with a test only. */
  readonly tost: TostResult | null;
  /** The ICC behind a pooled-rounds interval, else null. */
  readonly icc: IccInfo | null;
  /** Minimum detectable effect (power `power`, two-sided alpha) for this design, capped at 1 for fractions. */
  readonly mde: number | null;
  readonly mdeText: string | null;
  /** The MDE reached the cap: these runs cannot detect any change a fraction can make. */
  readonly mdeCapped: boolean;
  /** The design cannot reliably detect the gate margin (MDE > margin). */
  readonly underpowered: boolean;
  /** How many runs would detect the margin (or 5 pp for an ungated fraction); null without a scale. */
  readonly advice: RunAdvice | null;
  /** Confirm mode's per-look level, when `sequential` is on and the test had ≥ 3 runs. */
  readonly sequential: SequentialInfo | null;
  readonly verdict: Verdict;
  /** The verdict in words ({@link verdictLabel}). */
  readonly verdictLabel: string;
  /** This row makes the check fail under the result's failOn. */
  readonly fails: boolean;
  readonly differingFields: readonly DifferingField[];
  readonly notes: readonly string[];
  readonly flips: FlipTable | null;
  /** Display-only percentile bootstrap over runs (seeded from the data); never calibrated. */
  readonly bootstrap: { readonly lower: number; readonly upper: number; readonly resamples: number } | null;
}

/** The diff of two score tables. */
export interface DiffResult {
  /** Sorted by metric name (code points). */
  readonly metrics: readonly MetricDiff[];
  /** Worst verdict over the gated metrics (over all metrics when nothing is gated). */
  readonly overall: Verdict;
  readonly failOn: FailOn;
  /** The gate's decision under failOn: whether the check fails, and which metrics make it fail. */
  readonly decision: GateDecision;
  readonly alpha: number;
  readonly minRunsForWelch: number;
  readonly sequential: boolean;
  readonly gates: readonly GateRule[];
  readonly warnings: readonly string[];
}

// ---------------------------------------------------------------------------------------------

const byCodePoint = (a: string, b: string): number => compareCodePoints(a, b);

function summarize(entries: readonly Entry[], allRuns: number): SideSummary {
  const scores = entries.map((e) => e.score.score);
  return {
    k: entries.length,
    missingRuns: allRuns - entries.length,
    mean: scores.length > 0 ? fmean(scores) : null,
    sd: scores.length > 1 ? Math.sqrt(sampleVariance(scores)) : null,
    pooled: pooledCounts(entries),
    runIds: entries.map((e) => e.run.id),
  };
}

type Side = "greater" | "less";

interface Estimate {
  readonly method: Method;
  readonly methodLabel: string;
  readonly delta: number;
  readonly lower: number | null;
  readonly upper: number | null;
  readonly calibrated: boolean;
  /** Level of the interval (1 − the alpha it was built at). */
  readonly confidence: number;
  /** The alpha significance and TOST use for this row (per-look level in sequential mode). */
  readonly alpha: number;
  readonly se: number | null;
  readonly df: number | null;
  readonly pValue: number | null;
  /** One-sided p for H0: Δ = θ against Δ > θ ("greater") or Δ < θ ("less"); null without a test. */
  readonly pShift: ((theta: number, side: Side) => number) | null;
  readonly mde: number | null;
  readonly mdeCapped: boolean;
  /** Too few runs (pairs) for a conclusive verdict. */
  readonly fewRuns: boolean;
  readonly pairs: number | null;
  readonly sequential: SequentialInfo | null;
  readonly icc: IccInfo | null;
  readonly notes: readonly string[];
}

interface Settings {
  readonly alpha: number;
  readonly power: number;
  readonly minRuns: number;
  /** The `icc` option, when given. */
  readonly icc: number | undefined;
  readonly sequential: boolean;
}

/** The per-look level of confirm mode: alpha/((k−2)(k−1)) sums to alpha over k = 3, 4, .... */
function lookLevel(s: Settings, look: number): { alpha: number; sequential: SequentialInfo | null } {
  if (!s.sequential || look < 3) return { alpha: s.alpha, sequential: null };
  const alpha = s.alpha / ((look - 2) * (look - 1));
  return { alpha, sequential: { look, alphaAtLook: alpha } };
}

function capMde(mde: number | null, fraction: boolean): { mde: number | null; capped: boolean } {
  if (mde === null || !fraction) return { mde, capped: false };
  // A fraction moves by at most 1 (100 pp): an MDE beyond that means "cannot detect anything".
  return mde >= 1 ? { mde: 1, capped: true } : { mde, capped: false };
}

function pooledEstimate(b: Counts, c: Counts, icc: IccInfo, kB: number, kC: number, s: Settings, fraction: boolean, notes: string[]): Estimate {
  // Design effect (§4.4d): correlated rounds carry less information than their count suggests.
  const deflate = (counts: Counts, k: number): Counts => {
    const deff = 1 + (counts.trials / k - 1) * icc.value;
    return { successes: counts.successes / deff, trials: counts.trials / deff };
  };
  const r = newcombeInterval(deflate(b, kB), deflate(c, kC), s.alpha);
  const z = normalQuantile(1 - s.alpha / 2);
  // Newcombe has no SE; half the interval width over z is the matching normal-scale spread.
  const se = (r.upper - r.lower) / (2 * z);
  const origin = iccSourceText(icc.source);
  const mde = capMde(minimumDetectableEffect(se, { alpha: s.alpha, power: s.power }), fraction);
  return {
    method: "pooled-rounds-icc",
    methodLabel: `rough interval on pooled rounds (Newcombe, assumes ICC = ${formatIcc(icc.value)}, ${origin}; design effect ${icc.designEffect.toFixed(2)})`,
    delta: r.delta,
    lower: r.lower,
    upper: r.upper,
    calibrated: false,
    confidence: 1 - s.alpha,
    alpha: s.alpha,
    se,
    df: null,
    pValue: r.pValue,
    pShift: se > 0 ? (theta, side) => normalCdf(side === "greater" ? -(r.delta - theta) / se : (r.delta - theta) / se) : null,
    mde: mde.mde,
    mdeCapped: mde.capped,
    fewRuns: true,
    pairs: null,
    sequential: null,
    icc,
    notes,
  };
}

function tEstimate(
  method: "paired-t" | "welch-t",
  label: string,
  r: ReturnType<typeof welchInterval>,
  level: { alpha: number; sequential: SequentialInfo | null },
  s: Settings,
  extra: { fewRuns: boolean; pairs: number | null; fraction: boolean },
  notes: string[],
): Estimate {
  const df = r.df as number;
  const mde = capMde(minimumDetectableEffect(r.se, { alpha: level.alpha, power: s.power, df }), extra.fraction);
  return {
    method,
    methodLabel: `${label} (df = ${formatDf(df)})`,
    delta: r.delta,
    lower: r.lower,
    upper: r.upper,
    calibrated: !extra.fewRuns,
    confidence: 1 - level.alpha,
    alpha: level.alpha,
    se: r.se,
    df,
    pValue: r.pValue,
    pShift: (theta, side) => studentTCdf(side === "greater" ? -(r.delta - theta) / r.se : (r.delta - theta) / r.se, df),
    mde: mde.mde,
    mdeCapped: mde.capped,
    fewRuns: extra.fewRuns,
    pairs: extra.pairs,
    sequential: level.sequential,
    icc: null,
    notes,
  };
}

function permutationEstimate(
  method: "permutation",
  label: string,
  test: ShiftTest,
  spread: { se: number; df: number; scale: number },
  level: { alpha: number; sequential: SequentialInfo | null },
  s: Settings,
  extra: { pairs: number | null; fraction: boolean },
  notes: string[],
): Estimate {
  const interval = invertShiftTest(test, level.alpha, spread.scale, extra.fraction ? { lower: -1, upper: 1 } : undefined);
  const bounded = interval.lower !== null && interval.upper !== null;
  if (!bounded) notes.push("the permutation interval is unbounded: these few runs cannot exclude any shift at this level");
  let mde: { mde: number | null; capped: boolean };
  if (test.minTwoSidedP > level.alpha) {
    notes.push(`no permutation p-value can reach ${level.alpha} with ${test.count} relabelings (smallest possible p = ${test.minTwoSidedP.toPrecision(2)})`);
    mde = extra.fraction ? { mde: 1, capped: true } : { mde: null, capped: false };
  } else {
    mde = capMde(spread.se > 0 ? minimumDetectableEffect(spread.se, { alpha: level.alpha, power: s.power, df: spread.df }) : null, extra.fraction);
  }
  return {
    method,
    methodLabel: `${label} (${test.exact ? `exact over ${test.count} relabelings` : `${test.count - 1} seeded random relabelings`})`,
    delta: test.delta,
    lower: bounded ? interval.lower : null,
    upper: bounded ? interval.upper : null,
    calibrated: true,
    confidence: 1 - level.alpha,
    alpha: level.alpha,
    se: spread.se > 0 ? spread.se : null,
    df: null,
    pValue: test.pTwoSided(0),
    pShift: (theta, side) => (side === "greater" ? test.pGreater(theta) : test.pLess(theta)),
    mde: mde.mde,
    mdeCapped: mde.capped,
    fewRuns: false,
    pairs: extra.pairs,
    sequential: level.sequential,
    icc: null,
    notes,
  };
}

/**
 * Runs that all agree say little about how much a run can vary: 4 runs of 70/80 each give an
 * exact permutation interval that is a single point. Where round counts exist, the interval is
 * widened to cover the pooled-rounds interval too, and every p-value is the larger of the two
 * tests', so the pooled rounds can only make the verdict more cautious, never fail the gate.
 */
function widenWithPooledRounds(exact: Estimate, pooled: Estimate): Estimate {
  const lower = exact.lower === null || pooled.lower === null ? exact.lower : Math.min(exact.lower, pooled.lower);
  const upper = exact.upper === null || pooled.upper === null ? exact.upper : Math.max(exact.upper, pooled.upper);
  const pShift = exact.pShift === null || pooled.pShift === null ? exact.pShift : (theta: number, side: Side): number => Math.max((exact.pShift as NonNullable<Estimate["pShift"]>)(theta, side), (pooled.pShift as NonNullable<Estimate["pShift"]>)(theta, side));
  const icc = pooled.icc as IccInfo;
  return {
    ...exact,
    methodLabel: `${exact.methodLabel}, widened to the pooled-rounds interval (ICC = ${formatIcc(icc.value)}, ${iccSourceText(icc.source)})`,
    lower,
    upper,
    pValue: exact.pValue === null || pooled.pValue === null ? exact.pValue : Math.max(exact.pValue, pooled.pValue),
    pShift,
    icc,
  };
}

function dataScale(values: readonly number[]): number {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  return Math.max(hi - lo, Math.abs(hi), Math.abs(lo), 1e-6);
}

function estimate(baseline: readonly Entry[], candidate: readonly Entry[], fraction: boolean, s: Settings): Estimate {
  const notes: string[] = [];
  const plan = planPairing(baseline, candidate);
  const bScores = baseline.map((e) => e.score.score);
  const cScores = candidate.map((e) => e.score.score);
  const kB = baseline.length;
  const kC = candidate.length;

  if (plan !== undefined && "mismatch" in plan) notes.push(plan.mismatch);
  else if (plan !== undefined && plan.keys.length >= s.minRuns) {
    const diffs = plan.keys.map((key) => {
      const b = (plan.baseline.get(key) ?? []).map((e) => e.score.score);
      const c = (plan.candidate.get(key) ?? []).map((e) => e.score.score);
      return fmean(c) - fmean(b);
    });
    const pairs = plan.keys.length;
    const level = lookLevel(s, pairs);
    const many = kB > pairs || kC > pairs;
    const per = many ? " (runs averaged per key)" : "";
    const r = pairedInterval(diffs, level.alpha);
    if (r.df !== null) return tEstimate("paired-t", `paired t over ${pairs} scenario/seed pairs${per}`, r, level, s, { fewRuns: false, pairs, fraction }, notes);
    // Equal differences give the paired t a zero SE, and a sign-flip test over so few pairs can
    // rarely reach alpha; comparing the runs unpaired is conservative when pairs are positively correlated.
    notes.push("every pair moved by the same amount (no spread to test the pairing with): runs compared unpaired");
  }

  if (kB >= s.minRuns && kC >= s.minRuns) {
    const level = lookLevel(s, Math.min(kB, kC));
    const vB = sampleVariance(bScores);
    const vC = sampleVariance(cScores);
    if (vB > 0 && vC > 0) return tEstimate("welch-t", "Welch t on per-run scores", welchInterval(bScores, cScores, level.alpha), level, s, { fewRuns: false, pairs: null, fraction }, notes);
    // A side whose runs all agree has no spread to estimate: t would treat it as certain.
    notes.push(vB === 0 && vC === 0 ? "all runs agree on each side: an exact permutation test over runs replaces Welch t" : `the ${vB === 0 ? "baseline" : "candidate"} runs all agree: an exact permutation test over runs replaces Welch t`);
    const exact = permutationEstimate(
      "permutation",
      "permutation test over runs",
      permutationTest(bScores, cScores),
      { se: Math.sqrt(vB / kB + vC / kC), df: kB + kC - 2, scale: dataScale([...bScores, ...cScores]) },
      level,
      s,
      { pairs: null, fraction },
      notes,
    );
    const icc = fraction ? iccInfo(runCounts(baseline), runCounts(candidate), s.icc, s.minRuns) : null;
    const pooledB = pooledCounts(baseline);
    const pooledC = pooledCounts(candidate);
    if (icc === null || pooledB === null || pooledC === null) return exact;
    return widenWithPooledRounds(exact, pooledEstimate(pooledB, pooledC, icc, kB, kC, { ...s, alpha: level.alpha }, fraction, []));
  }

  notes.push(`fewer than ${s.minRuns} runs on a side (k = ${kB}/${kC}): too few runs to tell, at most a warning in either direction`);
  const bCounts = fraction ? runCounts(baseline) : null;
  const cCounts = fraction ? runCounts(candidate) : null;
  const icc = iccInfo(bCounts, cCounts, s.icc);
  const pooledB = pooledCounts(baseline);
  const pooledC = pooledCounts(candidate);
  if (icc !== null && pooledB !== null && pooledC !== null) return pooledEstimate(pooledB, pooledC, icc, kB, kC, s, fraction, notes);
  if (kB >= 2 && kC >= 2) {
    const r = welchInterval(bScores, cScores, s.alpha);
    if (r.df !== null) {
      return tEstimate("welch-t", `Welch t on per-run scores with fewer than ${s.minRuns} runs`, r, { alpha: s.alpha, sequential: null }, s, { fewRuns: true, pairs: null, fraction }, notes);
    }
  }
  notes.push("no interval: too few runs for between-run variance and no round counts to pool");
  return {
    method: "none",
    methodLabel: "no interval (too few runs)",
    delta: fmean(cScores) - fmean(bScores),
    lower: null,
    upper: null,
    calibrated: false,
    confidence: 1 - s.alpha,
    alpha: s.alpha,
    se: null,
    df: null,
    pValue: null,
    pShift: null,
    mde: null,
    mdeCapped: false,
    fewRuns: true,
    pairs: null,
    sequential: null,
    icc: null,
    notes,
  };
}

interface Draft {
  readonly metric: string;
  readonly unit: string;
  readonly fraction: boolean;
  readonly declared: Direction;
  readonly gate: GateRule | null;
  readonly baseline: SideSummary;
  readonly candidate: SideSummary;
  readonly fixedVerdict: Verdict | null;
  readonly estimate: Estimate | null;
  readonly delta: number | null;
  readonly differing: readonly DifferingField[];
  readonly notes: string[];
  readonly flips: FlipTable | null;
  readonly bootstrap: MetricDiff["bootstrap"];
  readonly advice: RunAdvice | null;
}

/** Gate rules as typed rules, parsed once; text items are parsed here, rules pass through. */
export function normalizeGates(gates: DiffOptions["gates"]): GateRule[] {
  return normalizeGateOption(gates, parseGateRules, "metric");
}

function checkOptions(options: DiffOptions): Settings & { bootstrap: number } {
  const alpha = options.alpha ?? 0.05;
  const power = options.power ?? 0.8;
  const minRuns = options.minRunsForWelch ?? MIN_RUNS_FOR_VERDICT;
  const bootstrap = options.bootstrapResamples ?? 0;
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1), got ${power}`);
  if (!Number.isInteger(minRuns) || minRuns < 2) throw new RangeError(`minRunsForWelch must be an integer >= 2, got ${minRuns}`);
  if (options.icc !== undefined && !(options.icc >= 0 && options.icc <= 1)) throw new RangeError(`icc must be in [0, 1], got ${options.icc}`);
  if (!Number.isInteger(bootstrap) || bootstrap < 0) throw new RangeError(`bootstrapResamples must be a non-negative integer, got ${bootstrap}`);
  return { alpha, power, minRuns, icc: options.icc, sequential: options.sequential === true, bootstrap };
}

function sortedRuns(table: ScoreTable): ScoreRun[] {
  return [...table.runs].sort((a, b) => byCodePoint(a.id, b.id));
}

function unavailableReason(runs: readonly ScoreRun[], metric: string): string | undefined {
  for (const run of runs) {
    for (const [name, reason] of Object.entries(run.unavailable ?? {}).sort(([a], [b]) => byCodePoint(a, b))) {
      if (metric === name || metric.startsWith(`${name}_`)) return `${run.id}: ${name} ${reason}`;
    }
  }
  return undefined;
}

function draftMetric(
  metric: string,
  bRuns: readonly ScoreRun[],
  cRuns: readonly ScoreRun[],
  gate: GateRule | null,
  s: Settings & { bootstrap: number },
): Draft {
  const b = entriesFor(bRuns, metric);
  const c = entriesFor(cRuns, metric);
  const reference = (c[0] ?? b[0]) as Entry;
  const fraction = [...b, ...c].every((e) => e.score.fraction);
  const declared = reference.score.direction;
  const notes: string[] = [];
  const base = {
    metric,
    // Per-run counts in the unit ("(12/15)") describe one run, not the aggregate.
    unit: fraction ? reference.score.unit.replace(/\s*\(\d+\s*\/\s*\d+\)\s*$/, "") : reference.score.unit,
    fraction,
    declared,
    gate,
    baseline: summarize(b, bRuns.length),
    candidate: summarize(c, cRuns.length),
    notes,
  };

  if (gate?.unit === "pp" && !fraction) {
    throw new GateRuleError([{ rule: gate.raw, reason: `'pp' needs a fraction metric, but '${metric}' is measured in '${reference.score.unit}'` }]);
  }
  if (gate !== null && gate.unit === "absolute" && fraction && gate.margin >= 1) {
    // a fraction moves by at most 1, so such a gate could never trigger: almost surely a missing 'pp'
    const asPp = `${gate.bad === "decrease" ? "-" : "+"}${gate.margin}pp`;
    throw new GateRuleError([
      { rule: gate.raw, reason: `'${metric}' is a fraction (0 to 1), so a margin of ${gate.margin} can never be reached; did you mean ${metric}:${asPp}?` },
    ]);
  }
  if (gate !== null && declared !== "neutral" && effectiveDirection(declared, gate) !== declared) {
    notes.push(`the gate treats a ${gate.bad} as bad although the metric's default direction is ${declared}`);
  }
  if ([...b, ...c].some((e) => e.score.fraction) && !fraction) notes.push("the sides disagree on whether this is a fraction; treated as a plain number");
  for (const [side, runs, entries] of [["baseline", bRuns, b], ["candidate", cRuns, c]] as const) {
    const incomplete = entries.filter((e) => e.run.incomplete === true).length;
    if (incomplete > 0) notes.push(`${incomplete} ${side} run(s) did not finish; their scores cover part of the run`);
    if (entries.length > 0 && entries.length < runs.length) {
      const reason = unavailableReason(runs.filter((r) => r.metrics[metric] === undefined), metric);
      notes.push(`missing in ${runs.length - entries.length} of ${runs.length} ${side} runs${reason === undefined ? "" : ` (${reason})`}`);
    }
  }

  const none = { estimate: null, delta: null, differing: [], flips: null, bootstrap: null, advice: null };
  if (b.length === 0 || c.length === 0) {
    const verdict: Verdict = b.length === 0 ? "baseline_missing" : "candidate_missing";
    const reason = unavailableReason(b.length === 0 ? bRuns : cRuns, metric);
    if (reason !== undefined) notes.push(reason);
    return { ...base, ...none, fixedVerdict: verdict };
  }

  const delta = fmean(c.map((e) => e.score.score)) - fmean(b.map((e) => e.score.score));
  const differing = differingFields(b, c);
  const sameLogs = sameEventLogs(b, c);
  if (differing.length > 0) {
    notes.push(`not comparable: ${differing.map((d) => d.field).join(", ")} differ`);
    if (sameLogs) notes.push("same event logs on both sides: the Δ comes from the changed metric definition or inputs, not the agent");
    return { ...base, ...none, delta, differing, fixedVerdict: "not_comparable" };
  }
  if (sameLogs) {
    if (sameScoresPerLog(b, c)) {
      notes.push("identical event logs, provenance and scores on both sides: Δ is exactly 0");
      return { ...base, ...none, delta: 0, fixedVerdict: "unchanged" };
    }
    notes.push("same event logs and provenance, yet the scores differ: the metric is not deterministic (e.g. a live judge)");
  }

  const est = estimate(b, c, fraction, s);
  notes.push(...est.notes);
  const flips = fraction ? flipTable(b, c) : null;
  const bootstrap =
    s.bootstrap > 0 && b.length >= 2 && c.length >= 2
      ? (() => {
          const r = bootstrapInterval(
            b.map((e) => e.score.score),
            c.map((e) => e.score.score),
            { resamples: s.bootstrap, alpha: s.alpha },
          );
          return { lower: r.lower, upper: r.upper, resamples: r.resamples };
        })()
      : null;
  const iccForAdvice = est.icc?.value ?? iccInfo(fraction ? runCounts(b) : null, fraction ? runCounts(c) : null, s.icc)?.value ?? DEFAULT_ICC;
  const advice = runAdvice(b, c, fraction, gate, effectiveDirection(declared, gate), iccForAdvice, s);
  return { ...base, estimate: est, delta: est.delta, differing, flips, bootstrap, advice, fixedVerdict: null };
}

function decide(d: Draft, significant: boolean, allowFewRuns: boolean): Decision {
  const est = d.estimate as Estimate;
  if (est.fewRuns && allowFewRuns) d.notes.push("allowFailWithFewRuns: the rough few-runs interval is allowed to decide");
  return decideVerdict({
    direction: effectiveDirection(d.declared, d.gate),
    gate: d.gate,
    fraction: d.fraction,
    delta: est.delta,
    lower: est.lower,
    upper: est.upper,
    pShift: est.pShift,
    pHarmExact: null,
    alpha: est.alpha,
    significant,
    tooFew: est.fewRuns && !allowFewRuns,
    mde: est.mde,
    mdeCapped: est.mdeCapped,
    units: "runs",
    notes: d.notes,
  });
}

/** Verdicts that make the check fail under each failOn. */
function failingVerdicts(failOn: FailOn): readonly Verdict[] {
  switch (failOn) {
    case "never":
      return [];
    case "regression":
      return ["regression"];
    case "possible-regression":
      return ["regression", "possible_regression"];
  }
}

/** The gate's decision over the rows (only gated rows can fail). */
export function gateDecision(metrics: readonly MetricDiff[], failOn: FailOn, hasGates: boolean): GateDecision {
  const bad = failingVerdicts(failOn);
  const failing = metrics
    .filter((m) => m.gate !== null && bad.includes(m.verdict))
    .map((m) => ({ metric: m.metric, verdict: m.verdict, deltaText: m.deltaText }))
    .sort((a, b) => byCodePoint(a.metric, b.metric));
  const summary = !hasGates
    ? "no gates: informational"
    : failing.length === 0
      ? `passes (fail-on ${failOn})`
      : `fails (fail-on ${failOn}): ${failing.map((f) => `${f.metric} ${f.deltaText ?? ""} (${f.verdict.replace("_", " ")})`.replace("  ", " ")).join(", ")}`;
  return { failOn, fail: failing.length > 0, failing, summary };
}

/**
 * Diff a candidate score table against a baseline. Throws GateRuleError for invalid gates
 * (including a `pp` gate on a non-fraction metric) and RangeError for invalid options.
 */
export function diffScoreTables(baseline: ScoreTable, candidate: ScoreTable, options: DiffOptions = {}): DiffResult {
  const settings = checkOptions(options);
  const gates = normalizeGates(options.gates);
  const failOn = options.failOn ?? "regression";
  const gateFor = new Map(gates.map((g) => [g.metric, g]));
  const bRuns = sortedRuns(baseline);
  const cRuns = sortedRuns(candidate);
  const names = new Set<string>();
  for (const run of [...bRuns, ...cRuns]) for (const name of Object.keys(run.metrics)) names.add(name);
  const metrics = [...names].sort(byCodePoint);

  const warnings: string[] = [];
  const unmatched = gates.filter((g) => !names.has(g.metric));
  if (unmatched.length > 0 && names.size > 0) {
    // a gate that matches nothing would silently never fail the check
    const available = [...names].sort(byCodePoint).join(", ");
    throw new GateRuleError(unmatched.map((g) => ({ rule: g.raw, reason: `no metric '${g.metric}' on either side (metrics: ${available})` })));
  }
  for (const g of unmatched) warnings.push(`gate '${g.raw}' matches no metric on either side`);
  if (bRuns.length === 0) warnings.push("the baseline has no runs");
  if (cRuns.length === 0) warnings.push("the candidate has no runs");

  const drafts = metrics.map((m) => draftMetric(m, bRuns, cRuns, gateFor.get(m) ?? null, settings));
  const allowFewRuns = options.allowFailWithFewRuns === true;

  // Holm across gated metrics that reached a test that may decide; few-runs rows cannot, so they do not dilute the family.
  const holm = holmByRow(
    drafts.map((d) => (d.gate !== null && d.estimate !== null && (!d.estimate.fewRuns || allowFewRuns) ? d.estimate.pValue : null)),
    settings.alpha,
  );
  const bad = failingVerdicts(failOn);

  const results = drafts.map((d, i): MetricDiff => {
    const est = d.estimate;
    const pHolm = holm.adjusted.get(i) ?? null;
    const p = est?.pValue ?? null;
    const level = est?.alpha ?? settings.alpha;
    const tested = d.gate !== null ? pHolm : p;
    const significant = tested !== null && tested <= level;
    const decision: Decision =
      d.fixedVerdict !== null || est === null
        ? { verdict: d.fixedVerdict ?? "inconclusive", lean: "none", tost: null, pHarm: null }
        : decide(d, significant, allowFewRuns);
    if (d.gate !== null && p !== null && pHolm !== null && p <= level && pHolm > level) {
      d.notes.push(`significant alone (p = ${p.toPrecision(2)}) but not after Holm across ${holm.family} gated metrics (p = ${pHolm.toPrecision(2)})`);
    }
    if (d.advice !== null && (decision.verdict === "inconclusive" || decision.verdict === "too_few_runs" || decision.verdict === "possible_regression")) {
      d.notes.push(d.advice.text);
    }
    const fmtOpts = { fraction: d.fraction };
    const hasInterval = est !== null && est.lower !== null && est.upper !== null;
    const mde = est?.mde ?? null;
    const pairs = est?.pairs ?? null;
    const kText = kTextOf(d.baseline.k, d.candidate.k, pairs);
    const change = changeOf(d.delta);
    const direction = effectiveDirection(d.declared, d.gate);
    return {
      metric: d.metric,
      unit: d.unit,
      fraction: d.fraction,
      direction,
      gate: d.gate,
      baseline: d.baseline,
      candidate: d.candidate,
      pairs,
      kText,
      delta: d.delta,
      deltaText: d.delta === null ? null : formatDelta(d.delta, fmtOpts),
      change,
      lean: decision.lean,
      interval: hasInterval ? { lower: est.lower, upper: est.upper, confidence: est.confidence } : null,
      intervalText: hasInterval ? formatInterval(est.lower, est.upper, fmtOpts) : null,
      intervalCalibrated: hasInterval && est.calibrated,
      method: est?.method ?? "none",
      methodLabel: est?.methodLabel ?? "no interval",
      se: est?.se ?? null,
      df: est?.df ?? null,
      pValue: p,
      pValueHarm: decision.pHarm,
      pValueHolm: pHolm,
      tost: decision.tost,
      icc: est?.icc ?? null,
      mde,
      mdeText: mde === null ? null : formatDelta(mde, fmtOpts).replace(/^\+/, ""),
      mdeCapped: est?.mdeCapped ?? false,
      underpowered: d.gate !== null && mde !== null && mde > d.gate.margin,
      advice: d.advice,
      sequential: est?.sequential ?? null,
      verdict: decision.verdict,
      verdictLabel: verdictLabel({ verdict: decision.verdict, fraction: d.fraction, gate: d.gate, change, lean: decision.lean, kText }),
      fails: d.gate !== null && bad.includes(decision.verdict),
      differingFields: d.differing,
      notes: d.notes,
      flips: d.flips,
      bootstrap: d.bootstrap,
    };
  });

  const overall = overallVerdict(results);

  return {
    metrics: results,
    overall,
    failOn,
    decision: gateDecision(results, failOn, gates.length > 0),
    alpha: settings.alpha,
    minRunsForWelch: settings.minRuns,
    sequential: settings.sequential,
    gates,
    warnings,
  };
}

/**
 * Whether the check should fail. Only gated metrics can fail it; not_comparable, missing metrics
 * and too_few_runs warn but never fail, because none of them is evidence of a regression.
 */
export function shouldFail(result: DiffResult, failOn: FailOn = result.failOn): boolean {
  if (failOn === result.decision.failOn) return result.decision.fail;
  return gateDecision(result.metrics, failOn, result.gates.length > 0).fail;
}
