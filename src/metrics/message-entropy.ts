import { glibcLog2 } from "../core/glibc-log.js";
import { neumaierSum } from "../core/pynum.js";
import type { BuiltinMetric } from "./contract.js";
import { perMessageLanguageMetric } from "./shared/primary-channel-messages.js";
import { PRISTINE_TEXT_EVENTS } from "./shared/pristine-text.js";

/** Occurrences per BMP code unit, reused across calls and cleared after each (cheaper than a Map). */
const bmpCounts = new Int32Array(0x10000);

/**
 * Shannon entropy of one text's code points, terms summed in first-occurrence order (spec §4.2).
 * Code points are counted as `for (const ch of text)` yields them: a valid surrogate pair is one
 * code point, a lone surrogate is its own.
 */
export function characterEntropyBits(text: string): number {
  const order: number[] = [];
  let astral: Map<number, number> | undefined;
  let total = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        const codePoint = ((unit - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        astral ??= new Map();
        const seen = astral.get(codePoint);
        if (seen === undefined) {
          astral.set(codePoint, 1);
          order.push(codePoint);
        } else astral.set(codePoint, seen + 1);
        i += 1;
        total += 1;
        continue;
      }
    }
    const seen = bmpCounts[unit] as number;
    bmpCounts[unit] = seen + 1;
    if (seen === 0) order.push(unit);
    total += 1;
  }
  if (total === 0) return Number.NaN;
  const terms = new Array<number>(order.length);
  for (let k = 0; k < order.length; k++) {
    const codePoint = order[k] as number;
    let count: number;
    if (codePoint > 0xffff) count = (astral as Map<number, number>).get(codePoint) as number;
    else {
      count = bmpCounts[codePoint] as number;
      bmpCounts[codePoint] = 0;
    }
    terms[k] = (count / total) * glibcLog2(count / total);
  }
  return -neumaierSum(terms);
}

export const messageEntropy: BuiltinMetric = {
  name: "message_entropy",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  ...PRISTINE_TEXT_EVENTS,
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
