import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  pyJsonLoads
} from "./chunk-YQUIWL3O.js";
import {
  ownValue
} from "./chunk-YGHWAPUX.js";

// src/core/events.ts
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
  return ownValue(scenario.channelDisplayNames, channelId) ?? channelId;
}
function agentDisplayName(scenario, agentId) {
  if (agentId === "world") return scenario.worldName;
  return ownValue(scenario.agentDisplayNames, agentId) ?? agentId;
}
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
var PRISTINE_TEXT_TOOL = "send_message";
var PRISTINE_TEXT_EVENTS = { eventTypes: ["message_sent", "tool_result_received"], toolNames: [PRISTINE_TEXT_TOOL] };
var cache = /* @__PURE__ */ new WeakMap();
function buildPristineTextIndex(events) {
  const cached = cache.get(events);
  if (cached !== void 0) return cached;
  const index = /* @__PURE__ */ new Map();
  for (const event of eventsOfType(events, "tool_result_received")) {
    if (event.tool_name !== PRISTINE_TEXT_TOOL) continue;
    const parsed = parseResult(event.result);
    if (parsed === void 0) continue;
    const { status, messageId } = parsed;
    const text = event.arguments.text;
    if (status !== "sent" || typeof messageId !== "string" || typeof text !== "string") continue;
    index.set(messageId, text);
  }
  cache.set(events, index);
  return index;
}
function parseResult(text) {
  try {
    const result = JSON.parse(text);
    if (typeof result !== "object" || result === null || Array.isArray(result)) return void 0;
    const record = result;
    return { status: record.status, messageId: record.message_id };
  } catch {
  }
  try {
    const result = pyJsonLoads(text);
    return result instanceof Map ? { status: result.get("status"), messageId: result.get("message_id") } : void 0;
  } catch {
    return void 0;
  }
}
function pristineTextFor(index, event) {
  return index.get(event.message.message_id) ?? event.message.text;
}

export {
  ofType,
  eventsOfType,
  agentConfigsOf,
  metricNameFor,
  channelDisplayName,
  agentDisplayName,
  descriptorFromConfigFile,
  inferDescriptor,
  PRISTINE_TEXT_EVENTS,
  buildPristineTextIndex,
  pristineTextFor
};
