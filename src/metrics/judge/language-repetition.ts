/**
 * `language_repetition` (spec §4.16): every round of every primary channel is judged three times
 * as an enumerated message list; each message's redundancy factor is the mean over the replicas
 * that scored it (floored at 1.0). Per-message factors go to `language_repetition_messages.jsonl`.
 */
import { z } from "zod";
import source from "../../../templates/judge/language_repetition_user.njk?raw";
import { ofType } from "../../core/events.js";
import type { KeyedObservation, Measurement, RoundObservation } from "../../core/measurement.js";
import { pyFmean, formatFixed } from "../../core/pynum.js";
import { metricNameFor } from "../../core/scenario.js";
import { PyFloat } from "../../core/json-format.js";
import type { MetricContext, SidecarStore, BuiltinMetric } from "../contract.js";
import { type PristineTextIndex, buildPristineTextIndex, pristineTextFor } from "../shared/pristine-text.js";
import { createLimiter } from "../../judge/limit.js";
import { callJudge, defineJudgeCall, requireJudge, successfulReplicas } from "./judge-call.js";
import { pyJsonDumps } from "./py-json.js";
import { integerProperty, listProperty, numberProperty, objectDefinition, outputSchema } from "./schemas.js";
import { metricDeclaration } from "../lazy-builtins.js";

const NAME = "language_repetition";
export const LANGUAGE_REPETITION_REPLICAS = 3;
export const LANGUAGE_REPETITION_SIDECAR = "language_repetition_messages.jsonl";
const UNIT = "mean encodings per information unit (x; 1.0 = no repetition)";

const MESSAGE_REPETITION = objectDefinition({
  title: "MessageRepetition",
  description: "The redundancy factor of one numbered message.",
  properties: {
    message_number: integerProperty("Message Number", "The message's number in the list (numbering starts at 1)."),
    repetition_factor: numberProperty(
      "Repetition Factor",
      "On average, how many times each distinct piece of information is encoded inside this message: 1.0 when stated once, about 2.0 when stated twice (a repeated token, digits plus the number word, an abbreviation plus its expansion), about 3.0 when stated three times. Never below 1.0.",
    ),
  },
});

export const ROUND_REPETITION_OUTPUT = outputSchema({
  title: "RoundRepetitionOutput",
  description: "A redundancy factor for each numbered message of one round.",
  properties: {
    per_message: listProperty("Per Message", MESSAGE_REPETITION, "One entry for every numbered message, none left out."),
  },
});
export type RoundRepetitionOutput = z.output<typeof ROUND_REPETITION_OUTPUT.zod>;

export const LANGUAGE_REPETITION_CALL = defineJudgeCall({
  metric: NAME,
  templateName: "language_repetition_user.njk",
  templateSource: source,
  variables: ["round_number", "messages"],
  outputName: "RoundRepetitionOutput",
  outputDescription: "Report a redundancy factor for every numbered message of the round.",
  outputSchema: ROUND_REPETITION_OUTPUT.json,
  output: ROUND_REPETITION_OUTPUT.zod,
});

interface ChannelMessage {
  readonly message_id: string;
  readonly channel_id: string;
  readonly sender_agent_id: string;
  readonly text: string;
}

interface ScoredMessage {
  readonly round_number: number;
  readonly message_number: number;
  readonly message: ChannelMessage;
  readonly factor: number;
  readonly replicaFactors: readonly number[];
}

/** Non-empty pristine messages of one channel, by event round, rounds ascending. */
function channelRounds(context: MetricContext, pristine: PristineTextIndex, channelId: string): [number, ChannelMessage[]][] {
  const byRound = new Map<number, ChannelMessage[]>();
  for (const event of context.events) {
    if (!ofType("message_sent")(event) || event.message.channel_id !== channelId) continue;
    const text = pristineTextFor(pristine, event);
    if (text === "") continue;
    const bucket = byRound.get(event.round_number) ?? [];
    bucket.push({ message_id: event.message.message_id, channel_id: channelId, sender_agent_id: event.message.sender_agent_id, text });
    byRound.set(event.round_number, bucket);
  }
  return [...byRound.entries()].sort(([a], [b]) => a - b);
}

/** Per-message factors of one round from its successful replies (in replica order). */
export function scoreRound(
  round: number,
  messages: readonly ChannelMessage[],
  replies: readonly RoundRepetitionOutput[],
): ScoredMessage[] {
  const factors: number[][] = messages.map(() => []);
  for (const reply of replies) {
    for (const entry of reply.per_message) {
      // numbers outside 1..n are ignored; a number listed twice counts twice. Python's max(1.0, f):
      // a nan factor is 1.0 (Math.max would give NaN)
      const factor = entry.repetition_factor > 1 ? entry.repetition_factor : 1;
      factors[entry.message_number - 1]?.push(factor);
    }
  }
  const scored: ScoredMessage[] = [];
  messages.forEach((message, i) => {
    const replicaFactors = factors[i] ?? [];
    if (replicaFactors.length === 0) return; // unscored messages are dropped, not defaulted
    scored.push({ round_number: round, message_number: i + 1, message, factor: pyFmean(replicaFactors), replicaFactors });
  });
  return scored;
}

