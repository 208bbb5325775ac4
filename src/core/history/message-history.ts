/**
 * GlossoGen's message-history reconstruction (`message_history_builder.py build_message_history`,
 * port spec glossogen-probes-and-rounds.md §2): one agent's own LLM turns and tool traffic,
 * rebuilt from the event log as pydantic-ai messages, up to an exclusive cutoff round or an
 * instant. The probes and `export-thread` both stand on it.
 *
 * The result is GlossoGen's raw list (before pydantic-ai merges adjacent messages, see
 * conversation.ts): `protocol_explanation` reports its length.
 */
import { type AgentEvent, type CoreEventOf, eventsOfType } from "../events.js";
import { type Instant, assertSameKind, elapsedSecondsRounded, readInstant } from "./instants.js";
import { pyJsonDumpsValue, tryPyJsonLoads } from "./py-json.js";

/** A string user prompt, or a list of strings and cache points (the probe's new turn). */
export type UserContent = string | readonly UserContentItem[];
export type UserContentItem = string | { readonly kind: "cache_point" };

export type RequestPart =
  | { readonly kind: "system_prompt"; readonly content: string }
  | { readonly kind: "user_prompt"; readonly content: UserContent }
  | { readonly kind: "tool_return"; readonly tool_name: string; readonly content: string; readonly tool_call_id: string };

export type ResponsePart =
  | { readonly kind: "thinking"; readonly content: string }
  | { readonly kind: "text"; readonly content: string }
  | { readonly kind: "tool_call"; readonly tool_name: string; readonly args: Readonly<Record<string, unknown>>; readonly tool_call_id: string };

export type HistoryMessage =
  | { readonly kind: "request"; readonly parts: readonly RequestPart[] }
  | { readonly kind: "response"; readonly parts: readonly ResponsePart[] };

/** How much of a channel the agent may see (GlossoGen `ChannelVisibility`). */
export type ChannelVisibility = { readonly kind: "full" } | { readonly kind: "none" } | { readonly kind: "from_round"; readonly floor: number };

export interface HistoryPrompts {
  /** `runners/prompts/initial_prompt.jinja`, rendered and stripped. */
  readonly initial: string;
  /** `runners/prompts/continue_prompt.jinja`, rendered and stripped. */
  readonly continuation: string;
}

export interface HistoryOptions {
  readonly agentId: string;
  /** The full system prompt (system-prompt.ts). */
  readonly systemPrompt: string;
  readonly prompts: HistoryPrompts;
  /** Exclusive cutoff round: tool calls invoked in round >= R are dropped. Null: cut by `targetTimestamp`. */
  readonly cutoffRound: number | null;
  /** Used when `cutoffRound` is null: calls invoked after this instant are dropped. */
  readonly targetTimestamp: string | undefined;
  readonly toolCallsOnly?: boolean;
  readonly channelVisibility?: ReadonlyMap<string, ChannelVisibility>;
  /** One response per tool call (GlossoGen does this for `self-hosted` agents). */
  readonly splitParallelToolCalls?: boolean;
}

type Invoked = CoreEventOf<"tool_call_invoked">;
type ToolResult = CoreEventOf<"tool_result_received">;

const CHANNEL_TOOLS = new Set(["send_message", "read_channel"]);

interface Cycle {
  readonly parts: ResponsePart[];
  readonly returns: RequestPart[];
  readonly stopReason: string | null;
  readonly parentPastCutoff: boolean;
}

/** The last event's timestamp (GlossoGen `resolve_history_timestamp`). */
export function lastEventTimestamp(events: readonly AgentEvent[]): string | undefined {
  const last = events[events.length - 1];
  return last === undefined ? undefined : (last as { timestamp?: string }).timestamp;
}

/** Python truthiness of an optional string. */
const truthy = (text: string | null | undefined): text is string => typeof text === "string" && text !== "";

