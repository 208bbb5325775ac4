/**
 * Diff two trial reports (`agent-eval grade`) key by key, paired by task id.
 *
 * - Every numeric summary key is compared: `<type>.<output>`, `view.<name>`, `grader.<name>`,
 *   `aggregator.<name>` and `<type>.<output>.pass@<k>`. Label outputs (strings) are listed, not
 *   diffed.
 * - The unit of analysis is the task. A task's value is the mean over its trials (repeated
 *   attempts); pass@k is recomputed per task from the attempts with NeMo's estimator (a failed trial
 *   is a failed attempt). Δ is the mean of per-task differences over the tasks both sides scored,
 *   with the paired t interval over those tasks. Tasks present on one side only are listed, never
 *   silently dropped, and they do not enter Δ.
 * - Pass/fail outcomes (every value 0/1 or a boolean) are tested exactly: the sign test on
 *   discordant tasks, which is McNemar's exact test when each task has one trial a side. That p
 *   (never 0) decides significance; the t interval is shown for scale only when it exists.
 * - A key whose every trial score lies in [0, 1] on both sides is a fraction: Δ in percentage
 *   points, `pp` gates allowed. One trial outside makes it a plain mean (a score on a -1 to 1 scale
 *   whose task means all happen to be positive is not a proportion).
 * - The verdicts are the run diff's (src/diff/verdicts.ts): fewer than `minTasks` paired tasks is
 *   "too few tasks to tell" in both directions; "no drop of m or more" needs TOST at the gate
 *   margin; "possible regression" needs a suggestive one-sided test and an interval reaching the
 *   margin; everything else not conclusive is "inconclusive".
 * - Holm across gated keys, as for runs. The result is a DiffResult, so `shouldFail`, the comment
 *   and the text renderer work unchanged, plus the task tables.
 *
 * Pure and deterministic: keys and tasks sorted by code point.
 */
import { defineOwn, ownValue } from "../core/own-keys.js";
import { compareCodePoints, fmean } from "../core/pynum.js";
import { type Decision, changeOf, decideVerdict, effectiveDirection, holmByRow, overallVerdict } from "./decision.js";
import { runsNeeded } from "./design.js";
import {
  type DiffResult,
  type FailOn,
  type MetricDiff,
  type RunAdvice,
  type SideSummary,
  type Verdict,
  gateDecision,
  verdictLabel,
} from "./diff.js";
import { discordantCounts, signTestP, signTestWorseP } from "./exact-tests.js";
import { capMde } from "./estimate.js";
import { formatDelta, formatInterval } from "./format.js";
import { type GateRule, GateRuleError, normalizeGateOption } from "./gate-rules.js";
import type { Direction, MetricScore, ScoreRun, ScoreTable } from "./score-table.js";
import { extremeScale, minimumDetectableEffect, pairedInterval, sampleVariance, scaledMean, studentTCdf } from "./statistics.js";
import { parseSummaryKeyGates } from "./summary-gates.js";
import { type TrialEntry, type TrialReport, metricTypeOf, missingShards } from "./trial-report.js";
import { kTextOfTasks } from "./wording.js";

export interface TrialDiffOptions {
  /** Gate rules over summary keys (`view.quality:-5pp`). */
  readonly gates?: string | readonly (string | GateRule)[];
  readonly failOn?: FailOn;
  /** Two-sided level. Default 0.05. */
  readonly alpha?: number;
  /** Paired tasks needed for a verdict that may fail (or claim an improvement). Default 3. */
  readonly minTasks?: number;
  /** Power for the minimum detectable effect. Default 0.8. */
  readonly power?: number;
}

/** A task whose pass rate on a pass/fail key went down (or up). */
export interface TaskFlip {
  readonly taskId: string;
  readonly intent: string | null;
  readonly key: string;
  readonly gated: boolean;
  /** Passing attempts / scored attempts. */
  readonly baseline: { readonly passes: number; readonly attempts: number };
  readonly candidate: { readonly passes: number; readonly attempts: number };
  /** Why the candidate failed: the reason (or error) its grader/aggregator gave, or the metric's error. */
  readonly reason: string | null;
  /** lower-better: a gate made a rise bad (e.g. `refused:+5pp`), so 1 is the failing value. */
  readonly direction: "higher-better" | "lower-better";
}

export interface TrialDiffResult {
  readonly diff: DiffResult;
  readonly tasks: {
    /** Tasks with at least one trial on both sides. */
    readonly shared: number;
    readonly baselineOnly: readonly string[];
    readonly candidateOnly: readonly string[];
  };
  readonly trials: { readonly baseline: number; readonly candidate: number; readonly failedBaseline: number; readonly failedCandidate: number };
  /** Shared tasks whose pass rate dropped, gated keys first, then by key and task id. */
  readonly newlyFailing: readonly TaskFlip[];
  readonly newlyPassing: readonly TaskFlip[];
  /** Keys holding labels (strings): not diffed. */
  readonly labelKeys: readonly string[];
}

