import type { Measurement, RoundObservation } from "../core/measurement.js";
import { codePointLength, formatFixed, mean, populationStd } from "../core/pynum.js";
import { metricNameFor } from "../core/scenario.js";
import type { MetricContext, BuiltinMetric } from "./contract.js";
import { computeAsync } from "./shared/compute-async.js";
import { transmittedMessagesPerChannel } from "./shared/primary-channel-messages.js";

function compute(context: MetricContext): Measurement[] {
  const out: Measurement[] = [];
  for (const { channel, byRound } of transmittedMessagesPerChannel(context, "mean_chars_per_message")) {
    const lengths: number[] = [];
    const perRound: RoundObservation[] = [];
    for (const [round, texts] of byRound) {
      const roundLengths = texts.map(codePointLength);
      // one push per length: spreading a round of ~120k messages into push() overflows the stack
      for (const length of roundLengths) lengths.push(length);
      const roundMean = mean(roundLengths);
      const roundStd = populationStd(roundLengths, roundMean);
      perRound.push({ round_number: round, value: roundMean, note: `${roundLengths.length} messages, std=${formatFixed(roundStd, 2)}` });
    }
    // every message weighs the same: a mean over the flattened run, not a mean of round means
    const score = mean(lengths);
    const std = populationStd(lengths, score);
    out.push({
      metric_name: metricNameFor("mean_chars_per_message", channel),
      score,
      score_unit: "chars/message",
      summary: `${lengths.length} messages on ${channel.channel_id} across ${perRound.length} rounds; mean ${formatFixed(score, 2)} chars/message (std ${formatFixed(std, 2)})`,
      per_round: perRound,
      per_agent: [],
    });
  }
  if (out.length === 0 && context.scenario.primaryChannels.length > 0) context.log("mean_chars_per_message: no non-empty message on any primary channel");
  return out;
}

export const meanCharsPerMessage: BuiltinMetric = {
  name: "mean_chars_per_message",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  eventTypes: ["message_sent"],
  description: "Mean number of transmitted characters per message on each primary channel.",
  unit: "chars/message",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no non-empty message",
  compute(context) {
    return computeAsync(() => compute(context));
  },
};
