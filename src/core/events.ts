/**
 * GlossoGen event-log model. Core event types are validated strictly (a missing field stops the
 * evaluation, naming it); any other event type is carried through as an opaque event so runs from
 * scenario plug-ins stay readable (product decision 1).
 */
import { z } from "zod";

const envelope = {
  event_id: z.string(),
  timestamp: z.string().optional(),
  round_number: z.number().int(),
};

const messageSchema = z.object({
  message_id: z.string(),
  channel_id: z.string(),
  sender_agent_id: z.string(),
  sender_display_name: z.string(),
  text: z.string(),
  timestamp: z.string().optional(),
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
const jsonObject = z.custom<Record<string, unknown>>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
  "expected a JSON object",
);

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

export type CoreEventType = keyof typeof coreEventSchemas;

type Schemas = typeof coreEventSchemas;
export type CoreEventOf<T extends CoreEventType> = z.output<Schemas[T]>;
export type CoreEvent = { [T in CoreEventType]: CoreEventOf<T> }[CoreEventType];

/** An event of a type agent-eval does not model (scenario events, plug-in events). */
export interface OpaqueEvent {
  readonly event_type: string;
  readonly event_id: string;
  readonly round_number: number;
  readonly opaque: true;
  readonly [field: string]: unknown;
}

export type AgentEvent = CoreEvent | OpaqueEvent;

export type SimulationStarted = CoreEventOf<"simulation_started">;
export type AgentRegistered = CoreEventOf<"agent_registered">;
export type MessageSent = CoreEventOf<"message_sent">;
export type RoundResultRecorded = CoreEventOf<"round_result_recorded">;
export type AgentSwappedMidRun = CoreEventOf<"agent_swapped_mid_run">;
export type ToolResultReceived = CoreEventOf<"tool_result_received">;

export function isCoreEventType(type: string): type is CoreEventType {
  return Object.hasOwn(coreEventSchemas, type);
}

type EventPredicate<T extends CoreEventType> = (event: AgentEvent) => event is CoreEventOf<T>;
const predicates = new Map<CoreEventType, EventPredicate<CoreEventType>>();

/**
 * Narrowing helper: `events.filter(ofType("message_sent"))`. Comparing the type is enough: the
 * reader only makes opaque events of types that are not core. Predicates are cached because
 * metrics call this per event.
 */
export function ofType<T extends CoreEventType>(type: T): EventPredicate<T> {
  let predicate = predicates.get(type);
  if (predicate === undefined) {
    predicate = (event: AgentEvent): event is CoreEvent => event.event_type === type;
    predicates.set(type, predicate);
  }
  return predicate;
}

const typeIndexes = new WeakMap<readonly AgentEvent[], Map<string, AgentEvent[]>>();

/**
 * The events of one core type, in file order: `events.filter(ofType(type))`, computed once per
 * run for all types (every metric of an evaluation asks about the same events).
 */
export function eventsOfType<T extends CoreEventType>(events: readonly AgentEvent[], type: T): readonly CoreEventOf<T>[] {
  let index = typeIndexes.get(events);
  if (index === undefined) {
    index = new Map();
    for (const event of events) {
      const list = index.get(event.event_type);
      if (list === undefined) index.set(event.event_type, [event]);
      else list.push(event);
    }
    typeIndexes.set(events, index);
  }
  return (index.get(type) ?? []) as CoreEventOf<T>[];
}

/** The per-agent configuration GlossoGen rebuilds from `agent_registered` events. */
export interface AgentConfig {
  readonly agent_id: string;
  readonly role_name: string;
  readonly system_prompt: string;
  readonly channel_ids: readonly string[];
  readonly tool_names: readonly string[];
  readonly model: string;
  readonly provider: string;
  readonly max_tokens: number;
}

export function agentConfigsOf(events: readonly AgentEvent[]): AgentConfig[] {
  return events.filter(ofType("agent_registered")).map((e) => ({
    agent_id: e.agent_id,
    role_name: e.role_name,
    system_prompt: e.system_prompt,
    channel_ids: e.channel_ids,
    tool_names: e.tool_names,
    model: e.model,
    provider: e.provider,
    max_tokens: e.max_tokens,
  }));
}
