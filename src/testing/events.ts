/**
 * Builders for GlossoGen event-log lines, for metric tests. Each builder returns the JSON object
 * one line of a `<scenario>.jsonl` log holds (snake_case fields, exactly as GlossoGen writes them),
 * with every required field filled in; only what a test cares about has to be given.
 *
 * The objects are raw log lines, not parsed events: `parseEvents` (or `runMetric`) feeds them through
 * agent-eval's own log parser, so a test sees exactly what `agent-eval evaluate` would.
 */

/** One event-log line as GlossoGen writes it. */
export interface RawEvent {
  readonly event_type: string;
  readonly event_id: string;
  readonly round_number: number;
  readonly [field: string]: unknown;
}

/** Fields every builder accepts: override the generated id, add a timestamp or any extra field. */
export interface EventBase {
  /** Default: derived from the event type and round (unique enough for metrics; ids are not read). */
  readonly id?: string;
  readonly timestamp?: string;
  /** Extra or overriding fields, merged last (e.g. a field a newer GlossoGen writes). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

function line(type: string, round: number, base: EventBase, fields: Record<string, unknown>, defaultId?: string): RawEvent {
  return {
    event_id: base.id ?? defaultId ?? `${type}-r${round}`,
    event_type: type,
    round_number: round,
    ...(base.timestamp === undefined ? {} : { timestamp: base.timestamp }),
    ...fields,
    ...base.extra,
  };
}

export interface SimulationStartedInput extends EventBase {
  /** Scenario name, e.g. `veyru`; the log file is `<scenario>.jsonl`. */
  readonly scenario: string;
  /** Every channel of the run. Default `["link"]`. */
  readonly channels?: readonly string[];
  /** `scenario_config` (chooses a built-in scenario's mode, e.g. `{ two_teams: true }`). Default `{}`. */
  readonly config?: Readonly<Record<string, unknown>>;
  readonly description?: string;
  /** The agents' provider. Default `scripted`. */
  readonly provider?: string;
  readonly runId?: string;
}

export interface AgentRegisteredInput extends EventBase {
  readonly agent: string;
  /** Default: the agent id. */
  readonly role?: string;
  readonly channels?: readonly string[];
  readonly model?: string;
  readonly provider?: string;
  readonly systemPrompt?: string;
  readonly tools?: readonly string[];
  readonly maxTokens?: number;
}

export interface MessageInput extends EventBase {
  readonly round: number;
  readonly channel: string;
  /** Sender agent id (`world` for scenario announcements). */
  readonly sender: string;
  readonly text: string;
  /** Default: the sender id (as GlossoGen's loader backfills it). */
  readonly senderName?: string;
  readonly messageId?: string;
  /** Default: the number of whitespace-separated words. */
  readonly tokenCount?: number;
}

export interface RoundResultInput extends EventBase {
  readonly round: number;
  readonly success: boolean;
  /** Team the result is for (`team_a`…); default `null` (single team). */
  readonly team?: string | null;
  readonly reason?: string;
}

export interface LlmResponseInput extends EventBase {
  readonly round: number;
  readonly agent: string;
  readonly text: string | null;
  readonly thinking?: string | null;
  /** Default `end_turn`; `refusal`/`content_filter` for refusals. */
  readonly stopReason?: string | null;
  readonly inputTokens?: number;
  readonly outputTokens?: number;
}

export interface AgentSwappedInput extends EventBase {
  readonly round: number;
  readonly agent: string;
  readonly model: string;
  readonly provider?: string;
  /** Per channel: `{kind: "full"}`, `{kind: "none"}` or `{kind: "from_round", round_floor}`. Default `{}`. */
  readonly visibility?: Readonly<Record<string, unknown>>;
}

export interface SimulationEndedInput extends EventBase {
  readonly round: number;
  /** Default `scenario_complete`. */
  readonly reason?: "scenario_complete" | "in_progress" | "starting" | "error" | "killed";
  readonly totalMessages?: number;
  readonly totalCostUsd?: number;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== "").length;
}

