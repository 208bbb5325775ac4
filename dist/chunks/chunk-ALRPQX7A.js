import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  thrownField
} from "./chunk-GGDGZLDO.js";
import {
  eventsOfType
} from "./chunk-7OZOL6PT.js";
import {
  JudgeFixtureMissingError
} from "./chunk-QITUHNQM.js";
import {
  FixtureFileError,
  FixtureSecretError
} from "./chunk-RNBRVDIZ.js";
import {
  templateVersionOf
} from "./chunk-DGVC2KCS.js";
import {
  ZERO_USAGE,
  addUsage,
  estimateCostUsd
} from "./chunk-WE7WMGMW.js";
import {
  PyJsonDecodeError,
  formatFixed,
  neumaierSum,
  pyJsonLoads
} from "./chunk-YQUIWL3O.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";
import {
  coerceBoolean,
  coerceContinuous,
  coerceDiscrete
} from "./chunk-OFXXVDK2.js";
import {
  pyFloatRepr
} from "./chunk-EZQ3DI64.js";
import {
  PyFloat,
  dumpsIndent2
} from "./chunk-6UXS7MO4.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// src/core/history/instants.ts
var ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;
function readInstant(timestamp) {
  const m = ISO.exec(timestamp.trim());
  if (m === null) throw new Error(`not an ISO 8601 timestamp: ${JSON.stringify(timestamp)}`);
  const [, year, month, day, hour, minute, second, fraction, zone] = m;
  const days = daysFromCivil(Number(year), Number(month), Number(day));
  const ms = ((days * 24 + Number(hour)) * 60 + Number(minute)) * 6e4 + Number(second ?? "0") * 1e3;
  const micros = fraction === void 0 ? 0 : Number(fraction.padEnd(6, "0").slice(0, 6));
  let offsetMinutes = 0;
  if (zone !== void 0 && zone !== "Z" && zone !== "z") {
    const digits = zone.slice(1).replace(":", "");
    offsetMinutes = (zone.startsWith("-") ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || "0"));
  }
  return { micros: (ms - offsetMinutes * 6e4) * 1e3 + micros, aware: zone !== void 0 };
}
function daysFromCivil(year, month, day) {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}
function assertSameKind(operation, a, aText, b, bText) {
  if (a.aware === b.aware) return;
  throw new Error(
    `can't ${operation} offset-naive and offset-aware datetimes (Python raises TypeError): ${JSON.stringify(aText)} and ${JSON.stringify(bText)}; write every timestamp of the run with a UTC offset (as GlossoGen does) or every one without`
  );
}
function elapsedSecondsRounded(laterMicros, earlierMicros) {
  const seconds = (laterMicros - earlierMicros) / 1e6;
  return Number(formatFixed(seconds, 3));
}

// src/metrics/judge/py-json.ts
function pyFloatRepr2(x) {
  if (Number.isNaN(x)) return "NaN";
  if (!Number.isFinite(x)) return x > 0 ? "Infinity" : "-Infinity";
  return pyFloatRepr(x);
}
var SHORT_ESCAPES = {
  '"': '\\"',
  "\\": "\\\\",
  "\n": "\\n",
  "\r": "\\r",
  "	": "\\t",
  "\b": "\\b",
  "\f": "\\f"
};
function pyJsonString(text) {
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    const code = text.charCodeAt(i);
    const short = SHORT_ESCAPES[ch];
    if (short !== void 0) out += short;
    else if (code >= 32 && code <= 126) out += ch;
    else out += `\\u${code.toString(16).padStart(4, "0")}`;
  }
  return `${out}"`;
}
function pyJsonDumps(value) {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`expected an integer, got ${value}; wrap floats in PyFloat`);
    return String(value);
  }
  if (typeof value === "string") return pyJsonString(value);
  if (value instanceof PyFloat) return pyFloatRepr2(value.value);
  if (Array.isArray(value)) return `[${value.map(pyJsonDumps).join(", ")}]`;
  const entries = Object.entries(value);
  return `{${entries.map(([key, item]) => `${pyJsonString(key)}: ${pyJsonDumps(item)}`).join(", ")}}`;
}

