/**
 * The verdict vocabulary of a diff row, and the fields a row carries to justify it. Every
 * renderer (PR comment, text table, JSON) reads these; the words a reader sees come from
 * {@link verdictLabel}, so the comment and the terminal never disagree about what a state means.
 *
 * The rule behind the vocabulary (docs/statistics.md): a verdict never claims more than the
 * data can. Below 3 runs (or pairs) a side nothing is conclusive in either direction; "no change"
 * is said only when an equivalence test shows it; "possible regression" needs a suggestive test,
 * not just a negative point estimate.
 */
import type { GateRule } from "./gate-rules.js";
/**
 * Per-metric verdict.
 * - regression: the test is significant (Holm-adjusted across gated metrics) AND Δ reaches the
 *   gate margin in the bad direction (ungated metrics: margin 0, shown but never failing).
 * - possible_regression: not a regression, but the one-sided test for harm is suggestive
 *   (p ≤ {@link SUGGESTIVE_ONE_SIDED}) AND the interval reaches a drop of the margin.
 * - improvement: significant AND Δ reaches the margin in the good direction.
 * - equivalent: TOST at the gate margin shows no bad move of the margin or more ("no drop of
 *   5 pp or more"). Gated metrics only: without a margin there is nothing to be equivalent within.
 * - inconclusive: none of the above (includes ungated metrics whose change is not significant).
 * - too_few_runs: fewer than 3 runs (or pairs) on a side: at most a warning, in both directions;
 *   `lean` says which way the point estimate (or the rough interval) points.
 * - changed: a significant move of a metric without a good direction; `change` gives the way.
 * - unchanged: identical inputs (event logs, provenance, scores): Δ is exactly 0.
 * - not_comparable: a provenance field differs (metric version, judge, n-gram tables...).
 * - baseline_missing / candidate_missing: the metric exists on one side only.
 */
export type Verdict = "regression" | "possible_regression" | "improvement" | "equivalent" | "inconclusive" | "too_few_runs" | "changed" | "unchanged" | "not_comparable" | "baseline_missing" | "candidate_missing";
/** Verdicts worst first: the overall verdict is the worst one, and reports list metrics in this order. */
export declare const VERDICT_SEVERITY: readonly Verdict[];
/** One-sided p-value at or below which a harmful move counts as "suggestive" (possible_regression). */
export declare const SUGGESTIVE_ONE_SIDED = 0.05;
/** Runs (or pairs) per side below which no verdict may be conclusive. */
export declare const MIN_RUNS_FOR_VERDICT = 3;
/**
 * How the interval (and the p-value) was computed.
 * - paired-t: paired t over scenario/seed pairs (runs averaged per pair), ≥ 3 pairs with spread.
 * - welch-t: Welch t on per-run scores, ≥ 3 runs a side with spread on both.
 * - permutation: exact permutation test over runs (all C(kB+kC, kB) relabelings; seeded Monte
 *   Carlo beyond 200,000), used where t breaks down (zero spread on a side); the interval inverts it.
 * - pooled-rounds-icc: Newcombe on rounds pooled over runs, deflated by the design effect
 *   1 + (m − 1)·ICC. A model-based rough interval, never a calibrated 95% interval.
 * - none: no interval (missing side, identical input, not comparable, or nothing to pool).
 */
