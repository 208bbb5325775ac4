/**
 * View models for the comment templates. This is the one place where untrusted text (metric
 * names, units, notes, run ids, provenance values, baseline descriptions) becomes Markdown, and
 * all of it goes through escapeMarkdown: the templates only ever see escaped strings, numbers and
 * booleans. Pure.
 */
import { ownValue } from "../core/own-keys.js";
import { compareCodePoints, fmean } from "../core/pynum.js";
import { type DiffResult, type FlipEntry, type MetricDiff, VERDICT_SEVERITY, type Verdict } from "../diff/diff.js";
import { formatDelta, formatScore } from "../diff/format.js";
import type { GateRule } from "../diff/gate-rules.js";
import type { ScoreTable } from "../diff/score-table.js";
import type { TaskFlip, TrialDiffResult } from "../diff/trial-diff.js";
import { sampleVariance } from "../diff/statistics.js";
import { escapeMarkdown, markdownLinkTarget, shortCommit } from "./escape-markdown.js";
import { CHART_METRIC, MAX_CHART_ROUNDS, percent, perRoundRates, runsWithRounds } from "./render-chart.js";

/** Where the baseline came from, as the caller found it (all optional but the description). */
export interface BaselineInfo {
  /** e.g. "artifact agent-eval-reports from run #123 on main". */
  readonly description: string;
  readonly commit?: string;
  /** e.g. "3 days old": computed by the caller, the renderer has no clock. */
  readonly ageText?: string;
  readonly url?: string;
}

/** Caps (code points) on untrusted strings, before escaping. */
const MAX_NAME = 120;
const MAX_UNIT = 60;
const MAX_NOTE = 400;
const MAX_VALUE = 200;
const MAX_RUN_IDS = 20;

const md = (text: string, max?: number): string => escapeMarkdown(text, max);

/** The icon per verdict; the words are the diff's own (`MetricDiff.verdictLabel`), never reworded. */
export const VERDICT_ICONS: Readonly<Record<Verdict, string>> = {
  regression: "❌",
  possible_regression: "⚠️",
  not_comparable: "🚫",
  candidate_missing: "⚠️",
  baseline_missing: "🆕",
  changed: "🔀",
  improvement: "✅",
  equivalent: "🟰",
  inconclusive: "➖",
  too_few_runs: "❔",
  unchanged: "🟰",
};

/** Display labels per verdict when a row has no label of its own: plain text, no Markdown. */
export const VERDICT_LABELS: Readonly<Record<Verdict, string>> = {
  regression: "❌ regression",
  possible_regression: "⚠️ possible regression",
  not_comparable: "🚫 not comparable",
  candidate_missing: "⚠️ missing in candidate",
  baseline_missing: "🆕 new (no baseline)",
  changed: "🔀 changed",
  improvement: "✅ improvement",
  equivalent: "🟰 no material change",
  inconclusive: "➖ inconclusive",
  too_few_runs: "❔ too few runs to tell",
  unchanged: "🟰 unchanged",
};

/** "1 run", "3 runs". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The verdict as the table shows it: icon + the diff's words ("❔ too few runs to tell (k = 1/1,
 * looks worse)", "🔀 changed (decrease)": a metric without a good direction says which way).
 */
export function verdictLabel(m: MetricDiff): string {
  return m.verdictLabel === "" ? VERDICT_LABELS[m.verdict] : `${VERDICT_ICONS[m.verdict]} ${md(m.verdictLabel, MAX_NOTE)}`;
}

/** An interval for display: "[-62.0, -4.6]", or "~[-62.0, -4.6]" when it is rough (not a calibrated interval). */
function intervalDisplay(m: MetricDiff, withUnit: boolean, withLevel = false): string {
  if (m.intervalText === null) return "";
  const text = withUnit ? m.intervalText : m.intervalText.replace(/ pp$/, "");
  const level = withLevel && m.interval !== null ? ` (${confidencePercent(1 - m.interval.confidence)}%)` : "";
  return `${m.intervalCalibrated ? text : `~${text}`}${level}`;
}

/** Worst first; the table is sorted by this, then by name. */
export const VERDICT_ORDER: readonly Verdict[] = VERDICT_SEVERITY;

