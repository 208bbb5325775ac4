/** How `agent-eval diff` reads a metric's scores, for a plug-in to test what it declares. */
import { reportsToScoreTable } from "../diff/from-reports.js";
import type { Direction } from "../diff/score-table.js";
import type { Metric } from "../metrics/contract.js";
import { recordedDeclaration } from "../metrics/registry.js";
import type { EvaluationReport } from "../report/report.js";

export interface DiffReading {
  /** `higher-better`, `lower-better`, or `neutral` (only a gate rule makes it a regression). */
  readonly direction: Direction;
  /** Deltas in percentage points, Wilson/Newcombe intervals. */
  readonly fraction: boolean;
}

/**
 * The direction and fraction the diff gives `measurement` of `metric`: the metric's declaration,
 * recorded in the report the way `agent-eval evaluate` records it, or the diff's fallback for a
 * metric that declares nothing (higher-better when the name or unit says "similarity", a fraction
 * when the unit starts with "fraction").
 */
export function diffReading(metric: Metric, measurement: { readonly metric_name: string; readonly score_unit: string }): DiffReading {
  const report: EvaluationReport = {
    simulation_id: "diff-reading",
    scenario_name: "diff-reading",
    measurements: [{ metric_name: measurement.metric_name, score: 0, score_unit: measurement.score_unit, summary: "", per_round: [], per_agent: [] }],
    evaluation_cost: {
      usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      estimated_cost_usd: 0,
      model: "none",
      provider_name: "none",
    },
    agent_eval: {
      tool_version: "",
      event_log_sha256: "",
      incomplete_run: false,
      flags: [],
      inputs: {},
      metrics: { [metric.name]: { status: "ok", version: metric.version, measurements: [measurement.metric_name], ...recordedDeclaration(metric) } },
    },
  };
  const score = reportsToScoreTable([report]).runs[0]?.metrics[measurement.metric_name];
  if (score === undefined) throw new Error(`diffReading: no score for ${measurement.metric_name}`);
  return { direction: score.direction, fraction: score.fraction };
}
