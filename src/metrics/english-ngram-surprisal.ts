import type { z } from "zod";
import type { Measurement } from "../core/measurement.js";
import type { MetricContext, BuiltinMetric } from "./contract.js";
import { type PlainTrigramTable, describeSchemaIssue, meanCharSurprisal } from "./ngram/plain-trigram.js";
import { computeAsync } from "./shared/compute-async.js";
import { type PerMessageMetricSpec, perMessageLanguageMetric } from "./shared/primary-channel-messages.js";
import { PRISTINE_TEXT_EVENTS } from "./shared/pristine-text.js";

export const PLAIN_TRIGRAM_FILE = "english_char_trigram.json";

const validatedTables = new WeakMap<object, unknown>();

/**
 * Validate one of the n-gram count tables handed to a metric. Missing tables are an error that says
 * where they were looked for and how to get them; there is no fallback model.
 */
export function requireNgramTable<S extends z.ZodType>(
  metric: string,
  fileName: string,
  raw: unknown,
  location: string,
  schema: S,
): z.output<S> {
  if (raw === undefined || raw === null) {
    throw new Error(
      `${metric} needs GlossoGen's English n-gram count table ${fileName}, which was not found in ${location}. ` +
        `GlossoGen trains it from the wikitext-2-raw-v1 corpus on the first use of \`glossogen evaluate\` with the ` +
        `metrics-ml extra installed, and caches it in ~/.cache/glossogen/. Copy that folder's ${fileName} into ` +
        `${location}, or pass --ngram-tables DIR naming a folder that contains it. ` +
        `agent-eval never substitutes a different model.`,
    );
  }
  if (typeof raw === "object") {
    const cached = validatedTables.get(raw);
    if (cached !== undefined) return cached as z.output<S>;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${metric}: ${fileName} in ${location} is not a valid GlossoGen n-gram table: ${describeSchemaIssue(parsed.error)}`);
  }
  if (typeof raw === "object") validatedTables.set(raw, parsed.data);
  return parsed.data;
}

/** The per-message pipeline, loading the model only when there is a channel to score. */
export function perMessageWithModel<M>(
  context: MetricContext,
  loadModel: () => M,
  spec: Omit<PerMessageMetricSpec, "score"> & { score: (model: M, text: string) => number },
): Measurement[] {
  const model = context.scenario.primaryChannels.length === 0 ? undefined : loadModel();
  return perMessageLanguageMetric(context, {
    ...spec,
    score: (text) => (model === undefined ? Number.NaN : spec.score(model, text)),
  });
}

export const englishNgramSurprisal: BuiltinMetric = {
  name: "english_ngram_surprisal",
  version: "2",
  kind: "deterministic",
  direction: "none",
  fraction: false,
  ...PRISTINE_TEXT_EVENTS,
  description: "Mean per-character surprisal under GlossoGen's English character-trigram model on each primary channel (higher = less English-like).",
  unit: "nats/char (english-trigram)",
  notApplicableWhen: "the scenario has no primary channel, or a channel has no message with a scorable word",
  async compute(context) {
    // the table's schema (and zod) is loaded when this metric runs, not by every evaluation
    const { plainTrigramTableSchema } = await import("./ngram/table-schemas.js");
    return computeAsync(() =>
      perMessageWithModel(
        context,
        (): PlainTrigramTable =>
          requireNgramTable("english_ngram_surprisal", PLAIN_TRIGRAM_FILE, context.ngramTables.plain, context.ngramTables.location, plainTrigramTableSchema),
        {
          base: "english_ngram_surprisal",
          unit: "nats/char (english-trigram)",
          score: meanCharSurprisal,
          summary: (f) =>
            `${f.messages} messages on ${f.channelId} across ${f.rounds} rounds; mean per-char English-trigram surprisal ${f.score} nats (higher = less English-like; round-to-round std ${f.roundStd})`,
        },
      ),
    );
  },
};