const byCodePoint = (a: string, b: string): number => compareCodePoints(a, b);
const PASS_AT = /^(.+)\.pass@(\d+)$/;
const NON_FINITE_TEXT = /^\s*[+-]?(nan|inf|infinity)\s*$/i;
/** Metric types whose outputs score quality (higher is better) without a gate. */
const SCORE_TYPES = new Set(["exact_match", "keyword_match", "efficient_tool_use", "verifier", "llm_judge"]);

/** Discordant tasks below which a t interval on 0/1 differences is shown as rough, not as 95%. */
const MIN_DISCORDANT_FOR_T = 10;

/** A numeric value (booleans 1/0), undefined for missing or non-finite, "label" for text. */
function numeric(value: TrialEntry["scores"][string] | undefined): number | undefined | "label" {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (NON_FINITE_TEXT.test(value)) return undefined;
  return "label";
}

/**
 * A pass@k attempt's value as `grade`'s summary (NeMo's `_semantic_value`) takes it: a non-finite
 * score (written "NaN", "Infinity", "-Infinity") is still an attempt, a NaN never a pass and
 * +Infinity one; booleans are 1/0; no value or a label is no attempt.
 */
function attemptValue(value: TrialEntry["scores"][string] | undefined): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value !== "string" || !NON_FINITE_TEXT.test(value)) return undefined;
  const text = value.trim().toLowerCase();
  return text.includes("nan") ? Number.NaN : text.startsWith("-") ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
}

interface TaskTrials {
  readonly taskId: string;
  /** Indexes into the report's trials, in dataset order. */
  readonly indexes: readonly number[];
}

function groupTasks(report: TrialReport): Map<string, TaskTrials> {
  const groups = new Map<string, number[]>();
  report.trials.forEach((t, i) => {
    const list = groups.get(t.task_id);
    if (list === undefined) groups.set(t.task_id, [i]);
    else list.push(i);
  });
  return new Map([...groups].map(([taskId, indexes]) => [taskId, { taskId, indexes }]));
}

const isFailedStatus = (status: string): boolean => /^(failed|error|errored|timeout|timed_out|cancelled|canceled)$/i.test(status);

/** NeMo's unbiased pass@k for one task: 1 − Π_{i=n−c+1..n}(1 − k/i), 1 when n − c < k. */
export function passAtK(n: number, c: number, k: number): number {
  if (n - c < k) return 1;
  let product = 1;
  for (let i = n - c + 1; i <= n; i++) product *= 1 - k / i;
  return 1 - product;
}

interface TaskValue {
  readonly value: number;
  /** For pass/fail keys: passing and scored attempts. */
  readonly passes: number;
  readonly attempts: number;
}

/** Per-task values of one key on one side. */
/**
 * Each task's attempts `n` and passes `c` of a pass@k base key: the same for every k, so counted once
 * per report and base (per key, a report with 120 attempts per task counted every trial 120 times
 * per metric: 60,000 trials took 17 s to diff).
 */
const passCountsOf = new WeakMap<ReadonlyMap<string, TaskTrials>, Map<string, Map<string, { readonly n: number; readonly c: number }>>>();
function passCounts(report: TrialReport, tasks: ReadonlyMap<string, TaskTrials>, base: string): Map<string, { readonly n: number; readonly c: number }> {
  let byBase = passCountsOf.get(tasks);
  if (byBase === undefined) {
    byBase = new Map<string, Map<string, { readonly n: number; readonly c: number }>>();
    passCountsOf.set(tasks, byBase);
  }
  const known = byBase.get(base);
  if (known !== undefined) return known;
  const type = metricTypeOf(base);
  const counts = new Map<string, { readonly n: number; readonly c: number }>();
  for (const [taskId, { indexes }] of tasks) {
    let n = 0;
    let c = 0;
    for (const i of indexes) {
      const trial = report.trials[i] as TrialEntry;
      if (isFailedStatus(trial.status)) {
        n++;
        continue;
      }
      if (type !== undefined && ownValue(trial.errors, type) !== undefined) continue;
      const v = attemptValue(trial.scores[base]);
      if (v === undefined) continue;
      n++;
      if (v >= 1) c++;
    }
    counts.set(taskId, { n, c });
  }
  byBase.set(base, counts);
  return counts;
}

