/**
 * Diff a candidate score table against a baseline (reference §4.7): Δ with an honest interval per
 * metric, a tri-state verdict that needs both significance and materiality to call a regression,
 * Holm across gated metrics, and guards that turn "same input" and "different yardstick" into
 * explicit verdicts instead of noise.
 *
 * Pure and deterministic: runs are sorted by id and metrics by name (code points), sums are
 * exactly rounded, and the optional bootstrap is seeded from the data.
 */
import { compareCodePoints, fmean } from "../core/pynum.js";
import { formatDelta, formatInterval } from "./format.js";
import { type GateRule, GateRuleError, parseGateRules } from "./gate-rules.js";
import { type Direction, type MetricScore, type ScoreRun, type ScoreTable, pairingKey } from "./score-table.js";
import {
  type Counts,
  bootstrapInterval,
  holmAdjust,
  minimumDetectableEffect,
  newcombeInterval,
  normalQuantile,
  pairedInterval,
  sampleVariance,
  welchInterval,
} from "./statistics.js";

/** When the diff should fail the check. */
export type FailOn = "regression" | "possible-regression" | "never";

/**
 * Per-metric verdict.
 * - regression / improvement: the interval excludes 0 (Holm-adjusted for gated metrics) AND |Δ|
 *   reaches the gate margin in the bad / good direction.
 * - possible_regression: Δ reaches the margin in the bad direction but the evidence is not
 *   conclusive (or there are too few runs to let it fail).
 * - no_change: nothing conclusive and material.
 * - changed: a significant shift in a metric without a good direction and without a gate.
 * - unchanged: identical inputs (event logs, provenance, scores): Δ is exactly 0.
 * - not_comparable: a provenance field differs (metric version, judge, n-gram tables...).
 * - baseline_missing / candidate_missing: the metric exists on one side only.
 */
export type Verdict =
  | "regression"
  | "improvement"
  | "possible_regression"
  | "no_change"
  | "changed"
  | "not_comparable"
  | "unchanged"
  | "baseline_missing"
  | "candidate_missing";

/**
 * How the interval was computed.
 * - paired: paired t over pairing keys (scenario/seed), runs averaged per key (§4.4b/c).
 * - welch: Welch t on per-run scores (§4.4a).
 * - newcombe-pooled-rounds: Newcombe hybrid score interval on rounds pooled across runs; assumes
 *   independent rounds (or the configured ICC), so it is narrower than the truth when rounds
 *   within a run are correlated (§4.4d).
 * - none: no interval (not enough data, or not needed).
 */
export type Method = "paired" | "welch" | "newcombe-pooled-rounds" | "none";

/** Options for {@link diffScoreTables}. */
export interface DiffOptions {
  /** Gate rules, parsed or as text (`round_success:-5pp`); ungated metrics never fail. */
  readonly gates?: string | readonly (string | GateRule)[];
  /** Default for {@link shouldFail}. Default "regression". */
  readonly failOn?: FailOn;
  /** Two-sided level; intervals are (1 − alpha). Default 0.05. */
  readonly alpha?: number;
  /** Runs per side (or pairs) needed for a t-based verdict that may fail. Default 3. */
  readonly minRunsForWelch?: number;
  /** Power for the minimum detectable effect. Default 0.8. */
  readonly power?: number;
  /** Intra-run correlation of rounds for the pooled-rounds fallback (design effect). Default 0. */
  readonly icc?: number;
  /** Let a fallback (few-runs) interval produce a failing "regression". Default false (§4.7 step 2). */
  readonly allowFailWithFewRuns?: boolean;
  /** Bootstrap resamples for a display-only interval; 0 (default) turns it off. */
  readonly bootstrapResamples?: number;
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
  readonly runIds: readonly string[];
}

/** A provenance field whose values differ between the sides. */
export interface DifferingField {
  readonly field: string;
  readonly baseline: readonly string[];
  readonly candidate: readonly string[];
}

