/**
 * Merging an invocation into a `<scenario>_report.json` (spec §6.4) and its byte-exact
 * serialisation (§6.2), without zod: what every evaluation does. The report's schema and the
 * parsing of an existing report are in report.ts, which an evaluation imports only when there is
 * a report to merge into.
 */
import { defineOwn, ownValue } from "../core/own-keys.js";
import type { Measurement } from "../core/measurement.js";
import { type PyJson, PyFloat, dumpsIndent2 } from "../core/json-format.js";
import { type TokenUsage, ZERO_USAGE, addUsage, estimateCostUsd } from "../judge/pricing.js";
import type { AgentEvalBlock, EvaluationCost, EvaluationReport, MetricRecord } from "./report.js";

/**
 * How `evaluation_cost` is merged. `describe-report` (agent-eval's default, product decision 4):
 * the cost is the usage of the judge answers behind the measurements now in the report, summed
 * from the per-metric records, so a re-run metric replaces its own usage and a replayed report is
 * byte-identical to the recorded one. `glossogen-accumulate`: upstream's rule (spec §6.4), where
 * every invocation under the same judge adds its usage and another judge resets it.
 */
export type CostPolicy = "describe-report" | "glossogen-accumulate";

/** What one invocation produced for one run, before merging with an existing report. */
export interface InvocationResult {
  readonly simulationId: string;
  readonly scenarioName: string;
  /** Names the user asked for, in request order (duplicates kept, like upstream). */
  readonly requestedMetrics: readonly string[];
  readonly measurements: readonly Measurement[];
  /** Judge usage behind this invocation's measurements; undefined when no judge was involved. */
  readonly judgeCost: { readonly usage: TokenUsage; readonly model: string; readonly providerName: string } | undefined;
  readonly agentEval: AgentEvalBlock;
}

/** The cost of `usage` under one judge (a copy of the usage, its estimated price). */
function freshCost(cost: NonNullable<InvocationResult["judgeCost"]>): EvaluationCost {
  return {
    usage: { ...cost.usage },
    estimated_cost_usd: estimateCostUsd(cost.usage, cost.model),
    model: cost.model,
    provider_name: cost.providerName,
  };
}

const NO_JUDGE_COST: EvaluationCost = {
  usage: { ...ZERO_USAGE },
  estimated_cost_usd: 0,
  model: "none",
  provider_name: "none",
};

/**
 * Merge an invocation into an existing report (spec §6.4): entries of every requested name and
 * every name emitted now are replaced; the rest keep their order and go first. Costs add up under
 * the same judge and reset under another. An invocation that made no judge calls leaves the cost
 * alone, so a deterministic re-run never erases what the judge measurements cost.
 */
export function mergeReport(
  existing: EvaluationReport | undefined,
  result: InvocationResult,
  costPolicy: CostPolicy = "glossogen-accumulate",
): EvaluationReport {
  const stale = new Set<string>([...result.requestedMetrics, ...result.measurements.map((m) => m.metric_name)]);
  const measurements = [
    ...(existing?.measurements.filter((m) => !stale.has(m.metric_name)) ?? []),
    ...result.measurements,
  ];

  const previousMetrics = existing?.agent_eval?.metrics ?? {};
  const keptMetrics = Object.fromEntries(
    Object.entries(previousMetrics).filter(([name]) => !result.requestedMetrics.includes(name)),
  );
  const agentEval: AgentEvalBlock = {
    ...result.agentEval,
    metrics: { ...keptMetrics, ...result.agentEval.metrics },
  };

  let cost: EvaluationCost;
  if (costPolicy === "describe-report") cost = describedCost(existing, result, agentEval);
  else if (result.judgeCost === undefined) cost = existing?.evaluation_cost ?? NO_JUDGE_COST;
  else if (
    existing !== undefined &&
    existing.evaluation_cost.model === result.judgeCost.model &&
    existing.evaluation_cost.provider_name === result.judgeCost.providerName
  ) {
    cost = freshCost({ ...result.judgeCost, usage: addUsage(existing.evaluation_cost.usage, result.judgeCost.usage) });
  } else cost = freshCost(result.judgeCost);

  return {
    simulation_id: result.simulationId,
    scenario_name: result.scenarioName,
    measurements,
    evaluation_cost: cost,
    agent_eval: agentEval,
  };
}