function taskValues(report: TrialReport, tasks: ReadonlyMap<string, TaskTrials>, key: string): Map<string, TaskValue> {
  const out = new Map<string, TaskValue>();
  const passAt = PASS_AT.exec(key);
  for (const [taskId, { indexes }] of tasks) {
    if (passAt !== null) {
      const k = Number(passAt[2]);
      const counts = passCounts(report, tasks, passAt[1] as string).get(taskId);
      if (counts !== undefined && counts.n >= k) out.set(taskId, { value: passAtK(counts.n, counts.c, k), passes: counts.c, attempts: counts.n });
      continue;
    }
    const values: number[] = [];
    for (const i of indexes) {
      const v = numeric(ownValue((report.trials[i] as TrialEntry).scores, key));
      if (typeof v === "number") values.push(v);
    }
    if (values.length > 0) {
      out.set(taskId, { value: fmean(values), passes: values.filter((v) => v === 1).length, attempts: values.length });
    }
  }
  return out;
}

/** A trial whose score of a key lies outside [0, 1]. */
interface TrialOutsideUnit {
  readonly taskId: string;
  readonly trialId: string;
  readonly score: number;
}

/** The first trial (in report order, then trial order) whose score of `key` lies outside [0, 1]. */
function trialOutsideUnit(reports: readonly TrialReport[], key: string): TrialOutsideUnit | undefined {
  for (const report of reports) {
    for (const trial of report.trials) {
      const v = numeric(ownValue(trial.scores, key));
      if (typeof v === "number" && !(v >= 0 && v <= 1)) return { taskId: trial.task_id, trialId: trial.trial_id, score: v };
    }
  }
  return undefined;
}

/**
 * Whether `key` is a fraction: it has values, and every trial's score lies in [0, 1] (pass@k keys
 * are computed from pass/fail attempts: their task values decide). Trial scores, not only the task
 * means the diff compares: means of 5 and -3 are 1.
 */
function isFractionKey(reports: readonly TrialReport[], key: string, values: readonly TaskValue[]): boolean {
  if (values.length === 0 || !values.every((v) => v.value >= 0 && v.value <= 1)) return false;
  return PASS_AT.test(key) || trialOutsideUnit(reports, key) === undefined;
}

function hasLabels(report: TrialReport, key: string): boolean {
  return report.trials.some((t) => numeric(ownValue(t.scores, key)) === "label");
}

function allKeys(report: TrialReport): Set<string> {
  const keys = new Set(Object.keys(report.summary));
  for (const t of report.trials) for (const k of Object.keys(t.scores)) keys.add(k);
  return keys;
}

function defaultDirection(key: string, binary: boolean): Direction {
  if (binary || PASS_AT.test(key) || /^(view|grader|aggregator)\./.test(key)) return "higher-better";
  const type = metricTypeOf(key);
  return type !== undefined && SCORE_TYPES.has(type) ? "higher-better" : "neutral";
}

function unitOf(key: string, binary: boolean, fraction: boolean): string {
  if (PASS_AT.test(key)) return "pass@k over tasks";
  if (binary) return "pass rate over tasks";
  return fraction ? "mean score over tasks (0 to 1)" : "mean score over tasks";
}

/** Sample SD that neither overflows nor underflows for values beyond ±2^±500 (see extremeScale). */
function scaledSd(values: readonly number[]): number {
  const scale = extremeScale(values);
  return Math.sqrt(sampleVariance(scale === 1 ? values : values.map((x) => x / scale))) * scale;
}

function summarizeSide(values: readonly TaskValue[], missing: number, binary: boolean): SideSummary {
  const v = values.map((x) => x.value);
  return {
    k: v.length,
    missingRuns: missing,
    mean: v.length > 0 ? scaledMean(v) : null,
    sd: v.length > 1 ? scaledSd(v) : null,
    pooled: binary && values.length > 0 ? { successes: values.reduce((n, x) => n + x.passes, 0), trials: values.reduce((n, x) => n + x.attempts, 0) } : null,
    runIds: [],
  };
}

interface Draft {
  readonly key: string;
  readonly binary: boolean;
  readonly fraction: boolean;
  readonly declared: Direction;
  readonly gate: GateRule | null;
  readonly baseline: SideSummary;
  readonly candidate: SideSummary;
  readonly fixed: Verdict | null;
  readonly differing: MetricDiff["differingFields"];
  readonly notes: string[];
  readonly delta: number | null;
  readonly lower: number | null;
  readonly upper: number | null;
  readonly se: number | null;
  readonly df: number | null;
  readonly p: number | null;
  readonly mde: number | null;
  /** A fraction's MDE reached the cap of 1 (100 pp). */
  readonly mdeCapped: boolean;
  readonly paired: number;
  readonly methodLabel: string;
  /** One-sided p for H0 Δ = θ against Δ > θ ("greater") or Δ < θ ("less"), from the paired t; null without spread. */
  readonly pShift: ((theta: number, side: "greater" | "less") => number) | null;
  /** Exact one-sided p for "the candidate is worse" on pass/fail keys (drops vs gains), else null. */
  readonly pWorseExact: number | null;
  readonly pBetterExact: number | null;
  readonly calibrated: boolean;
  /** Sample SD of the per-task differences (for the task-count advice), null without spread. */
  readonly sdDiff: number | null;
}

