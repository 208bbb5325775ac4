import type { MetricDiffDeclaration } from "../metrics/contract.js";
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
/** Fallback for a metric that declares nothing: a unit that calls itself a fraction. */
export declare function isFractionMetric(unit: string): boolean;
/** Fallback for a metric that declares nothing (see the module comment). */
export declare function defaultDirection(name: string, unit: string): Direction;
/** Declarations by registry metric name. */
export type MetricDeclarations = ReadonlyMap<string, MetricDiffDeclaration>;
/** Success counts from a unit like `fraction of rounds succeeded (12/15)`. */
export declare function parseCountsFromUnit(unit: string): SuccessCounts | undefined;
/**
 * Build one side's score table from its reports. `runMeta[i]` describes `reports[i]`; pass the
 * seed from the run log so baseline and candidate runs of the same scenario/seed can be paired.
 * Runs come out sorted by id (code points), never in the order the paths were given, so every
 * output built from the table is stable. Duplicate run ids get a `#n` suffix in an order fixed by
 * the reports' content, so every run stays distinct. `declarations` say which way each metric is
 * better and whether it is a fraction, beyond what the reports record (default: the built-ins').
 */
export declare function reportsToScoreTable(reports: readonly EvaluationReport[], runMeta?: readonly (RunMeta | undefined)[], declarations?: MetricDeclarations): ScoreTable;
