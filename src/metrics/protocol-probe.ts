/**
 * `protocol_probe` (spec §4.21, port spec §3.3): every agent whose role matches a question of the
 * scenario's question bank is re-instantiated from the log — its full system prompt and its
 * history up to `--probe-round` (exclusive) — and asked the question `--probe-replicas` times
 * with its own model. Each answer appends one row to `protocol_probe_responses.jsonl`, which the
 * three probe-similarity metrics read; `protocol_probe_usage.json` is overwritten.
 *
 * The calls go through the fixture store like judge calls (recorded-judges/protocol_probe/),
 * keyed by the whole request (the agent's provider and model included) and the replica index.
 */
import { buildMessageHistory, lastEventTimestamp } from "../core/history/message-history.js";
import { toConversation } from "../core/history/conversation.js";
import { formatFixed } from "../core/pynum.js";
import type { Measurement } from "../core/measurement.js";
import { type BuiltinMetric, type MetricContext, appendSidecar } from "./contract.js";
import { PROBE_RESPONSES_FILE, dumpsCompact } from "./shared/probe-responses.js";
import { fullSystemPrompt, historyPrompts, renderStrict } from "./probes/probe-config.js";
import { PROBE_OUTPUT, ProbeUsage, assetsOrReason, callProbe, probeRequest, probedAgents, requireProbeModel, rowTimestamp } from "./probes/probe-call.js";
import { metricDeclaration } from "./lazy-builtins.js";

export const PROTOCOL_PROBE = "protocol_probe";
export const PROBE_USAGE_FILE = "protocol_probe_usage.json";
/** The text block before the question, followed by a cache point (GlossoGen's probe intro). */
export const PROBE_INTRO = "PROTOCOL PROBE:";

async function compute(context: MetricContext): Promise<Measurement[]> {
  const assets = assetsOrReason(context);
  if (typeof assets === "string") {
    context.log(`protocol_probe does not apply: ${assets}`);
    return [];
  }
  if (!assets.probe.ok) {
    context.log(`protocol_probe does not apply: ${assets.probe.reason}`);
    return [];
  }
  const config = assets.probe.value;
  const replicas = context.options.probeReplicas;
  if (replicas === undefined || !Number.isInteger(replicas) || replicas < 1) {
    throw new Error(`protocol_probe needs --probe-replicas N with N >= 1 (got ${replicas === undefined ? "none" : String(replicas)})`);
  }
  if (!assets.runner.ok) {
    context.log(`protocol_probe does not apply: ${assets.runner.reason}`);
    return [];
  }
  const runner = assets.runner.value;
  const model = requireProbeModel(context, PROTOCOL_PROBE);
  const cutoffRound = context.options.probeRound ?? null;
  const prompts = historyPrompts(runner);
  const agents = probedAgents(context.events, context.agentConfigs);
  const target = lastEventTimestamp(context.events);
  const usage = new ProbeUsage();
  let rows = 0;
  // GlossoGen opens the responses file in append mode before the first question: it exists
  // afterwards (empty when no probe answered), whatever the loop writes
  await appendSidecar(context.sidecars, PROBE_RESPONSES_FILE, "");

  for (const question of config.questions) {
    const roles = config.roleGroups.get(question.agent_role_filter);
    const matching = agents.filter((agent) => roles?.has(agent.role_name) === true);
    if (matching.length === 0) {
      context.log(`protocol_probe: question ${question.id}: no agent has a role in group '${question.agent_role_filter}', skipped`);
      continue;
    }
    const template = config.templates.get(question.agent_role_filter);
    if (template === undefined) {
      const named = config.missingTemplates.get(question.agent_role_filter);
      context.log(
        `warning: protocol_probe: question ${question.id}: no probe template for role group '${question.agent_role_filter}'` +
          `${named === undefined ? "" : ` (${named} not found)`}, skipped`,
      );
      continue;
    }
    const probePrompt = renderStrict(template, question.inputs);
    for (const agent of matching) {
      const systemPrompt = fullSystemPrompt(agent.system_prompt, agent.role_name, runner);
      const history = buildMessageHistory(context.events, {
        agentId: agent.agent_id,
        systemPrompt,
        prompts,
        cutoffRound,
        targetTimestamp: target,
        splitParallelToolCalls: agent.provider === "self-hosted",
      });
      if (history.length === 0) {
        context.log(`warning: protocol_probe: agent ${agent.agent_id} has no history to rebuild${cutoffRound === null ? "" : ` before round ${cutoffRound}`}, skipped`);
        continue;
      }
      const conversation = toConversation(history, [PROBE_INTRO, { kind: "cache_point" }, probePrompt]);
      for (let replica = 1; replica <= replicas; replica++) {
        const request = probeRequest(PROTOCOL_PROBE, agent, conversation, PROBE_OUTPUT, replica, template.source);
        const answer = await callProbe(model, request, PROBE_OUTPUT, context, `protocol_probe: ${agent.agent_id} / ${question.id} replica ${replica}`);
        if (answer === undefined) continue;
        usage.add(agent.model, agent.provider, answer.response.usage);
        const row = dumpsCompact({
          timestamp: rowTimestamp(answer.response, context),
          replica_index: replica,
          agent_id: agent.agent_id,
          role_name: agent.role_name,
          model: agent.model,
          provider: agent.provider,
          question_id: question.id,
          question_role_filter: question.agent_role_filter,
          cutoff_round: cutoffRound,
          reasoning_text: answer.output.reasoning,
          response_text: answer.output.message,
        });
        await appendSidecar(context.sidecars, PROBE_RESPONSES_FILE, `${row}\n`);
        rows++;
      }
    }
  }
  await context.sidecars.writeText(PROBE_USAGE_FILE, usage.serialize());
  return [
    {
      metric_name: PROTOCOL_PROBE,
      score: rows,
      score_unit: "probe responses",
      summary:
        `Collected ${rows} probe responses across ${config.questions.length} questions × ${replicas} replica(s); ` +
        `written to ${PROBE_RESPONSES_FILE}; probe LLM cost $${formatFixed(usage.totalCostUsd(), 4)} (see ${PROBE_USAGE_FILE})`,
      per_round: [],
      per_agent: [],
    },
  ];
}

export const protocolProbe: BuiltinMetric = {
  ...metricDeclaration(PROTOCOL_PROBE),
  compute,
};