/**
 * The cost of the judge answers behind the report: the per-metric judge usage of every metric
 * record under the report's judge. The report's judge is this invocation's when it called one,
 * else the existing report's. A report GlossoGen wrote (no agent_eval block) keeps its cost as a
 * base under the same judge, since its per-metric split is unknown.
 */
function describedCost(existing: EvaluationReport | undefined, result: InvocationResult, merged: AgentEvalBlock): EvaluationCost {
  const identity =
    result.judgeCost === undefined
      ? existing === undefined
        ? undefined
        : { model: existing.evaluation_cost.model, providerName: existing.evaluation_cost.provider_name }
      : { model: result.judgeCost.model, providerName: result.judgeCost.providerName };
  if (identity === undefined) return NO_JUDGE_COST;
  let usage: TokenUsage =
    existing !== undefined &&
    existing.agent_eval === undefined &&
    existing.evaluation_cost.model === identity.model &&
    existing.evaluation_cost.provider_name === identity.providerName
      ? existing.evaluation_cost.usage
      : ZERO_USAGE;
  for (const name of Object.keys(merged.metrics).sort()) {
    const judge = ownValue(merged.metrics, name)?.judge;
    if (judge !== undefined && judge.model === identity.model && judge.provider === identity.providerName) usage = addUsage(usage, judge.usage);
  }
  return freshCost({ ...identity, usage });
}

function measurementToJson(m: Measurement): PyJson {
  return {
    metric_name: m.metric_name,
    score: new PyFloat(m.score),
    score_unit: m.score_unit,
    summary: m.summary,
    per_round: m.per_round.map((r) => ({ round_number: r.round_number, value: new PyFloat(r.value), note: r.note })),
    per_agent: m.per_agent.map((a) => ({ agent_id: a.agent_id, value: new PyFloat(a.value), note: a.note })),
  };
}

function agentEvalToJson(block: AgentEvalBlock): PyJson {
  const metrics: Record<string, PyJson> = {};
  for (const name of Object.keys(block.metrics).sort()) {
    const record = block.metrics[name] as MetricRecord;
    defineOwn(metrics, name, {
      status: record.status,
      version: record.version,
      measurements: record.measurements,
      ...(record.error === undefined ? {} : { error: record.error }),
      ...(record.direction === undefined ? {} : { direction: record.direction }),
      ...(record.fraction === undefined ? {} : { fraction: record.fraction }),
      ...(record.judge === undefined
        ? {}
        : {
            judge: {
              model: record.judge.model,
              provider: record.judge.provider,
              usage: {
                input_tokens: record.judge.usage.input_tokens,
                output_tokens: record.judge.usage.output_tokens,
                cache_read_input_tokens: record.judge.usage.cache_read_input_tokens,
                cache_creation_input_tokens: record.judge.usage.cache_creation_input_tokens,
              },
            },
          }),
    });
  }
  return {
    tool_version: block.tool_version,
    event_log_sha256: block.event_log_sha256,
    incomplete_run: block.incomplete_run,
    flags: block.flags,
    inputs: block.inputs,
    metrics,
    ...(block.log_warnings === undefined || block.log_warnings.length === 0 ? {} : { log_warnings: block.log_warnings }),
  };
}

/** The report file's exact bytes (as a string): GlossoGen's key order and float style. */
export function serializeReport(report: EvaluationReport): string {
  const body: Record<string, PyJson> = {
    simulation_id: report.simulation_id,
    scenario_name: report.scenario_name,
    measurements: report.measurements.map(measurementToJson),
    evaluation_cost: {
      usage: {
        input_tokens: report.evaluation_cost.usage.input_tokens,
        output_tokens: report.evaluation_cost.usage.output_tokens,
        cache_read_input_tokens: report.evaluation_cost.usage.cache_read_input_tokens,
        cache_creation_input_tokens: report.evaluation_cost.usage.cache_creation_input_tokens,
      },
      estimated_cost_usd: new PyFloat(report.evaluation_cost.estimated_cost_usd),
      model: report.evaluation_cost.model,
      provider_name: report.evaluation_cost.provider_name,
    },
  };
  if (report.agent_eval !== undefined) body.agent_eval = agentEvalToJson(report.agent_eval);
  return dumpsIndent2(body);
}
