/**
 * Deterministic generator of synthetic GlossoGen runs for `examples/`.
 *
 *   npx tsx scripts/generate-examples.ts        (or: npm run examples)
 *
 * Every byte of output is a function of the options below: randomness comes from seeded mulberry32
 * streams, timestamps from a clock that starts at an instant derived from the seed, and event ids
 * from a hash of (namespace, counter). Nothing reads the wall clock or Math.random, so running the
 * script twice yields byte-identical files.
 *
 * The texts (scenario descriptions, system prompts, agent messages, failure motifs, judge
 * explanations) were written for this generator; no real model produced them. Event shapes follow
 * the GlossoGen event catalogue (compact orjson-style JSONL, one event per line).
 *
 * `generateRun(options)` is exported so that benchmarks can build larger runs
 * (`trafficScale` multiplies the LLM/tool traffic, which dominates real logs).
 */
import { createHash } from "node:crypto";
import { mkdirSync, realpathSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// ---------------------------------------------------------------------------------------------
// Public options
// ---------------------------------------------------------------------------------------------

/** How a veyru round ends: stabilized (success), collapsed after the agents went idle, or timed out. */
export type VeyruOutcome = "stabilized" | "collapsed" | "timeout";

export interface AgentSwapOption {
  /** Round in which the new instance starts (the `agent_swapped_mid_run` round). */
  readonly round: number;
  readonly agentId: string;
  readonly newModel: string;
  readonly newProvider: string;
}

export interface GenerateRunOptions {
  /** Scenario to simulate. Default `"veyru"` (solo mode). */
  readonly scenario?: "veyru" | "spot_the_difference";
  /** `simulation_started.run_id`, e.g. `"veyru/veyru-solo-001"`. */
  readonly runId: string;
  /** Seeds every random stream and the start timestamp; also written to `scenario_config.seed`. */
  readonly seed: number;
  /** Number of rounds. */
  readonly rounds: number;
  /** Namespace for the counter-derived event ids. Default: `runId`. Give paired runs distinct namespaces. */
  readonly idNamespace?: string;
  /** Model / provider of every agent at registration. Defaults: `gpt-5.4` / `openai` (veyru), `claude-sonnet-4-6` / `anthropic` (spot_the_difference). */
  readonly model?: string;
  readonly provider?: string;
  /** Expected fraction of successful rounds when `outcomes` is not given (veyru; default 0.7). */
  readonly successRate?: number;
  /** Pinned veyru outcome per round (index 0 = round 1); overrides `successRate`. */
  readonly outcomes?: readonly VeyruOutcome[];
  /** Success rate per team for spot_the_difference (defaults 0.7 / 0.5). */
  readonly teamSuccessRates?: { readonly team_a: number; readonly team_b: number };
  /** 0 = starts in plain English and drifts to shorthand; 1 = terse from the start, codes soon. Default 0. */
  readonly terseness?: number;
  /** Probability that a transmitted link character is masked by `_` (veyru; default 0.1). Pristine text stays in the tool call. */
  readonly channelNoiseLevel?: number;
  /** In-run swap (veyru). */
  readonly swap?: AgentSwapOption;
  /** Round in which the engineer hits one `ContentFilterError` (veyru; default none). */
  readonly contentFilterRound?: number;
  /** Rounds whose postmortem ends by `postmortem_timeout` (default: chosen with probability 0.25). */
  readonly postmortemTimeoutRounds?: readonly number[];
  /** Multiplier for polling traffic and reasoning length (default 1). With 10 veyru rounds, 2.2 gives ~1 MB (~83% LLM/tool lines). */
  readonly trafficScale?: number;
}

// ---------------------------------------------------------------------------------------------
// Deterministic primitives
// ---------------------------------------------------------------------------------------------

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number, stream: string) {
    this.next = mulberry32(fnv1a(`${seed}:${stream}`));
  }
  float(): number {
    return this.next();
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} out of range`);
  return item;
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Python `json.dumps` (default separators, ensure_ascii) for the tool-result strings. */
function pyDumps(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") {
    return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(pyDumps).join(", ")}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${pyDumps(k)}: ${pyDumps(v)}`).join(", ")}}`;
}

/** Rough token estimate for message `token_count` (tokenizer-free, deterministic). */
function tokenEstimate(text: string): number {
  return Math.ceil(Array.from(text).length / 4) + 6;
}

/** Event-log writer: envelope, clock, counter-derived uuids. */
class LogWriter {
  private readonly lines: string[] = [];
  private clockUs: number;
  private counter = 0;
  private readonly jitter: Rng;
  messageCount = 0;

  constructor(
    private readonly namespace: string,
    seed: number,
  ) {
    // Start instant derived from the seed: 2026-03-02T09:00:00Z plus seed hours and some seconds.
    this.clockUs = (Date.UTC(2026, 2, 2, 9, 0, 0) + seed * 3_600_000 + (fnv1a(namespace) % 3000) * 1000) * 1000;
    this.jitter = new Rng(seed, `clock:${namespace}`);
  }

  uuid(): string {
    const hex = createHash("sha256").update(`${this.namespace}#${this.counter}`).digest("hex");
    this.counter += 1;
    const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }

  callId(): string {
    const bytes = [...createHash("sha256").update(`${this.namespace}#call#${this.counter}`).digest()];
    this.counter += 1;
    return `call_${bytes
      .slice(0, 24)
      .map((b) => ALNUM.charAt(b % ALNUM.length))
      .join("")}`;
  }

  /** ISO-8601 with microseconds and `Z`, like the GlossoGen writer. */
  now(): string {
    return LogWriter.format(this.clockUs, "Z");
  }

  nowPython(): string {
    return LogWriter.format(this.clockUs, "+00:00");
  }

  private static format(us: number, zone: string): string {
    const iso = new Date(Math.floor(us / 1000)).toISOString();
    return `${iso.slice(0, 19)}.${String(us % 1_000_000).padStart(6, "0")}${zone}`;
  }

  /** Current clock reading (µs since the epoch), for phase deadlines. */
  mark(): number {
    return this.clockUs;
  }

  /** Move the clock to `markUs + seconds` (plus a little scheduling slack) unless it is already past it. */
  reachDeadline(markUs: number, seconds: number): void {
    this.clockUs = Math.max(this.clockUs, markUs + seconds * 1_000_000 + Math.floor(this.jitter.float() * 40_000));
  }

  /** Advance the clock by a random duration in [minMs, maxMs]. */
  wait(minMs: number, maxMs: number): void {
    this.clockUs += Math.round((minMs + this.jitter.float() * (maxMs - minMs)) * 1000);
  }

  emit(round: number, eventType: string, fields: Record<string, unknown> = {}): void {
    this.lines.push(
      JSON.stringify({ event_id: this.uuid(), timestamp: this.now(), round_number: round, event_type: eventType, ...fields }),
    );
    this.clockUs += 150 + Math.floor(this.jitter.float() * 400);
  }

  text(): string {
    return `${this.lines.join("\n")}\n`;
  }
}

// ---------------------------------------------------------------------------------------------
// Agents, channels and the LLM/tool traffic shared by both scenarios
// ---------------------------------------------------------------------------------------------

interface Agent {
  readonly id: string;
  readonly role: string;
  model: string;
  provider: string;
  readonly channels: readonly string[];
  readonly tools: readonly string[];
  cycle: number;
  context: number;
}

interface ChannelMessage {
  readonly round: number;
  readonly sender: string;
  readonly text: string;
  readonly timestamp: string;
}

const REASONING_SENTENCES = [
  "The last result did not include anything new, so there is no reason to spend characters on the link yet.",
  "Every character on the link costs budget, so the message should carry only what the partner cannot infer.",
  "The partner already knows the shorthand we agreed on in the discussion phase, so I can lean on it.",
  "I should check the channel history before answering, in case a correction arrived while I was acting.",
  "If the symptoms match a tag we defined earlier I will send the tag instead of the full description.",
  "The round number matters because the treatment parameters change each round even when the symptoms repeat.",
  "Nothing in the notification suggests the round ended, so the main link is still open.",
  "A short confirmation is enough here; a longer reply would only burn budget.",
  "I will wait for the partner's reply rather than guessing at the procedure.",
  "The previous attempt failed, so the face or the duration was probably wrong; I should ask for exactly that.",
  "The discussion channel does not cost budget, so this is the place to agree on codes for next time.",
  "Reading the whole channel again is cheap compared to sending an unnecessary clarification.",
];

const THINKING_HEADINGS = [
  "Checking notifications",
  "Reading the link",
  "Waiting for a reply",
  "Re-reading channel history",
  "Looking for new messages",
  "Polling for updates",
  "Reviewing the last exchange",
  "Confirming channel state",
];

class Traffic {
  readonly history = new Map<string, ChannelMessage[]>();
  private extraCarry = 0;

  constructor(
    readonly log: LogWriter,
    readonly rng: Rng,
    readonly noiseRng: Rng,
    readonly trafficScale: number,
    readonly noiseLevel: number,
    readonly noisyChannels: ReadonlySet<string>,
  ) {}

