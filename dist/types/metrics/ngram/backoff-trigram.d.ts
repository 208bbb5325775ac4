import type { BackoffTrigramTable } from "./table-schemas.js";
export type { BackoffTrigramTable };
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