// src/core/history/py-json.ts
function tryPyJsonLoads(text) {
  try {
    return pyJsonLoads(text);
  } catch (error) {
    if (error instanceof PyJsonDecodeError) return void 0;
    throw error;
  }
}
function pyJsonDumpsValue(value) {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number") return pyFloatRepr2(value);
  if (typeof value === "string") return pyJsonString(value);
  if (Array.isArray(value)) return `[${value.map(pyJsonDumpsValue).join(", ")}]`;
  return `{${[...value].map(([key, item]) => `${pyJsonString(key)}: ${pyJsonDumpsValue(item)}`).join(", ")}}`;
}

// src/core/history/message-history.ts
var CHANNEL_TOOLS = /* @__PURE__ */ new Set(["send_message", "read_channel"]);
function lastEventTimestamp(events) {
  const last = events[events.length - 1];
  return last === void 0 ? void 0 : last.timestamp;
}
var truthy = (text) => typeof text === "string" && text !== "";
function buildMessageHistory(events, options) {
  const { agentId, cutoffRound } = options;
  const visibility = options.channelVisibility ?? /* @__PURE__ */ new Map();
  const targetText = options.targetTimestamp;
  const target = targetText === void 0 ? void 0 : readInstant(targetText);
  const invokedById = /* @__PURE__ */ new Map();
  const agentInvoked = [];
  for (const event of eventsOfType(events, "tool_call_invoked")) {
    invokedById.set(event.call_id, event);
    if (event.agent_id === agentId) agentInvoked.push(event);
  }
  const responses = eventsOfType(events, "llm_response_received").filter((e) => e.agent_id === agentId);
  const results = /* @__PURE__ */ new Map();
  for (const event of eventsOfType(events, "tool_result_received")) if (event.agent_id === agentId) results.set(event.call_id, event);
  const pastCutoff = (event) => {
    if (cutoffRound !== null) return event.round_number >= cutoffRound;
    if (target === void 0 || targetText === void 0 || event.timestamp === void 0) return false;
    const at = readInstant(event.timestamp);
    assertSameKind("compare", at, event.timestamp, target, targetText);
    return at.micros > target.micros;
  };
  const calledIds = /* @__PURE__ */ new Set();
  for (const response of responses) for (const call of response.tool_calls) calledIds.add(call.call_id);
  const orphans = agentInvoked.filter((invoked) => !calledIds.has(invoked.call_id) && !pastCutoff(invoked));
  if (responses.length === 0 && orphans.length === 0) return [];
  const started = eventsOfType(events, "simulation_started")[0];
  if (started?.timestamp === void 0) {
    throw new Error(`cannot rebuild the history of agent ${agentId}: the log has no simulation_started event with a timestamp`);
  }
  const start = readInstant(started.timestamp);
  const startText = started.timestamp;
  let nonChannelFloor;
  for (const entry of visibility.values()) {
    if (entry.kind === "from_round") nonChannelFloor = nonChannelFloor === void 0 ? entry.floor : Math.min(nonChannelFloor, entry.floor);
  }
  const visible = (toolName, args, callId) => {
    if (!CHANNEL_TOOLS.has(toolName)) return true;
    const channel = args.channel_id;
    if (typeof channel !== "string") return true;
    const entry = visibility.get(channel);
    if (entry === void 0 || entry.kind === "full") return true;
    if (entry.kind === "none") return false;
    if (toolName === "read_channel") return false;
    const invoked = invokedById.get(callId);
    return invoked !== void 0 && invoked.round_number >= entry.floor;
  };
  const aboveFloor = (toolName, callId) => {
    if (nonChannelFloor === void 0 || CHANNEL_TOOLS.has(toolName)) return true;
    const invoked = invokedById.get(callId);
    return invoked !== void 0 && invoked.round_number >= nonChannelFloor;
  };
  const withinCutoff = (callId) => {
    const invoked = invokedById.get(callId);
    return invoked !== void 0 && !pastCutoff(invoked);
  };
  const toolReturn = (result) => ({
    kind: "tool_return",
    tool_name: result.tool_name,
    content: result.tool_name.endsWith("read_channel") ? rewriteChannelTimestamps(result.result, start, startText) : result.result,
    tool_call_id: result.call_id
  });
  const cycles = [];
  for (const response of responses) {
    const kept = response.tool_calls.filter(
      (call) => visible(call.tool_name, call.arguments, call.call_id) && aboveFloor(call.tool_name, call.call_id) && withinCutoff(call.call_id) && results.has(call.call_id)
    );
    const parentPastCutoff = pastCutoff(response);
    const parts = [];
    if (options.toolCallsOnly !== true && !parentPastCutoff) {
      if (truthy(response.thinking)) parts.push({ kind: "thinking", content: response.thinking });
      if (truthy(response.text)) parts.push({ kind: "text", content: response.text });
    }
    for (const call of kept) parts.push({ kind: "tool_call", tool_name: call.tool_name, args: call.arguments, tool_call_id: call.call_id });
    if (parts.length === 0) continue;
    const returns = kept.map((call) => toolReturn(results.get(call.call_id)));
    cycles.push({ parts, returns, stopReason: response.stop_reason, parentPastCutoff });
  }
  const orphanCalls = orphans.map((invoked, index) => ({ invoked, index, at: invoked.timestamp === void 0 ? void 0 : readInstant(invoked.timestamp) })).sort((a, b) => {
    if (a.at === void 0 || b.at === void 0) return (a.at?.micros ?? 0) - (b.at?.micros ?? 0) || a.index - b.index;
    assertSameKind("compare", a.at, a.invoked.timestamp, b.at, b.invoked.timestamp);
    return a.at.micros - b.at.micros || a.index - b.index;
  }).map((entry) => entry.invoked).filter((invoked) => visible(invoked.tool_name, invoked.arguments, invoked.call_id) && aboveFloor(invoked.tool_name, invoked.call_id) && results.has(invoked.call_id));
  if (orphanCalls.length > 0) {
    cycles.push({
      parts: orphanCalls.map((invoked) => ({ kind: "tool_call", tool_name: invoked.tool_name, args: invoked.arguments, tool_call_id: invoked.call_id })),
      returns: orphanCalls.map((invoked) => toolReturn(results.get(invoked.call_id))),
      stopReason: "end_turn",
      parentPastCutoff: true
    });
  }
  if (cycles.length === 0) return [];
  const messages = [
    {
      kind: "request",
      parts: [
        { kind: "system_prompt", content: options.systemPrompt },
        { kind: "user_prompt", content: options.prompts.initial }
      ]
    }
  ];
  cycles.forEach((cycle, i) => {
    const calls = cycle.parts.filter((part) => part.kind === "tool_call");
    if (options.splitParallelToolCalls === true && calls.length >= 2) {
      const others = cycle.parts.filter((part) => part.kind !== "tool_call");
      calls.forEach((call, j) => {
        messages.push({ kind: "response", parts: j === 0 ? [...others, call] : [call] });
        const ret = cycle.returns[j];
        if (ret !== void 0) messages.push({ kind: "request", parts: [ret] });
      });
    } else {
      messages.push({ kind: "response", parts: cycle.parts });
      if (cycle.returns.length > 0) messages.push({ kind: "request", parts: cycle.returns });
    }
    if (cycle.stopReason === "end_turn" && !cycle.parentPastCutoff && i !== cycles.length - 1) {
      messages.push({ kind: "request", parts: [{ kind: "user_prompt", content: options.prompts.continuation }] });
    }
  });
  return messages;
}
function rewriteChannelTimestamps(content, start, startText) {
  const parsed = tryPyJsonLoads(content);
  if (!(parsed instanceof Map)) return content;
  const messages = parsed.get("messages");
  if (!Array.isArray(messages)) return content;
  let converted = 0;
  for (const message of messages) {
    if (!(message instanceof Map)) continue;
    const timestamp = message.get("timestamp");
    if (typeof timestamp !== "string") continue;
    const at = readInstant(timestamp);
    assertSameKind("subtract", at, timestamp, start, startText);
    const elapsed = elapsedSecondsRounded(at.micros, start.micros);
    message.delete("timestamp");
    message.set("elapsed_seconds", elapsed);
    converted++;
  }
  return converted === 0 ? content : pyJsonDumpsValue(parsed);
}

