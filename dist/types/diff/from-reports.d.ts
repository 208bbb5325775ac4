import type { EvaluationReport } from "../report/report.js";
import type { Direction, ScoreTable, SuccessCounts } from "./score-table.js";
/** What the caller knows about a run beyond its report (from the run log, when present). */
export interface RunMeta {
    /** Pairing scenario; defaults to the report's scenario_name. */
    readonly scenario?: string;
    /** `simulation_started.scenario_config.seed`, when the run log is available. */
    readonly seed?: string | number;
    /** Overrides the run id (defaults to simulation_id). */
    readonly runId?: string;
}
/** Fractions: round_success* always, plus any unit that declares itself a fraction. */
export declare function isFractionMetric(name: string, unit: string): boolean;
/** The default direction for a metric (see the module comment for the reasoning). */
export declare function defaultDirection(name: string, unit: string): Direction;
/** Success counts from a unit like `fraction of rounds succeeded (12/15)`. */
export declare function parseCountsFromUnit(unit: string): SuccessCounts | undefined;
/**
 * Build one side's score table from its reports. `runMeta[i]` describes `reports[i]`; pass the
 * seed from the run log so baseline and candidate runs of the same scenario/seed can be paired.
 * Runs come out sorted by id (code points), never in the order the paths were given, so every
 * output built from the table is stable. Duplicate run ids get a `#n` suffix in an order fixed by
 * the reports' content, so every run stays distinct.
 */
export declare function reportsToScoreTable(reports: readonly EvaluationReport[], runMeta?: readonly (RunMeta | undefined)[]): ScoreTable;