/** Rows collapsed unless gated (nothing conclusive moved), and the first the size budget drops. */
export const QUIET_VERDICTS: ReadonlySet<Verdict> = new Set<Verdict>(["inconclusive", "equivalent", "unchanged", "too_few_runs"]);
/** Rows that are never collapsed (they are why the comment exists). */
export const PROBLEM_VERDICTS: ReadonlySet<Verdict> = new Set<Verdict>(["regression", "possible_regression", "not_comparable", "candidate_missing"]);

export function sortMetrics(metrics: readonly MetricDiff[]): MetricDiff[] {
  const rank = (v: Verdict): number => VERDICT_ORDER.indexOf(v);
  return [...metrics].sort((a, b) => rank(a.verdict) - rank(b.verdict) || compareCodePoints(a.metric, b.metric));
}

function gateText(gate: GateRule, fraction: boolean): string {
  return formatDelta(gate.bad === "decrease" ? -gate.margin : gate.margin, { fraction });
}

/** "95" for alpha = 0.05. */
export function confidencePercent(alpha: number): string {
  const c = (1 - alpha) * 100;
  return Number.isInteger(Math.round(c * 10) / 10) ? String(Math.round(c)) : c.toFixed(1);
}

/**
 * The level of the rows' intervals when they share one ("95"; confirm mode's per-look level, e.g.
 * "97.5", when every row is at the same look), else "" (rows at different looks: each row says its
 * own). Rows without an interval do not count; none at all gives the diff's level.
 */
export function commonIntervalLevel(diff: DiffResult): string {
  const levels = new Set(diff.metrics.flatMap((m) => (m.interval === null ? [] : [confidencePercent(1 - m.interval.confidence)])));
  if (levels.size === 0) return confidencePercent(diff.alpha);
  return levels.size === 1 ? ([...levels][0] as string) : "";
}

function formatP(p: number | null): string {
  if (p === null) return "—";
  if (p < 0.001) return "< 0.001";
  return p.toPrecision(2);
}

// --- header -----------------------------------------------------------------------------------

export interface HeadlineView {
  readonly kind: Verdict | "no_baseline" | "empty";
  readonly metric: string;
  readonly delta: string;
  readonly interval: string;
  readonly fields: string;
  readonly more: number;
  /** For a metric without a good direction: "rose" or "fell". */
  readonly direction: string;
  /** The diff's words for the headline metric, capitalised ("Too few runs to tell (k = 1/1)"). */
  readonly label: string;
  /** "5 pp" / "0.2": the gate margin of the headline metric. */
  readonly margin: string;
  /** The bad move of the headline metric: "drop" (higher is better) or "rise" (a `+` gate, lower is better). */
  readonly move: string;
  /** Not comparable because the sides ran other scenarios (or another mix of them), not because they were measured differently. */
  readonly scenarios: boolean;
  readonly mde: string;
}

export interface HeaderView {
  readonly markers: readonly string[];
  readonly title: string;
  readonly headline: HeadlineView;
  readonly ungated: readonly string[];
  readonly gates: readonly string[];
  readonly failOn: string;
  readonly failing: boolean;
  readonly hasDiff: boolean;
  readonly baseline: { description: string; url: string | null; commit: string | null; age: string | null } | null;
  readonly judgeMode: string | null;
  readonly runs: string;
  readonly warnings: readonly string[];
  readonly confidence: string;
}

function headline(diff: DiffResult | undefined): HeadlineView {
  const blank = { metric: "", delta: "", interval: "", fields: "", more: 0, direction: "", label: "", margin: "", mde: "", move: "drop", scenarios: false };
  if (diff === undefined) return { kind: "no_baseline", ...blank };
  if (diff.metrics.length === 0) return { kind: "empty", ...blank };
  const gated = diff.metrics.filter((m) => m.gate !== null);
  const scope = sortMetrics(gated.length > 0 ? gated : diff.metrics).filter((m) => m.verdict === diff.overall);
  const first = scope[0];
  if (first === undefined) return { kind: diff.overall, ...blank };
  return {
    kind: diff.overall,
    metric: md(first.metric, MAX_NAME),
    delta: first.deltaText ?? "",
    interval: intervalDisplay(first, true),
    fields: first.differingFields.map((f) => md(f.field, MAX_NAME)).join(", "),
    more: scope.length - 1,
    direction: first.delta === null || first.delta === 0 ? "changed" : first.delta > 0 ? "rose" : "fell",
    label: md(first.verdictLabel.charAt(0).toUpperCase() + first.verdictLabel.slice(1), MAX_NOTE),
    margin: first.gate === null ? "" : formatDelta(first.gate.margin, { fraction: first.fraction }).replace(/^\+/, ""),
    mde: first.mdeText ?? "",
    move: first.direction === "lower-better" ? "rise" : "drop",
    scenarios: first.differingFields.length > 0 && first.differingFields.every((f) => ["scenario", "scenario mix", "scenario_mode"].includes(f.field)),
  };
}