  private thinking(heading: string): string {
    const paragraphs = Math.min(2, Math.max(0, Math.ceil(this.trafficScale - 1)));
    if (paragraphs === 0) return `**${heading}**`;
    const parts: string[] = [];
    for (let i = 0; i < paragraphs; i += 1) {
      parts.push(`${this.rng.pick(REASONING_SENTENCES)} ${this.rng.pick(REASONING_SENTENCES)} ${this.rng.pick(REASONING_SENTENCES)}`);
    }
    return `**${heading}**\n\n${parts.join("\n\n")}`;
  }

  private usage(agent: Agent, resultChars: number): Record<string, number> {
    agent.context += Math.ceil(resultChars / 4) + 40;
    const input = 1800 + agent.context;
    const cached = Math.floor(input * 0.85);
    return {
      input_tokens: input,
      output_tokens: 25 + this.rng.int(0, 120) * Math.max(1, Math.round(this.trafficScale)),
      cache_read_input_tokens: cached,
      cache_creation_input_tokens: input - cached,
    };
  }

  /** One LLM turn that calls one tool: llm_response_received → tool_call_invoked → [inner] → tool_result_received. */
  toolTurn(
    round: number,
    agent: Agent,
    toolName: string,
    args: Record<string, unknown>,
    result: string,
    heading: string,
    inner?: () => void,
  ): void {
    const callId = this.log.callId();
    this.log.wait(900, 3600);
    this.log.emit(round, "llm_response_received", {
      agent_id: agent.id,
      thinking: this.thinking(heading),
      text: null,
      tool_calls: [{ call_id: callId, tool_name: toolName, arguments: args }],
      stop_reason: "tool_use",
      usage: this.usage(agent, result.length),
    });
    agent.cycle += 1;
    this.log.wait(150, 600);
    this.log.emit(round, "tool_call_invoked", { agent_id: agent.id, call_id: callId, tool_name: toolName, arguments: args });
    this.log.wait(3, 60);
    inner?.();
    this.log.emit(round, "tool_result_received", {
      agent_id: agent.id,
      tool_name: toolName,
      call_id: callId,
      arguments: args,
      result,
    });
  }

  /** An LLM turn that ends without a tool call (agent goes idle). */
  idleTurn(round: number, agent: Agent, text: string): void {
    this.log.wait(700, 2500);
    this.log.emit(round, "llm_response_received", {
      agent_id: agent.id,
      thinking: this.thinking("Nothing to do right now"),
      text,
      tool_calls: [],
      stop_reason: "end_turn",
      usage: this.usage(agent, 0),
    });
    agent.cycle += 1;
  }

  private mask(text: string): string {
    if (this.noiseLevel <= 0) return text;
    return Array.from(text)
      .map((c) => (this.noiseRng.chance(this.noiseLevel) ? "_" : c))
      .join("");
  }

  /** send_message that is delivered: tool call with the pristine text, message_sent with the transmitted text. */
  send(round: number, agent: Agent, channel: string, pristine: string, heading = "Sending a message"): string {
    const transmitted = this.noisyChannels.has(channel) ? this.mask(pristine) : pristine;
    const messageId = this.log.uuid();
    const tokens = tokenEstimate(pristine);
    const args = { channel_id: channel, text: pristine, force: false };
    const result = pyDumps({
      status: "sent",
      detail: `Message sent to channel '${channel}'`,
      new_messages: [],
      token_count: tokens,
      current_round: round,
      message_id: messageId,
    });
    this.toolTurn(round, agent, "send_message", args, result, heading, () => {
      this.log.wait(200, 800);
      const timestamp = this.log.now();
      this.log.emit(round, "message_sent", {
        message: {
          message_id: messageId,
          channel_id: channel,
          sender_agent_id: agent.id,
          sender_display_name: agent.role,
          text: transmitted,
          timestamp,
          round_number: round,
        },
        token_count: tokens,
      });
      this.log.messageCount += 1;
      const list = this.history.get(channel) ?? [];
      list.push({ round, sender: agent.role, text: transmitted, timestamp: this.log.nowPython() });
      this.history.set(channel, list);
    });
    return transmitted;
  }

  /** send_message refused by the engine (e.g. link closed during the discussion phase). */
  rejectedSend(round: number, agent: Agent, channel: string, text: string, detail: string): void {
    const args = { channel_id: channel, text, force: false };
    const result = pyDumps({ status: "rejected", detail, new_messages: [], token_count: 0, current_round: round });
    this.toolTurn(round, agent, "send_message", args, result, "Confirming completion");
  }

  notifications(round: number, agent: Agent, payload: Record<string, unknown>): void {
    this.toolTurn(round, agent, "read_notifications", {}, pyDumps({ ...payload, current_round: round }), this.rng.pick(THINKING_HEADINGS));
  }

  readChannel(round: number, agent: Agent, channel: string, lastN = 10): void {
    const messages = (this.history.get(channel) ?? []).slice(-lastN);
    const result = pyDumps({
      current_round: round,
      messages: messages.map((m) => ({ round: m.round, sender: m.sender, text: m.text, timestamp: m.timestamp })),
    });
    this.toolTurn(round, agent, "read_channel", { channel_id: channel, last_n: lastN }, result, "Reading the channel");
  }

  /** The receiving side of a message: notification, then the channel read. Extra polls scale with trafficScale. */
  receive(round: number, agent: Agent, channel: string): void {
    if (this.rng.chance(0.6)) this.notifications(round, agent, { type: "new_messages", channels: [channel], pending_count: 0 });
    this.readChannel(round, agent, channel, this.rng.pick([1, 2, 3]));
    this.extraCarry += Math.max(0, this.trafficScale - 1) * 1.5;
    while (this.extraCarry >= 1) {
      this.extraCarry -= 1;
      if (this.rng.chance(0.5)) this.readChannel(round, agent, channel, 10);
      else if (this.rng.chance(0.15)) {
        this.toolTurn(round, agent, "list_channels", {}, pyDumps({ channels: agent.channels }), "Listing channels");
      } else this.notifications(round, agent, { type: "none", pending_count: 0 });
    }
  }
}

function makeAgent(
  id: string,
  role: string,
  model: string,
  provider: string,
  channels: readonly string[],
  tools: readonly string[],
): Agent {
  return { id, role, model, provider, channels, tools, cycle: 0, context: 0 };
}

function registerAgent(log: LogWriter, agent: Agent, systemPrompt: string): void {
  log.emit(0, "agent_registered", {
    agent_id: agent.id,
    role_name: agent.role,
    system_prompt: systemPrompt,
    channel_ids: agent.channels,
    tool_names: agent.tools,
    model: agent.model,
    provider: agent.provider,
    max_tokens: 16384,
  });
}

function costOf(lines: string): number {
  // Simulation-side cost from the usage blocks, at a flat synthetic price.
  let input = 0;
  let output = 0;
  for (const match of lines.matchAll(/"input_tokens":(\d+),"output_tokens":(\d+)/g)) {
    input += Number(match[1]);
    output += Number(match[2]);
  }
  let micros = Math.round(input * 0.4 + output * 12);
  if (micros % 1_000_000 === 0) micros += 1; // keep it a non-integral float, as a real cost is
  return micros / 1_000_000;
}

/** Deterministic success schedule: round(rate × rounds) ± 1 successes, positions shuffled. */
function successSchedule(rng: Rng, rounds: number, rate: number): boolean[] {
  const jitter = rng.pick([-1, 0, 0, 1]);
  const wins = Math.min(rounds, Math.max(0, Math.round(rate * rounds) + jitter));
  const flags = Array.from({ length: rounds }, (_, i) => i < wins);
  return rng.shuffle(flags);
}

/** Message style level 0 (plain English) … 3 (codes) for a round. */
function styleLevel(rng: Rng, round: number, rounds: number, terseness: number): number {
  const progress = rounds <= 1 ? 1 : (round - 1) / (rounds - 1);
  const s = terseness * 1.6 + progress * (2.4 + terseness) + (rng.float() - 0.5) * 0.5;
  return Math.max(0, Math.min(3, Math.floor(s)));
}

// ---------------------------------------------------------------------------------------------
// Veyru (solo)
// ---------------------------------------------------------------------------------------------

interface Motif {
  readonly name: string;
  readonly code: string;
  readonly symptoms: string;
  /** Observer report at style levels 1 and 2 (level 0 uses the full symptoms, level 3 the code). */
  readonly short: string;
  readonly terse: string;
}

