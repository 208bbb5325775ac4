import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  EventLineParser,
  InvalidEventLine
} from "./chunk-KOGF5K4K.js";
import {
  coreEventChecks
} from "./chunk-VM7EAPB7.js";
import {
  isJsonObject
} from "./chunk-J6F6MZKC.js";
import {
  EventLogError
} from "./chunk-Q5Q3ZZMX.js";
import {
  isIsoDatetime,
  pydanticDatetime
} from "./chunk-GYEXMW2G.js";
import {
  coerceBoolean,
  coerceContinuous,
  coerceDiscrete
} from "./chunk-OFXXVDK2.js";
import {
  firstIssue
} from "./chunk-74ZREX4V.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// src/core/event-schemas.ts
var timestamp = external_exports.custom(isIsoDatetime, {
  error: (issue) => {
    const read = pydanticDatetime(issue.input);
    return read.ok ? "Input should be a valid datetime" : read.message;
  }
}).optional();
var envelope = {
  event_id: external_exports.string(),
  timestamp,
  round_number: external_exports.number().int()
};
var messageSchema = external_exports.object({
  message_id: external_exports.string(),
  channel_id: external_exports.string(),
  sender_agent_id: external_exports.string(),
  sender_display_name: external_exports.string(),
  text: external_exports.string(),
  timestamp,
  round_number: external_exports.number().int()
});
var usageSchema = external_exports.object({
  input_tokens: external_exports.number().int(),
  output_tokens: external_exports.number().int(),
  cache_read_input_tokens: external_exports.number().int().optional(),
  cache_creation_input_tokens: external_exports.number().int().optional()
});
var jsonObject = external_exports.custom(isJsonObject, "expected a JSON object");
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

// src/core/fast-validate.ts
function defOf(schema) {
  return schema._zod.def;
}

// src/core/pydantic-lax.ts
function isInt(def) {
  return (def.checks ?? []).some((c) => c._zod.def.check === "number_format" && c._zod.def.format === "safeint");
}
function coerceScalar(value, taken, coerce) {
  if (taken) return { value, changed: false };
  const result = coerce(value);
  return result.ok ? { value: result.value, changed: true } : { value, changed: false };
}
function coerceBySchema(value, schema) {
  const def = defOf(schema);
  switch (def.type) {
    case "number":
      return coerceScalar(value, typeof value === "number", isInt(def) ? coerceDiscrete : coerceContinuous);
    case "boolean":
      return coerceScalar(value, typeof value === "boolean", coerceBoolean);
    case "custom": {
      if (def.fn !== isIsoDatetime || value === void 0 || isIsoDatetime(value)) return { value, changed: false };
      const read = pydanticDatetime(value);
      return read.ok ? { value: read.iso, changed: true } : { value, changed: false };
    }
    case "optional":
    case "nullable":
    case "default":
      return value === void 0 || value === null ? { value, changed: false } : coerceBySchema(value, def.innerType);
    case "object": {
      if (!isJsonObject(value)) return { value, changed: false };
      let changed = false;
      for (const [key, field] of Object.entries(def.shape)) {
        if (!Object.hasOwn(value, key)) continue;
        const read = coerceBySchema(value[key], field);
        if (read.changed) {
          value[key] = read.value;
          changed = true;
        }
      }
      return { value, changed };
    }
    case "array":
    case "record": {
      if (def.type === "array" ? !Array.isArray(value) : !isJsonObject(value)) return { value, changed: false };
      const holder = value;
      let changed = false;
      for (const key of Object.keys(holder)) {
        const read = coerceBySchema(holder[key], def.type === "array" ? def.element : def.valueType);
        if (read.changed) {
          holder[key] = read.value;
          changed = true;
        }
      }
      return { value, changed };
    }
    case "union": {
      const tag = def.discriminator;
      if (typeof tag !== "string" || !isJsonObject(value)) return { value, changed: false };
      const member = def.options.find((option) => {
        const tagDef = defOf(defOf(option).shape[tag]);
        return tagDef.type === "literal" && tagDef.values.includes(value[tag]);
      });
      return member === void 0 ? { value, changed: false } : coerceBySchema(value, member);
    }
    default:
      return { value, changed: false };
  }
}
function coercePydanticLax(eventType, record) {
  const schema = coreEventSchemas[eventType];
  return schema !== void 0 && coerceBySchema(record, schema).changed;
}

// src/core/event-log.ts
function explainInvalidEvent(invalid) {
  if (coercePydanticLax(invalid.eventType, invalid.record) && coreEventChecks.get(invalid.eventType)?.(invalid.record) === true) {
    return invalid.record;
  }
  const schema = coreEventSchemas[invalid.eventType];
  const plain = schema.safeParse(invalid.record);
  const parsed = plain.success ? schema.safeParse(renameProtoKeys(invalid.record)) : plain;
  if (!parsed.success) {
    const { field, message: issue } = firstIssue(parsed.error);
    const message = eventIssueMessage(issue);
    throw new EventLogError(invalid.file, invalid.lineNumber, field?.split(".").map((k) => k === PROTO_STAND_IN ? "__proto__" : k).join("."), `invalid ${invalid.eventType} event: ${message}`);
  }
  return plain.data;
}
var PROTO_STAND_IN = "\0__proto__";
var UNSAFE_INT = /^Too (big|small): expected int to be [<>]=-?9007199254740991$/;
var UNSAFE_INT_MESSAGE = "an integer beyond \xB19007199254740991 (2^53 - 1), which agent-eval cannot hold exactly (a JavaScript number is a double), so it refuses the log; GlossoGen's Python ints read it";
function eventIssueMessage(zodMessage) {
  return UNSAFE_INT.test(zodMessage) ? UNSAFE_INT_MESSAGE : zodMessage;
}
function renameProtoKeys(value) {
  if (Array.isArray(value)) return value.some((v) => v !== null && typeof v === "object") ? value.map(renameProtoKeys) : value;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === "__proto__" ? PROTO_STAND_IN : k, renameProtoKeys(v)]));
}
var EventLogParser = class extends EventLineParser {
  /** Parse one line (without its newline). Returns `undefined` for a blank line. */
  parseLine(line, lineNumber, surrogateEscape = true) {
    try {
      return super.parseLine(line, lineNumber, surrogateEscape);
    } catch (error) {
      if (error instanceof InvalidEventLine) return explainInvalidEvent(error);
      throw error;
    }
  }
};

export {
  explainInvalidEvent,
  eventIssueMessage,
  EventLogParser
};