/** A round whose success rate moved. Counts aggregate runs sharing the key (or all runs when pooled). */
export interface FlipEntry {
  readonly scenario?: string;
  readonly seed?: string;
  readonly round: number;
  readonly baseline: Counts;
  readonly candidate: Counts;
}

/**
 * Per-round flips for 0/1 round outcomes (round_success). A round is "newly failing" when its
 * success rate drops, "newly passing" when it rises.
 */
export interface FlipTable {
  /**
   * by-pairing-key: runs line up 1:1 by scenario/seed. pooled-by-round: rounds pooled over the runs
   * sharing a pairing key (e.g. a scenario without seeds), or over all runs when keys do not line up.
   */
  readonly mode: "by-pairing-key" | "pooled-by-round";
  readonly newlyFailing: readonly FlipEntry[];
  readonly newlyPassing: readonly FlipEntry[];
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
  /** candidate − baseline, in the metric's units (fractions: 0.07 = 7 pp); null if a side is missing. */
  readonly delta: number | null;
  /** Display form: "+7.0 pp" for fractions, "+0.200" otherwise. */
  readonly deltaText: string | null;
  readonly interval: { readonly lower: number; readonly upper: number; readonly confidence: number } | null;
  readonly intervalText: string | null;
  readonly method: Method;
  /** Human label for the method, including its assumptions. */
  readonly methodLabel: string;
  readonly se: number | null;
  readonly df: number | null;
  /** Two-sided p-value for Δ = 0. */
  readonly pValue: number | null;
  /** Holm-adjusted p-value (gated metrics only). */
  readonly pValueHolm: number | null;
  /** Minimum detectable effect (power `power`, two-sided alpha) for this design. */
  readonly mde: number | null;
  readonly mdeText: string | null;
  /** The design cannot reliably detect the gate margin (MDE > margin). */
  readonly underpowered: boolean;
  readonly verdict: Verdict;
  readonly differingFields: readonly DifferingField[];
  readonly notes: readonly string[];
  readonly flips: FlipTable | null;
  /** Display-only percentile bootstrap over runs (seeded from the data). */
  readonly bootstrap: { readonly lower: number; readonly upper: number; readonly resamples: number } | null;
}

/** The diff of two score tables. */
export interface DiffResult {
  /** Sorted by metric name (code points). */
  readonly metrics: readonly MetricDiff[];
  /** Worst verdict over the gated metrics (over all metrics when nothing is gated). */
  readonly overall: Verdict;
  readonly failOn: FailOn;
  readonly alpha: number;
  readonly minRunsForWelch: number;
  readonly gates: readonly GateRule[];
  readonly warnings: readonly string[];
}

// ---------------------------------------------------------------------------------------------

const byCodePoint = (a: string, b: string): number => compareCodePoints(a, b);

/** Float-safe "x ≥ m": Δ computed as 0.04999999999 must still reach a 5 pp margin. */
function reaches(x: number, m: number): boolean {
  return x >= m - 1e-9 * Math.max(1, Math.abs(m));
}

interface Entry {
  readonly run: ScoreRun;
  readonly score: MetricScore;
}

function entriesFor(runs: readonly ScoreRun[], metric: string): Entry[] {
  const out: Entry[] = [];
  for (const run of runs) {
    const score = run.metrics[metric];
    if (score !== undefined) out.push({ run, score });
  }
  return out;
}

function pooledCounts(entries: readonly Entry[]): Counts | null {
  if (entries.length === 0) return null;
  let successes = 0;
  let trials = 0;
  for (const { score } of entries) {
    if (score.counts === undefined) return null;
    successes += score.counts.successes;
    trials += score.counts.trials;
  }
  return trials > 0 ? { successes, trials } : null;
}

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

const ABSENT = "(absent)";

