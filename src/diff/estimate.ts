/**
 * How much a metric moved, and how sure that is: the interval and p-value of one row, chosen by
 * what the runs allow (paired t over scenario/seed pairs, Welch t, an exact permutation test
 * widened by the pooled rounds, or a rough pooled-rounds interval below the minimum runs), with
 * its MDE and confirm mode's per-look level. It stands apart from the pairing (pairing.ts), which
 * decides what is compared, and from the verdict (decision.ts), which reads the estimate. Pure.
 */
import { fmean } from "../core/pynum.js";
import { iccInfo } from "./design.js";
import { type Entry, planPairing, pooledCounts, runCounts } from "./pairing.js";
import { type ShiftTest, invertShiftTest, permutationTest } from "./permutation.js";
import {
  type Counts,
  extremeScale,
  minimumDetectableEffect,
  newcombeInterval,
  normalCdf,
  normalQuantile,
  pairedInterval,
  sampleVariance,
  studentTCdf,
  welchInterval,
} from "./statistics.js";
import type { IccInfo, IntervalKind, SequentialInfo } from "./verdicts.js";
import { formatDf, formatIcc, iccSourceText } from "./wording.js";

type Side = "greater" | "less";

/** One row's estimate: Δ, its interval and tests, the MDE and the notes that explain the choice. */
export interface Estimate {
  readonly method: IntervalKind;
  readonly methodLabel: string;
  readonly delta: number;
  /**
   * Each side's point estimate, so that Δ = candidate − baseline (to the last bits): the mean of per-run
   * scores; with runs averaged per scenario/seed key (paired t), the mean of the key means; with
   * pooled rounds, the pooled rate ΣS/ΣN (§4.3's p̂).
   */
  readonly means: { readonly baseline: number; readonly candidate: number };
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

/** The checked diff options the estimation reads. */
export interface Settings {
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

/** The MDE as shown: a fraction's is capped at 1 (100 pp), and whether the cap was reached. */
export function capMde(mde: number | null, fraction: boolean): { mde: number | null; capped: boolean } {
  if (mde === null || !fraction) return { mde, capped: false };
  // A fraction moves by at most 1 (100 pp): an MDE beyond that means "cannot detect anything".
  return mde >= 1 ? { mde: 1, capped: true } : { mde, capped: false };
}

function pooledEstimate(b: Counts, c: Counts, icc: IccInfo, kB: number, kC: number, s: Settings, fraction: boolean, notes: string[]): Estimate {
  // Design effect (§4.4d): correlated rounds carry less information than their count suggests.
  const deffB = 1 + (b.trials / kB - 1) * icc.value;
  const deffC = 1 + (c.trials / kC - 1) * icc.value;
  const deflate = (counts: Counts, deff: number): Counts => ({ successes: counts.successes / deff, trials: counts.trials / deff });
  const r = newcombeInterval(deflate(b, deffB), deflate(c, deffC), s.alpha);
  const z = -normalQuantile(s.alpha / 2);
  // Newcombe has no SE; half the interval width over z is the matching normal-scale spread.
  const se = (r.upper - r.lower) / (2 * z);
  const origin = iccSourceText(icc.source);
  const mde = capMde(minimumDetectableEffect(se, { alpha: s.alpha, power: s.power }), fraction);
  return {
    method: "pooled-rounds-icc",
    // the design effects applied: each side's own when its runs are of another length
    methodLabel: `rough interval on pooled rounds (Newcombe, assumes ICC = ${formatIcc(icc.value)}, ${origin}; ${
      deffB.toFixed(2) === deffC.toFixed(2) ? `design effect ${deffB.toFixed(2)}` : `design effects ${deffB.toFixed(2)} (baseline) and ${deffC.toFixed(2)} (candidate)`
    })`,
    delta: r.delta,
    // the rates Newcombe compares (deflating both counts keeps each ratio), so Δ is their difference
    means: { baseline: deflate(b, deffB).successes / deflate(b, deffB).trials, candidate: deflate(c, deffC).successes / deflate(c, deffC).trials },
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
    icc: { ...icc, designEffects: { baseline: deffB, candidate: deffC } },
    notes,
  };
}

function tEstimate(
  method: "paired-t" | "welch-t",
  label: string,
  r: ReturnType<typeof welchInterval>,
  level: { alpha: number; sequential: SequentialInfo | null },
  s: Settings,
  extra: { fewRuns: boolean; pairs: number | null; fraction: boolean; means: Estimate["means"] },
  notes: string[],
): Estimate {
  const df = r.df as number;
  const mde = capMde(minimumDetectableEffect(r.se, { alpha: level.alpha, power: s.power, df }), extra.fraction);
  return {
    method,
    methodLabel: `${label} (df = ${formatDf(df)})`,
    delta: r.delta,
    means: extra.means,
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
  extra: { pairs: number | null; fraction: boolean; means: Estimate["means"] },
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
    means: extra.means,
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

/**
 * One metric's estimate: paired t when every run has a pairing key, both sides cover the same keys
 * and there are enough pairs with spread; else Welch t with enough runs a side (an exact
 * permutation test when a side's runs all agree); below that, the rough pooled-rounds interval,
 * a few-runs Welch t, or no interval at all.
 */
export function estimate(baseline: readonly Entry[], candidate: readonly Entry[], fraction: boolean, s: Settings): Estimate {
  const scale = fraction ? 1 : extremeScale([...baseline, ...candidate].map((e) => e.score.score));
  if (scale === 1) return estimateAtScale(baseline, candidate, fraction, s);
  // Scores beyond ±2^±500: estimate on scores divided by a power of two (exact), then scale back.
  const scaled = (entries: readonly Entry[]): Entry[] => entries.map((e) => ({ ...e, score: { ...e.score, score: e.score.score / scale } }));
  const inner = estimateAtScale(scaled(baseline), scaled(candidate), fraction, s);
  const times = (x: number | null): number | null => (x === null ? null : x * scale);
  const pShift = inner.pShift;
  return {
    ...inner,
    delta: inner.delta * scale,
    means: { baseline: inner.means.baseline * scale, candidate: inner.means.candidate * scale },
    lower: times(inner.lower),
    upper: times(inner.upper),
    se: times(inner.se),
    mde: times(inner.mde),
    pShift: pShift === null ? null : (theta, side) => pShift(theta / scale, side),
  };
}

function estimateAtScale(baseline: readonly Entry[], candidate: readonly Entry[], fraction: boolean, s: Settings): Estimate {
  const notes: string[] = [];
  const plan = planPairing(baseline, candidate);
  const bScores = baseline.map((e) => e.score.score);
  const cScores = candidate.map((e) => e.score.score);
  const kB = baseline.length;
  const kC = candidate.length;
  const runMeans = { baseline: fmean(bScores), candidate: fmean(cScores) };

  if (plan !== undefined && "mismatch" in plan) notes.push(plan.mismatch);
  else if (plan !== undefined && plan.keys.length >= s.minRuns) {
    const keyMeans = plan.keys.map((key) => ({
      baseline: fmean((plan.baseline.get(key) ?? []).map((e) => e.score.score)),
      candidate: fmean((plan.candidate.get(key) ?? []).map((e) => e.score.score)),
    }));
    const diffs = keyMeans.map((m) => m.candidate - m.baseline);
    const pairs = plan.keys.length;
    const level = lookLevel(s, pairs);
    const many = kB > pairs || kC > pairs;
    const per = many ? " (runs averaged per key)" : "";
    const r = pairedInterval(diffs, level.alpha);
    if (r.df !== null) return tEstimate("paired-t", `paired t over ${pairs} scenario/seed pairs${per}`, r, level, s, { fewRuns: false, pairs, fraction, means: { baseline: fmean(keyMeans.map((m) => m.baseline)), candidate: fmean(keyMeans.map((m) => m.candidate)) } }, notes);
    // Equal differences give the paired t a zero SE, and a sign-flip test over so few pairs can
    // rarely reach alpha; comparing the runs unpaired is conservative when pairs are positively correlated.
    notes.push("every pair moved by the same amount (no spread to test the pairing with): runs compared unpaired");
  }

  if (kB >= s.minRuns && kC >= s.minRuns) {
    const level = lookLevel(s, Math.min(kB, kC));
    const vB = sampleVariance(bScores);
    const vC = sampleVariance(cScores);
    if (vB > 0 && vC > 0) return tEstimate("welch-t", "Welch t on per-run scores", welchInterval(bScores, cScores, level.alpha), level, s, { fewRuns: false, pairs: null, fraction, means: runMeans }, notes);
    // A side whose runs all agree has no spread to estimate: t would treat it as certain.
    notes.push(vB === 0 && vC === 0 ? "all runs agree on each side: an exact permutation test over runs replaces Welch t" : `the ${vB === 0 ? "baseline" : "candidate"} runs all agree: an exact permutation test over runs replaces Welch t`);
    const exact = permutationEstimate(
      "permutation",
      "permutation test over runs",
      permutationTest(bScores, cScores),
      { se: Math.sqrt(vB / kB + vC / kC), df: kB + kC - 2, scale: dataScale([...bScores, ...cScores]) },
      level,
      s,
      { pairs: null, fraction, means: runMeans },
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
      return tEstimate("welch-t", `Welch t on per-run scores with fewer than ${s.minRuns} runs`, r, { alpha: s.alpha, sequential: null }, s, { fewRuns: true, pairs: null, fraction, means: runMeans }, notes);
    }
  }
  notes.push("no interval: too few runs for between-run variance and no round counts to pool");
  return {
    method: "none",
    methodLabel: "no interval (too few runs)",
    delta: fmean(cScores) - fmean(bScores),
    means: runMeans,
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
