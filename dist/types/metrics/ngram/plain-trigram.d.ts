/**
 * GlossoGen's plain English character-trigram model (spec §4.4): the cache format, its training
 * and the per-text score. Lower-cased a–z letters only, add-one smoothing, natural log.
 */
import type { z } from "zod";
import type { PlainTrigramTable } from "./table-schemas.js";
export type { PlainTrigramTable };
/** Add-k smoothing constant of the plain model. */
export declare const PLAIN_SMOOTHING_K = 1;
/** Stands for every out-of-vocabulary character when scoring. */
export declare const OOV = "\0";
/**
 * One-line description of the first schema violation, naming the field
 * (`vocab[3]`, `bigram["^a"]`, `total`).
 */
export declare function describeSchemaIssue(error: z.ZodError): string;
/**
 * Mean per-character surprisal in nats of `text` (GlossoGen `mean_char_surprisal`): Python
 * `lower()` + `split()`, characters outside the vocabulary become U+0000, every word is padded
 * `^^word$`, and each position from the third on is scored. The total is a naive `+=` as upstream.
 * NaN when nothing is scored (empty or whitespace-only text).
 */
export declare function meanCharSurprisal(model: PlainTrigramTable, text: string): number;
/**
 * Train the plain model the way GlossoGen does (`_accumulate_line` over every line in order):
 * only a–z survive, `bigram` counts 2-character contexts of scored positions, vocab is sorted.
 */
export declare function trainPlainTrigram(lines: Iterable<string>): PlainTrigramTable;
