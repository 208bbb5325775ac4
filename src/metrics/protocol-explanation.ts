/**
 * `protocol_explanation` (spec §4.20, port spec §3.4): each agent, re-instantiated with its own
 * model, full system prompt and end-of-run history, is asked once to describe the protocol it
 * remembers — with the scenario's per-role describe template when it has one, else a generic
 * prompt. Answers overwrite `protocol_explanation_responses.jsonl` (untouched when every probe
 * failed), usage goes to `protocol_explanation_usage.json`; per_agent[].value is the history's
 * length in GlossoGen's messages (before pydantic-ai merges them).
 *
 * The replaced agent of a `replace_manifest.json` sees only what the manifest lets it see.
 * Differs from GlossoGen on purpose in one text: the generic prompt (for roles without a describe
 * template) is agent-eval's own wording, since none of GlossoGen's text is bundled.
 */
import { ownValue } from "../core/own-keys.js";
import { z } from "zod";
import genericSource from "../../templates/probes/protocol_explanation_generic.njk?raw";
import { type ChannelVisibility, buildMessageHistory, lastEventTimestamp } from "../core/history/message-history.js";
import { toConversation } from "../core/history/conversation.js";
import { formatFixed } from "../core/pynum.js";
import type { AgentObservation, Measurement } from "../core/measurement.js";
import type { BuiltinMetric, MetricContext } from "./contract.js";
import { dumpsCompact } from "./shared/probe-responses.js";
import { parseSidecarJson } from "./shared/sidecar-json.js";
import { type TemplateFile, fullSystemPrompt, historyPrompts, renderStrict } from "./probes/probe-config.js";
import { EXPLANATION_OUTPUT, ProbeUsage, assetsOrReason, callProbe, probeRequest, probedAgents, requireProbeModel, rowTimestamp } from "./probes/probe-call.js";
import { REPLACE_MANIFEST } from "./round-success-after-resume.js";
import { replaceManifestSchema } from "./shared/replace-manifests.js";
import { metricDeclaration } from "./lazy-builtins.js";

export const PROTOCOL_EXPLANATION = "protocol_explanation";
export const EXPLANATION_RESPONSES_FILE = "protocol_explanation_responses.jsonl";
export const EXPLANATION_USAGE_FILE = "protocol_explanation_usage.json";

const GENERIC: TemplateFile = { name: "templates/probes/protocol_explanation_generic.njk", source: genericSource };

async function readManifest(context: MetricContext): Promise<z.output<typeof replaceManifestSchema> | undefined> {
  const text = await context.sidecars.readText(REPLACE_MANIFEST);
  return text === undefined ? undefined : parseSidecarJson(PROTOCOL_EXPLANATION, REPLACE_MANIFEST, text, replaceManifestSchema);
}

/** What the replaced agent may see: visible channels full or from their floor, blocked channels not at all. */
function visibilityFor(agentId: string, manifest: z.output<typeof replaceManifestSchema> | undefined): Map<string, ChannelVisibility> {
  const map = new Map<string, ChannelVisibility>();
  if (manifest === undefined || manifest.replaced_agent_id !== agentId) return map;
  for (const channel of manifest.channels_with_visible_history) {
    const floor = ownValue(manifest.channel_history_floors, channel);
    map.set(channel, floor === undefined ? { kind: "full" } : { kind: "from_round", floor });
  }
  for (const channel of manifest.blocked_tool_call_channels) map.set(channel, { kind: "none" });
  return map;
}

async function compute(context: MetricContext): Promise<Measurement[]> {
  if (context.events.length === 0) return [];
  const assets = assetsOrReason(context);
  if (typeof assets === "string") {
    context.log(`protocol_explanation does not apply: ${assets}`);
    return [];
  }
  if (!assets.runner.ok) {
    context.log(`protocol_explanation does not apply: ${assets.runner.reason}`);
    return [];
  }
  const runner = assets.runner.value;
  const model = requireProbeModel(context, PROTOCOL_EXPLANATION);
  const manifest = await readManifest(context);
  // role name -> describe template (the inverse of the role groups, for groups that have one; later
  // groups win), or the path of a declared template file that is absent: that fails the metric
  // only when an agent of the role is asked, as GlossoGen's renderer fails only then
  const byRole = new Map<string, TemplateFile | { readonly missing: string }>();
  if (assets.explanation.ok) {
    for (const [filter, roles] of assets.explanation.value.roleGroups) {
      const template = assets.explanation.value.templates.get(filter);
      const missing = assets.explanation.value.missingTemplates.get(filter);
      const entry = template ?? (missing === undefined ? undefined : { missing });
      if (entry !== undefined) for (const role of roles) byRole.set(role, entry);
    }
  }
  const prompts = historyPrompts(runner);
  const target = lastEventTimestamp(context.events);
  const usage = new ProbeUsage();
  const rows: string[] = [];
  const perAgent: AgentObservation[] = [];

  for (const agent of probedAgents(context.events, context.agentConfigs)) {
    const history = buildMessageHistory(context.events, {
      agentId: agent.agent_id,
      systemPrompt: fullSystemPrompt(agent.system_prompt, agent.role_name, runner),
      prompts,
      cutoffRound: null,
      targetTimestamp: target,
      channelVisibility: visibilityFor(agent.agent_id, manifest),
      splitParallelToolCalls: agent.provider === "self-hosted",
    });
    if (history.length === 0) {
      context.log(`protocol_explanation: agent ${agent.agent_id} has no history to rebuild, skipped`);
      continue;
    }
    const entry = byRole.get(agent.role_name);
    if (entry !== undefined && "missing" in entry) throw new Error(`${PROTOCOL_EXPLANATION}: describe template ${entry.missing} not found (role '${agent.role_name}' of agent ${agent.agent_id})`);
    const template = entry;
    const prompt = renderStrict(template ?? GENERIC, {});
    const request = probeRequest(PROTOCOL_EXPLANATION, agent, toConversation(history, [prompt]), EXPLANATION_OUTPUT, 1, (template ?? GENERIC).source);
    const answer = await callProbe(model, request, EXPLANATION_OUTPUT, context, `protocol_explanation: ${agent.agent_id}`);
    if (answer === undefined) continue;
    usage.add(agent.model, agent.provider, answer.response.usage);
    rows.push(
      dumpsCompact({
        timestamp: rowTimestamp(answer.response, context),
        agent_id: agent.agent_id,
        role_name: agent.role_name,
        model: agent.model,
        provider: agent.provider,
        template_name: template === undefined ? null : (template.name.split(/[\\/]/).pop() ?? template.name),
        description_text: answer.output.description,
      }),
    );
    perAgent.push({ agent_id: agent.agent_id, value: history.length, note: answer.output.description });
  }
  if (rows.length === 0) return [];
  await context.sidecars.writeText(EXPLANATION_RESPONSES_FILE, `${rows.join("\n")}\n`);
  await context.sidecars.writeText(EXPLANATION_USAGE_FILE, usage.serialize());
  return [
    {
      metric_name: PROTOCOL_EXPLANATION,
      score: rows.length,
      score_unit: "agents probed",
      summary:
        `Probed ${rows.length} agent(s) for a protocol explanation; answers written to ${EXPLANATION_RESPONSES_FILE} and per_agent[].note; ` +
        `probe LLM cost $${formatFixed(usage.totalCostUsd(), 4)}.`,
      per_round: [],
      per_agent: perAgent,
    },
  ];
}

export const protocolExplanation: BuiltinMetric = {
  ...metricDeclaration(PROTOCOL_EXPLANATION),
  compute,
};
