import { type DiffResult, type MetricDiff, type Verdict } from "../diff/diff.js";
import type { ScoreTable } from "../diff/score-table.js";
import type { TaskFlip, TrialDiffResult } from "../diff/trial-diff.js";
/** Where the baseline came from, as the caller found it (all optional but the description). */
export interface BaselineInfo {
    /** e.g. "artifact agent-eval-reports from run #123 on main". */
    readonly description: string;
    readonly commit?: string;
    /** e.g. "3 days old": computed by the caller, the renderer has no clock. */
    readonly ageText?: string;
    readonly url?: string;
}
/** The icon per verdict; the words are the diff's own (`MetricDiff.verdictLabel`), never reworded. */
export declare const VERDICT_ICONS: Readonly<Record<Verdict, string>>;
/** Display labels per verdict when a row has no label of its own: plain text, no Markdown. */
export declare const VERDICT_LABELS: Readonly<Record<Verdict, string>>;
/** "1 run", "3 runs". */
export declare function plural(n: number, one: string, many?: string): string;
/**
 * The verdict as the table shows it: icon + the diff's words ("❔ too few runs to tell (k = 1/1,
 * looks worse)", "🔀 changed (decrease)": a metric without a good direction says which way).
 */
export declare function verdictLabel(m: MetricDiff): string;
/** Worst first; the table is sorted by this, then by name. */
export declare const VERDICT_ORDER: readonly Verdict[];
/** Rows collapsed unless gated (nothing conclusive moved), and the first the size budget drops. */
export declare const QUIET_VERDICTS: ReadonlySet<Verdict>;
/** Rows that are never collapsed (they are why the comment exists). */
export declare const PROBLEM_VERDICTS: ReadonlySet<Verdict>;
export declare function sortMetrics(metrics: readonly MetricDiff[]): MetricDiff[];
/** "95" for alpha = 0.05. */
export declare function confidencePercent(alpha: number): string;
/**
 * The level of the rows' intervals when they share one ("95"; confirm mode's per-look level, e.g.
 * "97.5", when every row is at the same look), else "" (rows at different looks: each row says its
 * own). Rows without an interval do not count; none at all gives the diff's level.
 */
export declare function commonIntervalLevel(diff: DiffResult): string;
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
    readonly baseline: {
        description: string;
        url: string | null;
        commit: string | null;
        age: string | null;
    } | null;
    readonly judgeMode: string | null;
    readonly runs: string;
    readonly warnings: readonly string[];
    readonly confidence: string;
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
export declare function headerView(input: HeaderInput): HeaderView;
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
/** `withLevel`: the rows' intervals are at different levels (confirm mode), so each says its own. */
export declare function diffRow(m: MetricDiff, withLevel?: boolean): DiffRowView;
export interface DiffTableView {
    /** Rows a reviewer must see: gated metrics and every metric that moved, changed status or is missing. */
    readonly rows: readonly (DiffRowView & {
        readonly showK: boolean;
    })[];
    /** No change / unchanged and ungated: collapsed. */
    readonly quietRows: readonly (DiffRowView & {
        readonly showK: boolean;
    })[];
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
export declare function isShownRow(m: MetricDiff): boolean;
/**
 * The metric table, split into shown and collapsed rows. `unit` names what k counts: "run"
 * (GlossoGen runs, or scenario/seed pairs) or "task" (trial reports, paired by task).
 */
export declare function diffTableView(diff: DiffResult, unit: "run" | "task"): DiffTableView;
export interface AbsoluteRowView {
    readonly metric: string;
    readonly candidate: string;
    readonly k: string;
    readonly sd: string;
    readonly unit: string;
}
/** Candidate-only rows (no baseline): mean over runs, pooled counts for fractions, SD across runs. */
export declare function absoluteRows(table: ScoreTable): AbsoluteRowView[];
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
/** Metrics whose flips the comment shows: round_success first, then other 0/1 round metrics. */
export declare function flipMetrics(diff: DiffResult): MetricDiff[];
export declare function flipsView(m: MetricDiff, limit: number | undefined): FlipsView;
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
export declare function chartView(candidate: ScoreTable, baseline: ScoreTable | undefined): ChartView | undefined;
export interface DetailsView {
    readonly hasDiff: boolean;
    /** As {@link DiffTableView.confidence}. */
    readonly confidence: string;
    readonly sequential: boolean;
    readonly minRuns: number;
    readonly methods: readonly {
        metric: string;
        unit: string;
        method: string;
        kBaseline: number;
        kCandidate: number;
        mde: string;
        underpowered: boolean;
        p: string;
        pHolm: string;
    }[];
    readonly kUnit: string;
    readonly underpowered: boolean;
    readonly notes: readonly {
        metric: string;
        items: readonly string[];
    }[];
    readonly notComparable: readonly {
        metric: string;
        fields: readonly {
            field: string;
            baseline: string;
            candidate: string;
        }[];
    }[];
    readonly provenance: readonly {
        label: string;
        value: string;
    }[];
    readonly dropped: readonly string[];
}
export interface DetailsInput {
    readonly diff: DiffResult | undefined;
    readonly candidate: ScoreTable;
    readonly baseline: ScoreTable | undefined;
    readonly baselineInfo: BaselineInfo | undefined;
    readonly judgeMode: string | undefined;
    readonly trials?: TrialDiffResult;
}
export declare function detailsView(input: DetailsInput, dropped: readonly string[]): DetailsView;
/** Newly failing tasks shown before the rest collapse. */
export declare const TASKS_SHOWN = 10;
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
export declare function attemptsText(passes: number, attempts: number, direction?: TaskFlip["direction"]): string;
/** The task section of a trial diff; `hiddenLimit` caps the collapsed rows (the size budget). */
export declare function tasksView(t: TrialDiffResult, hiddenLimit: number | undefined): TasksView;
