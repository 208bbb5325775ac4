import type { ScoreTable } from "../diff/score-table.js";
/** The chart's metric: 0/1 per-round outcomes. */
export declare const CHART_METRIC = "round_success";
/** Beyond this many rounds the chart is unreadable and left out. */
export declare const MAX_CHART_ROUNDS = 100;
export interface RoundRate {
    readonly round: number;
    /** Sum of the runs' round values (successes for 0/1 outcomes). */
    readonly total: number;
    readonly trials: number;
}
/** Pooled per-round rates of `metric`, sorted by round; empty when no run has per-round values. */
export declare function perRoundRates(table: ScoreTable, metric?: string): RoundRate[];
/** Runs of the table that have per-round values for `metric`. */
export declare function runsWithRounds(table: ScoreTable, metric?: string): number;
/** A rate as a percentage with one decimal, for the chart's data ("83.3"). */
export declare function percent(rate: RoundRate): string;
