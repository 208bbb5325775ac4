import { type DiffResult, type FailOn } from "./diff.js";
import { type GateRule } from "./gate-rules.js";
import type { ScoreTable } from "./score-table.js";
import { type TrialReport } from "./trial-report.js";
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
    readonly baseline: {
        readonly passes: number;
        readonly attempts: number;
    };
    readonly candidate: {
        readonly passes: number;
        readonly attempts: number;
    };
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
    readonly trials: {
        readonly baseline: number;
        readonly candidate: number;
        readonly failedBaseline: number;
        readonly failedCandidate: number;
    };
    /** Shared tasks whose pass rate dropped, gated keys first, then by key and task id. */
    readonly newlyFailing: readonly TaskFlip[];
    readonly newlyPassing: readonly TaskFlip[];
    /** Keys holding labels (strings): not diffed. */
    readonly labelKeys: readonly string[];
}
/** NeMo's unbiased pass@k for one task: 1 − Π_{i=n−c+1..n}(1 − k/i), 1 when n − c < k. */
export declare function passAtK(n: number, c: number, k: number): number;
/**
 * Diff a candidate trial report against a baseline. Throws GateRuleError for invalid gates (a
 * gate naming no key, `pp` on a key outside [0, 1]) and RangeError for invalid options.
 */
export declare function diffTrialReports(baseline: TrialReport, candidate: TrialReport, options?: TrialDiffOptions): TrialDiffResult;
/**
 * A trial report as a score table: one "run" per task (id = task id), each key's per-task mean as
 * its score. Lets the no-baseline comment show absolute scores per key with the usual renderer.
 */
export declare function trialReportToScoreTable(report: TrialReport): ScoreTable;
