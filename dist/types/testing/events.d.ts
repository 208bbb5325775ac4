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
/** Builders for the event types metrics usually read; `custom` covers any other type. */
export declare const events: {
    simulationStarted(input: SimulationStartedInput): RawEvent;
    agentRegistered(input: AgentRegisteredInput): RawEvent;
    /** Starts round `round`; GlossoGen's trigger is `simulation_start` for round 1, else `all_agents_idle`. */
    roundAdvanced(input: EventBase & {
        readonly round: number;
        readonly trigger?: string;
    }): RawEvent;
    message(input: MessageInput): RawEvent;
    /** Ends round `round`; triggers GlossoGen writes: `all_agents_idle`, `timeout`, `scenario_resolved`… */
    roundEnded(input: EventBase & {
        readonly round: number;
        readonly trigger?: string;
    }): RawEvent;
    roundResult(input: RoundResultInput): RawEvent;
    llmResponse(input: LlmResponseInput): RawEvent;
    agentSwapped(input: AgentSwappedInput): RawEvent;
    postmortemStarted(input: EventBase & {
        readonly round: number;
    }): RawEvent;
    postmortemEnded(input: EventBase & {
        readonly round: number;
        readonly trigger?: string;
    }): RawEvent;
    simulationEnded(input: SimulationEndedInput): RawEvent;
    /** Any other event type (a scenario's own events): carried through as an opaque event. */
    custom(type: string, input: EventBase & {
        readonly round: number;
        readonly fields?: Readonly<Record<string, unknown>>;
    }): RawEvent;
};