/** Provenance fields (run-wide + metric-specific) whose value sets differ between the sides. */
function differingFields(baseline: readonly Entry[], candidate: readonly Entry[]): DifferingField[] {
  const fieldsOf = (e: Entry): Record<string, string> => ({ ...e.run.provenance, ...e.score.provenance });
  const names = new Set<string>();
  for (const e of [...baseline, ...candidate]) for (const key of Object.keys(fieldsOf(e))) names.add(key);
  const valuesOf = (entries: readonly Entry[], field: string): string[] =>
    [...new Set(entries.map((e) => fieldsOf(e)[field] ?? ABSENT))].sort(byCodePoint);
  const out: DifferingField[] = [];
  for (const field of [...names].sort(byCodePoint)) {
    const b = valuesOf(baseline, field);
    const c = valuesOf(candidate, field);
    if (b.join("\u0000") !== c.join("\u0000")) out.push({ field, baseline: b, candidate: c });
  }
  return out;
}

/** Same event logs on both sides (as multisets); false when any run lacks a digest (unknown input). */
function sameEventLogs(baseline: readonly Entry[], candidate: readonly Entry[]): boolean {
  const digests = (entries: readonly Entry[]): string[] | undefined => {
    const out: string[] = [];
    for (const e of entries) {
      if (e.run.eventLogDigest === undefined) return undefined;
      out.push(e.run.eventLogDigest);
    }
    return out.sort(byCodePoint);
  };
  const b = digests(baseline);
  const c = digests(candidate);
  return b !== undefined && c !== undefined && b.join("\u0000") === c.join("\u0000");
}

/** Scores per event-log digest agree on both sides. */
function sameScoresPerLog(baseline: readonly Entry[], candidate: readonly Entry[]): boolean {
  const key = (entries: readonly Entry[]): string =>
    entries
      .map((e) => `${e.run.eventLogDigest ?? ""}\u0000${e.score.score}`)
      .sort(byCodePoint)
      .join("\u0001");
  return key(baseline) === key(candidate);
}

interface PairingPlan {
  readonly keys: readonly string[];
  readonly baseline: ReadonlyMap<string, readonly Entry[]>;
  readonly candidate: ReadonlyMap<string, readonly Entry[]>;
}

function groupByKey(entries: readonly Entry[]): Map<string, Entry[]> | undefined {
  const groups = new Map<string, Entry[]>();
  for (const e of entries) {
    const key = pairingKey(e.run);
    if (key === undefined) return undefined;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [e]);
    else group.push(e);
  }
  return groups;
}

/** Pairing plan when every run has a key and both sides cover exactly the same keys. */
function planPairing(baseline: readonly Entry[], candidate: readonly Entry[]): PairingPlan | { mismatch: string } | undefined {
  const b = groupByKey(baseline);
  const c = groupByKey(candidate);
  if (b === undefined || c === undefined) return undefined;
  const onlyB = [...b.keys()].filter((k) => !c.has(k)).length;
  const onlyC = [...c.keys()].filter((k) => !b.has(k)).length;
  if (onlyB > 0 || onlyC > 0) {
    return { mismatch: `pairing keys do not line up (${onlyB} only in baseline, ${onlyC} only in candidate): runs compared unpaired` };
  }
  return { keys: [...b.keys()].sort(byCodePoint), baseline: b, candidate: c };
}

function splitKey(key: string): { scenario?: string; seed?: string } {
  const [scenario = "", seed = ""] = key.split("\u0000");
  return { ...(scenario === "" ? {} : { scenario }), ...(seed === "" ? {} : { seed }) };
}

/** Round outcomes are 0/1 on every run that has rounds, and both sides have some. */
function binaryRounds(entries: readonly Entry[]): boolean {
  let any = false;
  for (const { score } of entries) {
    for (const r of score.rounds ?? []) {
      if (r.value !== 0 && r.value !== 1) return false;
      any = true;
    }
  }
  return any;
}

