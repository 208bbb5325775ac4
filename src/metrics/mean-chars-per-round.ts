import type { Measurement, RoundObservation } from "../core/measurement.js";
import { codePointLength, formatFixed, mean, populationStd } from "../core/pynum.js";
import { metricNameFor } from "../core/scenario.js";
import type { MetricContext, BuiltinMetric } from "./contract.js";
import { computeAsync } from "./shared/compute-async.js";
import { transmittedMessagesPerChannel } from "./shared/primary-channel-messages.js";

function compute(context: MetricContext): Measurement[] {
  const out: Measurement[] = [];
  for (const { channel, byRound } of transmittedMessagesPerChannel(context, "mean_chars_per_round")) {
    const totals: number[] = [];
    const perRound: RoundObservation[] = [];
    for (const [round, texts] of byRound) {
      let chars = 0;
      for (const text of texts) chars += codePointLength(text);
      totals.push(chars);
      perRound.push({ round_number: round, value: chars, note: `${texts.length} messages` });
    }
    const score = mean(totals);
    const std = populationStd(totals, score);
    const totalChars = totals.reduce((a, b) => a + b, 0);
    out.push({
      metric_name: metricNameFor("mean_chars_per_round", channel),
      score,
      score_unit: "chars/round",
      summary: `${totals.length} rounds with messages on ${channel.channel_id}; ${totalChars} total chars, mean ${formatFixed(score, 1)} chars/round (std ${formatFixed(std, 1)})`,
      per_round: perRound,
      per_agent: [],
    });
  }
  if (out.length === 0 && context.scenario.primaryChannels.length > 0) context.log("mean_chars_per_round: no non-empty message on any primary channel");
  return out;
}

export const meanCharsPerRound: BuiltinMetric = {
  name: "mean_chars_per_round",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  eventTypes: ["message_sent"],
  description: "Mean number of transmitted characters per round on each primary channel (rounds without messages excluded).",
  unit: "chars/round",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no non-empty message",
  compute(context) {
    return computeAsync(() => compute(context));
  },
};