function differingProvenance(b: Readonly<Record<string, string>>, c: Readonly<Record<string, string>>): MetricDiff["differingFields"] {
  const out: { field: string; baseline: string[]; candidate: string[] }[] = [];
  for (const field of [...new Set([...Object.keys(b), ...Object.keys(c)])].sort(byCodePoint)) {
    const bv = b[field] ?? "(absent)";
    const cv = c[field] ?? "(absent)";
    if (bv !== cv) out.push({ field, baseline: [bv], candidate: [cv] });
  }
  return out;
}

function draftKey(key: string, base: TrialReport, cand: TrialReport, bTasks: ReadonlyMap<string, TaskTrials>, cTasks: ReadonlyMap<string, TaskTrials>, gate: GateRule | null, s: { alpha: number; power: number; minTasks: number }): Draft {
  const bValues = taskValues(base, bTasks, key);
  const cValues = taskValues(cand, cTasks, key);
  const shared = [...bValues.keys()].filter((t) => cValues.has(t)).sort(byCodePoint);
  const all = [...bValues.values(), ...cValues.values()];
  const binary = !PASS_AT.test(key) && allBinary(base, cand, key);
  const fraction = isFractionKey([base, cand], key, all);
  const declared = defaultDirection(key, binary);
  const notes: string[] = [];
  const pairedB = shared.map((t) => bValues.get(t) as TaskValue);
  const pairedC = shared.map((t) => cValues.get(t) as TaskValue);
  const side = (paired: readonly TaskValue[], own: ReadonlyMap<string, TaskValue>, tasks: ReadonlyMap<string, TaskTrials>): SideSummary =>
    summarizeSide(paired.length > 0 ? paired : [...own.values()], paired.length > 0 ? tasks.size - paired.length : tasks.size - own.size, binary);
  const baseline = side(pairedB, bValues, bTasks);
  const candidate = side(pairedC, cValues, cTasks);
  const blank = {
    delta: null,
    lower: null,
    upper: null,
    se: null,
    df: null,
    p: null,
    mde: null,
    mdeCapped: false,
    paired: shared.length,
    methodLabel: "no interval",
    pShift: null,
    pWorseExact: null,
    pBetterExact: null,
    calibrated: false,
    sdDiff: null,
  };
  const common = { key, binary, fraction, declared, gate, baseline, candidate, notes };

  if (gate?.unit === "pp" && !fraction) {
    const outside = PASS_AT.test(key) ? undefined : trialOutsideUnit([base, cand], key);
    const example = outside === undefined ? "" : ` (trial '${outside.trialId}' of task '${outside.taskId}' scores ${outside.score})`;
    throw new GateRuleError([{ rule: gate.raw, reason: `'pp' needs a key whose values lie in [0, 1], but '${key}' has values outside it${example}` }]);
  }
  if (gate !== null && gate.unit === "absolute" && fraction && gate.margin >= 1) {
    const asPp = `${gate.bad === "decrease" ? "-" : "+"}${gate.margin}pp`;
    throw new GateRuleError([{ rule: gate.raw, reason: `'${key}' lies in [0, 1], so a margin of ${gate.margin} can never be reached; did you mean ${key}:${asPp}?` }]);
  }
  if (bValues.size === 0 || cValues.size === 0) {
    return { ...common, ...blank, differing: [], fixed: bValues.size === 0 ? "baseline_missing" : "candidate_missing" };
  }
  const differing = differingProvenance(ownValue(base.keyProvenance, key) ?? {}, ownValue(cand.keyProvenance, key) ?? {});
  if (differing.length > 0) {
    notes.push(`not comparable: ${differing.map((d) => d.field).join(", ")} differ`);
    return { ...common, ...blank, differing, fixed: "not_comparable" };
  }
  if (shared.length === 0) {
    notes.push("no task was scored on both sides: nothing to pair");
    const ids = (values: ReadonlyMap<string, TaskValue>): string[] => {
      const sorted = [...values.keys()].sort(byCodePoint);
      return sorted.length > 10 ? [...sorted.slice(0, 10), `and ${sorted.length - 10} more`] : sorted;
    };
    return { ...common, ...blank, differing: [{ field: "tasks", baseline: ids(bValues), candidate: ids(cValues) }], fixed: "not_comparable" };
  }
  const onlyB = bValues.size - shared.length;
  const onlyC = cValues.size - shared.length;
  if (onlyB + onlyC > 0) notes.push(`compared over the ${shared.length} tasks scored on both sides (${onlyB} only in baseline, ${onlyC} only in candidate: listed, not in Δ)`);

  const rawDiffs = shared.map((_, i) => (pairedC[i] as TaskValue).value - (pairedB[i] as TaskValue).value);
  // Differences beyond ±2^±500 are tested divided by a power of two (exact), then scaled back: their
  // squares overflowed (or underflowed) and the paired t silently gave way to the sign test.
  const scale = extremeScale(rawDiffs);
  const diffs = scale === 1 ? rawDiffs : rawDiffs.map((d) => d / scale);
  const scaledDelta = fmean(diffs);
  const delta = scaledDelta * scale;
  const counts = discordantCounts(diffs);
  const exactP = signTestP(counts.worse, counts.better);
  const spread = diffs.length >= 2 && sampleVariance(diffs) > 0;
  const t = spread ? pairedInterval(diffs, s.alpha) : null;
  const few = shared.length < s.minTasks;
  if (few) notes.push(`fewer than ${s.minTasks} tasks on both sides (${shared.length}): too few to tell, never a failure or an improvement`);
  const moved = counts.worse + counts.better;
  const exactLabel = binary
    ? `McNemar exact on ${moved} discordant ${moved === 1 ? "task" : "tasks"} (${counts.worse} worse, ${counts.better} better)`
    : `exact sign test on ${moved} ${moved === 1 ? "task that" : "tasks that"} moved (${counts.worse} down, ${counts.better} up)`;
  const useExact = binary || t === null;
  if (t === null && diffs.length >= 2 && delta !== 0) notes.push("every task moved by the same amount: no spread for a t interval, the exact sign test decides");
  const mde = t === null ? null : capMde(minimumDetectableEffect(t.se, { alpha: s.alpha, power: s.power, df: t.df ?? Number.POSITIVE_INFINITY }) * scale, fraction);
  const methodLabel = [t === null ? null : `paired t over ${shared.length} tasks (df = ${t.df ?? 0})`, useExact ? exactLabel : null].filter((x) => x !== null).join("; ");
  return {
    ...common,
    differing: [],
    fixed: null,
    delta,
    lower: t === null ? null : t.lower * scale,
    upper: t === null ? null : t.upper * scale,
    se: t === null ? null : t.se * scale,
    df: t?.df ?? null,
    p: useExact ? exactP : (t?.pValue ?? exactP),
    mde: mde?.mde ?? null,
    mdeCapped: mde?.capped ?? false,
    paired: shared.length,
    methodLabel,
    pShift:
      t === null || t.df === null
        ? null
        : (theta, side) => {
            const stat = (scaledDelta - theta / scale) / t.se;
            // The upper tail as the lower tail of −stat: 1 − F(stat) cancels to 0 for a clear TOST ("p = 0.0").
            return studentTCdf(side === "greater" ? -stat : stat, t.df as number);
          },
    pWorseExact: binary ? signTestWorseP(counts.worse, counts.better) : null,
    pBetterExact: binary ? signTestWorseP(counts.better, counts.worse) : null,
    // A paired t on 0/1 differences is a Wald interval: trusted once there are enough discordant tasks.
    calibrated: t !== null && !few && (!binary || counts.worse + counts.better >= MIN_DISCORDANT_FOR_T),
    sdDiff: spread ? Math.sqrt(sampleVariance(diffs)) * scale : null,
  };
}