const MOTIFS: readonly Motif[] = [
  {
    name: "Edge Bleed",
    code: "EB",
    symptoms:
      "The edges glow a washed-out violet and the glow seeps past the corners onto the table. The faces themselves look normal. There is a faint crackle near the lower edges.",
    short: "edges violet, glow leaking past corners, faces normal, crackle low",
    terse: "edg violet+leak, crkl lo",
  },
  {
    name: "Hum Dropout",
    code: "HD",
    symptoms:
      "The hum cuts out for a second or two and then comes back. The light pulses in step with the gaps. It is room temperature to the touch.",
    short: "hum cutting out every few seconds, light pulsing with the gaps",
    terse: "hum gaps, lt pulse w/ gaps",
  },
  {
    name: "Corner Flare",
    code: "CF",
    symptoms:
      "Two of the top corners flare almost white, much brighter than the rest. A thin whistle comes from them and they feel warm.",
    short: "two top corners flaring white, whistling, warm",
    terse: "2 top crnr white+whistle",
  },
  {
    name: "Face Flicker",
    code: "FF",
    symptoms:
      "All six faces flicker out of step with each other, fast and uneven. The hum wobbles up and down in pitch.",
    short: "all faces flickering out of sync, hum wobbling in pitch",
    terse: "faces flkr async, hum wbl",
  },
  {
    name: "Cold Sink",
    code: "CS",
    symptoms:
      "The whole box is cold to the touch and the light has dulled to a grey-blue. The hum is low and slow, like it is winding down.",
    short: "cold all over, light dull grey-blue, hum low and slow",
    terse: "cold, gry-blu dull, hum lo",
  },
  {
    name: "Pattern Freeze",
    code: "PF",
    symptoms:
      "The patterns on the faces stopped moving and hold one fixed lattice shape. The hum is a single flat note that never changes.",
    short: "patterns frozen in a lattice, hum one flat note",
    terse: "pttrn frozen, hum flat",
  },
  {
    name: "Echo Lock",
    code: "EL",
    symptoms:
      "Every light pulse repeats two or three times like an echo, each copy fainter than the last. The hum sounds doubled and layered.",
    short: "each pulse echoing 2-3 times, hum doubled",
    terse: "pulse echo x3, hum dbl",
  },
  {
    name: "Glow Surge",
    code: "GS",
    symptoms:
      "The Veyru swells brighter in waves, each wave a little stronger than the one before. The hum gets louder with each swell and the surface is warm.",
    short: "brightness swelling in growing waves, hum louder each swell, warm",
    terse: "glow surge waves, hum up, warm",
  },
];

const FACES = ["front", "back", "top", "bottom", "left", "right"] as const;
const FACE_CODE: Record<string, string> = { front: "f", back: "b", top: "t", bottom: "u", left: "l", right: "r" };
const INTENSITIES = ["gentle", "steady", "firm"] as const;
const INTENSITY_CODE: Record<string, string> = { gentle: "g", steady: "s", firm: "x" };

interface Params {
  readonly face: string;
  readonly seconds: number;
  readonly intensity: string;
}

interface Treatment {
  readonly tool: string;
  readonly full: (p: Params) => string;
  readonly short: (p: Params) => string;
  readonly terse: (p: Params) => string;
  readonly code: (p: Params) => string;
  readonly action: (p: Params) => string;
}

const opposite = (face: string): string =>
  ({ front: "back", back: "front", top: "bottom", bottom: "top", left: "right", right: "left" })[face] ?? face;
const fc = (p: Params): string => FACE_CODE[p.face] ?? "?";
const ic = (p: Params): string => INTENSITY_CODE[p.intensity] ?? "?";

/** Treatment procedure of each motif, in motif order (the stellar offset remaps which one applies). */
const TREATMENTS: readonly Treatment[] = [
  {
    tool: "tuning fork",
    full: (p) => `Strike the tuning fork and hold it near the ${p.face} face for ${p.seconds} seconds at ${p.intensity} strength, then do the same at the ${opposite(p.face)} face.`,
    short: (p) => `Tuning fork at the ${p.face} face, ${p.seconds}s, ${p.intensity}, then the opposite face.`,
    terse: (p) => `fork ${p.face} ${p.seconds}s ${p.intensity} +opp`,
    code: (p) => `TF${fc(p)}${p.seconds}${ic(p)}+o`,
    action: (p) => `I strike the tuning fork and hold it near the ${p.face} face for ${p.seconds} seconds at ${p.intensity} strength, then I do the same at the ${opposite(p.face)} face.`,
  },
  {
    tool: "cool cloth",
    full: (p) => `Lay the cool cloth flat over the ${p.face} face with ${p.intensity} pressure for ${p.seconds} seconds, then lift it off slowly.`,
    short: (p) => `Cool cloth on the ${p.face} face, ${p.intensity} pressure, ${p.seconds}s, lift slowly.`,
    terse: (p) => `cloth ${p.face} ${p.intensity} ${p.seconds}s`,
    code: (p) => `CC${fc(p)}${p.seconds}${ic(p)}`,
    action: (p) => `I lay the cool cloth flat over the ${p.face} face with ${p.intensity} pressure for ${p.seconds} seconds and then lift it off slowly.`,
  },
  {
    tool: "hand lamp",
    full: (p) => `Shine the hand lamp on the ${p.face} face at ${p.intensity} brightness for ${p.seconds} seconds, then sweep it once along every edge of that face.`,
    short: (p) => `Lamp on the ${p.face} face, ${p.intensity}, ${p.seconds}s, then sweep its edges.`,
    terse: (p) => `lamp ${p.face} ${p.intensity} ${p.seconds}s +edges`,
    code: (p) => `HL${fc(p)}${p.seconds}${ic(p)}+e`,
    action: (p) => `I shine the hand lamp on the ${p.face} face at ${p.intensity} brightness for ${p.seconds} seconds, then sweep it once along every edge of that face.`,
  },
  {
    tool: "warm pad",
    full: (p) => `Set the warm pad under the ${p.face} face at ${p.intensity} heat for ${p.seconds} seconds, then turn the Veyru a quarter turn and repeat once.`,
    short: (p) => `Warm pad under the ${p.face} face, ${p.intensity} heat, ${p.seconds}s, quarter turn, repeat.`,
    terse: (p) => `pad ${p.face} ${p.intensity} ${p.seconds}s, 1/4 turn, rpt`,
    code: (p) => `WP${fc(p)}${p.seconds}${ic(p)}q`,
    action: (p) => `I set the warm pad under the ${p.face} face at ${p.intensity} heat for ${p.seconds} seconds, turn the Veyru a quarter turn and repeat it once.`,
  },
  {
    tool: "small fan",
    full: (p) => `Fan the ${p.face} face with ${p.intensity} airflow for ${p.seconds} seconds, then give each corner of that face a short burst.`,
    short: (p) => `Fan the ${p.face} face, ${p.intensity}, ${p.seconds}s, then each corner briefly.`,
    terse: (p) => `fan ${p.face} ${p.intensity} ${p.seconds}s +crnrs`,
    code: (p) => `FN${fc(p)}${p.seconds}${ic(p)}+c`,
    action: (p) => `I fan the ${p.face} face with ${p.intensity} airflow for ${p.seconds} seconds and then give each corner of that face a short burst.`,
  },
  {
    tool: "felt mat",
    full: (p) => `Rest the Veyru on the felt mat with the ${p.face} face down at ${p.intensity} contact and leave it completely still for ${p.seconds} seconds.`,
    short: (p) => `Felt mat, ${p.face} face down, ${p.intensity} contact, still ${p.seconds}s.`,
    terse: (p) => `mat ${p.face} dn ${p.intensity} ${p.seconds}s still`,
    code: (p) => `FM${fc(p)}${p.seconds}${ic(p)}`,
    action: (p) => `I rest the Veyru on the felt mat with the ${p.face} face down at ${p.intensity} contact and leave it still for ${p.seconds} seconds.`,
  },
  {
    tool: "tuning fork and lamp",
    full: (p) => `Hold the lit hand lamp at the ${p.face} face and strike the tuning fork beside it at ${p.intensity} strength, three strikes spaced ${p.seconds} seconds apart.`,
    short: (p) => `Lamp on the ${p.face} face plus fork, ${p.intensity}, 3 strikes ${p.seconds}s apart.`,
    terse: (p) => `lamp+fork ${p.face} ${p.intensity} 3x/${p.seconds}s`,
    code: (p) => `HT${fc(p)}${p.seconds}${ic(p)}3`,
    action: (p) => `I hold the lit hand lamp at the ${p.face} face and strike the tuning fork beside it at ${p.intensity} strength three times, ${p.seconds} seconds apart.`,
  },
  {
    tool: "cloth and fan",
    full: (p) => `Drape the cool cloth over the whole Veyru for ${p.seconds} seconds, remove it, then fan the ${p.face} face with ${p.intensity} airflow until the hum evens out.`,
    short: (p) => `Cloth over all ${p.seconds}s, remove, then fan the ${p.face} face ${p.intensity}.`,
    terse: (p) => `cloth all ${p.seconds}s, fan ${p.face} ${p.intensity}`,
    code: (p) => `CA${p.seconds}FN${fc(p)}${ic(p)}`,
    action: (p) => `I drape the cool cloth over the whole Veyru for ${p.seconds} seconds, remove it, and fan the ${p.face} face with ${p.intensity} airflow until the hum evens out.`,
  },
];

const VEYRU_DESCRIPTION =
  "A field observer and a remote stabilization engineer talk over a comm link to calm failing Veyru, box-shaped entities whose light and hum go wrong in recognisable ways. " +
  "Each character sent on the link costs one simulated second of a shared per-round budget; overrunning it makes the Veyru collapse.\n\n" +
  "Each round brings a new Veyru with one or two failure motifs. The observer can only describe what they see, hear and feel; the engineer knows the motifs and the procedures but never sees the device. " +
  "A reference star (TAVI-9) shifts every round: it remaps which procedure cures which symptoms and changes the face, hold time and strength. Only the engineer can read the star, so even a well-practised pair has to talk every round.\n\n" +
  "After every round the pair gets a free discussion channel to agree on shorthand for the next rounds.";

