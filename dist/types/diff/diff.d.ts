import { DEFAULT_ICC } from "./design.js";
import { type GateRule } from "./gate-rules.js";
import { type DifferingField, type FlipEntry, type FlipTable, type SkippedFlipPair } from "./pairing.js";
import type { Direction, ScoreTable } from "./score-table.js";
import { type Counts } from "./statistics.js";
import { type Change, type GateDecision, type IccInfo, type IntervalKind, type Lean, type RunAdvice, type SequentialInfo, type TostResult, VERDICT_SEVERITY, type Verdict, verdictLabel } from "./verdicts.js";
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
    readonly interval: {
        readonly lower: number;
        readonly upper: number;
        readonly confidence: number;
    } | null;
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
    readonly bootstrap: {
        readonly lower: number;
        readonly upper: number;
        readonly resamples: number;
    } | null;
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
/** Gate rules as typed rules, parsed once; text items are parsed here, rules pass through. */
export declare function normalizeGates(gates: DiffOptions["gates"]): GateRule[];
/** The gate's decision over the rows (only gated rows can fail). */
export declare function gateDecision(metrics: readonly MetricDiff[], failOn: FailOn, hasGates: boolean): GateDecision;
/**
 * Diff a candidate score table against a baseline. Throws GateRuleError for invalid gates
 * (including a `pp` gate on a non-fraction metric) and RangeError for invalid options.
 */
export declare function diffScoreTables(baseline: ScoreTable, candidate: ScoreTable, options?: DiffOptions): DiffResult;
/**
 * Whether the check should fail. Only gated metrics can fail it; not_comparable, missing metrics
 * and too_few_runs warn but never fail, because none of them is evidence of a regression.
 */
export declare function shouldFail(result: DiffResult, failOn?: FailOn): boolean;