function tallyRounds(entries: readonly Entry[]): Map<number, { successes: number; trials: number }> {
  const tally = new Map<number, { successes: number; trials: number }>();
  for (const { score } of entries) {
    for (const r of score.rounds ?? []) {
      const t = tally.get(r.round) ?? { successes: 0, trials: 0 };
      tally.set(r.round, { successes: t.successes + r.value, trials: t.trials + 1 });
    }
  }
  return tally;
}

function flipTable(baseline: readonly Entry[], candidate: readonly Entry[], plan: PairingPlan | undefined): FlipTable | null {
  if (!binaryRounds(baseline) || !binaryRounds(candidate)) return null;
  const groups: { key?: string; b: readonly Entry[]; c: readonly Entry[] }[] =
    plan === undefined
      ? [{ b: baseline, c: candidate }]
      : plan.keys.map((key) => ({ key, b: plan.baseline.get(key) ?? [], c: plan.candidate.get(key) ?? [] }));
  const newlyFailing: FlipEntry[] = [];
  const newlyPassing: FlipEntry[] = [];
  for (const group of groups) {
    const tb = tallyRounds(group.b);
    const tc = tallyRounds(group.c);
    // Rounds scored on one side only have nothing to flip against.
    const rounds = [...tb.keys()].filter((r) => tc.has(r)).sort((x, y) => x - y);
    for (const round of rounds) {
      const b = tb.get(round) as Counts;
      const c = tc.get(round) as Counts;
      // Cross-multiplied so the comparison of rates is exact.
      const cmp = c.successes * b.trials - b.successes * c.trials;
      if (cmp === 0) continue;
      const entry: FlipEntry = { ...(group.key === undefined ? {} : splitKey(group.key)), round, baseline: b, candidate: c };
      (cmp < 0 ? newlyFailing : newlyPassing).push(entry);
    }
  }
  // A key shared by several runs (e.g. scenario without seed) pools them; only 1:1 is a line-up.
  const oneToOne = plan !== undefined && plan.keys.every((k) => plan.baseline.get(k)?.length === 1 && plan.candidate.get(k)?.length === 1);
  return { mode: oneToOne ? "by-pairing-key" : "pooled-by-round", newlyFailing, newlyPassing };
}

interface Estimate {
  readonly method: Method;
  readonly methodLabel: string;
  readonly delta: number;
  readonly lower: number | null;
  readonly upper: number | null;
  readonly se: number | null;
  readonly df: number | null;
  readonly pValue: number | null;
  readonly mde: number | null;
  /** Too few runs for the interval to be allowed to fail the check. */
  readonly fewRuns: boolean;
  readonly notes: readonly string[];
}

interface Settings {
  readonly alpha: number;
  readonly power: number;
  readonly minRuns: number;
  readonly icc: number;
}

function formatDf(df: number): string {
  return Number.isInteger(df) ? String(df) : df.toFixed(1);
}

function newcombeEstimate(b: Counts, c: Counts, kB: number, kC: number, s: Settings, fewRuns: boolean, notes: string[]): Estimate {
  // Design effect (§4.4d): correlated rounds carry less information than their count suggests.
  const deflate = (counts: Counts, k: number): Counts => {
    const deff = 1 + (counts.trials / k - 1) * s.icc;
    return { successes: counts.successes / deff, trials: counts.trials / deff };
  };
  const r = newcombeInterval(deflate(b, kB), deflate(c, kC), s.alpha);
  const z = normalQuantile(1 - s.alpha / 2);
  // Newcombe has no SE; half the interval width over z is the matching normal-scale spread.
  const se = (r.upper - r.lower) / (2 * z);
  const assumption = s.icc === 0 ? "assumes independent rounds" : `assumes ICC = ${s.icc}`;
  return {
    method: "newcombe-pooled-rounds",
    methodLabel: `Newcombe hybrid score interval on pooled rounds (${assumption})`,
    delta: r.delta,
    lower: r.lower,
    upper: r.upper,
    se,
    df: null,
    pValue: r.pValue,
    mde: minimumDetectableEffect(se, { alpha: s.alpha, power: s.power }),
    fewRuns,
    notes,
  };
}