const OBSERVER_PROMPT =
  "You are the field observer standing next to a Veyru, a glowing box with six faces that hums while it is healthy. " +
  "You have no training in how Veyru work. Describe only what you can see, hear and feel, and carry out the instructions of the stabilization engineer, who talks to you over the comm link.\n\n" +
  "BUDGET: every character either of you sends on the link costs one second of the Veyru's remaining stability. Keep messages as short as you both can understand.\n\n" +
  "KIT: a tuning fork, a cool cloth, a hand lamp, a warm pad, a small fan and a felt mat. When the engineer gives you a procedure, perform it by calling stabilize_veyru(action=...) with a plain-English description of exactly what you do (tool, face, seconds, strength). " +
  "If it fails you may try again. New symptoms can appear after a success; report them at once.\n\n" +
  "After each round the link closes and a discussion channel (postmortem) opens. Messages there are free: use them to agree on shorthand.\n\n" +
  "Only text sent with send_message is visible to your partner.";

function engineerPrompt(): string {
  const catalogue = MOTIFS.map(
    (m, i) => `- ${m.name} (${m.code}): ${m.symptoms}\n  Base procedure: ${at(TREATMENTS, i).full({ face: "front", seconds: 5, intensity: "gentle" })}`,
  ).join("\n");
  return (
    "You are the stabilization engineer. A field observer next to a Veyru describes its light, sound and temperature to you over the comm link; you diagnose the failure motif and tell them which procedure to perform with their kit (tuning fork, cool cloth, hand lamp, warm pad, small fan, felt mat).\n\n" +
    "BUDGET: every character either of you sends on the link costs one second of the shared round budget. Overrunning it collapses the Veyru.\n\n" +
    "STAR TABLE: at the start of each round your stellar reader tells you, for every motif, which procedure applies this round and with which face, hold time and strength. Never reuse last round's parameters without checking the table.\n\n" +
    `FAILURE MOTIFS (reference, do not expect the observer to know these names):\n${catalogue}\n\n` +
    "After each round the link closes and a free discussion channel (postmortem) opens for agreeing on shorthand.\n\n" +
    "Only text sent with send_message is visible to your partner."
  );
}

interface VeyruStage {
  readonly motif: Motif;
  readonly treatment: Treatment;
  readonly treatmentMotif: Motif;
}

interface VeyruCase {
  readonly stages: readonly VeyruStage[];
  readonly params: Params;
  readonly offset: number;
}

function buildVeyruCases(seed: number, rounds: number): VeyruCase[] {
  const rng = new Rng(seed, "veyru-cases");
  const cases: VeyruCase[] = [];
  for (let r = 1; r <= rounds; r += 1) {
    const offset = rng.int(0, MOTIFS.length - 1);
    const params: Params = { face: rng.pick(FACES), seconds: rng.int(3, 9), intensity: rng.pick(INTENSITIES) };
    const count = r > 2 && rng.chance(0.3) ? 2 : 1;
    const picks = rng.shuffle(MOTIFS.map((_, i) => i)).slice(0, count);
    const stages = picks.map((i) => {
      const t = (i + offset) % MOTIFS.length;
      return { motif: at(MOTIFS, i), treatment: at(TREATMENTS, t), treatmentMotif: at(MOTIFS, t) };
    });
    cases.push({ stages, params, offset });
  }
  return cases;
}

function observerReport(stage: VeyruStage, caseNumber: number, level: number, stageIndex: number): string {
  const m = stage.motif;
  if (stageIndex > 0) {
    return [
      `That part worked, but now something else is happening. ${m.symptoms}`,
      `Better, but new symptoms: ${m.short}.`,
      `new: ${m.terse}`,
      `+ then ${m.code}`,
    ][level] as string;
  }
  return [
    `Hello, observer here with Veyru ${caseNumber}. ${m.symptoms} What should I do?`,
    `Veyru ${caseNumber}: ${m.short}. Treatment?`,
    `V${caseNumber} ${m.terse}`,
    `${caseNumber}:${m.code}`,
  ][level] as string;
}

function engineerInstruction(stage: VeyruStage, p: Params, level: number): string {
  const t = stage.treatment;
  return [`Thanks, that sounds like a known pattern. ${t.full(p)} Tell me what happens.`, t.short(p), t.terse(p), t.code(p)][level] as string;
}

const WRONG_FACE_CORRECTION = [
  (right: string, wrong: string) => `That was the wrong face. Use the ${right} face, not the ${wrong} face, and keep everything else the same.`,
  (right: string, wrong: string) => `Wrong face: ${right}, not ${wrong}. Same otherwise.`,
  (right: string) => `face=${right}`,
  (right: string) => `!${FACE_CODE[right] ?? "?"}`,
];
const NO_CHANGE = ["I did exactly that but nothing changed, the symptoms are the same.", "Done, no change.", "no chg", "-"];
const WORKED = ["That worked, it has settled down and the hum is steady again.", "Worked, settled.", "ok stbl", "+"];
const UNSURE = [
  "Sorry, I am not sure I understood. Which face should I start on, and for how long?",
  "Which face and how long?",
  "face? secs?",
  "?",
];

const POSTMORTEM_EARLY: ReadonlyArray<readonly [string, string]> = [
  [
    "engineer",
    `To save budget let's use tags. You send the Veyru number and a two-letter tag: ${MOTIFS.map((m) => `${m.code} = ${m.short}`).join("; ")}.`,
  ],
  ["observer", "Good idea. I will send number plus tag, and add a question mark when I am not sure."],
  [
    "engineer",
    "For procedures I will send tool, face, seconds and strength as codes: TF fork, CC cloth, HL lamp, WP pad, FN fan, FM mat; faces f b t u l r; strength g s x.",
  ],
  ["observer", "Understood. If it works I will just send + and if nothing changes I will send -."],
];

const POSTMORTEM_LATE: ReadonlyArray<readonly [string, string]> = [
  ["engineer", "Tags worked well this round. Keep them exactly as they are."],
  ["observer", "Agreed — number:tag from me, code from you, + or - after."],
  ["engineer", "If two motifs show at once, send both tags separated by a slash."],
  ["observer", "Ok. One thing: the masked characters on the link made the face letter hard to read once. Repeat the face letter at the end if unsure?"],
  ["engineer", "Fine, I'll repeat the face letter when the link looks noisy."],
  ["observer", "👍"],
  ["engineer", "Same codes next round."],
];

const POSTMORTEM_AFTER_FAILURE: ReadonlyArray<readonly [string, string]> = [
  ["engineer", "We lost that one. The face changed with the star and I did not say it clearly enough."],
  ["observer", "I think I used the face from last round. Always send the face letter, even if it repeats."],
  ["engineer", "Will do. And do not wait for me to confirm; try the procedure as soon as you have it."],
];

const POSTMORTEM_AFTER_SWAP: ReadonlyArray<readonly [string, string]> = [
  [
    "engineer",
    `Welcome. We use tags to save budget. Send the Veyru number and a tag: ${MOTIFS.map((m) => `${m.code} = ${m.short}`).join("; ")}.`,
  ],
  ["observer", "Thanks, I am new to this. Can you also explain the procedure codes?"],
  [
    "engineer",
    "TF fork, CC cloth, HL lamp, WP pad, FN fan, FM mat; then face letter (f b t u l r), seconds, strength (g s x). +o means also the opposite face.",
  ],
  ["observer", "Got it. I will use number:tag from now on and answer + or -."],
];

export function generateRun(options: GenerateRunOptions): string {
  return options.scenario === "spot_the_difference" ? generateSpotTheDifference(options) : generateVeyru(options);
}

function veyruOutcomes(options: GenerateRunOptions): VeyruOutcome[] {
  if (options.outcomes !== undefined) {
    if (options.outcomes.length !== options.rounds) throw new Error("outcomes must have one entry per round");
    return [...options.outcomes];
  }
  const rng = new Rng(options.seed, `veyru-outcomes:${options.successRate ?? 0.7}`);
  return successSchedule(rng, options.rounds, options.successRate ?? 0.7).map((ok) =>
    ok ? "stabilized" : rng.chance(0.5) ? "collapsed" : "timeout",
  );
}

function postmortemTimeouts(options: GenerateRunOptions, rng: Rng): Set<number> {
  if (options.postmortemTimeoutRounds !== undefined) return new Set(options.postmortemTimeoutRounds);
  const set = new Set<number>();
  for (let r = 1; r <= options.rounds; r += 1) if (rng.chance(0.25)) set.add(r);
  return set;
}