/** Every trial value of the key on both sides is 0/1 or a boolean. */
function allBinary(base: TrialReport, cand: TrialReport, key: string): boolean {
  let any = false;
  for (const report of [base, cand]) {
    for (const t of report.trials) {
      const v = numeric(ownValue(t.scores, key));
      if (v === undefined) continue;
      if (v !== 0 && v !== 1) return false;
      any = true;
    }
  }
  return any;
}

/** The run diff's rules (src/diff/decision.ts), with tasks as the unit and exact tests for pass/fail keys. */
function decide(d: Draft, significant: boolean, s: { alpha: number; minTasks: number }): Decision {
  const direction = effectiveDirection(d.declared, d.gate);
  return decideVerdict({
    direction,
    gate: d.gate,
    fraction: d.fraction,
    delta: d.delta as number,
    lower: d.lower,
    upper: d.upper,
    pShift: d.pShift,
    pHarmExact: direction === "higher-better" ? d.pWorseExact : d.pBetterExact,
    alpha: s.alpha,
    significant,
    tooFew: d.paired < s.minTasks,
    mde: d.mde,
    mdeCapped: d.mdeCapped,
    units: "tasks",
    notes: d.notes,
  });
}

/** How many paired tasks would detect the gate margin, from the spread of the per-task differences. */
function taskAdvice(d: Draft, direction: Direction, s: { alpha: number; power: number }): RunAdvice | null {
  if (d.gate === null || d.sdDiff === null) return null;
  const detect = d.gate.margin;
  // paired = true: Var(Δ) = sd_d² / n, exactly the paired design over tasks.
  const tasks = runsNeeded(d.sdDiff, detect, s.alpha, s.power, true);
  const move = direction === "higher-better" ? "drop" : direction === "lower-better" ? "rise" : "change";
  const size = formatDelta(detect, { fraction: d.fraction }).replace(/^\+/, "");
  return {
    detect,
    power: s.power,
    runsPerSide: tasks,
    pairedRunsPerSide: tasks,
    basis: "baseline-spread",
    sd: d.sdDiff,
    text: `to detect a ${size} ${move} with ${Math.round(s.power * 100)}% power you need about ${tasks} tasks on both sides (from the spread of the per-task differences; ${d.paired} now)`,
  };
}