function tEstimate(
  method: "paired" | "welch",
  label: string,
  r: ReturnType<typeof welchInterval>,
  s: Settings,
  fewRuns: boolean,
  notes: string[],
): Estimate {
  if (r.df === null) notes.push("zero variance: the interval is degenerate (a single point)");
  return {
    method,
    methodLabel: r.df === null ? label : `${label} (df = ${formatDf(r.df)})`,
    delta: r.delta,
    lower: r.lower,
    upper: r.upper,
    se: r.se,
    df: r.df,
    pValue: r.pValue,
    mde: r.df === null ? null : minimumDetectableEffect(r.se, { alpha: s.alpha, power: s.power, df: r.df }),
    fewRuns,
    notes,
  };
}

function estimate(baseline: readonly Entry[], candidate: readonly Entry[], fraction: boolean, s: Settings): Estimate {
  const notes: string[] = [];
  const plan = planPairing(baseline, candidate);
  const bScores = baseline.map((e) => e.score.score);
  const cScores = candidate.map((e) => e.score.score);
  const kB = baseline.length;
  const kC = candidate.length;
  const pooledB = pooledCounts(baseline);
  const pooledC = pooledCounts(candidate);
  const canPool = fraction && pooledB !== null && pooledC !== null;

  // A zero SE at p ∈ {0, 1} is the binomial boundary, not certainty: Wilson/Newcombe handle it.
  const zeroSeFallback = (r: ReturnType<typeof welchInterval>, primary: () => Estimate): Estimate => {
    if (r.df === null && r.delta !== 0 && canPool) {
      notes.push("zero between-run variance: fell back to the pooled-rounds interval");
      return newcombeEstimate(pooledB, pooledC, kB, kC, s, false, notes);
    }
    return primary();
  };

  if (plan !== undefined && "mismatch" in plan) notes.push(plan.mismatch);
  else if (plan !== undefined && plan.keys.length >= s.minRuns) {
    const diffs = plan.keys.map((key) => {
      const b = (plan.baseline.get(key) ?? []).map((e) => e.score.score);
      const c = (plan.candidate.get(key) ?? []).map((e) => e.score.score);
      return fmean(c) - fmean(b);
    });
    const r = pairedInterval(diffs, s.alpha);
    const many = kB > plan.keys.length || kC > plan.keys.length;
    const label = `paired t over ${plan.keys.length} scenario/seed keys${many ? " (runs averaged per key)" : ""}`;
    return zeroSeFallback(r, () => tEstimate("paired", label, r, s, false, notes));
  }

  if (kB >= s.minRuns && kC >= s.minRuns) {
    const r = welchInterval(bScores, cScores, s.alpha);
    return zeroSeFallback(r, () => tEstimate("welch", "Welch t on per-run scores", r, s, false, notes));
  }

  notes.push(`fewer than ${s.minRuns} runs on a side (k = ${kB}/${kC}): at most a warning, never a failure`);
  if (canPool) return newcombeEstimate(pooledB, pooledC, kB, kC, s, true, notes);
  if (kB >= 2 && kC >= 2) {
    const r = welchInterval(bScores, cScores, s.alpha);
    return tEstimate("welch", `Welch t on per-run scores with fewer than ${s.minRuns} runs`, r, s, true, notes);
  }
  notes.push("no interval: a single run on a side has no between-run variance and no round counts to pool");
  return {
    method: "none",
    methodLabel: "no interval (too few runs)",
    delta: fmean(cScores) - fmean(bScores),
    lower: null,
    upper: null,
    se: null,
    df: null,
    pValue: null,
    mde: null,
    fewRuns: true,
    notes,
  };
}

/** The metric's direction: a gate decides which way is bad; otherwise the producer's default. */
function effectiveDirection(declared: Direction, gate: GateRule | null): Direction {
  if (gate === null) return declared;
  return gate.bad === "decrease" ? "higher-better" : "lower-better";
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
}

