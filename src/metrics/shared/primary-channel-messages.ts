/**
 * The shared pipeline of GlossoGen's per-message language metrics (spec §4.1): score every
 * non-empty primary-channel message, average within each round, then average the round means.
 */
import { type AgentEvent, type MessageSent, eventsOfType } from "../../core/events.js";
import type { Measurement, RoundObservation } from "../../core/measurement.js";
import { formatFixed, mean, populationStd } from "../../core/pynum.js";
import { type PrimaryChannel, metricNameFor } from "../../core/scenario.js";
import type { MetricContext } from "../contract.js";
import { buildPristineTextIndex, pristineTextFor } from "./pristine-text.js";

export type TextChoice = "pristine" | "transmitted";

/** Non-empty message texts on one channel, bucketed by the event's round, rounds ascending. */
export function messagesByRound(
  events: readonly AgentEvent[],
  channelId: string,
  textOf: (event: MessageSent) => string,
): Map<number, string[]> {
  const byRound = new Map<number, string[]>();
  for (const event of eventsOfType(events, "message_sent")) {
    if (event.message.channel_id !== channelId) continue;
    const text = textOf(event);
    if (text === "") continue;
    const bucket = byRound.get(event.round_number);
    if (bucket === undefined) byRound.set(event.round_number, [text]);
    else bucket.push(text);
  }
  return new Map([...byRound.entries()].sort(([a], [b]) => a - b));
}

export function textSelector(events: readonly AgentEvent[], choice: TextChoice): (event: MessageSent) => string {
  if (choice === "transmitted") return (event) => event.message.text;
  const index = buildPristineTextIndex(events);
  return (event) => pristineTextFor(index, event);
}

export interface PerMessageMetricSpec {
  readonly base: string;
  readonly unit: string;
  /** Per-message score; NaN drops the message. */
  readonly score: (text: string) => number;
  readonly summary: (facts: { messages: number; channelId: string; rounds: number; score: string; roundStd: string }) => string;
}

function scoreChannel(
  context: MetricContext,
  channel: PrimaryChannel,
  spec: PerMessageMetricSpec,
  textOf: (event: MessageSent) => string,
): Measurement | string {
  const byRound = messagesByRound(context.events, channel.channel_id, textOf);
  const name = metricNameFor(spec.base, channel);
  if (byRound.size === 0) return `${name}: no non-empty message on ${channel.channel_id}`;
  const perRound: RoundObservation[] = [];
  const roundMeans: number[] = [];
  let totalMessages = 0;
  for (const [round, texts] of byRound) {
    const values = texts.map(spec.score).filter((v) => !Number.isNaN(v));
    if (values.length === 0) continue;
    const roundMean = mean(values);
    const roundStd = populationStd(values, roundMean);
    roundMeans.push(roundMean);
    totalMessages += values.length;
    perRound.push({ round_number: round, value: roundMean, note: `${values.length} messages, std=${formatFixed(roundStd, 3)}` });
  }
  // Not applying is not a zero (product decision 2): upstream writes a 0.0 score here.
  if (roundMeans.length === 0) return `${name}: no message on ${channel.channel_id} could be scored`;
  const score = mean(roundMeans);
  const runStd = populationStd(roundMeans, score);
  return {
    metric_name: name,
    score,
    score_unit: spec.unit,
    summary: spec.summary({
      messages: totalMessages,
      channelId: channel.channel_id,
      rounds: roundMeans.length,
      score: formatFixed(score, 3),
      roundStd: formatFixed(runStd, 3),
    }),
    per_round: perRound,
    per_agent: [],
  };
}

/** Run a per-message language metric over every primary channel, in declared order. */
export function perMessageLanguageMetric(context: MetricContext, spec: PerMessageMetricSpec): Measurement[] {
  const channels = context.scenario.primaryChannels;
  if (channels.length === 0) {
    context.log(`${spec.base}: the scenario has no primary channel`);
    return [];
  }
  const textOf = textSelector(context.events, "pristine");
  const out: Measurement[] = [];
  const skipped: string[] = [];
  for (const channel of channels) {
    const result = scoreChannel(context, channel, spec, textOf);
    if (typeof result === "string") skipped.push(result);
    else out.push(result);
  }
  if (skipped.length > 0) context.log(`${skipped.join("; ")} (no measurement, not a zero)`);
  return out;
}

/**
 * Non-empty transmitted messages per primary channel, for the character-count metrics (GlossoGen
 * measures what was transmitted there, not the pristine text: spec §1.6). Channels without
 * messages are left out; no primary channel at all logs one line and yields nothing.
 */
export function transmittedMessagesPerChannel(
  context: MetricContext,
  base: string,
): { channel: PrimaryChannel; byRound: Map<number, string[]> }[] {
  const channels = context.scenario.primaryChannels;
  if (channels.length === 0) {
    context.log(`${base}: the scenario has no primary channel`);
    return [];
  }
  const textOf = textSelector(context.events, "transmitted");
  return channels
    .map((channel) => ({ channel, byRound: messagesByRound(context.events, channel.channel_id, textOf) }))
    .filter(({ byRound }) => byRound.size > 0);
}