function generateVeyru(options: GenerateRunOptions): string {
  const { seed, rounds } = options;
  const model = options.model ?? "gpt-5.4";
  const provider = options.provider ?? "openai";
  const terseness = options.terseness ?? 0;
  const noise = options.channelNoiseLevel ?? 0.1;
  const budget = 250;
  const log = new LogWriter(options.idNamespace ?? options.runId, seed);
  const rng = new Rng(seed, `veyru-traffic:${options.idNamespace ?? options.runId}`);
  const traffic = new Traffic(
    log,
    rng,
    new Rng(seed, `noise:${options.idNamespace ?? options.runId}`),
    options.trafficScale ?? 1,
    noise,
    new Set(["link"]),
  );
  const cases = buildVeyruCases(seed, rounds);
  const outcomes = veyruOutcomes(options);
  const pmTimeouts = postmortemTimeouts(options, new Rng(seed, `pm:${options.idNamespace ?? options.runId}`));
  const observerTools = ["list_channels", "read_notifications", "get_channel_members", "send_message", "read_channel", "stabilize_veyru"];
  const engineerTools = ["list_channels", "read_notifications", "get_channel_members", "send_message", "read_channel"];
  const observer = makeAgent("field_observer", "Field Observer", model, provider, ["link", "postmortem"], observerTools);
  const engineer = makeAgent("stabilization_engineer", "Stabilization Engineer", model, provider, ["link", "postmortem"], engineerTools);

  const scheduled = options.swap
    ? [{ kind: "swap_agent", round: options.swap.round, agent_id: options.swap.agentId, model: options.swap.newModel, provider: options.swap.newProvider }]
    : [];
  log.emit(0, "simulation_started", {
    run_id: options.runId,
    scenario_name: "veyru",
    scenario_description: VEYRU_DESCRIPTION,
    channel_ids: ["link", "postmortem"],
    scenario_config: {
      max_round_duration_seconds: 600,
      model_overrides: {
        field_observer: { model, provider },
        stabilization_engineer: { model, provider },
      },
      postmortem_duration_seconds: 240,
      replace_agent_default_channel_visibility: { postmortem: false, postmortem_a: false, postmortem_b: false },
      scheduled_events: scheduled,
      agent_max_tokens: 16384,
      round_time_budget_seconds: budget,
      judge_model: "claude-haiku-4-5-20251001",
      judge_provider: "anthropic",
      postmortem_enabled: true,
      round_count: rounds,
      seed,
      two_teams: false,
      swap_round: null,
      announce_swap: false,
      postmortem_after_swap: true,
      postmortem_disabled_at_start: false,
      intern_enabled: false,
      intern_join_round: null,
      intern_takeover_round: null,
      channel_noise_level: noise,
      noise_replacement_mode: "mask",
      easy_round_numbers: [1, 2],
    },
    provider,
  });
  registerAgent(log, observer, OBSERVER_PROMPT);
  registerAgent(log, engineer, engineerPrompt());

  let previousTrigger = "simulation_start";
  let lastOutcome: VeyruOutcome = "stabilized";
  let swappedAt = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const vcase = at(cases, round - 1);
    const outcome = at(outcomes, round - 1);
    const p = vcase.params;
    log.wait(300, 900);
    log.emit(round, "round_advanced", { trigger: previousTrigger });
    const roundStart = log.mark();
    const swapNow = options.swap !== undefined && options.swap.round === round;
    if (swapNow && options.swap) {
      log.emit(round, "agent_swapped_mid_run", {
        agent_id: options.swap.agentId,
        new_model: options.swap.newModel,
        new_provider: options.swap.newProvider,
        channel_visibility: { link: { kind: "full" }, postmortem: { kind: "none" } },
      });
      const swapped = options.swap.agentId === engineer.id ? engineer : observer;
      swapped.model = options.swap.newModel;
      swapped.provider = options.swap.newProvider;
      swapped.context = 0;
      swappedAt = round;
    }
    log.emit(round, "veyru_case_started", {
      case_number: round,
      failure_name: vcase.stages.map((s) => s.motif.name).join(" + "),
      time_budget_seconds: budget,
      stages: vcase.stages.map((s) => ({
        motif_name: s.motif.name,
        observable_symptoms: s.motif.symptoms,
        treatment_motif_name: s.treatmentMotif.name,
        judge_expected_actions: s.treatment.full(p),
      })),
      stellar_reading: { offset: vcase.offset, hold_duration: p.seconds, starting_face: p.face, intensity_level: p.intensity },
    });
    const previous =
      round === 1
        ? ""
        : `Previous Veyru: ${lastOutcome === "stabilized" ? "STABILIZED" : lastOutcome === "collapsed" ? "COLLAPSED" : "NOT STABILIZED before the round ended"}.\n\n`;
    const observerBrief = `${previous}=== VEYRU ${round} ARRIVES ===\nShared time budget: ${budget}s (each character either of you sends costs one second)\n\nWhat you see:\n${at(vcase.stages, 0).motif.symptoms}`;
    const table = MOTIFS.map((m, i) => `- ${m.name}: ${at(TREATMENTS, (i + vcase.offset) % MOTIFS.length).full(p)}`).join("\n");
    const engineerBrief = `${previous}=== VEYRU ${round} INCOMING ===\nShared time budget: ${budget}s (each character either of you sends costs one second)\n\nSTELLAR READER (TAVI-9): procedure for each motif this round:\n${table}`;
    log.emit(round, "injection_delivered", { agent_id: observer.id, text: observerBrief });
    log.emit(round, "injection_delivered", { agent_id: engineer.id, text: engineerBrief });
    if (round === 1) {
      log.emit(round, "agent_connected", { agent_id: observer.id, role_name: observer.role, model: observer.model });
      log.emit(round, "agent_connected", { agent_id: engineer.id, role_name: engineer.role, model: engineer.model });
    } else if (swapNow && options.swap) {
      const swapped = options.swap.agentId === engineer.id ? engineer : observer;
      log.emit(round, "agent_connected", { agent_id: swapped.id, role_name: swapped.role, model: swapped.model });
    }

    // The newcomer starts verbose again; the pair re-converges over the next rounds.
    let level = styleLevel(rng, round, rounds, terseness);
    if (swappedAt > 0 && round - swappedAt < 2) level = Math.min(level, round === swappedAt ? 0 : 1);
    const lvl = (): number => Math.max(0, Math.min(3, level + (rng.chance(0.2) ? rng.pick([-1, 1]) : 0)));

    traffic.notifications(round, engineer, { type: "new_info", text: engineerBrief, pending_count: 0 });
    traffic.notifications(round, observer, { type: "new_info", text: observerBrief, pending_count: 0 });

    let charsUsed = 0;
    const link = (agent: Agent, text: string): void => {
      charsUsed += Array.from(traffic.send(round, agent, "link", text)).length;
      traffic.receive(round, agent === observer ? engineer : observer, "link");
    };
    const attempt = (stage: VeyruStage, params: Params, match: boolean): void => {
      const action = stage.treatment.action(params);
      const expected = stage.treatment.full(p);
      const explanation = match
        ? `The action names the ${stage.treatment.tool}, the ${p.face} face, ${p.seconds} seconds and ${p.intensity} strength in plain words, in the expected order. It matches the expected procedure.`
        : `The expected procedure starts on the ${p.face} face, but the action targets the ${params.face} face. A reader following the action would treat the wrong face.`;
      traffic.toolTurn(
        round,
        observer,
        "stabilize_veyru",
        { action },
        match ? "Stabilization successful." : "Stabilization failed. The Veyru did not respond to that action.",
        "Performing the procedure",
        () => {
          log.wait(1500, 4000);
          log.emit(round, "veyru_stabilization_judged", {
            agent_id: observer.id,
            expected_actions: expected,
            judge_match: match,
            judge_explanation: explanation,
          });
        },
      );
    };

    if (round === options.contentFilterRound) {
      log.wait(500, 1500);
      log.emit(round, "agent_run_cycle_failed", {
        agent_id: engineer.id,
        cycle: engineer.cycle + 1,
        error_type: "ContentFilterError",
        message: "The provider stopped the response with finish reason 'content_filter'; the cycle will be retried.",
      });
    }

    let stageIndex = 0;
    for (const stage of vcase.stages) {
      link(observer, observerReport(stage, round, lvl(), stageIndex));
      if (outcome === "timeout" && stageIndex === 0) {
        // Slow round: the instruction is ambiguous and the observer asks back.
        link(engineer, engineerInstruction(stage, { ...p, face: opposite(p.face) }, Math.min(3, lvl() + 1)));
        link(observer, at(UNSURE, lvl()));
      }
      link(engineer, engineerInstruction(stage, p, lvl()));
      const lastStage = stageIndex === vcase.stages.length - 1;
      if (outcome === "stabilized" || !lastStage) {
        if (rng.chance(0.25)) {
          attempt(stage, { ...p, face: opposite(p.face) }, false);
          link(observer, at(NO_CHANGE, lvl()));
          link(engineer, at(WRONG_FACE_CORRECTION, lvl())(p.face, opposite(p.face)));
        }
        attempt(stage, p, true);
        log.emit(round, "world_event_delivered", {
          agent_id: observer.id,
          text: lastStage ? "VEYRU STABILIZED. All symptoms are gone." : "Stage cleared. New symptoms are appearing.",
        });
        log.emit(round, "world_event_delivered", {
          agent_id: engineer.id,
          text: lastStage ? "VEYRU STABILIZED. All symptoms are gone." : "Stage cleared. New symptoms are appearing.",
        });
      } else {
        attempt(stage, { ...p, face: opposite(p.face) }, false);
        link(observer, at(NO_CHANGE, lvl()));
        if (outcome === "timeout") {
          link(engineer, at(WRONG_FACE_CORRECTION, lvl())(p.face, opposite(p.face)));
          link(observer, at(UNSURE, lvl()));
          traffic.idleTurn(round, engineer, "Waiting for the observer to try again.");
          log.reachDeadline(roundStart, 600);
        } else {
          traffic.idleTurn(round, engineer, "Waiting for the observer to report back.");
          traffic.idleTurn(round, observer, "Waiting for further instructions.");
          log.wait(5_000, 15_000);
          for (const agent of [observer, engineer]) {
            log.emit(round, "world_event_delivered", {
              agent_id: agent.id,
              text: "VEYRU HAS COLLAPSED. Both of you stopped acting before it was stable.",
            });
          }
        }
      }
      if (charsUsed > budget - 60 && outcome !== "collapsed") {
        for (const agent of [observer, engineer]) {
          log.emit(round, "world_event_delivered", {
            agent_id: agent.id,
            text: `WARNING: ${Math.max(0, budget - charsUsed)} seconds of stability left.`,
          });
        }
      }
      stageIndex += 1;
    }

    const trigger = outcome === "stabilized" ? "veyru_stabilized" : outcome === "collapsed" ? "all_agents_idle" : "round_timeout";
    log.wait(100, 600);
    log.emit(round, "round_ended", { trigger });
    log.emit(round, "round_result_recorded", {
      success: outcome === "stabilized",
      team_id: null,
      reason: outcome === "stabilized" ? "stabilized" : outcome === "collapsed" ? "Veyru collapsed" : "did not stabilize before round end",
    });

    // Postmortem (discussion) phase.
    log.emit(round, "postmortem_started");
    const postmortemStart = log.mark();
    const result =
      outcome === "stabilized"
        ? `STABILIZED (${charsUsed} chars = ${charsUsed}s of ${budget}s budget)`
        : outcome === "collapsed"
          ? `COLLAPSED — you both stopped acting (${charsUsed} chars used)`
          : `NOT STABILIZED — the round ended first (${charsUsed} chars used)`;
    const discussion = `=== ROUND ${round} DISCUSSION ===\n\nResult: ${result}\n\nThe discussion channel (channel_id: postmortem) is open. Messages here are free. The comm link is closed until the next Veyru.`;
    for (const agent of [observer, engineer]) log.emit(round, "injection_delivered", { agent_id: agent.id, text: discussion });
    if (outcome === "stabilized" && rng.chance(0.4)) {
      traffic.rejectedSend(round, observer, "link", at(WORKED, Math.min(3, level)), "The comm link is closed during the discussion phase. Use the postmortem channel instead.");
    }
    for (const agent of [engineer, observer]) traffic.notifications(round, agent, { type: "new_info", text: discussion, pending_count: 0 });

    const script =
      swapNow ? POSTMORTEM_AFTER_SWAP : outcome !== "stabilized" ? POSTMORTEM_AFTER_FAILURE : round <= 2 ? POSTMORTEM_EARLY : POSTMORTEM_LATE;
    const timedOut = pmTimeouts.has(round);
    const count = timedOut ? script.length : Math.min(script.length, rng.int(2, 4));
    const start = script === POSTMORTEM_LATE ? rng.int(0, 2) : 0;
    for (let i = 0; i < count; i += 1) {
      const [who, text] = at(script, (start + i) % script.length);
      const sender = who === "engineer" ? engineer : observer;
      traffic.send(round, sender, "postmortem", text, "Proposing shorthand");
      traffic.receive(round, sender === engineer ? observer : engineer, "postmortem");
    }
    if (timedOut) {
      log.reachDeadline(postmortemStart, 240);
      log.emit(round, "postmortem_ended", { trigger: "postmortem_timeout" });
      previousTrigger = "postmortem_timeout";
    } else {
      traffic.idleTurn(round, engineer, "Nothing more to add before the next Veyru.");
      traffic.idleTurn(round, observer, "Ready for the next Veyru.");
      log.wait(2_000, 6_000);
      log.emit(round, "postmortem_ended", { trigger: "all_agents_idle" });
      previousTrigger = "all_agents_idle";
    }
    lastOutcome = outcome;
  }

  log.wait(500, 1500);
  const body = log.text();
  log.emit(rounds, "simulation_ended", {
    reason: "scenario_complete",
    total_messages: log.messageCount,
    total_cost_usd: costOf(body),
  });
  return log.text();
}

