import { type MetricDiffDeclaration, isFractionMetric } from "../metrics/contract.js";
import type { EvaluationReport } from "../report/report.js";
import type { Direction, ScoreTable, SuccessCounts } from "./score-table.js";
/** What the caller knows about a run beyond its report (from the run log, when present). */
export interface RunMeta {
    /** Pairing scenario; defaults to the report's scenario_name. */
    readonly scenario?: string;
    /** `simulation_started.scenario_config.seed`, when the run log is available. */
    readonly seed?: string | number | bigint;
    /** Overrides the run id (defaults to simulation_id). */
    readonly runId?: string;
}
export { isFractionMetric };
/** Fallback for a metric that declares nothing (see the module comment). */
export declare function defaultDirection(name: string, unit: string): Direction;
/** Declarations by registry metric name. */
export type MetricDeclarations = ReadonlyMap<string, MetricDiffDeclaration>;
/** Success counts from a unit like `fraction of rounds succeeded (12/15)`. */
export declare function parseCountsFromUnit(unit: string): SuccessCounts | undefined;
/** A fraction measurement whose score is not in [0, 1]. */
export interface FractionOutOfRange {
    /** The report field, e.g. `measurements.0.score`. */
    readonly field: string;
    readonly metric: string;
    readonly score: number;
}
/**
 * The first measurement of a report that its metric declares a fraction (in the report's record
 * of the metric, else in `declarations`, else by the contract's default for a known metric: the
 * unit starts with "fraction") but whose score is outside [0, 1] (1e308 would print as
 * "Infinity%"). A measurement of no known metric (no record lists it, no built-in name fits) is
 * not checked: nothing declares it a fraction. Non-finite scores never get here (the report
 * schema refuses them).
 */
export declare function fractionOutOfRange(report: EvaluationReport, declarations?: MetricDeclarations): FractionOutOfRange | undefined;
/** What is wrong with the score, for an error that names the file before it. */
export declare function describeFractionOutOfRange(outOfRange: FractionOutOfRange): string;
/** Two report files on one side that hold the same run. */
export interface DuplicateRun {
    readonly simulationId: string;
    readonly scenario: string;
    /** The first file that holds the run, and the later one. */
    readonly first: string;
    readonly second: string;
}
/**
 * Reports on one side that hold the same run: the same simulation_id and scenario_name, made
 * from the same event log where both record its digest (the same file given under two names,
 * copied, or one log evaluated twice). The run is the unit of independence, so counting one twice
 * would inflate n and narrow every interval. Different logs under one id (the testing kit numbers
 * every built run's events from e0001) stay distinct runs. `sources[i]` names `reports[i]`.
 */
export declare function findDuplicateRuns(reports: readonly EvaluationReport[], sources: readonly string[]): DuplicateRun[];
/** Which file repeats which run, for an error or a warning that says what follows. */
export declare function describeDuplicateRun(duplicate: DuplicateRun): string;
/**
 * Build one side's score table from its reports. `runMeta[i]` describes `reports[i]`; pass the
 * seed from the run log so baseline and candidate runs of the same scenario/seed can be paired.
 * Runs come out sorted by id (code points), never in the order the paths were given, so every
 * output built from the table is stable. Duplicate run ids get a `#n` suffix in an order fixed by
 * the reports' content, so every run stays distinct. `declarations` say which way each metric is
 * better and whether it is a fraction, beyond what the reports record (default: the built-ins').
 */
export declare function reportsToScoreTable(reports: readonly EvaluationReport[], runMeta?: readonly (RunMeta | undefined)[], declarations?: MetricDeclarations): ScoreTable;