export interface HeaderInput {
  readonly diff: DiffResult | undefined;
  readonly failing: boolean;
  readonly candidate: ScoreTable;
  readonly baseline: ScoreTable | undefined;
  readonly baselineInfo: BaselineInfo | undefined;
  readonly judgeMode: string | undefined;
  readonly markers: readonly string[];
  readonly title: string;
  readonly extraWarnings: readonly string[];
  /** A trial-report diff: the sample is tasks, not runs. */
  readonly trials?: TrialDiffResult;
  readonly sampleUnit?: "run" | "task";
}

function sampleText(input: HeaderInput, baselineRuns: number | undefined): string {
  const t = input.trials;
  if (t !== undefined) {
    const only = [
      t.tasks.baselineOnly.length > 0 ? `${t.tasks.baselineOnly.length} only in the baseline` : "",
      t.tasks.candidateOnly.length > 0 ? `${t.tasks.candidateOnly.length} only in the candidate` : "",
    ].filter((x) => x !== "");
    return `${plural(t.tasks.shared, "task")} on both sides${only.length > 0 ? ` (${only.join(", ")})` : ""} · ${plural(t.trials.baseline, "baseline trial")}, ${plural(t.trials.candidate, "candidate trial")}`;
  }
  const candidate = plural(input.candidate.runs.length, input.sampleUnit === "task" ? "candidate task" : "candidate run");
  return baselineRuns === undefined ? candidate : `${plural(baselineRuns, "baseline run")}, ${candidate}`;
}

export function headerView(input: HeaderInput): HeaderView {
  const { diff } = input;
  const info = input.baselineInfo;
  const commit = info?.commit === undefined ? undefined : (shortCommit(info.commit) ?? md(info.commit, 64));
  const ungated =
    diff === undefined || diff.gates.length === 0
      ? []
      : sortMetrics(diff.metrics.filter((m) => m.gate === null && (m.verdict === "regression" || m.verdict === "possible_regression"))).map(
          (m) => `${md(m.metric, MAX_NAME)} (${m.deltaText ?? "?"})`,
        );
  const baselineRuns = diff === undefined ? undefined : (input.baseline?.runs.length ?? Math.max(0, ...diff.metrics.map((m) => m.baseline.k + m.baseline.missingRuns)));
  return {
    markers: input.markers,
    title: md(input.title, 200),
    headline: headline(diff),
    ungated,
    gates: diff?.gates.map((g) => md(g.raw, MAX_NAME)) ?? [],
    failOn: diff?.failOn ?? "",
    failing: input.failing,
    hasDiff: diff !== undefined,
    baseline:
      info === undefined
        ? null
        : {
            description: md(info.description, MAX_VALUE),
            url: info.url === undefined ? null : (markdownLinkTarget(info.url) ?? null),
            commit: commit ?? null,
            age: info.ageText === undefined ? null : md(info.ageText, 60),
          },
    judgeMode: input.judgeMode === undefined ? null : md(input.judgeMode, 60),
    runs: sampleText(input, baselineRuns),
    warnings: [...(diff?.warnings ?? []), ...input.extraWarnings].map((w) => md(w, MAX_NOTE)),
    confidence: confidencePercent(diff?.alpha ?? 0.05),
  };
}

// --- metric table -----------------------------------------------------------------------------