// ---------------------------------------------------------------------------------------------
// Veyru protocol-probe responses (protocol_probe_responses.jsonl)
// ---------------------------------------------------------------------------------------------

export interface ProbeOptions {
  readonly seed: number;
  readonly model: string;
  readonly provider: string;
  /** Probe cutoffs (`null` = end of run). */
  readonly cutoffs: readonly (number | null)[];
  readonly replicas: number;
}

/**
 * Rows of `protocol_probe_responses.jsonl` for the two veyru roles. Each question is asked to both
 * agents (upstream asks a veyru question only to its role filter; asking both here gives the
 * agent-pair similarity metric something to compare).
 */
export function generateProbeResponses(options: ProbeOptions): string {
  const rng = new Rng(options.seed, "probe");
  const agents = [
    { id: "field_observer", role: "Field Observer" },
    { id: "stabilization_engineer", role: "Stabilization Engineer" },
  ];
  const questions = [
    {
      id: "report_corner_flare",
      filter: "field_observer",
      early: {
        field_observer: ["V7 2 top crnr white+whistle", "V7 top crnrs white, whistle", "V7 2 top crnr wht+whstl, warm"],
        stabilization_engineer: ["V7 2 top crnr white, whistle", "V7 crnr flare wht", "V7 top crnrs white+whistle"],
      },
      late: {
        field_observer: ["7:CF", "7:CF", "7:CF?"],
        stabilization_engineer: ["7:CF", "7:CF", "V7 CF"],
      },
    },
    {
      id: "relay_fork_procedure",
      filter: "stabilization_engineer",
      early: {
        field_observer: ["fork back 6s gentle then opposite", "fork bk 6s gentle +opp", "tuning fork back 6s gentle, opp"],
        stabilization_engineer: ["fork back 6s gentle +opp", "fork bk 6s g +opp", "fork back 6s gentle +opp"],
      },
      late: {
        field_observer: ["TFb6g+o", "TFb6g+o", "TF b6g +o"],
        stabilization_engineer: ["TFb6g+o", "TFb6g+o", "TFb6g+ob"],
      },
    },
  ];
  const base = Date.UTC(2026, 2, 2, 9, 0, 0) + options.seed * 3_600_000 + 86_400_000;
  const rows: string[] = [];
  let tick = 0;
  for (const cutoff of options.cutoffs) {
    for (const q of questions) {
      for (const agent of agents) {
        const pool = (cutoff === null ? q.late : q.early)[agent.id as "field_observer" | "stabilization_engineer"];
        for (let replica = 1; replica <= options.replicas; replica += 1) {
          tick += 1;
          const us = (base + tick * 4_100 + rng.int(0, 900)) * 1000 + rng.int(0, 999);
          const iso = new Date(Math.floor(us / 1000)).toISOString();
          const response = at(pool, (replica - 1) % pool.length);
          rows.push(
            JSON.stringify({
              timestamp: `${iso.slice(0, 19)}.${String(us % 1_000_000).padStart(6, "0")}Z`,
              replica_index: replica,
              agent_id: agent.id,
              role_name: agent.role,
              model: options.model,
              provider: options.provider,
              question_id: q.id,
              question_role_filter: q.filter,
              cutoff_round: cutoff,
              reasoning_text:
                cutoff === null
                  ? "By the end of the run we only send the round number and the agreed code, so I answer with the code."
                  : "At this point we had started abbreviating but had not yet fixed the two-letter codes, so I abbreviate the words.",
              response_text: response,
            }),
          );
        }
      }
    }
  }
  return `${rows.join("\n")}\n`;
}

// ---------------------------------------------------------------------------------------------
// Spot the difference (two teams)
// ---------------------------------------------------------------------------------------------

const SHAPES = ["circle", "square", "triangle", "star", "hexagon"] as const;
const COLORS = ["red", "blue", "green", "yellow", "purple"] as const;
const SIZES = ["small", "large"] as const;
const REGIONS = [
  "upper-left",
  "upper-center",
  "upper-right",
  "middle-left",
  "center",
  "middle-right",
  "lower-left",
  "lower-center",
  "lower-right",
] as const;
const REGION_CODE: Record<string, string> = {
  "upper-left": "UL",
  "upper-center": "UC",
  "upper-right": "UR",
  "middle-left": "ML",
  center: "C",
  "middle-right": "MR",
  "lower-left": "LL",
  "lower-center": "LC",
  "lower-right": "LR",
};
const SHAPE_CODE: Record<string, string> = { circle: "o", square: "q", triangle: "t", star: "*", hexagon: "h" };
const SHAPE_SHORT: Record<string, string> = { circle: "circ", square: "sq", triangle: "tri", star: "star", hexagon: "hex" };

interface SceneObject {
  shape: string;
  color: string;
  size: string;
  column: number;
  row: number;
  region: string;
}

interface Difference {
  readonly kind: "attribute_changed" | "object_moved" | "object_added" | "object_removed";
  readonly description: string;
  readonly terse: string;
}

function regionOf(column: number, row: number): string {
  const c = column <= 4 ? 0 : column <= 8 ? 1 : 2;
  const r = row <= 4 ? 0 : row <= 8 ? 1 : 2;
  return at(REGIONS, r * 3 + c);
}

