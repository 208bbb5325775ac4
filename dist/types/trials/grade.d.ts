import { type CallBound } from "../core/call-bound.js";
import type { GraderOutput } from "../graders/contract.js";
import type { CandidateEvidence } from "./contract.js";
import type { PlannedMetric, TaskPlan } from "./config.js";
import type { TrialRecord } from "./dataset.js";
import type { TrialEntry } from "./summary.js";
export interface GraderRun {
    /** Grades the rows (dataset lines) of the trials that did not fail. */
    readonly run: (rows: readonly Readonly<Record<string, unknown>>[]) => Promise<{
        results: Record<string, GraderOutput[]>;
        scores: Array<Record<string, number>>;
    }>;
}
export interface GradeTrialsOptions {
    readonly trials: readonly TrialRecord[];
    readonly plans: ReadonlyMap<string, TaskPlan>;
    /** Opens a trial's evidence (null when it has none). */
    readonly openEvidence: (trial: TrialRecord) => CandidateEvidence | null;
    /** The rows OpenJudge's mappers see (evidence traces loaded); default: the dataset line. */
    readonly graderRow?: (trial: TrialRecord) => Promise<Readonly<Record<string, unknown>>>;
    readonly concurrency: number;
    readonly graders?: GraderRun;
    /** The metrics that are user code (a module metric, a factory that is not built in); default none. */
    readonly isUserCode?: (metric: PlannedMetric) => boolean;
    /** The time limit on the metrics that are user code. */
    readonly bound?: CallBound;
    /** Removes secrets from a rejected output's repr before the error message cuts it (default: none). */
    readonly redact?: (text: string) => string;
}
export interface GradeTrialsResult {
    /** One entry per trial, in dataset order. */
    readonly entries: TrialEntry[];
    /** `{<grader or aggregator>: [one result per trial (null for a failed trial)]}`. */
    readonly results: Record<string, Array<GraderOutput | null>>;
}
export declare function gradeTrials(options: GradeTrialsOptions): Promise<GradeTrialsResult>;
