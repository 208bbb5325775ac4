/**
 * Diff a candidate score table against a baseline (reference §4.7, docs/statistics.md): Δ with
 * an honest interval per metric, a verdict that never claims more than the data can (too few
 * runs, equivalence by TOST, inconclusive, possible regression only on a suggestive test), Holm
 * across gated metrics, and guards that turn "same input" and "different yardstick" into
 * explicit verdicts instead of noise. The result carries the gate's decision.
 *
 * This file holds the public types and entry points and walks each metric through the steps,
 * each in its own module: pairing.ts (which runs are compared, same-input checks, flip table),
 * estimate.ts (interval, tests, MDE), design.ts (the ICC assumed, run-count advice), decision.ts
 * (the verdict, Holm), wording.ts and format.ts (display texts). Those never import this file.
 *
 * Pure and deterministic: runs are sorted by id and metrics by name (code points), sums are
 * exactly rounded, and every resampling is seeded from the data.
 */
import { ownValue } from "../core/own-keys.js";
import { compareCodePoints } from "../core/pynum.js";
import { DEFAULT_ICC, iccInfo, runAdvice } from "./design.js";
import { type Decision, changeOf, decideVerdict, effectiveDirection, holmByRow, overallVerdict } from "./decision.js";
import { type Estimate, type Settings, estimate } from "./estimate.js";
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
  pooledCounts,
  runCounts,
  sameEventLogs,
  scenarioMix,
  sameScoresPerLog,
} from "./pairing.js";
import type { Direction, ScoreRun, ScoreTable } from "./score-table.js";
import { type Counts, bootstrapInterval, extremeScale, sampleVariance, scaledMean } from "./statistics.js";
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
import { kTextOf } from "./wording.js";

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
  /**
   * The side's point estimate, so that Δ = candidate.mean − baseline.mean (to the last bits): the mean of the per-run
   * scores (each run weighs the same); when paired runs are averaged per scenario/seed key, the mean
   * of the key means; when rounds are pooled (fewer than 3 runs a side), the pooled rate ΣS/ΣN.
   * Null when k = 0.
   */
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
  const scale = extremeScale(scores);
  return {
    k: entries.length,
    missingRuns: allRuns - entries.length,
    mean: scores.length > 0 ? scaledMean(scores) : null,
    sd: scores.length > 1 ? Math.sqrt(sampleVariance(scale === 1 ? scores : scores.map((x) => x / scale))) * scale : null,
    pooled: pooledCounts(entries),
    runIds: entries.map((e) => e.run.id),
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
    notes.push(`the gate treats ${gate.bad === "increase" ? "an increase" : "a decrease"} as bad although the metric's default direction is ${declared}`);
  }
  if ([...b, ...c].some((e) => e.score.fraction) && !fraction) notes.push("the sides disagree on whether this is a fraction; treated as a plain number");
  for (const [side, runs, entries] of [["baseline", bRuns, b], ["candidate", cRuns, c]] as const) {
    const incomplete = entries.filter((e) => e.run.incomplete === true).length;
    if (incomplete > 0) notes.push(`${incomplete} ${side} run(s) did not finish; their scores cover part of the run`);
    if (entries.length > 0 && entries.length < runs.length) {
      const reason = unavailableReason(runs.filter((r) => ownValue(r.metrics, metric) === undefined), metric);
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

  const delta = scaledMean(c.map((e) => e.score.score)) - scaledMean(b.map((e) => e.score.score));
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
  // Only a paired t compares within a scenario (its keys hold the scenario); any other method
  // averages over runs, so a side with more runs of an easy scenario would look better.
  const mix = est.method === "paired-t" ? undefined : scenarioMix(b, c);
  if (mix !== undefined) {
    notes.push(
      `not comparable: the sides hold the scenarios in different proportions (baseline ${mix.baseline.join(", ")}; candidate ${mix.candidate.join(", ")}), ` +
        "so a mean over runs would measure the mix, not the agent; give both sides the same mix, or runs that pair up by scenario and seed",
    );
    return { ...base, ...none, delta, differing: [mix], fixedVerdict: "not_comparable" };
  }
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
  // The side means shown are the point estimates Δ is the difference of (pooled rates, key means).
  const sides = { baseline: { ...base.baseline, mean: est.means.baseline }, candidate: { ...base.candidate, mean: est.means.candidate } };
  return { ...base, ...sides, estimate: est, delta: est.delta, differing, flips, bootstrap, advice, fixedVerdict: null };
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
