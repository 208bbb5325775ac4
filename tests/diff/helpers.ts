/** Builders for score tables in the diff tests. */
import type { MetricScore, ScoreRun, ScoreTable } from "../../src/diff/score-table.js";

/** A round_success score for `won` of `total` rounds; round outcomes: the first `won` rounds succeed. */
export function roundSuccess(won: number, total: number, extra: Partial<MetricScore> = {}): MetricScore {
  return {
    unit: `fraction of rounds succeeded (${won}/${total})`,
    direction: "higher-better",
    fraction: true,
    score: won / total,
    counts: { successes: won, trials: total },
    provenance: { metric_version: "round_success@1" },
    ...extra,
  };
}

/** A plain (non-fraction) score. */
export function plain(score: number, extra: Partial<MetricScore> = {}): MetricScore {
  return { unit: "bits/char", direction: "neutral", fraction: false, score, provenance: { metric_version: "message_entropy@1" }, ...extra };
}

export interface RunOptions {
  readonly seeds?: boolean;
  readonly digestPrefix?: string;
  readonly provenance?: Record<string, string>;
}

/** One run per entry; run i gets id `<side>-<i+1>`, seed i+1 when `seeds`, digest `<digestPrefix><i+1>`. */
export function table(side: string, metrics: readonly Record<string, MetricScore>[], options: RunOptions = {}): ScoreTable {
  const runs: ScoreRun[] = metrics.map((m, i) => ({
    id: `${side}-${i + 1}`,
    pairing: { scenario: "veyru", ...(options.seeds === true ? { seed: String(i + 1) } : {}) },
    eventLogDigest: `${options.digestPrefix ?? side}${i + 1}`,
    provenance: options.provenance ?? { scenario_mode: "standard" },
    metrics: m,
  }));
  return { runs };
}

/** round_success runs from success counts out of `n`. */
export function successRuns(side: string, successes: readonly number[], n = 20, options: RunOptions = {}): ScoreTable {
  return table(
    side,
    successes.map((s) => ({ round_success: roundSuccess(s, n) })),
    options,
  );
}

export const WORKED_BASELINE = [17, 13, 18, 14, 16];
export const WORKED_CANDIDATE = [15, 11, 17, 11, 14];