function normalizeGates(gates: DiffOptions["gates"]): GateRule[] {
  if (gates === undefined) return [];
  if (typeof gates === "string") return parseGateRules(gates);
  const text = gates.filter((g): g is string => typeof g === "string");
  const parsed = [...gates.filter((g): g is GateRule => typeof g !== "string"), ...parseGateRules(text)];
  const seen = new Set<string>();
  for (const g of parsed) {
    if (seen.has(g.metric)) throw new GateRuleError([{ rule: g.raw, reason: `metric '${g.metric}' is gated more than once` }]);
    seen.add(g.metric);
  }
  return parsed;
}

function checkOptions(options: DiffOptions): Settings & { bootstrap: number } {
  const alpha = options.alpha ?? 0.05;
  const power = options.power ?? 0.8;
  const minRuns = options.minRunsForWelch ?? 3;
  const icc = options.icc ?? 0;
  const bootstrap = options.bootstrapResamples ?? 0;
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1), got ${power}`);
  if (!Number.isInteger(minRuns) || minRuns < 2) throw new RangeError(`minRunsForWelch must be an integer >= 2, got ${minRuns}`);
  if (!(icc >= 0 && icc <= 1)) throw new RangeError(`icc must be in [0, 1], got ${icc}`);
  if (!Number.isInteger(bootstrap) || bootstrap < 0) throw new RangeError(`bootstrapResamples must be a non-negative integer, got ${bootstrap}`);
  return { alpha, power, minRuns, icc, bootstrap };
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

  const none = { estimate: null, delta: null, differing: [], flips: null, bootstrap: null };
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
  const plan = planPairing(b, c);
  const flips = fraction ? flipTable(b, c, plan === undefined || "mismatch" in plan ? undefined : plan) : null;
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
  return { ...base, estimate: est, delta: est.delta, differing, flips, bootstrap, fixedVerdict: null };
}

function decide(d: Draft, significant: boolean, allowFewRuns: boolean): Verdict {
  const est = d.estimate as Estimate;
  const direction = effectiveDirection(d.declared, d.gate);
  const margin = d.gate?.margin ?? 0;
  const fmt = (x: number): string => formatDelta(x, { fraction: d.fraction });
  if (direction === "neutral") {
    if (significant) return "changed";
    return "no_change";
  }
  // harm > 0 means the candidate moved in the bad direction.
  const harm = direction === "higher-better" ? -est.delta : est.delta;
  const material = (x: number): boolean => (d.gate === null ? x > 0 : reaches(x, margin));
  if (est.lower === null || est.upper === null) {
    if (d.gate !== null && material(harm)) return "possible_regression";
    return "no_change";
  }
  if (significant && material(harm)) {
    if (est.fewRuns && !allowFewRuns) {
      d.notes.push("the interval excludes 0, but with this few runs the verdict stays a warning (allowFailWithFewRuns to change)");
      return "possible_regression";
    }
    return "regression";
  }
  if (significant && material(-harm)) return "improvement";
  const verdict: Verdict = d.gate !== null && material(harm) ? "possible_regression" : "no_change";
  if (d.gate !== null) {
    const plain = (x: number): string => fmt(x).replace(/^\+/, "");
    if (est.lower > -margin && est.upper < margin) {
      d.notes.push(`equivalent within ±${plain(margin)}: the interval lies inside the margin`);
    } else if (est.mde !== null && est.mde > margin) {
      d.notes.push(`inconclusive: these runs can only detect changes of about ${plain(est.mde)} (margin ${plain(margin)})`);
    }
  }
  return verdict;
}

/** Verdicts worst first: the overall verdict is the worst one, and reports list metrics in this order. */
export const VERDICT_SEVERITY: readonly Verdict[] = [
  "regression",
  "possible_regression",
  "not_comparable",
  "candidate_missing",
  "baseline_missing",
  "changed",
  "improvement",
  "no_change",
  "unchanged",
];

/**
 * Diff a candidate score table against a baseline. Throws GateRuleError for invalid gates
 * (including a `pp` gate on a non-fraction metric) and RangeError for invalid options.
 */
export function diffScoreTables(baseline: ScoreTable, candidate: ScoreTable, options: DiffOptions = {}): DiffResult {
  const settings = checkOptions(options);
  const gates = normalizeGates(options.gates);
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

  // Holm across gated metrics that reached a test; untested ones do not dilute the family.
  const tested = drafts.map((d, i) => ({ d, i })).filter(({ d }) => d.gate !== null && d.estimate !== null && d.estimate.pValue !== null);
  const holm = holmAdjust(
    tested.map(({ d }) => d.estimate?.pValue as number),
    settings.alpha,
  );
  const holmByIndex = new Map(tested.map(({ i }, j) => [i, holm.adjusted[j] as number]));

  const results = drafts.map((d, i): MetricDiff => {
    const est = d.estimate;
    const pHolm = holmByIndex.get(i) ?? null;
    const p = est?.pValue ?? null;
    const significant = (d.gate !== null ? pHolm : p) !== null && ((d.gate !== null ? pHolm : p) as number) <= settings.alpha;
    const verdict = d.fixedVerdict ?? decide(d, significant, options.allowFailWithFewRuns === true);
    if (d.gate !== null && p !== null && pHolm !== null && p <= settings.alpha && pHolm > settings.alpha) {
      d.notes.push(`significant alone (p = ${p.toPrecision(2)}) but not after Holm across ${tested.length} gated metrics (p = ${pHolm.toPrecision(2)})`);
    }
    const fmtOpts = { fraction: d.fraction };
    const hasInterval = est !== null && est.lower !== null && est.upper !== null;
    const mde = est?.mde ?? null;
    return {
      metric: d.metric,
      unit: d.unit,
      fraction: d.fraction,
      direction: effectiveDirection(d.declared, d.gate),
      gate: d.gate,
      baseline: d.baseline,
      candidate: d.candidate,
      delta: d.delta,
      deltaText: d.delta === null ? null : formatDelta(d.delta, fmtOpts),
      interval: hasInterval ? { lower: est.lower, upper: est.upper, confidence: 1 - settings.alpha } : null,
      intervalText: hasInterval ? formatInterval(est.lower, est.upper, fmtOpts) : null,
      method: est?.method ?? "none",
      methodLabel: est?.methodLabel ?? "no interval",
      se: est?.se ?? null,
      df: est?.df ?? null,
      pValue: p,
      pValueHolm: pHolm,
      mde,
      mdeText: mde === null ? null : formatDelta(mde, fmtOpts).replace(/^\+/, ""),
      underpowered: d.gate !== null && mde !== null && mde > d.gate.margin,
      verdict,
      differingFields: d.differing,
      notes: d.notes,
      flips: d.flips,
      bootstrap: d.bootstrap,
    };
  });

  const gated = results.filter((r) => r.gate !== null);
  const scope = gated.length > 0 ? gated : results;
  const overall = VERDICT_SEVERITY.find((v) => scope.some((r) => r.verdict === v)) ?? "no_change";

  return {
    metrics: results,
    overall,
    failOn: options.failOn ?? "regression",
    alpha: settings.alpha,
    minRunsForWelch: settings.minRuns,
    gates,
    warnings,
  };
}

/**
 * Whether the check should fail. Only gated metrics can fail it; not_comparable and missing
 * metrics warn but never fail, because a changed yardstick is not evidence of a regression.
 */
export function shouldFail(result: DiffResult, failOn: FailOn = result.failOn): boolean {
  const gated = result.metrics.filter((m) => m.gate !== null);
  switch (failOn) {
    case "never":
      return false;
    case "regression":
      return gated.some((m) => m.verdict === "regression");
    case "possible-regression":
      return gated.some((m) => m.verdict === "regression" || m.verdict === "possible_regression");
  }
}
