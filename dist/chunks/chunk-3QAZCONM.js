import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  ZERO_USAGE,
  addUsage,
  estimateCostUsd
} from "./chunk-WE7WMGMW.js";
import {
  PyFloat,
  dumpsIndent2
} from "./chunk-6UXS7MO4.js";
import {
  defineOwn,
  ownValue
} from "./chunk-YGHWAPUX.js";

// src/report/report-write.ts
function freshCost(cost) {
  return {
    usage: { ...cost.usage },
    estimated_cost_usd: estimateCostUsd(cost.usage, cost.model),
    model: cost.model,
    provider_name: cost.providerName
  };
}
var NO_JUDGE_COST = {
  usage: { ...ZERO_USAGE },
  estimated_cost_usd: 0,
  model: "none",
  provider_name: "none"
};
function mergeReport(existing, result, costPolicy = "glossogen-accumulate") {
  const stale = /* @__PURE__ */ new Set([...result.requestedMetrics, ...result.measurements.map((m) => m.metric_name)]);
  const measurements = [
    ...existing?.measurements.filter((m) => !stale.has(m.metric_name)) ?? [],
    ...result.measurements
  ];
  const previousMetrics = existing?.agent_eval?.metrics ?? {};
  const keptMetrics = Object.fromEntries(
    Object.entries(previousMetrics).filter(([name]) => !result.requestedMetrics.includes(name))
  );
  const agentEval = {
    ...result.agentEval,
    metrics: { ...keptMetrics, ...result.agentEval.metrics }
  };
  let cost;
  if (costPolicy === "describe-report") cost = describedCost(existing, result, agentEval);
  else if (result.judgeCost === void 0) cost = existing?.evaluation_cost ?? NO_JUDGE_COST;
  else if (existing !== void 0 && existing.evaluation_cost.model === result.judgeCost.model && existing.evaluation_cost.provider_name === result.judgeCost.providerName) {
    cost = freshCost({ ...result.judgeCost, usage: addUsage(existing.evaluation_cost.usage, result.judgeCost.usage) });
  } else cost = freshCost(result.judgeCost);
  return {
    simulation_id: result.simulationId,
    scenario_name: result.scenarioName,
    measurements,
    evaluation_cost: cost,
    agent_eval: agentEval
  };
}
function describedCost(existing, result, merged) {
  const identity = result.judgeCost === void 0 ? existing === void 0 ? void 0 : { model: existing.evaluation_cost.model, providerName: existing.evaluation_cost.provider_name } : { model: result.judgeCost.model, providerName: result.judgeCost.providerName };
  if (identity === void 0) return NO_JUDGE_COST;
  let usage = existing !== void 0 && existing.agent_eval === void 0 && existing.evaluation_cost.model === identity.model && existing.evaluation_cost.provider_name === identity.providerName ? existing.evaluation_cost.usage : ZERO_USAGE;
  for (const name of Object.keys(merged.metrics).sort()) {
    const judge = ownValue(merged.metrics, name)?.judge;
    if (judge !== void 0 && judge.model === identity.model && judge.provider === identity.providerName) usage = addUsage(usage, judge.usage);
  }
  return freshCost({ ...identity, usage });
}
function measurementToJson(m) {
  return {
    metric_name: m.metric_name,
    score: new PyFloat(m.score),
    score_unit: m.score_unit,
    summary: m.summary,
    per_round: m.per_round.map((r) => ({ round_number: r.round_number, value: new PyFloat(r.value), note: r.note })),
    per_agent: m.per_agent.map((a) => ({ agent_id: a.agent_id, value: new PyFloat(a.value), note: a.note }))
  };
}
function agentEvalToJson(block) {
  const metrics = {};
  for (const name of Object.keys(block.metrics).sort()) {
    const record = block.metrics[name];
    defineOwn(metrics, name, {
      status: record.status,
      version: record.version,
      measurements: record.measurements,
      ...record.error === void 0 ? {} : { error: record.error },
      ...record.direction === void 0 ? {} : { direction: record.direction },
      ...record.fraction === void 0 ? {} : { fraction: record.fraction },
      ...record.judge === void 0 ? {} : {
        judge: {
          model: record.judge.model,
          provider: record.judge.provider,
          usage: {
            input_tokens: record.judge.usage.input_tokens,
            output_tokens: record.judge.usage.output_tokens,
            cache_read_input_tokens: record.judge.usage.cache_read_input_tokens,
            cache_creation_input_tokens: record.judge.usage.cache_creation_input_tokens
          }
        }
      }
    });
  }
  return {
    tool_version: block.tool_version,
    event_log_sha256: block.event_log_sha256,
    incomplete_run: block.incomplete_run,
    flags: block.flags,
    inputs: block.inputs,
    metrics,
    ...block.log_warnings === void 0 || block.log_warnings.length === 0 ? {} : { log_warnings: block.log_warnings }
  };
}
function serializeReport(report) {
  const body = {
    simulation_id: report.simulation_id,
    scenario_name: report.scenario_name,
    measurements: report.measurements.map(measurementToJson),
    evaluation_cost: {
      usage: {
        input_tokens: report.evaluation_cost.usage.input_tokens,
        output_tokens: report.evaluation_cost.usage.output_tokens,
        cache_read_input_tokens: report.evaluation_cost.usage.cache_read_input_tokens,
        cache_creation_input_tokens: report.evaluation_cost.usage.cache_creation_input_tokens
      },
      estimated_cost_usd: new PyFloat(report.evaluation_cost.estimated_cost_usd),
      model: report.evaluation_cost.model,
      provider_name: report.evaluation_cost.provider_name
    }
  };
  if (report.agent_eval !== void 0) body.agent_eval = agentEvalToJson(report.agent_eval);
  return dumpsIndent2(body);
}

export {
  mergeReport,
  serializeReport
};
