/**
 * Plain-text rendering of a diff for terminals and CI logs: an aligned table, the overall verdict,
 * flip counts and warnings. Untrusted strings go through plainText (no control characters, so no
 * terminal escape sequences). Pure.
 */
import type { DiffResult } from "../diff/diff.js";
import type { TrialDiffResult } from "../diff/trial-diff.js";
/** The diff as a plain-text table; `failing` adds the check's outcome; `counted`: what k counts (the trial diff's tasks). */
export declare function renderDiffText(diff: DiffResult, failing: boolean, counted?: "runs" | "tasks"): string;
/** A trial diff as plain text: the key table, then tasks on one side only and newly failing tasks. */
export declare function renderTrialDiffText(result: TrialDiffResult, failing: boolean): string;