// src/metrics/judge/schemas.ts
var laxInt = external_exports.union([external_exports.number(), external_exports.boolean(), external_exports.string()]).transform((value) => {
  const coerced = coerceDiscrete(value);
  return coerced.ok ? coerced.value + 0 : value;
}).pipe(external_exports.number().refine((value) => Number.isInteger(value), "Invalid input: expected int, received number"));
var laxNumber = external_exports.union([external_exports.number(), external_exports.boolean(), external_exports.string()]).transform((value) => {
  const coerced = coerceContinuous(value);
  return coerced.ok ? coerced.value : value;
}).pipe(external_exports.custom((value) => typeof value === "number", "Invalid input: expected number"));
var laxBool = external_exports.unknown().transform((value) => {
  const coerced = coerceBoolean(value);
  return coerced.ok ? coerced.value : value;
}).pipe(external_exports.boolean());
function field(json, zod, definitions = []) {
  return { json, zod, required: true, definitions };
}
function integerProperty(title, description) {
  return field({ description, title, type: "integer" }, laxInt);
}
function numberProperty(title, description, range) {
  if (range === void 0) return field({ description, title, type: "number" }, laxNumber);
  return field(
    { description, maximum: range.maximum, minimum: range.minimum, title, type: "number" },
    laxNumber.pipe(external_exports.number().min(range.minimum).max(range.maximum))
  );
}
function stringProperty(title, description) {
  return field({ description, title, type: "string" }, external_exports.string());
}
function optionalStringProperty(title, description, fallback) {
  return { ...field({ default: fallback, description, title, type: "string" }, external_exports.string().default(fallback)), required: false };
}
function booleanProperty(title, description) {
  return field({ description, title, type: "boolean" }, laxBool);
}
function stringListProperty(title, description) {
  return field({ description, items: { type: "string" }, title, type: "array" }, external_exports.array(external_exports.string()));
}
function listProperty(title, definition, description, options = {}) {
  const list = external_exports.array(definition.zod);
  return field(
    {
      ...description === void 0 ? {} : { description },
      items: { $ref: `#/$defs/${definition.title}` },
      ...options.minItems === void 0 ? {} : { minItems: options.minItems },
      title,
      type: "array"
    },
    options.minItems === void 0 ? list : list.min(options.minItems),
    [definition, ...definition.definitions]
  );
}
function objectParts(fields) {
  const names = Object.keys(fields);
  const shape = Object.fromEntries(names.map((name) => [name, fields[name]?.zod]));
  return {
    properties: Object.fromEntries(names.map((name) => [name, fields[name]?.json])),
    required: names.filter((name) => fields[name]?.required === true),
    zod: external_exports.object(shape),
    definitions: names.flatMap((name) => fields[name]?.definitions ?? [])
  };
}
function objectDefinition(options) {
  const { properties, required, zod, definitions } = objectParts(options.properties);
  return {
    title: options.title,
    json: { description: options.description, properties, required, title: options.title, type: "object" },
    zod,
    definitions
  };
}
function collectDefinitions(definitions) {
  const byTitle = /* @__PURE__ */ new Map();
  for (const definition of definitions) {
    const seen = byTitle.get(definition.title);
    if (seen !== void 0 && seen !== definition) throw new Error(`two different output definitions are titled ${definition.title}`);
    byTitle.set(definition.title, definition);
  }
  return Object.fromEntries([...byTitle.keys()].sort().map((title) => [title, byTitle.get(title).json]));
}
function outputSchema(options) {
  const { properties, required, zod, definitions } = objectParts(options.properties);
  const defs = collectDefinitions(definitions);
  return {
    json: {
      ...Object.keys(defs).length === 0 ? {} : { $defs: defs },
      description: options.description,
      properties,
      required,
      title: options.title,
      type: "object"
    },
    zod
  };
}
var ROUND_NOTE = objectDefinition({
  title: "RoundNote",
  description: "An observation the judge made about one round of the transcript.",
  properties: {
    round_number: integerProperty("Round Number", "Number of the round this note is about, as printed in the round header."),
    note: stringProperty("Note", "What was seen in this round, quoting the messages that show it.")
  }
});
var EXPLANATION_PROPERTY = stringProperty(
  "Explanation",
  "Your overall reasoning for this assessment, quoting concrete messages from the transcript."
);

