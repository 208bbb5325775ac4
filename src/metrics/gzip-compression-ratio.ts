import type { BuiltinMetric } from "./contract.js";
import { perMessageLanguageMetric } from "./shared/primary-channel-messages.js";
import { rawDeflateSize } from "./shared/raw-deflate.js";
import { PRISTINE_TEXT_EVENTS } from "./shared/pristine-text.js";

const encoder = new TextEncoder();

/**
 * Raw-DEFLATE size over UTF-8 size (spec §4.3). pako is a port of canonical zlib; Node's bundled
 * zlib is Chromium's fork and produces different sizes, so it must not be used here.
 */
export function gzipCompressionRatio(text: string): number {
  const bytes = encoder.encode(text);
  if (bytes.length === 0) return Number.NaN;
  return rawDeflateSize(bytes) / bytes.length;
}

export const gzipCompressionRatioMetric: BuiltinMetric = {
  name: "gzip_compression_ratio",
  version: "1",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  ...PRISTINE_TEXT_EVENTS,
  description: "Mean per-message raw-DEFLATE compression ratio on each primary channel (lower = more compressible).",
  unit: "compressed/original",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no non-empty message",
  compute(context) {
    return Promise.resolve(
      perMessageLanguageMetric(context, {
        base: "gzip_compression_ratio",
        unit: "compressed/original",
        score: gzipCompressionRatio,
        summary: (f) =>
          `${f.messages} messages on ${f.channelId} across ${f.rounds} rounds; mean per-message gzip compression ratio ${f.score} compressed/original (raw DEFLATE, gzip framing excluded; lower = more compressible/repetitive; round-to-round std ${f.roundStd})`,
      }),
    );
  },
};