export type IntervalKind = "paired-t" | "welch-t" | "permutation" | "pooled-rounds-icc" | "none";
/** The within-run correlation used for a pooled-rounds interval, and where it came from. */
export interface IccInfo {
    readonly value: number;
    /** option: `--icc` / input `icc`; estimated: one-way ANOVA over the runs' rounds; default: conservative default. */
    readonly source: "option" | "estimated" | "default";
    /** The ANOVA estimate from the data, when it could be computed (also shown when not used). */
    readonly estimate: number | null;
    /** Mean rounds per run over both sides (m in 1 + (m − 1)·ICC). */
    readonly roundsPerRun: number;
    /** 1 + (m − 1)·ICC with m over both sides. */
    readonly designEffect: number;
    /**
     * The design effect applied to each side's pooled rounds, with m that side's mean rounds per run
     * (sides of different run lengths differ); set where rounds were pooled.
     */
    readonly designEffects?: {
        readonly baseline: number;
        readonly candidate: number;
    };
}
/**
 * Two one-sided tests at the gate margin m (in the metric's units; the bad direction is the
 * gate's). `pNoHarm` tests H0 "the bad move is ≥ m"; rejecting it (≤ alpha) is "no drop of m or
 * more" (the `equivalent` verdict). `pNoGain` tests H0 "the good move is ≥ m"; both rejected is
 * two-sided equivalence within ±m.
 */
export interface TostResult {
    readonly margin: number;
    readonly pNoHarm: number;
    readonly pNoGain: number;
    /** No bad move of the margin or more is shown at level alpha. */
    readonly noMaterialHarm: boolean;
    /** Both one-sided tests reject: within ±margin. */
    readonly equivalentTwoSided: boolean;
}
/** Run-count advice for detecting the gate margin (or 5 pp for an ungated fraction). */
export interface RunAdvice {
    /** The change to detect, in the metric's units (0.05 = 5 pp). */
    readonly detect: number;
    readonly power: number;
    /** Runs a side needed for an unpaired design (two-sided alpha, t quantiles). */
    readonly runsPerSide: number;
    /** The same with seeds paired on both sides (about half, assuming pair correlation 0.5). */
    readonly pairedRunsPerSide: number;
    /** baseline-spread: the baseline's between-run SD; icc-model: p(1−p)/m·(1+(m−1)ICC) from pooled rounds. */
    readonly basis: "baseline-spread" | "icc-model";
    /** The between-run SD the advice uses. */
    readonly sd: number;
    /** "to detect a 5.0 pp drop with 80% power you need about N runs a side (pairing the same seeds on both sides halves it)". */
    readonly text: string;
}
/** Confirm mode (`--sequential`): the per-look level that keeps the overall false-alarm rate. */
export interface SequentialInfo {
    /** The look index: runs (or pairs) per side at this look, k ≥ 3. */
    readonly look: number;
    /** alpha / ((k − 2)(k − 1)): the union bound over looks k = 3, 4, ... sums to alpha. */
    readonly alphaAtLook: number;
}
/** The gate's decision carried by the diff result, so no caller re-derives it. */
export interface GateDecision {
    readonly failOn: "regression" | "possible-regression" | "never";
    readonly fail: boolean;
    /** Gated metrics that make the check fail under `failOn`, sorted by name. */
    readonly failing: readonly {
        readonly metric: string;
        readonly verdict: Verdict;
        readonly deltaText: string | null;
    }[];
    /** One line: "fails: round_success -10.0 pp (regression)" / "passes" / "no gates: informational". */
    readonly summary: string;
}
/** Which way Δ moved, regardless of good or bad. */
export type Change = "increase" | "decrease" | "none";
/** Which way the evidence leans relative to the metric's direction (neutral metrics: "none"). */
export type Lean = "worse" | "better" | "none";
/** What {@link verdictLabel} needs of a row. */
export interface VerdictLabelInput {
    readonly verdict: Verdict;
    readonly fraction: boolean;
    readonly gate: GateRule | null;
    readonly change: Change;
    readonly lean: Lean;
    readonly kText: string;
    /** What k counts: runs (the run diff, the default) or tasks (the trial diff). */
    readonly counted?: "runs" | "tasks";
}
/**
 * The words for a verdict, plain text: "too few runs to tell (k = 1/1)", "no drop of 5 pp or
 * more", "changed (decrease)". Renderers may decorate it (icons) but should not reword it.
 */
export declare function verdictLabel(row: VerdictLabelInput): string;