/** Builders for the event types metrics usually read; `custom` covers any other type. */
export const events = {
  simulationStarted(input: SimulationStartedInput): RawEvent {
    return line("simulation_started", 0, input, {
      run_id: input.runId ?? `${input.scenario}/test-run`,
      scenario_name: input.scenario,
      scenario_description: input.description ?? `test run of ${input.scenario}`,
      channel_ids: [...(input.channels ?? ["link"])],
      scenario_config: { ...input.config },
      provider: input.provider ?? "scripted",
    });
  },

  agentRegistered(input: AgentRegisteredInput): RawEvent {
    return line(
      "agent_registered",
      0,
      input,
      {
        agent_id: input.agent,
        role_name: input.role ?? input.agent,
        system_prompt: input.systemPrompt ?? `You are ${input.role ?? input.agent}.`,
        channel_ids: [...(input.channels ?? ["link"])],
        tool_names: [...(input.tools ?? ["send_message", "read_channel"])],
        model: input.model ?? `scripted::${input.agent}`,
        provider: input.provider ?? "scripted",
        max_tokens: input.maxTokens ?? 16384,
      },
      `agent_registered-${input.agent}`,
    );
  },

  /** Starts round `round`; GlossoGen's trigger is `simulation_start` for round 1, else `all_agents_idle`. */
  roundAdvanced(input: EventBase & { readonly round: number; readonly trigger?: string }): RawEvent {
    return line("round_advanced", input.round, input, {
      trigger: input.trigger ?? (input.round <= 1 ? "simulation_start" : "all_agents_idle"),
    });
  },

  message(input: MessageInput): RawEvent {
    const messageId = input.messageId ?? input.id ?? `msg-r${input.round}-${input.sender}-${wordCount(input.text)}`;
    return line(
      "message_sent",
      input.round,
      input,
      {
        message: {
          message_id: messageId,
          channel_id: input.channel,
          sender_agent_id: input.sender,
          sender_display_name: input.senderName ?? input.sender,
          text: input.text,
          round_number: input.round,
          ...(input.timestamp === undefined ? {} : { timestamp: input.timestamp }),
        },
        token_count: input.tokenCount ?? wordCount(input.text),
      },
      `message_sent-${messageId}`,
    );
  },

  /** Ends round `round`; triggers GlossoGen writes: `all_agents_idle`, `timeout`, `scenario_resolved`… */
  roundEnded(input: EventBase & { readonly round: number; readonly trigger?: string }): RawEvent {
    return line("round_ended", input.round, input, { trigger: input.trigger ?? "all_agents_idle" });
  },

  roundResult(input: RoundResultInput): RawEvent {
    return line(
      "round_result_recorded",
      input.round,
      input,
      {
        success: input.success,
        team_id: input.team ?? null,
        reason: input.reason ?? (input.success ? "succeeded" : "failed"),
      },
      `round_result_recorded-r${input.round}${input.team === undefined || input.team === null ? "" : `-${input.team}`}`,
    );
  },

  llmResponse(input: LlmResponseInput): RawEvent {
    return line("llm_response_received", input.round, input, {
      agent_id: input.agent,
      thinking: input.thinking ?? null,
      text: input.text,
      tool_calls: [],
      stop_reason: input.stopReason === undefined ? "end_turn" : input.stopReason,
      usage: { input_tokens: input.inputTokens ?? 0, output_tokens: input.outputTokens ?? 0 },
    });
  },

  agentSwapped(input: AgentSwappedInput): RawEvent {
    return line("agent_swapped_mid_run", input.round, input, {
      agent_id: input.agent,
      new_model: input.model,
      new_provider: input.provider ?? "scripted",
      channel_visibility: { ...input.visibility },
    });
  },

  postmortemStarted(input: EventBase & { readonly round: number }): RawEvent {
    return line("postmortem_started", input.round, input, {});
  },

  postmortemEnded(input: EventBase & { readonly round: number; readonly trigger?: string }): RawEvent {
    return line("postmortem_ended", input.round, input, { trigger: input.trigger ?? "all_agents_idle" });
  },

  simulationEnded(input: SimulationEndedInput): RawEvent {
    return line("simulation_ended", input.round, input, {
      reason: input.reason ?? "scenario_complete",
      total_messages: input.totalMessages ?? 0,
      total_cost_usd: input.totalCostUsd ?? 0,
    });
  },

  /** Any other event type (a scenario's own events): carried through as an opaque event. */
  custom(type: string, input: EventBase & { readonly round: number; readonly fields?: Readonly<Record<string, unknown>> }): RawEvent {
    return line(type, input.round, input, { ...input.fields });
  },
};