function sidecarLine(scored: ScoredMessage): string {
  return pyJsonDumps({
    round_number: scored.round_number,
    message_number: scored.message_number,
    message_id: scored.message.message_id,
    channel_id: scored.message.channel_id,
    sender_agent_id: scored.message.sender_agent_id,
    repetition_factor: new PyFloat(scored.factor),
    replica_factors: scored.replicaFactors.map((factor) => new PyFloat(factor)),
  });
}

export const languageRepetition: BuiltinMetric = {
  ...metricDeclaration(NAME),
  async compute(context) {
    const channels = context.scenario.primaryChannels;
    if (channels.length === 0) {
      context.log(`${NAME}: the scenario has no primary channel (no measurement)`);
      return [];
    }
    const pristine = buildPristineTextIndex(context.events);
    const plan = channels.map((channel) => ({ channel, rounds: channelRounds(context, pristine, channel.channel_id) }));
    if (plan.every(({ rounds }) => rounds.length === 0)) {
      context.log(`${NAME}: no non-empty message on any primary channel (no measurement)`);
      return [];
    }
    const access = requireJudge(context, NAME);
    const gate = createLimiter(access.concurrency); // one bound shared by every channel
    const measurements: Measurement[] = [];
    const allScored: ScoredMessage[] = [];
    for (const { channel, rounds } of plan) {
      const name = metricNameFor(NAME, channel);
      if (rounds.length === 0) {
        context.log(`${name}: no non-empty message on ${channel.channel_id} (no measurement)`);
        continue;
      }
      const judged = await Promise.all(
        rounds.map(async ([round, messages]) => {
          const variables = {
            round_number: round,
            messages: messages.map((message, i) => ({ number: i + 1, sender: message.sender_agent_id, text: message.text })),
          };
          const settled = await Promise.allSettled(
            Array.from({ length: LANGUAGE_REPETITION_REPLICAS }, (_, i) =>
              gate(() => callJudge(access, LANGUAGE_REPETITION_CALL, variables, i + 1)),
            ),
          );
          const replies = successfulReplicas(settled, (replica, reason) =>
            context.log(`${name}: round ${round} judge replica ${replica} failed, left out: ${reason}`),
          );
          return scoreRound(round, messages, replies);
        }),
      );
      const perRound: RoundObservation[] = [];
      for (const scored of judged) {
        const first = scored[0];
        if (first === undefined) continue;
        const means = scored.map((message) => message.factor);
        const value = pyFmean(means);
        perRound.push({
          round_number: first.round_number,
          value,
          note: `${scored.length} msgs, mean ${formatFixed(value, 2)}x, max ${formatFixed(Math.max(...means), 2)}x over ${LANGUAGE_REPETITION_REPLICAS} replicas`,
        });
        allScored.push(...scored);
      }
      if (perRound.length === 0) {
        context.log(`${name}: no message on ${channel.channel_id} was scored by any judge replica (no measurement)`);
        continue;
      }
      const values = perRound.map((observation) => observation.value);
      const score = pyFmean(values);
      measurements.push({
        metric_name: name,
        score,
        score_unit: UNIT,
        summary: `mean redundancy factor ${formatFixed(score, 2)}x across ${perRound.length} rounds on ${channel.channel_id} (max ${formatFixed(Math.max(...values), 2)}x), per-message judged over ${LANGUAGE_REPETITION_REPLICAS} replicas; per-message factors in ${LANGUAGE_REPETITION_SIDECAR}`,
        per_round: perRound,
        per_agent: [],
      });
    }
    if (allScored.length > 0) {
      await context.sidecars.writeText(LANGUAGE_REPETITION_SIDECAR, `${allScored.map(sidecarLine).join("\n")}\n`);
    }
    return measurements;
  },
  async readKeyedObservations(sidecars: SidecarStore): Promise<KeyedObservation[]> {
    const text = await sidecars.readText(LANGUAGE_REPETITION_SIDECAR);
    if (text === undefined) return [];
    const observations: KeyedObservation[] = [];
    for (const line of text.split("\n")) {
      if (line.trim() === "") continue;
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        continue;
      }
      const parsed = sidecarRowSchema.safeParse(row);
      if (!parsed.success) continue;
      const { message_id, channel_id, sender_agent_id, round_number, repetition_factor } = parsed.data;
      observations.push({ keys: { message_id, channel_id, sender_agent_id, round_number: String(round_number) }, value: repetition_factor });
    }
    return observations;
  },
};

const sidecarRowSchema = z.object({
  round_number: z.number().int(),
  message_id: z.string(),
  channel_id: z.string(),
  sender_agent_id: z.string(),
  repetition_factor: z.number(),
});
