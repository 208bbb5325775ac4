import { neumaierSum } from "../core/pynum.js";
import type { BuiltinMetric } from "./contract.js";
import { perMessageLanguageMetric } from "./shared/primary-channel-messages.js";

/** Shannon entropy of one text's code points, terms summed in first-occurrence order (spec §4.2). */
export function characterEntropyBits(text: string): number {
  const counts = new Map<string, number>();
  let total = 0;
  for (const ch of text) {
    counts.set(ch, (counts.get(ch) ?? 0) + 1);
    total += 1;
  }
  if (total === 0) return Number.NaN;
  const terms: number[] = [];
  for (const count of counts.values()) terms.push((count / total) * Math.log2(count / total));
  return -neumaierSum(terms);
}

export const messageEntropy: BuiltinMetric = {
  name: "message_entropy",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  eventTypes: ["message_sent", "tool_result_received"],
  description: "Mean within-message character entropy on each primary channel (lower = more repetitive).",
  unit: "bits/char",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no non-empty message",
  compute(context) {
    return Promise.resolve(
      perMessageLanguageMetric(context, {
        base: "message_entropy",
        unit: "bits/char",
        score: characterEntropyBits,
        summary: (f) =>
          `${f.messages} messages on ${f.channelId} across ${f.rounds} rounds; mean within-message character entropy ${f.score} bits/char (lower = more repetitive/compressible; round-to-round std ${f.roundStd})`,
      }),
    );
  },
};
