import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-KGWETHEU.js";

// src/core/events.ts
var envelope = {
  event_id: external_exports.string(),
  timestamp: external_exports.string().optional(),
  round_number: external_exports.number().int()
};
var messageSchema = external_exports.object({
  message_id: external_exports.string(),
  channel_id: external_exports.string(),
  sender_agent_id: external_exports.string(),
  sender_display_name: external_exports.string(),
  text: external_exports.string(),
  timestamp: external_exports.string().optional(),
  round_number: external_exports.number().int()
});
var usageSchema = external_exports.object({
  input_tokens: external_exports.number().int(),
  output_tokens: external_exports.number().int(),
  cache_read_input_tokens: external_exports.number().int().optional(),
  cache_creation_input_tokens: external_exports.number().int().optional()
});
var jsonObject = external_exports.custom(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
  "expected a JSON object"
);
var channelVisibilitySchema = external_exports.discriminatedUnion("kind", [
  external_exports.strictObject({ kind: external_exports.literal("full") }),
  external_exports.strictObject({ kind: external_exports.literal("none") }),
  external_exports.strictObject({ kind: external_exports.literal("from_round"), round_floor: external_exports.number().int().min(1) })
]);
var coreEventSchemas = {
  simulation_started: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("simulation_started"),
    run_id: external_exports.string(),
    scenario_name: external_exports.string(),
    scenario_description: external_exports.string(),
    channel_ids: external_exports.array(external_exports.string()),
    scenario_config: jsonObject.default({}),
    provider: external_exports.string()
  }),
  agent_registered: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("agent_registered"),
    agent_id: external_exports.string(),
    role_name: external_exports.string(),
    system_prompt: external_exports.string(),
    channel_ids: external_exports.array(external_exports.string()),
    tool_names: external_exports.array(external_exports.string()),
    model: external_exports.string(),
    provider: external_exports.string(),
    max_tokens: external_exports.number().int()
  }),
  agent_connected: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("agent_connected"),
    agent_id: external_exports.string(),
    role_name: external_exports.string(),
    model: external_exports.string()
  }),
  message_sent: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("message_sent"),
    message: messageSchema,
    token_count: external_exports.number().int()
  }),
  llm_response_received: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("llm_response_received"),
    agent_id: external_exports.string(),
    thinking: external_exports.string().nullable().default(null),
    text: external_exports.string().nullable(),
    tool_calls: external_exports.array(external_exports.object({ call_id: external_exports.string(), tool_name: external_exports.string(), arguments: jsonObject })),
    stop_reason: external_exports.string().nullable(),
    usage: usageSchema
  }),
  tool_call_invoked: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("tool_call_invoked"),
    agent_id: external_exports.string(),
    call_id: external_exports.string(),
    tool_name: external_exports.string(),
    arguments: jsonObject
  }),
  tool_result_received: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("tool_result_received"),
    agent_id: external_exports.string(),
    tool_name: external_exports.string(),
    call_id: external_exports.string(),
    arguments: jsonObject,
    result: external_exports.string()
  }),
  context_compacted: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("context_compacted"),
    agent_id: external_exports.string(),
    provider_name: external_exports.string(),
    summary_char_count: external_exports.number().int(),
    summary_text: external_exports.string()
  }),
  round_advanced: external_exports.object({ ...envelope, event_type: external_exports.literal("round_advanced"), trigger: external_exports.string() }),
  agent_run_cycle_failed: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("agent_run_cycle_failed"),
    agent_id: external_exports.string(),
    cycle: external_exports.number().int(),
    error_type: external_exports.string(),
    message: external_exports.string()
  }),
  round_ended: external_exports.object({ ...envelope, event_type: external_exports.literal("round_ended"), trigger: external_exports.string() }),
  round_result_recorded: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("round_result_recorded"),
    success: external_exports.boolean(),
    team_id: external_exports.string().nullable(),
    reason: external_exports.string()
  }),
  injection_delivered: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("injection_delivered"),
    agent_id: external_exports.string(),
    text: external_exports.string()
  }),
  postmortem_started: external_exports.object({ ...envelope, event_type: external_exports.literal("postmortem_started") }),
  postmortem_ended: external_exports.object({ ...envelope, event_type: external_exports.literal("postmortem_ended"), trigger: external_exports.string() }),
  channel_history_cleared: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("channel_history_cleared"),
    channel_id: external_exports.string(),
    reason: external_exports.string()
  }),
  channel_membership_changed: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("channel_membership_changed"),
    channel_id: external_exports.string(),
    member_agent_ids: external_exports.array(external_exports.string()),
    reason: external_exports.string()
  }),
  world_event_delivered: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("world_event_delivered"),
    agent_id: external_exports.string(),
    text: external_exports.string()
  }),
  simulation_ended: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("simulation_ended"),
    reason: external_exports.enum(["scenario_complete", "in_progress", "starting", "error", "killed"]),
    total_messages: external_exports.number().int(),
    total_cost_usd: external_exports.number()
  }),
  agent_swapped_mid_run: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("agent_swapped_mid_run"),
    agent_id: external_exports.string(),
    new_model: external_exports.string(),
    new_provider: external_exports.string(),
    channel_visibility: external_exports.record(external_exports.string(), channelVisibilitySchema)
  }),
  postmortem_disabled_mid_run: external_exports.object({ ...envelope, event_type: external_exports.literal("postmortem_disabled_mid_run") }),
  case_injected_mid_run: external_exports.object({
    ...envelope,
    event_type: external_exports.literal("case_injected_mid_run"),
    scenario_payload: jsonObject
  })
};
var predicates = /* @__PURE__ */ new Map();
function ofType(type) {
  let predicate = predicates.get(type);
  if (predicate === void 0) {
    predicate = (event) => event.event_type === type;
    predicates.set(type, predicate);
  }
  return predicate;
}
var typeIndexes = /* @__PURE__ */ new WeakMap();
function eventsOfType(events, type) {
  let index = typeIndexes.get(events);
  if (index === void 0) {
    index = /* @__PURE__ */ new Map();
    for (const event of events) {
      const list = index.get(event.event_type);
      if (list === void 0) index.set(event.event_type, [event]);
      else list.push(event);
    }
    typeIndexes.set(events, index);
  }
  return index.get(type) ?? [];
}
function agentConfigsOf(events) {
  return events.filter(ofType("agent_registered")).map((e) => ({
    agent_id: e.agent_id,
    role_name: e.role_name,
    system_prompt: e.system_prompt,
    channel_ids: e.channel_ids,
    tool_names: e.tool_names,
    model: e.model,
    provider: e.provider,
    max_tokens: e.max_tokens
  }));
}

