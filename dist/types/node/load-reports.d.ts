import { type RunMeta } from "../diff/from-reports.js";
import type { ScoreTable } from "../diff/score-table.js";
import { type TrialReport } from "../diff/trial-report.js";
import { type EvaluationReport } from "../report/report.js";
export declare const REPORT_SUFFIX = "_report.json";
export interface LoadedReport {
    readonly path: string;
    readonly report: EvaluationReport;
    readonly meta: RunMeta;
    /** The event log the seed came from, when one was found. */
    readonly eventLog: string | undefined;
}
export interface LoadedSide {
    readonly table: ScoreTable;
    readonly reports: readonly LoadedReport[];
    /** Non-fatal problems (e.g. an unreadable event log: that run is not paired by seed). */
    readonly warnings: readonly string[];
}
/**
 * The report files behind the given paths, deduplicated, in a stable order (per path: sorted).
 * `flag` names the option in errors (e.g. "--baseline").
 */
export declare function findReportFiles(paths: readonly string[], flag: string): Promise<string[]>;
/** The first line of a file, read in chunks; undefined if the file does not exist. */
export declare function readFirstLine(file: string, maxBytes?: number): Promise<string | undefined>;
/**
 * The seed from a `simulation_started` line (undefined when the run has none, e.g. `null`), or the
 * problem with the line.
 */
export declare function seedFromFirstLine(line: string): {
    seed: string | number | bigint | undefined;
} | {
    problem: string;
};
/** What to do with two files on one side that hold the same run (see findDuplicateRuns). */
export type DuplicateRunPolicy = "refuse" | "warn";
/**
 * Read one side: find the reports, parse them, read seeds, build the score table. A fraction
 * metric's score outside [0, 1] is an input error naming the file and field. Two files that
 * hold the same run (same simulation_id and scenario, from the same event log) are an input error naming both (`refuse`,
 * for a diff: the run would count twice), or a warning (`warn`, for an export's rows).
 */
export declare function loadSide(paths: readonly string[], flag: string, duplicates?: DuplicateRunPolicy): Promise<LoadedSide>;
/** `agent-eval grade` writes `<dataset name>.report.json`. */
export declare const TRIAL_REPORT_SUFFIX = ".report.json";
/**
 * Whether the paths of one side hold trial reports (rather than GlossoGen run reports): every
 * file given is a JSON object with a `trials` array (or is named `*.report.json` and has no
 * `measurements`), and every directory given holds no
 * `*_report.json` but some `*.report.json`.
 */
export declare function holdsTrialReports(paths: readonly string[], flag: string): Promise<boolean>;
export interface LoadedTrialSide {
    /** All the side's trial reports as one (shards concatenated in path order). */
    readonly report: TrialReport;
    readonly files: readonly string[];
}
/**
 * Read one side made of trial reports: files, or directories searched recursively for
 * `*.report.json`. Several files (shards of one dataset, or several datasets) are merged; a trial
 * seen twice is an error naming both files.
 */
export declare function loadTrialSide(paths: readonly string[], flag: string): Promise<LoadedTrialSide>;