export interface DiffRowView {
  readonly metric: string;
  readonly unit: string;
  readonly gate: string;
  readonly baseline: string;
  readonly candidate: string;
  /** "3/3"; the table shows it only on rows whose k differs from the common one. */
  readonly k: string;
  readonly delta: string;
  /** The interval without a repeated unit: "[-62.0, -4.6]" after "-33.3 pp". */
  readonly interval: string;
  readonly verdict: string;
  readonly verdictNote: string;
  readonly verdictKind: Verdict;
}

function verdictNote(m: MetricDiff): string {
  if (m.verdict === "not_comparable") return m.differingFields.map((f) => md(f.field, MAX_NAME)).join(", ");
  if (m.verdict === "unchanged") return "identical input";
  if ((m.verdict === "possible_regression" || m.verdict === "inconclusive") && m.mdeText !== null && (m.underpowered || m.verdict === "possible_regression")) {
    return `MDE ≈ ${m.mdeText}${m.mdeCapped ? " (any change)" : ""}`;
  }
  if (m.method === "none" && m.verdict !== "baseline_missing" && m.verdict !== "candidate_missing" && m.verdict !== "too_few_runs") return "no interval";
  return "";
}

/** `withLevel`: the rows' intervals are at different levels (confirm mode), so each says its own. */
export function diffRow(m: MetricDiff, withLevel = false): DiffRowView {
  const score = (mean: number | null): string => (mean === null ? "—" : formatScore(mean, { fraction: m.fraction }));
  return {
    metric: md(m.metric, MAX_NAME),
    unit: m.fraction ? "" : md(m.unit, MAX_UNIT),
    gate: m.gate === null ? "" : gateText(m.gate, m.fraction),
    baseline: score(m.baseline.mean),
    candidate: score(m.candidate.mean),
    k: `${m.baseline.k}/${m.candidate.k}`,
    delta: m.deltaText ?? "—",
    interval: intervalDisplay(m, false, withLevel),
    verdict: verdictLabel(m),
    verdictNote: verdictNote(m),
    verdictKind: m.verdict,
  };
}

export interface DiffTableView {
  /** Rows a reviewer must see: gated metrics and every metric that moved, changed status or is missing. */
  readonly rows: readonly (DiffRowView & { readonly showK: boolean })[];
  /** No change / unchanged and ungated: collapsed. */
  readonly quietRows: readonly (DiffRowView & { readonly showK: boolean })[];
  /** The k every row shares ("3/3"), explained once in the legend; "" when rows differ. */
  readonly kCommon: string;
  readonly kUnit: string;
  readonly anyFraction: boolean;
  /** Some shown interval is rough ("~[...]"): the legend says what that means. */
  readonly anyRough: boolean;
  /** Some row is "changed": the legend says these metrics have no good direction. */
  readonly anyChanged: boolean;
  /** Run-count advice for gated metrics the runs could not decide: "round_success: to detect ...". */
  readonly advice: readonly string[];
  /** The level every interval shown is at ("95"), or "" when rows differ (each row then says its own). */
  readonly confidence: string;
  /** Confirm mode: intervals are at each look's level, the legend says so. */
  readonly sequential: boolean;
}

/** Rows shown open: gated, or not quiet. */
export function isShownRow(m: MetricDiff): boolean {
  return m.gate !== null || !QUIET_VERDICTS.has(m.verdict);
}

/**
 * The metric table, split into shown and collapsed rows. `unit` names what k counts: "run"
 * (GlossoGen runs, or scenario/seed pairs) or "task" (trial reports, paired by task).
 */
export function diffTableView(diff: DiffResult, unit: "run" | "task"): DiffTableView {
  const metrics = sortMetrics(diff.metrics);
  const ks = new Set(metrics.map((m) => `${m.baseline.k}/${m.candidate.k}`));
  const kCommon = ks.size === 1 ? ([...ks][0] as string) : "";
  const confidence = commonIntervalLevel(diff);
  const row = (m: MetricDiff): DiffRowView & { showK: boolean } => ({ ...diffRow(m, confidence === ""), showK: kCommon === "" });
  return {
    rows: metrics.filter(isShownRow).map(row),
    quietRows: metrics.filter((m) => !isShownRow(m)).map(row),
    kCommon,
    kUnit: unit,
    anyFraction: metrics.some((m) => m.fraction),
    anyRough: metrics.some((m) => m.intervalText !== null && !m.intervalCalibrated),
    anyChanged: metrics.some((m) => m.verdict === "changed"),
    advice: metrics
      .filter((m) => m.gate !== null && m.advice !== null && (m.verdict === "inconclusive" || m.verdict === "too_few_runs" || m.verdict === "possible_regression"))
      .map((m) => `${md(m.metric, MAX_NAME)}: ${md(m.advice?.text ?? "", MAX_NOTE)}`),
    confidence,
    sequential: diff.sequential,
  };
}

