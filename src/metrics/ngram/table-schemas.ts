/**
 * The zod schemas of GlossoGen's English n-gram count tables. In a module of their own: the
 * n-gram metrics import them (and zod) when they compute, not every evaluation.
 */
import { z } from "zod";

const countSchema = z.number().int().nonnegative();

/** `english_char_trigram.json` as GlossoGen writes it (pydantic `model_dump_json()`). */
export const plainTrigramTableSchema = z.object({
  vocab: z.array(z.string()),
  bigram: z.record(z.string(), countSchema),
  trigram: z.record(z.string(), countSchema),
});

export type PlainTrigramTable = z.output<typeof plainTrigramTableSchema>;

/** `english_backoff_trigram_{cased|lower}_{punct|nopunct}.json` as GlossoGen writes it. */
export const backoffTrigramTableSchema = z.object({
  vocab: z.array(z.string()),
  trigram: z.record(z.string(), countSchema),
  bigram: z.record(z.string(), countSchema),
  unigram: z.record(z.string(), countSchema),
  total: countSchema,
  case_sensitive: z.boolean(),
  keep_punctuation: z.boolean(),
});

export type BackoffTrigramTable = z.output<typeof backoffTrigramTableSchema>;
