/**
 * The zod schemas of GlossoGen's English n-gram count tables. In a module of their own: the
 * n-gram metrics import them (and zod) when they compute, not every evaluation.
 */
import { z } from "zod";
/** `english_char_trigram.json` as GlossoGen writes it (pydantic `model_dump_json()`). */
export declare const plainTrigramTableSchema: z.ZodObject<{
    vocab: z.ZodArray<z.ZodString>;
    bigram: z.ZodRecord<z.ZodString, z.ZodNumber>;
    trigram: z.ZodRecord<z.ZodString, z.ZodNumber>;
}, z.core.$strip>;
export type PlainTrigramTable = z.output<typeof plainTrigramTableSchema>;
/** `english_backoff_trigram_{cased|lower}_{punct|nopunct}.json` as GlossoGen writes it. */
export declare const backoffTrigramTableSchema: z.ZodObject<{
    vocab: z.ZodArray<z.ZodString>;
    trigram: z.ZodRecord<z.ZodString, z.ZodNumber>;
    bigram: z.ZodRecord<z.ZodString, z.ZodNumber>;
    unigram: z.ZodRecord<z.ZodString, z.ZodNumber>;
    total: z.ZodNumber;
    case_sensitive: z.ZodBoolean;
    keep_punctuation: z.ZodBoolean;
}, z.core.$strip>;
export type BackoffTrigramTable = z.output<typeof backoffTrigramTableSchema>;
