/**
 * GlossoGen's stupid-backoff character-trigram model (spec §4.5): the cache format, its training
 * and the per-text score. The metric uses the cased, punctuation-keeping variant.
 */
import { z } from "zod";
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
/** Punctuation the model may keep (`^` and `$` are padding symbols and excluded). */
export declare const BACKOFF_PUNCTUATION: ReadonlySet<string>;
/** Backoff weight α. */
export declare const BACKOFF_ALPHA = 0.4;
export interface BackoffTrainingOptions {
    readonly caseSensitive: boolean;
    readonly keepPunctuation: boolean;
}
/**
 * Mean per-character stupid-backoff surprisal in nats (GlossoGen `mean_char_surprisal` of the
 * backoff model). Literal `^`/`$` and out-of-vocabulary characters become U+0000; operations
 * evaluate left to right as in Python; the total is a naive `+=`. NaN when nothing is scored.
 */
export declare function meanCharSurprisal(model: BackoffTrigramTable, text: string): number;
/**
 * Train the backoff model the way GlossoGen does: keep alphanumerics (and, optionally, the
 * punctuation set), pad `^^word$`, count every unigram, adjacent pair and triple.
 */
export declare function trainBackoffTrigram(lines: Iterable<string>, options: BackoffTrainingOptions): BackoffTrigramTable;
