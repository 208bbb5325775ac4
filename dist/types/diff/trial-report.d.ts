/** One score value as written by the grader. */
export type TrialScoreValue = number | boolean | string | null;
export interface TrialEntry {
    readonly task_id: string;
    readonly trial_id: string;
    readonly status: string;
    readonly scores: Readonly<Record<string, TrialScoreValue>>;
    readonly errors: Readonly<Record<string, string>>;
    readonly intent?: string;
}
/** One runner result for one trial (GraderScore, GraderRank or GraderError). */
export interface GraderResultEntry {
    readonly name?: string;
    readonly score?: number | null;
    readonly rank?: readonly number[] | null;
    readonly error?: string | null;
    readonly reason?: string | null;
}
export interface TrialReport {
    readonly trials: readonly TrialEntry[];
    readonly summary: Readonly<Record<string, unknown>>;
    readonly results: Readonly<Record<string, readonly (GraderResultEntry | null)[]>>;
    /** Task intents by task id (from `tasks` or the trials). */
    readonly intents: Readonly<Record<string, string>>;
    /** Provenance fields that must agree between the sides, flattened to strings. */
    readonly provenance: Readonly<Record<string, string>>;
    /** Per-key provenance (e.g. `metric_version` of the metric type behind a key). */
    readonly keyProvenance: Readonly<Record<string, Readonly<Record<string, string>>>>;
    /** The `agent_eval.shard` blocks of the files read (`grade --shard i/n`), with the dataset they slice. */
    readonly shards?: readonly ShardOfDataset[];
}
/** One shard report's place: shard `index` of `total` of the dataset file `dataset` (digest `sha256`). */
export interface ShardOfDataset {
    readonly index: number;
    readonly total: number;
    readonly dataset: string;
    readonly sha256: string;
}
/**
 * The shards a side lacks, per sliced dataset: `grade --shard i/n` reports of one grading that are
 * not all n of them (a matrix job that failed or was not downloaded) leave whole tasks out silently.
 */
export declare function missingShards(report: TrialReport): {
    dataset: string;
    total: number;
    missing: number[];
}[];
/** True when a parsed JSON value looks like a trial report rather than a GlossoGen run report. */
export declare function looksLikeTrialReport(raw: unknown): boolean;
/** The metric type behind a summary key: `exact_match.correct` → `exact_match`; views, graders and aggregators have none. */
export declare function metricTypeOf(key: string): string | undefined;
/** Parse and validate a trial report; the error names the source and the offending field. */
export declare function parseTrialReport(raw: unknown, source: string): TrialReport;
/**
 * Several trial reports of one side (shards of one dataset, or several datasets) as one: trials
 * and results concatenated in the given order. A trial id repeated across the reports is an error
 * (a shard given twice would double-count). Provenance must agree across the files.
 */
export declare function mergeTrialReports(reports: readonly {
    readonly report: TrialReport;
    readonly source: string;
}[]): TrialReport;
