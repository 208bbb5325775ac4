/**
 * A fluent builder for a whole run: `simulation_started`, agents, rounds and `simulation_ended`, in
 * the order GlossoGen writes them, with sequential event ids.
 *
 *   runBuilder({ scenario: "veyru" })
 *     .agent("field_observer")
 *     .round(1, (r) => r.message("field_observer", "Lf 12").result(true))
 *     .round(2, (r) => r.message("field_observer", "Lf 13").result(false, { reason: "collapsed" }))
 */
import { type AgentRegisteredInput, type EventBase, type RawEvent } from "./events.js";
export interface RunBuilderOptions {
    /** Scenario name. Default `test_scenario` (not a built-in: primary channels are inferred). */
    readonly scenario?: string;
    /** Every channel of the run; the first is the default channel of `message`. Default `["link"]`. */
    readonly channels?: readonly string[];
    /** `scenario_config`, e.g. `{ two_teams: true }` to pick a built-in scenario's mode. */
    readonly config?: Readonly<Record<string, unknown>>;
    readonly provider?: string;
}
export interface RoundMessageOptions extends EventBase {
    /** Default: the run's first channel. */
    readonly channel?: string;
    readonly senderName?: string;
    readonly tokenCount?: number;
}
/** Collects one round's events; see `RunBuilder.round`. */
export declare class RoundBuilder {
    readonly round: number;
    private readonly defaultChannel;
    private readonly body;
    private readonly results;
    private endTrigger;
    constructor(round: number, defaultChannel: string);
    /** A `message_sent` by `sender` (on the run's first channel unless `options.channel`). */
    message(sender: string, text: string, options?: RoundMessageOptions): this;
    /** A `round_result_recorded` (written after `round_ended`, as GlossoGen does). */
    result(success: boolean, options?: EventBase & {
        readonly team?: string | null;
        readonly reason?: string;
    }): this;
    /** An LLM response of `agent` (e.g. a refusal: `{ stopReason: "refusal" }`). */
    llmResponse(agent: string, text: string | null, options?: EventBase & {
        readonly stopReason?: string | null;
    }): this;
    /** Any event in the round body, e.g. `events.agentSwapped({...})` or `events.custom(...)`. */
    event(event: RawEvent): this;
    /** How the round ended (`round_ended.trigger`, default `all_agents_idle`); `null` writes no `round_ended`. */
    endedBy(trigger: string | null): this;
    /** The round's lines: `round_advanced`, body, `round_ended`, results. */
    build(): RawEvent[];
}
export declare class RunBuilder {
    readonly scenario: string;
    readonly channels: readonly string[];
    private readonly config;
    private readonly provider;
    private readonly agents;
    private readonly lines;
    private lastRound;
    private finished;
    constructor(options?: RunBuilderOptions);
    /** Registers an agent (an `agent_registered` line right after `simulation_started`). */
    agent(id: string, options?: Omit<AgentRegisteredInput, "agent">): this;
    /** Adds round `round`; `build` fills it with messages and results. */
    round(round: number, build?: (round: RoundBuilder) => unknown): this;
    /** Adds any line between rounds (it keeps the `round_number` it was built with). */
    event(event: RawEvent): this;
    /** Leaves out `simulation_ended`: the run did not finish (the CLI refuses it without --allow-incomplete). */
    unfinished(): this;
    /** Every line in log order. Event ids are renumbered `e0001`, `e0002`… (metrics do not read them). */
    build(): RawEvent[];
    /** The run as JSONL text, one event per line, ending with a newline. */
    toJsonl(): string;
}
export declare function runBuilder(options?: RunBuilderOptions): RunBuilder;
/** JSONL text of raw events (one compact JSON object per line, trailing newline). */
export declare function toJsonl(lines: readonly RawEvent[]): string;