// src/core/scenario.ts
function metricNameFor(base, channel) {
  return channel.team_id === null ? base : `${base}_${channel.team_id}`;
}
function channelDisplayName(scenario, channelId) {
  return scenario.channelDisplayNames[channelId] ?? channelId;
}
function agentDisplayName(scenario, agentId) {
  if (agentId === "world") return scenario.worldName;
  return scenario.agentDisplayNames[agentId] ?? agentId;
}
var scenarioConfigFileSchema = external_exports.strictObject({
  name: external_exports.string().min(1).optional(),
  primary_channels: external_exports.array(external_exports.strictObject({ channel_id: external_exports.string().min(1), team_id: external_exports.string().min(1).nullable().default(null) })).min(1),
  channel_display_names: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  agent_display_names: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  world_name: external_exports.string().default("world"),
  /** The scenario's knob names, so `--knobs` can set one its runs did not record. */
  knobs: external_exports.array(external_exports.string().min(1)).default([])
});
function descriptorFromConfigFile(config, scenarioName) {
  return {
    name: config.name ?? scenarioName,
    mode: "custom",
    primaryChannels: config.primary_channels,
    channelDisplayNames: config.channel_display_names,
    agentDisplayNames: config.agent_display_names,
    worldName: config.world_name
  };
}
var NON_PRIMARY_CHANNEL = /^(postmortem|debrief)(_|$)/;
function inferDescriptor(scenarioName, channelIds) {
  return {
    name: scenarioName,
    mode: "inferred",
    primaryChannels: channelIds.filter((id) => !NON_PRIMARY_CHANNEL.test(id)).map((id) => ({ channel_id: id, team_id: null })),
    channelDisplayNames: {},
    agentDisplayNames: {},
    worldName: "world"
  };
}

// src/metrics/shared/pristine-text.ts
var cache = /* @__PURE__ */ new WeakMap();
function buildPristineTextIndex(events) {
  const cached = cache.get(events);
  if (cached !== void 0) return cached;
  const index = /* @__PURE__ */ new Map();
  for (const event of eventsOfType(events, "tool_result_received")) {
    if (event.tool_name !== "send_message") continue;
    let result;
    try {
      result = JSON.parse(event.result);
    } catch {
      continue;
    }
    if (typeof result !== "object" || result === null || Array.isArray(result)) continue;
    const { status, message_id: messageId } = result;
    const text = event.arguments.text;
    if (status !== "sent" || typeof messageId !== "string" || typeof text !== "string") continue;
    index.set(messageId, text);
  }
  cache.set(events, index);
  return index;
}
function pristineTextFor(index, event) {
  return index.get(event.message.message_id) ?? event.message.text;
}

export {
  coreEventSchemas,
  ofType,
  eventsOfType,
  agentConfigsOf,
  metricNameFor,
  channelDisplayName,
  agentDisplayName,
  scenarioConfigFileSchema,
  descriptorFromConfigFile,
  inferDescriptor,
  buildPristineTextIndex,
  pristineTextFor
};
