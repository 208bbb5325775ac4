/**
 * GlossoGen's stupid-backoff character-trigram model (spec §4.5): the cache format, its training
 * and the per-text score. The metric uses the cased, punctuation-keeping variant.
 */
import { glibcLog } from "../../core/glibc-log.js";
import { compareCodePoints, pySplit } from "../../core/pynum.js";
import { pyLower } from "../../core/py-lower.js";
import { OOV } from "./plain-trigram.js";
import type { BackoffTrigramTable } from "./table-schemas.js";

export type { BackoffTrigramTable };

/** Punctuation the model may keep (`^` and `$` are padding symbols and excluded). */
export const BACKOFF_PUNCTUATION: ReadonlySet<string> = new Set(".,;:!?'\"()[]{}-/+=*&%#@_<>~");

/** Backoff weight α. */
export const BACKOFF_ALPHA = 0.4;

/** Python `str.isalnum()` for one code point, approximated by Unicode L/N (spec §3.4). */
const ALPHANUMERIC = /^[\p{L}\p{N}]$/u;

export interface BackoffTrainingOptions {
  readonly caseSensitive: boolean;
  readonly keepPunctuation: boolean;
}

interface CompiledBackoff {
  readonly vocabSet: ReadonlySet<string>;
  readonly trigram: ReadonlyMap<string, number>;
  readonly bigram: ReadonlyMap<string, number>;
  readonly unigram: ReadonlyMap<string, number>;
  readonly total: number;
  readonly caseSensitive: boolean;
  readonly keepPunctuation: boolean;
}

const compiledTables = new WeakMap<BackoffTrigramTable, CompiledBackoff>();

function compiled(table: BackoffTrigramTable): CompiledBackoff {
  let model = compiledTables.get(table);
  if (model === undefined) {
    model = {
      vocabSet: new Set(table.vocab),
      trigram: new Map(Object.entries(table.trigram)),
      bigram: new Map(Object.entries(table.bigram)),
      unigram: new Map(Object.entries(table.unigram)),
      total: table.total,
      caseSensitive: table.case_sensitive,
      keepPunctuation: table.keep_punctuation,
    };
    compiledTables.set(table, model);
  }
  return model;
}

function divide(numerator: number, denominator: number, what: string): number {
  // Python raises ZeroDivisionError on an inconsistent table; never invent a number
  if (denominator === 0) throw new Error(`backoff trigram table is inconsistent: ${what} is 0`);
  return numerator / denominator;
}

/**
 * Mean per-character stupid-backoff surprisal in nats (GlossoGen `mean_char_surprisal` of the
 * backoff model). Literal `^`/`$` and out-of-vocabulary characters become U+0000; operations
 * evaluate left to right as in Python; the total is a naive `+=`. NaN when nothing is scored.
 */
export function meanCharSurprisal(model: BackoffTrigramTable, text: string): number {
  const m = compiled(model);
  const source = m.caseSensitive ? text : pyLower(text);
  let totalSurprisal = 0.0;
  let n = 0;
  for (const word of pySplit(source)) {
    const padded = ["^", "^"];
    for (const ch of word) {
      if (ch === "^" || ch === "$") padded.push(OOV);
      else if (!m.keepPunctuation && BACKOFF_PUNCTUATION.has(ch)) continue;
      else padded.push(m.vocabSet.has(ch) ? ch : OOV);
    }
    padded.push("$");
    for (let i = 2; i < padded.length; i++) {
      const first = padded[i - 2] as string;
      const second = padded[i - 1] as string;
      const ch = padded[i] as string;
      const context = first + second;
      const trigramCount = m.trigram.get(context + ch) ?? 0;
      let p: number;
      if (trigramCount > 0) {
        p = divide(trigramCount, m.bigram.get(context) ?? 0, `bigram[${JSON.stringify(context)}]`);
      } else {
        const bigramCount = m.bigram.get(second + ch) ?? 0;
        if (bigramCount > 0) {
          p = divide(BACKOFF_ALPHA * bigramCount, m.unigram.get(second) ?? 0, `unigram[${JSON.stringify(second)}]`);
        } else {
          const unigramCount = m.unigram.get(ch) ?? 0;
          if (unigramCount > 0) p = divide(BACKOFF_ALPHA * BACKOFF_ALPHA * unigramCount, m.total, "total");
          else p = divide(BACKOFF_ALPHA * BACKOFF_ALPHA * BACKOFF_ALPHA, m.total, "total");
        }
      }
      totalSurprisal += -glibcLog(p);
      n += 1;
    }
  }
  return n === 0 ? Number.NaN : totalSurprisal / n;
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * Train the backoff model the way GlossoGen does: keep alphanumerics (and, optionally, the
 * punctuation set), pad `^^word$`, count every unigram, adjacent pair and triple.
 */
export function trainBackoffTrigram(lines: Iterable<string>, options: BackoffTrainingOptions): BackoffTrigramTable {
  const vocab = new Set<string>();
  const trigram = new Map<string, number>();
  const bigram = new Map<string, number>();
  const unigram = new Map<string, number>();
  for (const line of lines) {
    for (const word of pySplit(options.caseSensitive ? line : pyLower(line))) {
      const padded = ["^", "^"];
      for (const ch of word) {
        if (ch === "^" || ch === "$") continue;
        if (ALPHANUMERIC.test(ch) || (options.keepPunctuation && BACKOFF_PUNCTUATION.has(ch))) padded.push(ch);
      }
      if (padded.length === 2) continue;
      padded.push("$");
      for (const ch of padded) vocab.add(ch);
      for (let i = 0; i < padded.length; i++) {
        increment(unigram, padded[i] as string);
        if (i >= 1) increment(bigram, (padded[i - 1] as string) + (padded[i] as string));
        if (i >= 2) increment(trigram, (padded[i - 2] as string) + (padded[i - 1] as string) + (padded[i] as string));
      }
    }
  }
  let total = 0;
  for (const count of unigram.values()) total += count;
  return {
    vocab: [...vocab].sort(compareCodePoints),
    trigram: Object.fromEntries(trigram),
    bigram: Object.fromEntries(bigram),
    unigram: Object.fromEntries(unigram),
    total,
    case_sensitive: options.caseSensitive,
    keep_punctuation: options.keepPunctuation,
  };
}
