/**
 * A fluent builder for a whole run: `simulation_started`, agents, rounds and `simulation_ended`, in
 * the order GlossoGen writes them, with sequential event ids.
 *
 *   runBuilder({ scenario: "veyru" })
 *     .agent("field_observer")
 *     .round(1, (r) => r.message("field_observer", "Lf 12").result(true))
 *     .round(2, (r) => r.message("field_observer", "Lf 13").result(false, { reason: "collapsed" }))
 */
import { type AgentRegisteredInput, type EventBase, type RawEvent, events } from "./events.js";

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
export class RoundBuilder {
  private readonly body: RawEvent[] = [];
  private readonly results: RawEvent[] = [];
  private endTrigger: string | undefined = "all_agents_idle";

  constructor(
    readonly round: number,
    private readonly defaultChannel: string,
  ) {}

  /** A `message_sent` by `sender` (on the run's first channel unless `options.channel`). */
  message(sender: string, text: string, options: RoundMessageOptions = {}): this {
    this.body.push(
      events.message({
        ...options,
        round: this.round,
        channel: options.channel ?? this.defaultChannel,
        sender,
        text,
      }),
    );
    return this;
  }

  /** A `round_result_recorded` (written after `round_ended`, as GlossoGen does). */
  result(success: boolean, options: EventBase & { readonly team?: string | null; readonly reason?: string } = {}): this {
    this.results.push(events.roundResult({ ...options, round: this.round, success }));
    return this;
  }

  /** An LLM response of `agent` (e.g. a refusal: `{ stopReason: "refusal" }`). */
  llmResponse(agent: string, text: string | null, options: EventBase & { readonly stopReason?: string | null } = {}): this {
    this.body.push(events.llmResponse({ ...options, round: this.round, agent, text }));
    return this;
  }

  /** Any event in the round body, e.g. `events.agentSwapped({...})` or `events.custom(...)`. */
  event(event: RawEvent): this {
    this.body.push(event);
    return this;
  }

  /** How the round ended (`round_ended.trigger`, default `all_agents_idle`); `null` writes no `round_ended`. */
  endedBy(trigger: string | null): this {
    this.endTrigger = trigger ?? undefined;
    return this;
  }

  /** The round's lines: `round_advanced`, body, `round_ended`, results. */
  build(): RawEvent[] {
    return [
      events.roundAdvanced({ round: this.round }),
      ...this.body,
      ...(this.endTrigger === undefined ? [] : [events.roundEnded({ round: this.round, trigger: this.endTrigger })]),
      ...this.results,
    ];
  }
}

export class RunBuilder {
  readonly scenario: string;
  readonly channels: readonly string[];
  private readonly config: Readonly<Record<string, unknown>>;
  private readonly provider: string;
  private readonly agents: RawEvent[] = [];
  private readonly lines: RawEvent[] = [];
  private lastRound = 0;
  private finished = true;

  constructor(options: RunBuilderOptions = {}) {
    this.scenario = options.scenario ?? "test_scenario";
    this.channels = options.channels ?? ["link"];
    if (this.channels.length === 0) throw new Error("runBuilder: give at least one channel");
    this.config = options.config ?? {};
    this.provider = options.provider ?? "scripted";
  }

  /** Registers an agent (an `agent_registered` line right after `simulation_started`). */
  agent(id: string, options: Omit<AgentRegisteredInput, "agent"> = {}): this {
    this.agents.push(events.agentRegistered({ channels: this.channels, ...options, agent: id }));
    return this;
  }

  /** Adds round `round`; `build` fills it with messages and results. */
  round(round: number, build: (round: RoundBuilder) => unknown = () => undefined): this {
    if (!Number.isInteger(round) || round < 1) throw new Error(`runBuilder: round numbers are integers from 1, got ${round}`);
    const builder = new RoundBuilder(round, this.channels[0] as string);
    build(builder);
    this.lines.push(...builder.build());
    this.lastRound = Math.max(this.lastRound, round);
    return this;
  }

  /** Adds any line between rounds (it keeps the `round_number` it was built with). */
  event(event: RawEvent): this {
    this.lines.push(event);
    return this;
  }

  /** Leaves out `simulation_ended`: the run did not finish (the CLI refuses it without --allow-incomplete). */
  unfinished(): this {
    this.finished = false;
    return this;
  }

  /** Every line in log order. Event ids are renumbered `e0001`, `e0002`… (metrics do not read them). */
  build(): RawEvent[] {
    const body = [
      events.simulationStarted({ scenario: this.scenario, channels: this.channels, config: this.config, provider: this.provider }),
      ...this.agents,
      ...this.lines,
    ];
    const messages = body.filter((event) => event.event_type === "message_sent").length;
    if (this.finished) body.push(events.simulationEnded({ round: this.lastRound, totalMessages: messages }));
    // ids are renumbered so two identical messages still get distinct ids, as in a real log
    return body.map((event, i) => ({ ...event, event_id: `e${String(i + 1).padStart(4, "0")}` }));
  }

  /** The run as JSONL text, one event per line, ending with a newline. */
  toJsonl(): string {
    return toJsonl(this.build());
  }
}

export function runBuilder(options: RunBuilderOptions = {}): RunBuilder {
  return new RunBuilder(options);
}

/** JSONL text of raw events (one compact JSON object per line, trailing newline). */
export function toJsonl(lines: readonly RawEvent[]): string {
  return lines.map((event) => JSON.stringify(event)).join("\n") + (lines.length > 0 ? "\n" : "");
}