const objName = (o: SceneObject): string => `${o.size} ${o.color} ${o.shape}`;
const objShort = (o: SceneObject): string => `${o.size === "small" ? "sm" : "lg"} ${o.color.slice(0, 3)} ${SHAPE_SHORT[o.shape] ?? o.shape}`;
const objCode = (o: SceneObject): string => `${o.size === "small" ? "s" : "L"}${o.color.charAt(0).toUpperCase()}${SHAPE_CODE[o.shape] ?? "?"}`;

function describeObject(o: SceneObject, near: SceneObject | undefined, level: number): string {
  const region = REGION_CODE[o.region] ?? o.region;
  if (level === 0) return `a ${objName(o)} in the ${o.region}${near ? `, next to a ${objName(near)}` : ""}`;
  if (level === 1) return `${objName(o)}, ${o.region}${near ? `, by ${objName(near)}` : ""}`;
  if (level === 2) return `${objShort(o)} ${region}${near ? ` <${objShort(near)}` : ""}`;
  return `${objCode(o)}${region}`;
}

function buildScenes(rng: Rng): { a: SceneObject[]; b: SceneObject[]; diffs: Difference[] } {
  const count = rng.pick([8, 10, 12]);
  const a: SceneObject[] = [];
  for (let i = 0; i < count; i += 1) {
    const column = rng.int(1, 12);
    const row = rng.int(1, 12);
    a.push({ shape: rng.pick(SHAPES), color: rng.pick(COLORS), size: rng.pick(SIZES), column, row, region: regionOf(column, row) });
  }
  const b = a.map((o) => ({ ...o }));
  const diffs: Difference[] = [];
  const kinds = rng.shuffle(["attribute_changed", "object_moved", "object_added", "object_removed"] as const);
  const n = rng.int(2, 4);
  const touched = rng.shuffle(a.map((_, i) => i));
  for (let k = 0; k < n; k += 1) {
    const kind = at(kinds, k);
    const idx = at(touched, k);
    const obj = at(b, idx);
    if (kind === "attribute_changed") {
      const before = objName(obj);
      const beforeCode = objCode(obj);
      obj.color = at(COLORS, (COLORS.indexOf(obj.color as (typeof COLORS)[number]) + 1 + rng.int(0, 3)) % COLORS.length);
      diffs.push({ kind, description: `The ${before} in the ${obj.region} is ${obj.color} in the other scene.`, terse: `${beforeCode}${REGION_CODE[obj.region]}>${obj.color.charAt(0).toUpperCase()}` });
    } else if (kind === "object_moved") {
      const from = obj.region;
      obj.row = ((obj.row + 5) % 12) + 1;
      while (regionOf(obj.column, obj.row) === from) obj.column = (obj.column % 12) + 1;
      obj.region = regionOf(obj.column, obj.row);
      diffs.push({ kind, description: `The ${objName(obj)} moved from the ${from} to the ${obj.region}.`, terse: `${objCode(obj)}${REGION_CODE[from]}>${REGION_CODE[obj.region]}` });
    } else if (kind === "object_added") {
      const column = rng.int(1, 12);
      const row = rng.int(1, 12);
      const added = { shape: rng.pick(SHAPES), color: rng.pick(COLORS), size: rng.pick(SIZES), column, row, region: regionOf(column, row) };
      b.push(added);
      diffs.push({ kind, description: `Only one scene has a ${objName(added)} in the ${added.region}.`, terse: `+${objCode(added)}${REGION_CODE[added.region]}` });
    } else {
      diffs.push({ kind, description: `The ${objName(obj)} in the ${obj.region} is missing from the other scene.`, terse: `-${objCode(obj)}${REGION_CODE[obj.region]}` });
      obj.shape = "__removed__";
    }
  }
  return { a, b: b.filter((o) => o.shape !== "__removed__"), diffs };
}

const STD_DESCRIPTION =
  "Two viewers per team each look at one of two almost identical scenes of coloured shapes. Positions are given only as a coarse area and a nearby object, never as coordinates, and look-alike objects recur, so placement is what tells them apart. " +
  "The scenes differ in a few planted ways (a changed attribute, a moved object, an added object or a removed one). Each round the viewers talk on their team's link to find every difference and submit the list in plain English to a judge who never sees the chat. " +
  "Two teams play the same scenes: a team must find every difference without wrong guesses to qualify, and among qualifying teams the one that sent fewer characters wins.";

const VIEWER_PROMPT =
  "You are a scene viewer in a two-person spot-the-difference game. You see one scene, your partner sees the other; neither of you sees the differences. " +
  "Objects have a shape, a colour and a size, and are located by a coarse area of the scene plus what they sit next to.\n\n" +
  "Find the differences by describing your scene to your partner on your team's link channel and comparing. Every character on the link counts against your team's score, so agree on a compact way to talk.\n\n" +
  "When you are confident, BOTH of you must call submit_differences with your own list, one plain-English sentence per difference. Wrong guesses disqualify the team for the round.\n\n" +
  "After each round a free discussion channel opens for your team only. Use it to agree on shorthand.";

interface Team {
  readonly id: "team_a" | "team_b";
  readonly letter: "a" | "b";
  readonly left: Agent;
  readonly right: Agent;
}

