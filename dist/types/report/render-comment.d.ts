import { type DiffResult } from "../diff/diff.js";
import type { ScoreTable } from "../diff/score-table.js";
import type { TrialDiffResult } from "../diff/trial-diff.js";
import { type BaselineInfo } from "./render-model.js";
export type { BaselineInfo } from "./render-model.js";
/** Default budget (UTF-8 bytes): GitHub's 65,536-character comment limit minus room for what a poster may add (the check run's link line). */
export declare const DEFAULT_MAX_COMMENT_LENGTH = 64000;
/** GitHub's job-summary limit per step (bytes). */
export declare const JOB_SUMMARY_LIMIT_BYTES = 1048576;
/** Flips shown per list (newly failing / newly passing) once the budget bites. */
export declare const FLIP_LIMIT = 10;
export interface CommentInput {
    /** The diff; undefined means there is no baseline: the comment says so and shows absolute scores. */
    readonly diff: DiffResult | undefined;
    /** The candidate's score table (absolute scores without a baseline; the chart's candidate line). */
    readonly candidate: ScoreTable;
    /** The baseline's score table, for the per-round chart; without it the chart shows the candidate only when there is no diff, and is left out otherwise. */
    readonly baseline?: ScoreTable;
    readonly baselineInfo?: BaselineInfo;
    /** e.g. "replay" or "live (claude-haiku-4-5)". */
    readonly judgeMode?: string;
    /** Sticky-comment id; when given the comment starts with its marker. */
    readonly commentId?: string;
    /** The PR head commit; when given the head marker follows the comment-id marker. */
    readonly headSha?: string;
    /** Default 1. */
    readonly runAttempt?: number;
    /** The workflow run the report is from; recorded in the head marker (orders two runs of one commit). */
    readonly runId?: number;
    /**
     * Comment budget, measured in UTF-8 bytes (as the reference's size guard does: never fewer than
     * GitHub's characters, whether it counts code points or UTF-16 units); default 64,000.
     */
    readonly maxLength?: number;
    readonly title?: string;
    /** Link to the job summary (the workflow run page), used in the "trimmed" note. */
    readonly summaryUrl?: string;
    /** Extra warnings from the caller (e.g. "the baseline is 40 days old"); shown under the verdict. */
    readonly warnings?: readonly string[];
    /** A trial-report diff (`diff` is its `diff`): adds the task tables, and k counts tasks, not runs. */
    readonly trials?: TrialDiffResult;
    /** What one row of `candidate` is: "run" (default) or "task" (a trial report without a baseline). */
    readonly sampleUnit?: "run" | "task";
}
export interface RenderedComment {
    /** The PR comment body, at most `maxLength` UTF-8 bytes. */
    readonly comment: string;
    /** The full report for the job summary (no markers), at most 1 MiB. */
    readonly summary: string;
    /** What was left out of the comment, in the order it was dropped. */
    readonly dropped: readonly string[];
}
/**
 * Render the PR comment (fitted to `maxLength`) and the full job summary. Throws on an invalid
 * comment id or head sha (they end up inside an HTML comment), or a `maxLength` below 1,000.
 */
export declare function renderComment(input: CommentInput): RenderedComment;
