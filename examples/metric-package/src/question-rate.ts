/**
 * question_rate: the share of messages on the scenario's primary channels that ask something (contain
 * a "?"), overall and per round. Deterministic. Needs agent-eval only for its types.
 */
import type { Measurement, Metric, RoundObservation } from "agent-eval";

const NAME = "question_rate";

export const metric: Metric = {
  name: NAME,
  version: "1",
  kind: "deterministic",
  // neither more nor fewer questions is better as such; the score is a share of messages
  direction: "none",
  fraction: true,
  description: "Share of primary-channel messages that contain a question mark.",
  unit: "fraction of messages",
  notApplicableWhen: "no message on a primary channel",

  compute(context) {
    const primary = new Set(context.scenario.primaryChannels.map((channel) => channel.channel_id));
    // round number -> [questions, messages]
    const rounds = new Map<number, [number, number]>();
    for (const event of context.events) {
      if (event.event_type !== "message_sent" || "opaque" in event) continue;
      const { channel_id: channel, text, round_number: round } = event.message;
      if (!primary.has(channel)) continue;
      const counts = rounds.get(round) ?? [0, 0];
      counts[0] += text.includes("?") ? 1 : 0;
      counts[1] += 1;
      rounds.set(round, counts);
    }
    if (rounds.size === 0) {
      // not applying is not a zero: say why, return no measurement
      context.log(`${NAME}: no message on a primary channel; not applicable`);
      return Promise.resolve([]);
    }
    const perRound: RoundObservation[] = [...rounds.entries()]
      .sort(([a], [b]) => a - b)
      .map(([round, [questions, messages]]) => ({
        round_number: round,
        value: questions / messages,
        note: `${questions} of ${messages} messages ask something`,
      }));
    const questions = [...rounds.values()].reduce((sum, [q]) => sum + q, 0);
    const messages = [...rounds.values()].reduce((sum, [, m]) => sum + m, 0);
    const measurement: Measurement = {
      metric_name: NAME,
      score: questions / messages,
      score_unit: "fraction of messages",
      summary: `${questions} of ${messages} primary-channel messages contain a question mark`,
      per_round: perRound,
      per_agent: [],
    };
    return Promise.resolve([measurement]);
  },
};

export default metric;