// src/metrics/probes/probe-call.ts
function probedAgents(events, configs) {
  const swaps = /* @__PURE__ */ new Map();
  for (const swap of eventsOfType(events, "agent_swapped_mid_run")) swaps.set(swap.agent_id, { model: swap.new_model, provider: swap.new_provider });
  const byId = /* @__PURE__ */ new Map();
  for (const config of configs) {
    const swap = swaps.get(config.agent_id);
    const overridden = swap === void 0 ? config : { ...config, model: swap.model, provider: swap.provider };
    byId.set(config.agent_id, overridden);
  }
  return [...byId.values()];
}
function probeSettings(provider) {
  if (provider === "anthropic") return { max_tokens: 32768 };
  if (provider === "openai") return { max_output_tokens: 32768, reasoning_effort: "high", reasoning_summary: "concise" };
  return {};
}
var OUTPUT_TOOL = "final_result";
var PROBE_DESCRIPTION = "The answer to one protocol probe question.";
var PROBE_CONTRACT = outputSchema({
  title: "ProtocolProbeOutput",
  description: PROBE_DESCRIPTION,
  properties: {
    reasoning: stringProperty(
      "Reasoning",
      "Why this message follows from the conventions you and your teammate settled on; for the evaluator only, never sent."
    ),
    message: stringProperty(
      "Message",
      "Exactly the text you would send to your teammate for this input, written with your team's protocol, nothing else."
    )
  }
});
var PROBE_OUTPUT = {
  description: PROBE_DESCRIPTION,
  schema: PROBE_CONTRACT.json,
  output: PROBE_CONTRACT.zod
};
var EXPLANATION_DESCRIPTION = "A prose account of the communication protocol the team used.";
var EXPLANATION_CONTRACT = outputSchema({
  title: "ProtocolExplanationOutput",
  description: EXPLANATION_DESCRIPTION,
  properties: {
    description: stringProperty(
      "Description",
      "A concrete description of the protocol as your team actually used it: codes and abbreviations and their meanings, message structure, how errors and retries were signalled, with examples. Say so if there was no real protocol."
    )
  }
});
var EXPLANATION_OUTPUT = {
  description: EXPLANATION_DESCRIPTION,
  schema: EXPLANATION_CONTRACT.json,
  output: EXPLANATION_CONTRACT.zod
};
function probeRequest(metric, agent, conversation, spec, replica, templateSource) {
  const templateVersion = templateVersionOf([templateSource, spec.description, spec.schema]);
  return {
    metric,
    system: conversation.system,
    user: "",
    conversation: conversation.messages,
    outputName: OUTPUT_TOOL,
    outputDescription: spec.description,
    outputSchema: spec.schema,
    model: agent.model,
    provider: agent.provider,
    settings: probeSettings(agent.provider),
    replica,
    templateVersion
  };
}
function requireProbeModel(context, metric) {
  if (context.probeModel === void 0) {
    throw new Error(`${metric} needs a probe model stack (the agents' own providers, or replay from recorded-judges/${metric}/)`);
  }
  return context.probeModel;
}
function assetsOrReason(context) {
  if (context.probeAssets === void 0) {
    return "no GlossoGen scenario assets were given (--scenario-assets DIR, a GlossoGen checkout's src/glossogen/scenarios folder): the probe prompts are the user's GlossoGen files, agent-eval bundles none";
  }
  return context.probeAssets;
}
async function callProbe(model, request, spec, context, what) {
  try {
    const response = await model.call(request, {
      validate: (output) => {
        const parsed = spec.output.safeParse(output);
        return parsed.success ? void 0 : external_exports.prettifyError(parsed.error);
      }
    });
    return { output: spec.output.parse(response.output), response };
  } catch (error) {
    if (error instanceof JudgeFixtureMissingError || error instanceof FixtureFileError || error instanceof FixtureSecretError || error instanceof InputError || // what a judge marks fatal (a replayed answer holding a credential, a miss)
    thrownField(error, "fatal") === true) {
      throw error;
    }
    context.log(`${what} failed, skipped: ${error instanceof Error ? error.message : String(error)}`);
    return void 0;
  }
}
var ProbeUsage = class {
  perModel = /* @__PURE__ */ new Map();
  add(model, provider, usage) {
    const key = JSON.stringify([model, provider]);
    const entry = this.perModel.get(key);
    if (entry === void 0) this.perModel.set(key, { model, provider, usage: addUsage(ZERO_USAGE, usage) });
    else entry.usage = addUsage(entry.usage, usage);
  }
  totalCostUsd() {
    return neumaierSum([...this.perModel.values()].map((entry) => estimateCostUsd(entry.usage, entry.model)));
  }
  /** `model_dump_json(indent=2) + "\n"`. */
  serialize() {
    return `${dumpsIndent2({
      total_estimated_cost_usd: new PyFloat(this.totalCostUsd()),
      per_model: [...this.perModel.values()].map((entry) => ({
        usage: {
          input_tokens: entry.usage.input_tokens,
          output_tokens: entry.usage.output_tokens,
          cache_read_input_tokens: entry.usage.cache_read_input_tokens,
          cache_creation_input_tokens: entry.usage.cache_creation_input_tokens
        },
        estimated_cost_usd: new PyFloat(estimateCostUsd(entry.usage, entry.model)),
        model: entry.model,
        provider_name: entry.provider
      }))
    })}
`;
  }
};
function rowTimestamp(response, context) {
  const at = response.recordedAt ?? context.now?.();
  if (at === void 0) throw new Error("no clock was given to stamp the probe rows (MetricContext.now)");
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(?:Z|\+00:00)$/.exec(at);
  if (m === null) return at;
  const fraction = (m[2] ?? "").padEnd(6, "0");
  return fraction === "000000" ? `${m[1]}Z` : `${m[1]}.${fraction}Z`;
}

export {
  integerProperty,
  numberProperty,
  stringProperty,
  optionalStringProperty,
  booleanProperty,
  stringListProperty,
  listProperty,
  objectDefinition,
  outputSchema,
  ROUND_NOTE,
  EXPLANATION_PROPERTY,
  pyJsonDumps,
  lastEventTimestamp,
  buildMessageHistory,
  probedAgents,
  PROBE_OUTPUT,
  EXPLANATION_OUTPUT,
  probeRequest,
  requireProbeModel,
  assetsOrReason,
  callProbe,
  ProbeUsage,
  rowTimestamp
};