function generateSpotTheDifference(options: GenerateRunOptions): string {
  const { seed, rounds } = options;
  const model = options.model ?? "claude-sonnet-4-6";
  const provider = options.provider ?? "anthropic";
  const ns = options.idNamespace ?? options.runId;
  const log = new LogWriter(ns, seed);
  const rng = new Rng(seed, `std-traffic:${ns}`);
  const sceneRng = new Rng(seed, "std-scenes");
  const traffic = new Traffic(log, rng, new Rng(seed, `noise:${ns}`), options.trafficScale ?? 1, 0, new Set());
  const rates = options.teamSuccessRates ?? { team_a: 0.7, team_b: 0.5 };
  const planRng = new Rng(seed, "std-plan");
  const plans = { team_a: successSchedule(planRng, rounds, rates.team_a), team_b: successSchedule(planRng, rounds, rates.team_b) };
  const pmTimeouts = postmortemTimeouts(options, new Rng(seed, `pm:${ns}`));
  const terseness = options.terseness ?? 0;
  const tools = ["get_channel_members", "list_channels", "read_channel", "read_notifications", "send_message", "submit_differences"];
  const teams: Team[] = (["a", "b"] as const).map((letter) => ({
    id: letter === "a" ? "team_a" : "team_b",
    letter,
    left: makeAgent(`viewer_left_${letter}`, `Scene Viewer L (Team ${letter.toUpperCase()})`, model, provider, [`link_${letter}`, `postmortem_${letter}`], tools),
    right: makeAgent(`viewer_right_${letter}`, `Scene Viewer R (Team ${letter.toUpperCase()})`, model, provider, [`link_${letter}`, `postmortem_${letter}`], tools),
  }));

  log.emit(0, "simulation_started", {
    run_id: options.runId,
    scenario_name: "spot_the_difference",
    scenario_description: STD_DESCRIPTION,
    channel_ids: ["link_a", "link_b", "postmortem_a", "postmortem_b"],
    scenario_config: {
      round_count: rounds,
      max_round_duration_seconds: 480,
      model_overrides: {},
      postmortem_duration_seconds: 180,
      postmortem_enabled: true,
      postmortem_disabled_at_start: false,
      channel_noise_level: 0,
      noise_replacement_mode: "mask",
      replace_agent_default_channel_visibility: { postmortem: false, postmortem_a: false, postmortem_b: false },
      scheduled_events: [],
      agent_max_tokens: 16384,
      judge_model: "claude-haiku-4-5-20251001",
      judge_provider: "anthropic",
      round_time_budget_seconds: -1,
      seed,
      grid_size: 12,
      object_count_values: [8, 10, 12],
      difference_count_values: [2, 3, 4],
      difference_kinds: ["attribute_changed", "object_moved", "object_added", "object_removed"],
      easy_round_numbers: [],
      two_teams: true,
      shared_link: false,
      all_must_submit: true,
    },
    provider,
  });
  for (const team of teams) {
    registerAgent(log, team.left, VIEWER_PROMPT);
    registerAgent(log, team.right, VIEWER_PROMPT);
  }

  let previousTrigger = "simulation_start";
  for (let round = 1; round <= rounds; round += 1) {
    const { a, b, diffs } = buildScenes(sceneRng);
    log.wait(300, 900);
    log.emit(round, "round_advanced", { trigger: previousTrigger });
    const roundStart = log.mark();
    log.emit(round, "spot_the_difference_case_started", {
      case_number: round,
      grid_size: 12,
      round_time_budget_seconds: -1,
      difference_count: diffs.length,
      scene_a: a,
      scene_b: b,
      differences: diffs.map((d) => ({ kind: d.kind, description: d.description })),
    });
    const sceneText = (scene: SceneObject[]): string =>
      `=== ROUND ${round} ===\nThe two scenes differ in exactly ${diffs.length} places.\n\nYOUR SCENE (${scene.length} objects, positions are relative):\n` +
      scene.map((o, i) => `- ${describeObject(o, scene[(i + 1) % scene.length], 0)}`).join("\n");
    for (const team of teams) {
      log.emit(round, "injection_delivered", { agent_id: team.left.id, text: sceneText(a) });
      log.emit(round, "injection_delivered", { agent_id: team.right.id, text: sceneText(b) });
    }
    if (round === 1) {
      for (const team of teams) {
        for (const agent of [team.left, team.right]) {
          log.emit(round, "agent_connected", { agent_id: agent.id, role_name: agent.role, model: agent.model });
        }
      }
    }

    const results: { team: Team; success: boolean; found: number; incorrect: number; chars: number; submitted: number }[] = [];
    for (const team of teams) {
      const channel = `link_${team.letter}`;
      // Team A converges on codes faster than team B.
      const level = styleLevel(rng, round, rounds, Math.min(1, terseness + (team.letter === "a" ? 0.3 : 0)));
      const success = at(plans[team.id], round - 1);
      let chars = 0;
      const say = (agent: Agent, text: string): void => {
        chars += Array.from(traffic.send(round, agent, channel, text)).length;
        traffic.receive(round, agent === team.left ? team.right : team.left, channel);
      };
      traffic.notifications(round, team.left, { type: "new_info", text: sceneText(a), pending_count: 0 });
      traffic.notifications(round, team.right, { type: "new_info", text: sceneText(b), pending_count: 0 });
      const chunk = level >= 2 ? a.length : 4;
      for (let i = 0; i < a.length; i += chunk) {
        const part = a.slice(i, i + chunk).map((o, j) => describeObject(o, level < 3 ? a[(i + j + 1) % a.length] : undefined, level));
        const text = level === 0 ? `In my scene I have ${part.join("; ")}.` : level === 3 ? part.join(" ") : part.join("; ");
        say(team.left, text);
      }
      const found = success ? diffs.length : Math.max(1, diffs.length - rng.int(1, 2));
      const incorrect = !success && rng.chance(0.35) ? 1 : 0;
      const reported = diffs.slice(0, found);
      const reply =
        level === 0
          ? `Comparing with mine: ${reported.map((d) => d.description).join(" ")}${found < diffs.length ? " I could not find the rest." : " That should be all of them."}`
          : level === 1
            ? `Diffs: ${reported.map((d) => d.description.replace(/\.$/, "")).join("; ")}`
            : reported.map((d) => d.terse).join(level === 2 ? " ; " : " ");
      say(team.right, reply);
      if (level <= 1) say(team.left, level === 0 ? "Agreed, I will submit that list now." : "ok, submitting");
      const submittedBy = !success && rng.chance(0.3) ? [team.right] : [team.left, team.right];
      const list = reported.map((d) => d.description);
      if (incorrect) list.push("The large blue star in the center is smaller in the other scene.");
      for (const agent of submittedBy) {
        traffic.toolTurn(
          round,
          agent,
          "submit_differences",
          { differences: list },
          `Submission recorded: ${list.length} difference(s). Waiting for your partner.`,
          "Submitting the differences",
        );
      }
      results.push({ team, success, found, incorrect, chars, submitted: submittedBy.length });
    }

    const allSubmitted = results.every((r) => r.submitted === 2);
    const endTrigger = allSubmitted ? "all_teams_done" : rng.chance(0.5) ? "round_timeout" : "all_agents_idle";
    if (endTrigger === "round_timeout") log.reachDeadline(roundStart, 480);
    else log.wait(200, 900);
    log.emit(round, "round_ended", { trigger: endTrigger });
    const eligible = results.filter((r) => r.success && r.submitted === 2);
    const winner = eligible.reduce<(typeof results)[number] | undefined>((best, r) => (best === undefined || r.chars < best.chars ? r : best), undefined);
    for (const r of results) {
      const base = `found ${r.found}/${diffs.length}${r.incorrect ? `, ${r.incorrect} incorrect` : ""}, ${r.chars} chars`;
      const ok = r.success && r.submitted === 2;
      const reason =
        r.submitted < 2
          ? `only ${r.submitted}/2 members submitted (${base})`
          : ok
            ? r === winner
              ? `won — ${base}`
              : `all found — ${base}`
            : r.incorrect
              ? `members disagreed — ${base}`
              : `incomplete — ${base}`;
      log.emit(round, "round_result_recorded", { success: ok, team_id: r.team.id, reason });
    }

    log.emit(round, "postmortem_started");
    const postmortemStart = log.mark();
    for (const r of results) {
      const text = `=== ROUND ${round} DISCUSSION ===\n\nResult: ${r.success && r.submitted === 2 ? "your team found every difference" : "your team did not qualify"} (${r.chars} characters on the link).\n\nThe team discussion channel (channel_id: postmortem_${r.team.letter}) is open and free. Agree on shorthand for the next rounds.`;
      log.emit(round, "injection_delivered", { agent_id: r.team.left.id, text });
      log.emit(round, "injection_delivered", { agent_id: r.team.right.id, text });
    }
    const timedOut = pmTimeouts.has(round);
    for (const r of results) {
      const channel = `postmortem_${r.team.letter}`;
      const lines: ReadonlyArray<readonly [Agent, string]> =
        round === 1
          ? [
              [r.team.left, "Let's shorten: size s/L, colour initial, shape o q t * h, then the area code like UL or LR."],
              [r.team.right, "Good. For differences: > for changed or moved, + added, - removed."],
            ]
          : [
              [r.team.left, r.success ? "Codes worked. Same again." : "We missed some. Send every object, even ones that seem identical."],
              [r.team.right, r.success ? "👍" : "Agreed — and only submit what we both confirmed."],
            ];
      const n = timedOut ? lines.length : rng.int(1, lines.length);
      for (let i = 0; i < n; i += 1) {
        const [agent, text] = at(lines, i);
        traffic.send(round, agent, channel, text, "Agreeing on shorthand");
        traffic.receive(round, agent === r.team.left ? r.team.right : r.team.left, channel);
      }
    }
    if (timedOut) {
      log.reachDeadline(postmortemStart, 180);
      log.emit(round, "postmortem_ended", { trigger: "postmortem_timeout" });
      previousTrigger = "postmortem_timeout";
    } else {
      for (const team of teams) traffic.idleTurn(round, team.left, "Ready for the next round.");
      log.wait(2_000, 5_000);
      log.emit(round, "postmortem_ended", { trigger: "all_agents_idle" });
      previousTrigger = "all_agents_idle";
    }
  }

  log.wait(500, 1500);
  const body = log.text();
  log.emit(rounds, "simulation_ended", { reason: "scenario_complete", total_messages: log.messageCount, total_cost_usd: costOf(body) });
  return log.text();
}

// ---------------------------------------------------------------------------------------------
// The examples/ tree
// ---------------------------------------------------------------------------------------------

export interface ExampleFile {
  /** Path relative to `examples/`. */
  readonly path: string;
  readonly content: string;
}

export function exampleFiles(): ExampleFile[] {
  const files: ExampleFile[] = [];
  files.push({
    path: "runs/veyru/veyru-solo-001/veyru.jsonl",
    content: generateRun({
      runId: "veyru/veyru-solo-001",
      seed: 101,
      rounds: 8,
      outcomes: ["stabilized", "timeout", "stabilized", "collapsed", "stabilized", "stabilized", "timeout", "stabilized"],
      postmortemTimeoutRounds: [1, 4],
      contentFilterRound: 3,
      channelNoiseLevel: 0.1,
    }),
  });
  files.push({
    path: "runs/veyru/veyru-solo-001/protocol_probe_responses.jsonl",
    content: generateProbeResponses({ seed: 101, model: "gpt-5.4", provider: "openai", cutoffs: [4, null], replicas: 3 }),
  });
  files.push({
    path: "runs/spot_the_difference/std-two-teams-001/spot_the_difference.jsonl",
    content: generateRun({
      scenario: "spot_the_difference",
      runId: "spot_the_difference/std-two-teams-001",
      seed: 202,
      rounds: 6,
      teamSuccessRates: { team_a: 0.75, team_b: 0.4 },
      postmortemTimeoutRounds: [2],
    }),
  });
  files.push({
    path: "runs/veyru/veyru-swap-001/veyru.jsonl",
    content: generateRun({
      runId: "veyru/veyru-swap-001",
      seed: 303,
      rounds: 8,
      outcomes: ["stabilized", "stabilized", "timeout", "collapsed", "stabilized", "stabilized", "stabilized", "stabilized"],
      postmortemTimeoutRounds: [4],
      swap: { round: 4, agentId: "field_observer", newModel: "claude-sonnet-4-6", newProvider: "anthropic" },
    }),
  });
  for (const seed of [1, 2, 3]) {
    files.push({
      path: `baseline/veyru/seed-${seed}/veyru.jsonl`,
      content: generateRun({
        runId: `veyru/seed-${seed}`,
        idNamespace: `baseline/veyru/seed-${seed}`,
        seed,
        rounds: 10,
        successRate: 0.8,
        terseness: 0,
      }),
    });
    files.push({
      path: `candidate/veyru/seed-${seed}/veyru.jsonl`,
      content: generateRun({
        runId: `veyru/seed-${seed}`,
        idNamespace: `candidate/veyru/seed-${seed}`,
        seed,
        rounds: 10,
        successRate: 0.5,
        terseness: 0.8,
        model: "gpt-5.4-mini",
      }),
    });
  }
  return files;
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "examples");
  for (const file of exampleFiles()) {
    const target = join(root, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    process.stdout.write(`wrote examples/${file.path} (${Buffer.byteLength(file.content)} bytes)\n`);
  }
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && realpathSync(invokedPath) === realpathSync(fileURLToPath(import.meta.url))) main();