export interface AbsoluteRowView {
  readonly metric: string;
  readonly candidate: string;
  readonly k: string;
  readonly sd: string;
  readonly unit: string;
}

/** Candidate-only rows (no baseline): mean over runs, pooled counts for fractions, SD across runs. */
export function absoluteRows(table: ScoreTable): AbsoluteRowView[] {
  const names = new Set<string>();
  for (const run of table.runs) for (const name of Object.keys(run.metrics)) names.add(name);
  return [...names].sort(compareCodePoints).map((name) => {
    const scores = table.runs.flatMap((run) => {
      const s = ownValue(run.metrics, name);
      return s === undefined ? [] : [s];
    });
    const fraction = scores.every((s) => s.fraction);
    const values = scores.map((s) => s.score);
    const mean = fmean(values);
    const counts = scores.every((s) => s.counts !== undefined)
      ? scores.reduce((acc, s) => ({ successes: acc.successes + (s.counts?.successes ?? 0), trials: acc.trials + (s.counts?.trials ?? 0) }), { successes: 0, trials: 0 })
      : undefined;
    const unit = scores[0]?.unit ?? "";
    const fmt = { fraction };
    return {
      metric: md(name, MAX_NAME),
      candidate: `${formatScore(mean, fmt)}${fraction && counts !== undefined ? ` (${counts.successes}/${counts.trials})` : ""}`,
      k: String(values.length),
      sd: values.length > 1 ? formatScore(Math.sqrt(sampleVariance(values)), fmt).replace(/%$/, " pp") : "—",
      unit: md(fraction ? unit.replace(/\s*\(\d+\s*\/\s*\d+\)\s*$/, "") : unit, MAX_UNIT),
    };
  });
}

// --- flips ------------------------------------------------------------------------------------

export interface FlipRowView {
  readonly failing: boolean;
  readonly scenario: string;
  readonly seed: string;
  readonly round: number;
  readonly baseline: string;
  readonly candidate: string;
}

export interface FlipsView {
  readonly metric: string;
  readonly pooled: boolean;
  readonly keyed: boolean;
  readonly failingCount: number;
  readonly passingCount: number;
  readonly rows: readonly FlipRowView[];
  readonly hiddenFailing: number;
  readonly hiddenPassing: number;
  /** Why no round can be compared (no run pair shares scenario, seed and round count), else "". */
  readonly notComparable: string;
  /** Scenario/seed pairs left out, with the first reason: "2 pairs left out (veyru, seed 3: different round counts ...)". */
  readonly skipped: string;
}

function outcome(successes: number, trials: number): string {
  if (trials === 1) return successes === 1 ? "✅ pass" : "❌ fail";
  return `${successes}/${trials}`;
}

/** Metrics whose flips the comment shows: round_success first, then other 0/1 round metrics. */
export function flipMetrics(diff: DiffResult): MetricDiff[] {
  // Rounds that cannot be compared are said once for the metrics a reviewer looks at (round_success, gated ones).
  const withFlips = diff.metrics.filter(
    (m) =>
      m.flips !== null &&
      (m.flips.newlyFailing.length + m.flips.newlyPassing.length > 0 || (m.flips.mode === "not-comparable" && (m.metric === CHART_METRIC || m.gate !== null))),
  );
  return [...withFlips].sort((a, b) => Number(b.metric === CHART_METRIC) - Number(a.metric === CHART_METRIC) || compareCodePoints(a.metric, b.metric));
}

