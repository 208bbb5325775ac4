/**
 * Per-round success rates for the comment's chart: round outcomes pooled over the runs of one
 * side (round r's rate = mean of the runs' round-r values). Pure.
 */
import { ownValue } from "../core/own-keys.js";
import type { ScoreTable } from "../diff/score-table.js";

/** The chart's metric: 0/1 per-round outcomes. */
export const CHART_METRIC = "round_success";

/** Beyond this many rounds the chart is unreadable and left out. */
export const MAX_CHART_ROUNDS = 100;

export interface RoundRate {
  readonly round: number;
  /** Sum of the runs' round values (successes for 0/1 outcomes). */
  readonly total: number;
  readonly trials: number;
}

/** Pooled per-round rates of `metric`, sorted by round; empty when no run has per-round values. */
export function perRoundRates(table: ScoreTable, metric: string = CHART_METRIC): RoundRate[] {
  const tally = new Map<number, { total: number; trials: number }>();
  for (const run of table.runs) {
    for (const r of ownValue(run.metrics, metric)?.rounds ?? []) {
      const t = tally.get(r.round) ?? { total: 0, trials: 0 };
      tally.set(r.round, { total: t.total + r.value, trials: t.trials + 1 });
    }
  }
  return [...tally.entries()].sort(([a], [b]) => a - b).map(([round, t]) => ({ round, ...t }));
}

/** Runs of the table that have per-round values for `metric`. */
export function runsWithRounds(table: ScoreTable, metric: string = CHART_METRIC): number {
  return table.runs.filter((run) => (ownValue(run.metrics, metric)?.rounds?.length ?? 0) > 0).length;
}

/** A rate as a percentage with one decimal, for the chart's data ("83.3"). */
export function percent(rate: RoundRate): string {
  const value = Math.round((rate.total / rate.trials) * 1000) / 10;
  return (value === 0 ? 0 : value).toFixed(1);
}