export function buildMessageHistory(events: readonly AgentEvent[], options: HistoryOptions): HistoryMessage[] {
  const { agentId, cutoffRound } = options;
  const visibility = options.channelVisibility ?? new Map<string, ChannelVisibility>();
  const targetText = options.targetTimestamp;
  const target = targetText === undefined ? undefined : readInstant(targetText);

  // indexing pass (file order)
  const invokedById = new Map<string, Invoked>();
  const agentInvoked: Invoked[] = [];
  for (const event of eventsOfType(events, "tool_call_invoked")) {
    invokedById.set(event.call_id, event);
    if (event.agent_id === agentId) agentInvoked.push(event);
  }
  const responses = eventsOfType(events, "llm_response_received").filter((e) => e.agent_id === agentId);
  const results = new Map<string, ToolResult>();
  for (const event of eventsOfType(events, "tool_result_received")) if (event.agent_id === agentId) results.set(event.call_id, event);

  const pastCutoff = (event: { round_number: number; timestamp?: string | undefined }): boolean => {
    if (cutoffRound !== null) return event.round_number >= cutoffRound;
    if (target === undefined || targetText === undefined || event.timestamp === undefined) return false;
    const at = readInstant(event.timestamp);
    assertSameKind("compare", at, event.timestamp, target, targetText);
    return at.micros > target.micros;
  };

  const calledIds = new Set<string>();
  for (const response of responses) for (const call of response.tool_calls) calledIds.add(call.call_id);
  const orphans = agentInvoked.filter((invoked) => !calledIds.has(invoked.call_id) && !pastCutoff(invoked));
  if (responses.length === 0 && orphans.length === 0) return [];

  const started = eventsOfType(events, "simulation_started")[0];
  if (started?.timestamp === undefined) {
    throw new Error(`cannot rebuild the history of agent ${agentId}: the log has no simulation_started event with a timestamp`);
  }
  const start = readInstant(started.timestamp);
  const startText = started.timestamp;

  let nonChannelFloor: number | undefined;
  for (const entry of visibility.values()) {
    if (entry.kind === "from_round") nonChannelFloor = nonChannelFloor === undefined ? entry.floor : Math.min(nonChannelFloor, entry.floor);
  }

  const visible = (toolName: string, args: Readonly<Record<string, unknown>>, callId: string): boolean => {
    if (!CHANNEL_TOOLS.has(toolName)) return true;
    const channel = args.channel_id;
    if (typeof channel !== "string") return true;
    const entry = visibility.get(channel);
    if (entry === undefined || entry.kind === "full") return true;
    if (entry.kind === "none") return false;
    if (toolName === "read_channel") return false;
    const invoked = invokedById.get(callId);
    return invoked !== undefined && invoked.round_number >= entry.floor;
  };
  const aboveFloor = (toolName: string, callId: string): boolean => {
    if (nonChannelFloor === undefined || CHANNEL_TOOLS.has(toolName)) return true;
    const invoked = invokedById.get(callId);
    return invoked !== undefined && invoked.round_number >= nonChannelFloor;
  };
  const withinCutoff = (callId: string): boolean => {
    const invoked = invokedById.get(callId);
    return invoked !== undefined && !pastCutoff(invoked);
  };
  const toolReturn = (result: ToolResult): RequestPart => ({
    kind: "tool_return",
    tool_name: result.tool_name,
    content: result.tool_name.endsWith("read_channel") ? rewriteChannelTimestamps(result.result, start, startText) : result.result,
    tool_call_id: result.call_id,
  });

  const cycles: Cycle[] = [];
  for (const response of responses) {
    const kept = response.tool_calls.filter(
      (call) => visible(call.tool_name, call.arguments, call.call_id) && aboveFloor(call.tool_name, call.call_id) && withinCutoff(call.call_id) && results.has(call.call_id),
    );
    const parentPastCutoff = pastCutoff(response);
    const parts: ResponsePart[] = [];
    if (options.toolCallsOnly !== true && !parentPastCutoff) {
      if (truthy(response.thinking)) parts.push({ kind: "thinking", content: response.thinking });
      if (truthy(response.text)) parts.push({ kind: "text", content: response.text });
    }
    for (const call of kept) parts.push({ kind: "tool_call", tool_name: call.tool_name, args: call.arguments, tool_call_id: call.call_id });
    if (parts.length === 0) continue;
    const returns = kept.map((call) => toolReturn(results.get(call.call_id) as ToolResult));
    cycles.push({ parts, returns, stopReason: response.stop_reason, parentPastCutoff });
  }

  const orphanCalls = orphans
    .map((invoked, index) => ({ invoked, index, at: invoked.timestamp === undefined ? undefined : readInstant(invoked.timestamp) }))
    .sort((a, b) => {
      if (a.at === undefined || b.at === undefined) return (a.at?.micros ?? 0) - (b.at?.micros ?? 0) || a.index - b.index;
      assertSameKind("compare", a.at, a.invoked.timestamp as string, b.at, b.invoked.timestamp as string);
      return a.at.micros - b.at.micros || a.index - b.index;
    })
    .map((entry) => entry.invoked)
    .filter((invoked) => visible(invoked.tool_name, invoked.arguments, invoked.call_id) && aboveFloor(invoked.tool_name, invoked.call_id) && results.has(invoked.call_id));
  if (orphanCalls.length > 0) {
    cycles.push({
      parts: orphanCalls.map((invoked) => ({ kind: "tool_call", tool_name: invoked.tool_name, args: invoked.arguments, tool_call_id: invoked.call_id })),
      returns: orphanCalls.map((invoked) => toolReturn(results.get(invoked.call_id) as ToolResult)),
      stopReason: "end_turn",
      parentPastCutoff: true,
    });
  }
  if (cycles.length === 0) return [];

  const messages: HistoryMessage[] = [
    {
      kind: "request",
      parts: [
        { kind: "system_prompt", content: options.systemPrompt },
        { kind: "user_prompt", content: options.prompts.initial },
      ],
    },
  ];
  cycles.forEach((cycle, i) => {
    const calls = cycle.parts.filter((part) => part.kind === "tool_call");
    if (options.splitParallelToolCalls === true && calls.length >= 2) {
      const others = cycle.parts.filter((part) => part.kind !== "tool_call");
      calls.forEach((call, j) => {
        messages.push({ kind: "response", parts: j === 0 ? [...others, call] : [call] });
        const ret = cycle.returns[j];
        if (ret !== undefined) messages.push({ kind: "request", parts: [ret] });
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

/**
 * A read_channel result with each message's `timestamp` replaced by `elapsed_seconds` since the
 * simulation started (moved to the end of the message), re-serialised the way Python's
 * `json.dumps` does; unchanged when it is not such a result or no message had a timestamp.
 */
export function rewriteChannelTimestamps(content: string, start: Instant, startText: string): string {
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
    // a float (json.dumps writes it as repr: 12.0, not 12)
    message.set("elapsed_seconds", elapsed);
    converted++;
  }
  return converted === 0 ? content : pyJsonDumpsValue(parsed);
}