export function flipsView(m: MetricDiff, limit: number | undefined): FlipsView {
  const flips = m.flips;
  if (flips === null) throw new Error(`${m.metric} has no flips`);
  const take = (entries: readonly FlipEntry[]): readonly FlipEntry[] => (limit === undefined ? entries : entries.slice(0, limit));
  const row = (failing: boolean) => (e: FlipEntry): FlipRowView => ({
    failing,
    scenario: e.scenario === undefined ? "—" : md(e.scenario, MAX_NAME),
    seed: e.seed === undefined ? "—" : md(e.seed, MAX_NAME),
    round: e.round,
    baseline: outcome(e.baseline.successes, e.baseline.trials),
    candidate: outcome(e.candidate.successes, e.candidate.trials),
  });
  const failing = take(flips.newlyFailing);
  const passing = take(flips.newlyPassing);
  return {
    metric: md(m.metric, MAX_NAME),
    pooled: false,
    keyed: [...flips.newlyFailing, ...flips.newlyPassing].some((e) => e.scenario !== undefined || e.seed !== undefined),
    failingCount: flips.newlyFailing.length,
    passingCount: flips.newlyPassing.length,
    rows: [...failing.map(row(true)), ...passing.map(row(false))],
    hiddenFailing: flips.newlyFailing.length - failing.length,
    hiddenPassing: flips.newlyPassing.length - passing.length,
    notComparable: flips.mode === "not-comparable" ? md(flips.reason ?? "no run pair shares scenario, seed and round count", MAX_NOTE) : "",
    skipped:
      flips.mode === "not-comparable" || flips.skipped.length === 0
        ? ""
        : (() => {
            const first = flips.skipped[0] as (typeof flips.skipped)[number];
            const where = [first.scenario, first.seed === undefined ? undefined : `seed ${first.seed}`].filter((x) => x !== undefined).join(", ");
            return md(`${plural(flips.skipped.length, "scenario/seed pair")} left out (${where === "" ? "" : `${where}: `}${first.reason})`, MAX_NOTE);
          })(),
  };
}

// --- chart ------------------------------------------------------------------------------------

export interface ChartView {
  readonly title: string;
  readonly palette: string;
  readonly rounds: readonly number[];
  readonly baseline: readonly string[] | null;
  readonly candidate: readonly string[];
  readonly kBaseline: number;
  readonly kCandidate: number;
  /** "3 runs", "1 run". */
  readonly baselineRuns: string;
  readonly candidateRuns: string;
  readonly skipped: number;
  readonly skippedRounds: string;
}

/** The per-round chart, or undefined when there is nothing (or too much) to draw. */
export function chartView(candidate: ScoreTable, baseline: ScoreTable | undefined): ChartView | undefined {
  const c = perRoundRates(candidate);
  const b = baseline === undefined ? undefined : perRoundRates(baseline);
  if (c.length === 0 || (b !== undefined && b.length === 0)) return undefined;
  const bByRound = new Map((b ?? []).map((r) => [r.round, r]));
  const cShown = b === undefined ? c : c.filter((r) => bByRound.has(r.round));
  const allRounds = new Set([...c.map((r) => r.round), ...(b ?? []).map((r) => r.round)]);
  if (cShown.length === 0 || cShown.length > MAX_CHART_ROUNDS) return undefined;
  return {
    title: `${CHART_METRIC}: success rate per round`,
    palette: b === undefined ? "#1f77b4" : "#9e9e9e, #1f77b4",
    rounds: cShown.map((r) => r.round),
    baseline: b === undefined ? null : cShown.map((r) => percent(bByRound.get(r.round) as (typeof c)[number])),
    candidate: cShown.map(percent),
    kBaseline: baseline === undefined ? 0 : runsWithRounds(baseline),
    kCandidate: runsWithRounds(candidate),
    baselineRuns: plural(baseline === undefined ? 0 : runsWithRounds(baseline), "run"),
    candidateRuns: plural(runsWithRounds(candidate), "run"),
    skipped: allRounds.size - cShown.length,
    skippedRounds: plural(allRounds.size - cShown.length, "round"),
  };
}

// --- details ----------------------------------------------------------------------------------