function reasonFor(report: TrialReport, key: string, indexes: readonly number[], failingValue: 0 | 1): string | null {
  const graderName = /^(?:grader|aggregator)\.(.+)$/.exec(key)?.[1];
  const type = metricTypeOf(key);
  for (const i of indexes) {
    const trial = report.trials[i] as TrialEntry;
    const v = numeric(ownValue(trial.scores, key));
    if (v !== failingValue && v !== undefined) continue;
    if (graderName !== undefined) {
      const r = ownValue(report.results, graderName)?.[i];
      const text = r?.error ?? r?.reason;
      if (text !== undefined && text !== null && text !== "") return text;
    }
    const error = type === undefined ? undefined : ownValue(trial.errors, type);
    if (error !== undefined) return error;
    if (isFailedStatus(trial.status)) return `trial ${trial.trial_id}: ${trial.status}`;
  }
  return null;
}

function taskFlips(d: Draft, base: TrialReport, cand: TrialReport, bTasks: ReadonlyMap<string, TaskTrials>, cTasks: ReadonlyMap<string, TaskTrials>): { failing: TaskFlip[]; passing: TaskFlip[] } {
  const failing: TaskFlip[] = [];
  const passing: TaskFlip[] = [];
  if (!d.binary || d.fixed === "not_comparable" || d.fixed === "baseline_missing" || d.fixed === "candidate_missing") return { failing, passing };
  const bValues = taskValues(base, bTasks, d.key);
  const cValues = taskValues(cand, cTasks, d.key);
  const lowerBetter = effectiveDirection(d.declared, d.gate) === "lower-better";
  for (const taskId of [...bValues.keys()].filter((t) => cValues.has(t)).sort(byCodePoint)) {
    const b = bValues.get(taskId) as TaskValue;
    const c = cValues.get(taskId) as TaskValue;
    if (c.value === b.value) continue;
    const worse = lowerBetter ? c.value > b.value : c.value < b.value;
    const flip: TaskFlip = {
      taskId,
      intent: ownValue(cand.intents, taskId) ?? ownValue(base.intents, taskId) ?? null,
      key: d.key,
      gated: d.gate !== null,
      baseline: { passes: b.passes, attempts: b.attempts },
      candidate: { passes: c.passes, attempts: c.attempts },
      reason: worse ? reasonFor(cand, d.key, (cTasks.get(taskId) as TaskTrials).indexes, lowerBetter ? 1 : 0) : null,
      direction: lowerBetter ? "lower-better" : "higher-better",
    };
    (worse ? failing : passing).push(flip);
  }
  // A task whose every trial failed on one side has no value there (a failed trial is not graded),
  // so Δ leaves it out; for the list it is attempts that all failed, as pass@k counts them.
  if (!lowerBetter) {
    const crashed = (report: TrialReport, tasks: ReadonlyMap<string, TaskTrials>, taskId: string, other: ReadonlyMap<string, TaskValue>): number => {
      const indexes = tasks.get(taskId)?.indexes ?? [];
      return other.has(taskId) && indexes.length > 0 && indexes.every((i) => isFailedStatus((report.trials[i] as TrialEntry).status)) ? indexes.length : 0;
    };
    const flipOf = (taskId: string, b: { passes: number; attempts: number }, c: { passes: number; attempts: number }, reason: string | null): TaskFlip => ({
      taskId,
      intent: ownValue(cand.intents, taskId) ?? ownValue(base.intents, taskId) ?? null,
      key: d.key,
      gated: d.gate !== null,
      baseline: b,
      candidate: c,
      reason,
      direction: "higher-better",
    });
    for (const [taskId, b] of [...bValues].filter(([t]) => !cValues.has(t)).sort(([x], [y]) => byCodePoint(x, y))) {
      const n = crashed(cand, cTasks, taskId, bValues);
      if (n > 0 && b.passes > 0) failing.push(flipOf(taskId, { passes: b.passes, attempts: b.attempts }, { passes: 0, attempts: n }, reasonFor(cand, d.key, (cTasks.get(taskId) as TaskTrials).indexes, 0)));
    }
    for (const [taskId, c] of [...cValues].filter(([t]) => !bValues.has(t)).sort(([x], [y]) => byCodePoint(x, y))) {
      const n = crashed(base, bTasks, taskId, cValues);
      if (n > 0 && c.passes > 0) passing.push(flipOf(taskId, { passes: 0, attempts: n }, { passes: c.passes, attempts: c.attempts }, null));
    }
  }
  return { failing, passing };
}

