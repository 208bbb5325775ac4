/**
 * The zod schemas of the core GlossoGen event types. The event-log reader does not load them on
 * its common path: scripts/generate-event-checks.ts compiles them into the straight-line checkers
 * of src/core/generated/event-checks.ts, and a line those reject is re-validated here for zod's
 * field-naming error (src/core/event-log.ts). Change a schema, then run `npm run generate:event-checks`.
 */
import { z } from "zod";
import { isJsonObject } from "./json-object.js";
import { isIsoDatetime, pydanticDatetime } from "./py-datetime.js";

// GlossoGen's `timestamp: datetime` (pydantic, lax). The checker accepts the ISO form GlossoGen
// writes; any other value is read by pydanticDatetime first (src/core/pydantic-lax.ts), and one it
// refuses is named with pydantic's reason.
const timestamp = z
  .custom<string>(isIsoDatetime, {
    error: (issue) => {
      const read = pydanticDatetime(issue.input);
      // (a value pydantic reads is made ISO by coercePydanticLax before zod sees it)
      return read.ok ? "Input should be a valid datetime" : read.message;
    },
  })
  .optional();

const envelope = {
  event_id: z.string(),
  timestamp,
  round_number: z.number().int(),
};

const messageSchema = z.object({
  message_id: z.string(),
  channel_id: z.string(),
  sender_agent_id: z.string(),
  sender_display_name: z.string(),
  text: z.string(),
  timestamp,
  round_number: z.number().int(),
});

const usageSchema = z.object({
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  cache_read_input_tokens: z.number().int().optional(),
  cache_creation_input_tokens: z.number().int().optional(),
});

// A JSON object checked by shape only: free-form payloads (tool arguments, scenario config) are
// never interpreted key by key here, and z.record would walk every key of every LLM/tool event.
const jsonObject = z.custom<Record<string, unknown>>(isJsonObject, "expected a JSON object");

const channelVisibilitySchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("full") }),
  z.strictObject({ kind: z.literal("none") }),
  z.strictObject({ kind: z.literal("from_round"), round_floor: z.number().int().min(1) }),
]);

/** One zod schema per core event type (GlossoGen `_CORE_EVENT_TYPES`). */
export const coreEventSchemas = {
  simulation_started: z.object({
    ...envelope,
    event_type: z.literal("simulation_started"),
    run_id: z.string(),
    scenario_name: z.string(),
    scenario_description: z.string(),
    channel_ids: z.array(z.string()),
    scenario_config: jsonObject.default({}),
    provider: z.string(),
  }),
  agent_registered: z.object({
    ...envelope,
    event_type: z.literal("agent_registered"),
    agent_id: z.string(),
    role_name: z.string(),
    system_prompt: z.string(),
    channel_ids: z.array(z.string()),
    tool_names: z.array(z.string()),
    model: z.string(),
    provider: z.string(),
    max_tokens: z.number().int(),
  }),
  agent_connected: z.object({
    ...envelope,
    event_type: z.literal("agent_connected"),
    agent_id: z.string(),
    role_name: z.string(),
    model: z.string(),
  }),
  message_sent: z.object({
    ...envelope,
    event_type: z.literal("message_sent"),
    message: messageSchema,
    token_count: z.number().int(),
  }),
  llm_response_received: z.object({
    ...envelope,
    event_type: z.literal("llm_response_received"),
    agent_id: z.string(),
    thinking: z.string().nullable().default(null),
    text: z.string().nullable(),
    tool_calls: z.array(z.object({ call_id: z.string(), tool_name: z.string(), arguments: jsonObject })),
    stop_reason: z.string().nullable(),
    usage: usageSchema,
  }),
  tool_call_invoked: z.object({
    ...envelope,
    event_type: z.literal("tool_call_invoked"),
    agent_id: z.string(),
    call_id: z.string(),
    tool_name: z.string(),
    arguments: jsonObject,
  }),
  tool_result_received: z.object({
    ...envelope,
    event_type: z.literal("tool_result_received"),
    agent_id: z.string(),
    tool_name: z.string(),
    call_id: z.string(),
    arguments: jsonObject,
    result: z.string(),
  }),
  context_compacted: z.object({
    ...envelope,
    event_type: z.literal("context_compacted"),
    agent_id: z.string(),
    provider_name: z.string(),
    summary_char_count: z.number().int(),
    summary_text: z.string(),
  }),
  round_advanced: z.object({ ...envelope, event_type: z.literal("round_advanced"), trigger: z.string() }),
  agent_run_cycle_failed: z.object({
    ...envelope,
    event_type: z.literal("agent_run_cycle_failed"),
    agent_id: z.string(),
    cycle: z.number().int(),
    error_type: z.string(),
    message: z.string(),
  }),
  round_ended: z.object({ ...envelope, event_type: z.literal("round_ended"), trigger: z.string() }),
  round_result_recorded: z.object({
    ...envelope,
    event_type: z.literal("round_result_recorded"),
    success: z.boolean(),
    team_id: z.string().nullable(),
    reason: z.string(),
  }),
  injection_delivered: z.object({
    ...envelope,
    event_type: z.literal("injection_delivered"),
    agent_id: z.string(),
    text: z.string(),
  }),
  postmortem_started: z.object({ ...envelope, event_type: z.literal("postmortem_started") }),
  postmortem_ended: z.object({ ...envelope, event_type: z.literal("postmortem_ended"), trigger: z.string() }),
  channel_history_cleared: z.object({
    ...envelope,
    event_type: z.literal("channel_history_cleared"),
    channel_id: z.string(),
    reason: z.string(),
  }),
  channel_membership_changed: z.object({
    ...envelope,
    event_type: z.literal("channel_membership_changed"),
    channel_id: z.string(),
    member_agent_ids: z.array(z.string()),
    reason: z.string(),
  }),
  world_event_delivered: z.object({
    ...envelope,
    event_type: z.literal("world_event_delivered"),
    agent_id: z.string(),
    text: z.string(),
  }),
  simulation_ended: z.object({
    ...envelope,
    event_type: z.literal("simulation_ended"),
    reason: z.enum(["scenario_complete", "in_progress", "starting", "error", "killed"]),
    total_messages: z.number().int(),
    total_cost_usd: z.number(),
  }),
  agent_swapped_mid_run: z.object({
    ...envelope,
    event_type: z.literal("agent_swapped_mid_run"),
    agent_id: z.string(),
    new_model: z.string(),
    new_provider: z.string(),
    channel_visibility: z.record(z.string(), channelVisibilitySchema),
  }),
  postmortem_disabled_mid_run: z.object({ ...envelope, event_type: z.literal("postmortem_disabled_mid_run") }),
  case_injected_mid_run: z.object({
    ...envelope,
    event_type: z.literal("case_injected_mid_run"),
    scenario_payload: jsonObject,
  }),
} as const;