export interface DetailsView {
  readonly hasDiff: boolean;
  /** As {@link DiffTableView.confidence}. */
  readonly confidence: string;
  readonly sequential: boolean;
  readonly minRuns: number;
  readonly methods: readonly { metric: string; unit: string; method: string; kBaseline: number; kCandidate: number; mde: string; underpowered: boolean; p: string; pHolm: string }[];
  readonly kUnit: string;
  readonly underpowered: boolean;
  readonly notes: readonly { metric: string; items: readonly string[] }[];
  readonly notComparable: readonly { metric: string; fields: readonly { field: string; baseline: string; candidate: string }[] }[];
  readonly provenance: readonly { label: string; value: string }[];
  readonly dropped: readonly string[];
}

function runIds(table: ScoreTable): string {
  // Sorted by id, so the sticky comment does not change with the order the paths were given in.
  const ids = table.runs
    .map((r) => r.id)
    .sort(compareCodePoints)
    .map((id) => md(id, MAX_NAME));
  const shown = ids.slice(0, MAX_RUN_IDS).join(", ");
  return ids.length > MAX_RUN_IDS ? `${shown} and ${ids.length - MAX_RUN_IDS} more` : shown || "none";
}

export interface DetailsInput {
  readonly diff: DiffResult | undefined;
  readonly candidate: ScoreTable;
  readonly baseline: ScoreTable | undefined;
  readonly baselineInfo: BaselineInfo | undefined;
  readonly judgeMode: string | undefined;
  readonly trials?: TrialDiffResult;
}

export function detailsView(input: DetailsInput, dropped: readonly string[]): DetailsView {
  const { diff, baselineInfo: info } = input;
  const metrics = diff === undefined ? [] : sortMetrics(diff.metrics);
  const values = (list: readonly string[]): string => list.map((v) => md(v, MAX_VALUE)).join(", ");
  const provenance: { label: string; value: string }[] = [];
  if (info !== undefined) {
    provenance.push({ label: "Baseline", value: md(info.description, MAX_VALUE) });
    if (info.commit !== undefined) provenance.push({ label: "Baseline commit", value: shortCommit(info.commit) ?? md(info.commit, 64) });
    if (info.ageText !== undefined) provenance.push({ label: "Baseline age", value: md(info.ageText, 60) });
  } else if (diff === undefined) provenance.push({ label: "Baseline", value: "none" });
  if (input.judgeMode !== undefined) provenance.push({ label: "Judge mode", value: md(input.judgeMode, 60) });
  const t = input.trials;
  if (t !== undefined) {
    const failed = (n: number): string => (n > 0 ? ` (${plural(n, "failed trial")}, scored as failed attempts for pass@k)` : "");
    provenance.push({ label: "Baseline trials", value: `${t.trials.baseline}${failed(t.trials.failedBaseline)}` });
    provenance.push({ label: "Candidate trials", value: `${t.trials.candidate}${failed(t.trials.failedCandidate)}` });
  } else {
    if (input.baseline !== undefined) provenance.push({ label: "Baseline runs", value: runIds(input.baseline) });
    provenance.push({ label: "Candidate runs", value: runIds(input.candidate) });
  }
  return {
    hasDiff: diff !== undefined,
    confidence: diff === undefined ? confidencePercent(0.05) : commonIntervalLevel(diff),
    sequential: diff?.sequential ?? false,
    minRuns: diff?.minRunsForWelch ?? 3,
    kUnit: t === undefined ? "runs (or pairs)" : "tasks on both sides",
    methods: metrics.map((m) => ({
      metric: md(m.metric, MAX_NAME),
      unit: md(m.unit, MAX_UNIT),
      method: md(m.methodLabel, MAX_NOTE),
      kBaseline: m.baseline.k,
      kCandidate: m.candidate.k,
      mde: m.mdeText ?? "—",
      underpowered: m.underpowered,
      p: formatP(m.pValue),
      pHolm: formatP(m.pValueHolm),
    })),
    underpowered: metrics.some((m) => m.underpowered),
    notes: metrics.filter((m) => m.notes.length > 0).map((m) => ({ metric: md(m.metric, MAX_NAME), items: m.notes.map((n) => md(n, MAX_NOTE)) })),
    notComparable: metrics
      .filter((m) => m.differingFields.length > 0)
      .map((m) => ({
        metric: md(m.metric, MAX_NAME),
        fields: m.differingFields.map((f) => ({ field: md(f.field, MAX_NAME), baseline: values(f.baseline), candidate: values(f.candidate) })),
      })),
    provenance,
    dropped,
  };
}