/**
 * Diff a candidate trial report against a baseline. Throws GateRuleError for invalid gates (a
 * gate naming no key, `pp` on a key outside [0, 1]) and RangeError for invalid options.
 */
export function diffTrialReports(baseline: TrialReport, candidate: TrialReport, options: TrialDiffOptions = {}): TrialDiffResult {
  const alpha = options.alpha ?? 0.05;
  const power = options.power ?? 0.8;
  const minTasks = options.minTasks ?? 3;
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1), got ${power}`);
  if (!Number.isInteger(minTasks) || minTasks < 2) throw new RangeError(`minTasks must be an integer >= 2, got ${minTasks}`);
  const s = { alpha, power, minTasks };
  const gates = normalizeGateOption(options.gates, parseSummaryKeyGates, "key");
  const gateFor = new Map(gates.map((g) => [g.metric, g]));

  const bKeys = allKeys(baseline);
  const cKeys = allKeys(candidate);
  const keys = [...new Set([...bKeys, ...cKeys])].sort(byCodePoint);
  const labelKeys = keys.filter((k) => hasLabels(baseline, k) || hasLabels(candidate, k));
  const numericKeys = keys.filter((k) => !labelKeys.includes(k));
  const unmatched = gates.filter((g) => !numericKeys.includes(g.metric));
  if (unmatched.length > 0) {
    throw new GateRuleError(
      unmatched.map((g) => ({
        rule: g.raw,
        reason: labelKeys.includes(g.metric) ? `'${g.metric}' holds labels, not numbers` : `no summary key '${g.metric}' on either side (keys: ${numericKeys.join(", ") || "none"})`,
      })),
    );
  }

  const bTasks = groupTasks(baseline);
  const cTasks = groupTasks(candidate);
  const drafts = numericKeys.map((k) => draftKey(k, baseline, candidate, bTasks, cTasks, gateFor.get(k) ?? null, s));

  // Few-tasks rows cannot decide, so they do not dilute the Holm family (as for runs).
  const holm = holmByRow(
    drafts.map((d) => (d.gate !== null && d.paired >= minTasks ? d.p : null)),
    alpha,
  );

  const scored = drafts.map((d, i): MetricDiff => {
    const pHolm = holm.adjusted.get(i) ?? null;
    const pUsed = d.gate !== null ? pHolm : d.p;
    const significant = pUsed !== null && pUsed <= alpha;
    const decision: Decision = d.fixed !== null || d.delta === null ? { verdict: d.fixed ?? "inconclusive", lean: "none", tost: null, pHarm: null } : decide(d, significant, s);
    const verdict = decision.verdict;
    if (d.gate !== null && d.p !== null && pHolm !== null && d.p <= alpha && pHolm > alpha) {
      d.notes.push(`significant alone (p = ${d.p.toPrecision(2)}) but not after Holm across ${holm.family} gated keys (p = ${pHolm.toPrecision(2)})`);
    }
    const direction = effectiveDirection(d.declared, d.gate);
    const change = changeOf(d.delta);
    if (verdict === "changed") d.notes.push(`${change === "increase" ? "rose" : "fell"}: a key without a good direction (gate it to give it one)`);
    const undecided = verdict === "inconclusive" || verdict === "too_few_runs" || verdict === "possible_regression";
    const advice = undecided ? taskAdvice(d, direction, { alpha, power }) : null;
    if (advice !== null) d.notes.push(advice.text);
    const fmt = { fraction: d.fraction };
    const hasInterval = d.lower !== null && d.upper !== null;
    const kText = kTextOfTasks(d.paired);
    // The run vocabulary's words, with the unit the trial diff counts.
    const label = verdictLabel({ verdict, fraction: d.fraction, gate: d.gate, change, lean: decision.lean, kText, counted: "tasks" });
    return {
      metric: d.key,
      unit: unitOf(d.key, d.binary, d.fraction),
      fraction: d.fraction,
      direction,
      gate: d.gate,
      baseline: d.baseline,
      candidate: d.candidate,
      pairs: d.paired,
      kText,
      delta: d.delta,
      deltaText: d.delta === null ? null : formatDelta(d.delta, fmt),
      change,
      lean: decision.lean,
      interval: hasInterval ? { lower: d.lower, upper: d.upper, confidence: 1 - alpha } : null,
      intervalText: hasInterval ? formatInterval(d.lower, d.upper, fmt) : null,
      intervalCalibrated: hasInterval && d.calibrated,
      method: d.delta === null ? "none" : d.lower === null ? "permutation" : "paired-t",
      methodLabel: d.methodLabel,
      se: d.se,
      df: d.df,
      pValue: d.p,
      pValueHarm: decision.pHarm,
      pValueHolm: pHolm,
      tost: decision.tost,
      icc: null,
      mde: d.mde,
      mdeText: d.mde === null ? null : formatDelta(d.mde, fmt).replace(/^\+/, ""),
      mdeCapped: d.mdeCapped,
      underpowered: d.gate !== null && d.mde !== null && d.mde > d.gate.margin,
      advice,
      sequential: null,
      verdict,
      verdictLabel: label,
      fails: false,
      differingFields: d.differing,
      notes: d.notes,
      flips: null,
      bootstrap: null,
    };
  });
  const failOn = options.failOn ?? "regression";
  const decision = gateDecision(scored, failOn, gates.length > 0);
  const failingKeys = new Set(decision.failing.map((f) => f.metric));
  const metrics = scored.map((m) => (failingKeys.has(m.metric) ? { ...m, fails: true } : m));

  const warnings: string[] = [];
  if (baseline.trials.length === 0) warnings.push("the baseline has no trials");
  if (candidate.trials.length === 0) warnings.push("the candidate has no trials");
  for (const [side, report] of [["baseline", baseline], ["candidate", candidate]] as const) {
    for (const { dataset, total, missing } of missingShards(report)) {
      const list = missing.map((i) => `${i}/${total}`).join(", ");
      const one = missing.length === 1;
      warnings.push(`the ${side} lacks ${one ? "shard" : "shards"} ${list} of ${dataset} (grade --shard ${list}): ${one ? "its" : "their"} tasks are not compared`);
    }
  }
  const config = differingProvenance(baseline.provenance, candidate.provenance);
  for (const f of config) {
    warnings.push(`${f.field} differs (${f.baseline.join(", ")} → ${f.candidate.join(", ")}): the scoring changed, so a Δ may come from the yardstick rather than the agent`);
  }
  if (labelKeys.length > 0) warnings.push(`not diffed (labels, not numbers): ${labelKeys.join(", ")}`);

  const overall = overallVerdict(metrics);

  const failing: TaskFlip[] = [];
  const passing: TaskFlip[] = [];
  for (const d of drafts) {
    const f = taskFlips(d, baseline, candidate, bTasks, cTasks);
    failing.push(...f.failing);
    passing.push(...f.passing);
  }
  const flipOrder = (a: TaskFlip, b: TaskFlip): number => Number(b.gated) - Number(a.gated) || byCodePoint(a.key, b.key) || byCodePoint(a.taskId, b.taskId);
  const countFailed = (r: TrialReport): number => r.trials.filter((t) => isFailedStatus(t.status)).length;

  return {
    diff: { metrics, overall, failOn, decision, alpha, minRunsForWelch: minTasks, sequential: false, gates, warnings },
    tasks: {
      shared: [...bTasks.keys()].filter((t) => cTasks.has(t)).length,
      baselineOnly: [...bTasks.keys()].filter((t) => !cTasks.has(t)).sort(byCodePoint),
      candidateOnly: [...cTasks.keys()].filter((t) => !bTasks.has(t)).sort(byCodePoint),
    },
    trials: { baseline: baseline.trials.length, candidate: candidate.trials.length, failedBaseline: countFailed(baseline), failedCandidate: countFailed(candidate) },
    newlyFailing: failing.sort(flipOrder),
    newlyPassing: passing.sort(flipOrder),
    labelKeys,
  };
}

/**
 * A trial report as a score table: one "run" per task (id = task id), each key's per-task mean as
 * its score. Lets the no-baseline comment show absolute scores per key with the usual renderer.
 */
export function trialReportToScoreTable(report: TrialReport): ScoreTable {
  const tasks = groupTasks(report);
  const keys = [...allKeys(report)].filter((k) => !hasLabels(report, k)).sort(byCodePoint);
  const perKey = new Map(
    keys.map((k) => {
      const values = taskValues(report, tasks, k);
      return [k, { values, fraction: isFractionKey([report], k, [...values.values()]) }];
    }),
  );
  const runs: ScoreRun[] = [...tasks.keys()].sort(byCodePoint).map((taskId) => {
    const metrics: Record<string, MetricScore> = {};
    for (const key of keys) {
      const entry = perKey.get(key);
      const v = entry?.values.get(taskId);
      if (entry === undefined || v === undefined) continue;
      const { fraction } = entry;
      defineOwn(metrics, key, { unit: unitOf(key, false, fraction), direction: defaultDirection(key, false), fraction, score: v.value });
    }
    return { id: taskId, pairing: { scenario: taskId }, metrics };
  });
  return { runs };
}
