import type { BuiltinMetric } from "./contract.js";
import { perMessageWithModel, requireNgramTable } from "./english-ngram-surprisal.js";
import { computeAsync } from "./shared/compute-async.js";
import { type BackoffTrigramTable, meanCharSurprisal } from "./ngram/backoff-trigram.js";
import type { backoffTrigramTableSchema } from "./ngram/table-schemas.js";
import { PRISTINE_TEXT_EVENTS } from "./shared/pristine-text.js";

/** GlossoGen's metric uses the cased, punctuation-keeping table. */
export const BACKOFF_TRIGRAM_FILE = "english_backoff_trigram_cased_punct.json";

const METRIC = "english_ngram_backoff_surprisal";

function loadBackoffTable(raw: unknown, location: string, schema: typeof backoffTrigramTableSchema): BackoffTrigramTable {
  const table = requireNgramTable(METRIC, BACKOFF_TRIGRAM_FILE, raw, location, schema);
  // a lower-cased or punctuation-stripped table is a different model: refuse it rather than score with it
  for (const field of ["case_sensitive", "keep_punctuation"] as const) {
    if (!table[field]) {
      throw new Error(
        `${METRIC}: ${BACKOFF_TRIGRAM_FILE} in ${location} is not a valid GlossoGen n-gram table: field ${field}: expected true (the metric uses the cased, punctuation-keeping model)`,
      );
    }
  }
  return table;
}

export const englishNgramBackoffSurprisal: BuiltinMetric = {
  name: METRIC,
  version: "2",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  ...PRISTINE_TEXT_EVENTS,
  description: "Mean per-character surprisal under GlossoGen's cased stupid-backoff English character-trigram model on each primary channel (higher = less English-like).",
  unit: "nats/char (english-backoff-trigram)",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no message with a scorable word",
  async compute(context) {
    // the table's schema (and zod) is loaded when this metric runs, not by every evaluation
    const { backoffTrigramTableSchema } = await import("./ngram/table-schemas.js");
    return computeAsync(() =>
      perMessageWithModel(context, () => loadBackoffTable(context.ngramTables.backoff, context.ngramTables.location, backoffTrigramTableSchema), {
        base: METRIC,
        unit: "nats/char (english-backoff-trigram)",
        score: meanCharSurprisal,
        summary: (f) =>
          `${f.messages} messages on ${f.channelId} across ${f.rounds} rounds; mean per-char backoff-trigram surprisal ${f.score} nats (higher = less English-like; round-to-round std ${f.roundStd})`,
      }),
    );
  },
};