// --- tasks (trial-report diffs) ---------------------------------------------------------------

/** Newly failing tasks shown before the rest collapse. */
export const TASKS_SHOWN = 10;
const MAX_TASK_IDS = 30;

export interface TaskRowView {
  readonly task: string;
  readonly intent: string;
  readonly key: string;
  readonly baseline: string;
  readonly candidate: string;
  readonly reason: string;
}

export interface TasksView {
  /** Rows of the newly-failing table: one per task and key. */
  readonly failingCount: number;
  readonly passingCount: number;
  /** Distinct tasks among those rows (a task can fail on several keys), what "N of M tasks" counts. */
  readonly failingTasks: number;
  readonly passingTasks: number;
  readonly shared: number;
  readonly rows: readonly TaskRowView[];
  readonly hiddenRows: readonly TaskRowView[];
  readonly hasIntent: boolean;
  readonly hasReason: boolean;
  readonly baselineOnly: string;
  readonly baselineOnlyCount: number;
  readonly candidateOnly: string;
  readonly candidateOnlyCount: number;
  readonly labelKeys: string;
}

/** How a task's attempts went: "pass"/"fail" for one attempt, "2/3" for several. */
export function attemptsText(passes: number, attempts: number, direction: TaskFlip["direction"] = "higher-better"): string {
  // For a key where 1 is bad (a gate made a rise bad) "pass" would mislead: show the value.
  if (direction === "lower-better") return attempts === 1 ? String(passes) : `${passes}/${attempts} true`;
  if (attempts === 1) return passes === 1 ? "pass" : "fail";
  return `${passes}/${attempts}`;
}

/** attemptsText with an icon on pass and fail, for the comment. */
function attempts(passes: number, total: number, direction: TaskFlip["direction"]): string {
  const text = attemptsText(passes, total, direction);
  return text === "pass" ? "✅ pass" : text === "fail" ? "❌ fail" : text;
}

function taskIds(ids: readonly string[]): string {
  const shown = ids.slice(0, MAX_TASK_IDS).map((id) => md(id, MAX_NAME)).join(", ");
  return ids.length > MAX_TASK_IDS ? `${shown} and ${ids.length - MAX_TASK_IDS} more` : shown;
}

/** The task section of a trial diff; `hiddenLimit` caps the collapsed rows (the size budget). */
export function tasksView(t: TrialDiffResult, hiddenLimit: number | undefined): TasksView {
  const row = (f: TaskFlip): TaskRowView => ({
    task: md(f.taskId, MAX_NAME),
    intent: f.intent === null ? "—" : md(f.intent, 160),
    key: md(f.key, MAX_NAME),
    baseline: attempts(f.baseline.passes, f.baseline.attempts, f.direction),
    candidate: attempts(f.candidate.passes, f.candidate.attempts, f.direction),
    reason: f.reason === null ? "—" : md(f.reason, 240),
  });
  // only the rows shown are escaped: the size budget renders this several times over 10,000 tasks
  const hiddenEnd = hiddenLimit === undefined ? t.newlyFailing.length : TASKS_SHOWN + hiddenLimit;
  return {
    failingCount: t.newlyFailing.length,
    passingCount: t.newlyPassing.length,
    failingTasks: new Set(t.newlyFailing.map((f) => f.taskId)).size,
    passingTasks: new Set(t.newlyPassing.map((f) => f.taskId)).size,
    shared: t.tasks.shared,
    rows: t.newlyFailing.slice(0, TASKS_SHOWN).map(row),
    hiddenRows: t.newlyFailing.slice(TASKS_SHOWN, hiddenEnd).map(row),
    hasIntent: t.newlyFailing.some((f) => f.intent !== null),
    hasReason: t.newlyFailing.some((f) => f.reason !== null),
    baselineOnly: taskIds(t.tasks.baselineOnly),
    baselineOnlyCount: t.tasks.baselineOnly.length,
    candidateOnly: taskIds(t.tasks.candidateOnly),
    candidateOnlyCount: t.tasks.candidateOnly.length,
    labelKeys: t.labelKeys.map((k) => md(k, MAX_NAME)).join(", "),
  };
}
