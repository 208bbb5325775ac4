/**
 * GlossoGen's plain English character-trigram model (spec §4.4): the cache format, its training
 * and the per-text score. Lower-cased a–z letters only, add-one smoothing, natural log.
 */
import type { z } from "zod";
import { glibcLog } from "../../core/glibc-log.js";
import { compareCodePoints, pySplit } from "../../core/pynum.js";
import { pyLower } from "../../core/py-lower.js";
import type { PlainTrigramTable } from "./table-schemas.js";

export type { PlainTrigramTable };

/** Add-k smoothing constant of the plain model. */
export const PLAIN_SMOOTHING_K = 1.0;

/** Stands for every out-of-vocabulary character when scoring. */
export const OOV = "\u0000";

/**
 * One-line description of the first schema violation, naming the field
 * (`vocab[3]`, `bigram["^a"]`, `total`).
 */
export function describeSchemaIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return "invalid table";
  if (issue.path.length === 0) return `the table itself: ${issue.message}`;
  const [head, ...rest] = issue.path;
  const field = String(head) + rest.map((key) => (typeof key === "number" ? `[${key}]` : `[${JSON.stringify(String(key))}]`)).join("");
  return `field ${field}: ${issue.message}`;
}

interface CompiledPlain {
  readonly vocabSet: ReadonlySet<string>;
  /** `len(vocab)`: list length, duplicates included (spec §11.23). */
  readonly vocabSize: number;
  readonly bigram: ReadonlyMap<string, number>;
  readonly trigram: ReadonlyMap<string, number>;
}

const compiledTables = new WeakMap<PlainTrigramTable, CompiledPlain>();

function compiled(table: PlainTrigramTable): CompiledPlain {
  let model = compiledTables.get(table);
  if (model === undefined) {
    model = {
      vocabSet: new Set(table.vocab),
      vocabSize: table.vocab.length,
      bigram: new Map(Object.entries(table.bigram)),
      trigram: new Map(Object.entries(table.trigram)),
    };
    compiledTables.set(table, model);
  }
  return model;
}

/**
 * Mean per-character surprisal in nats of `text` (GlossoGen `mean_char_surprisal`): Python
 * `lower()` + `split()`, characters outside the vocabulary become U+0000, every word is padded
 * `^^word$`, and each position from the third on is scored. The total is a naive `+=` as upstream.
 * NaN when nothing is scored (empty or whitespace-only text).
 */
export function meanCharSurprisal(model: PlainTrigramTable, text: string): number {
  const m = compiled(model);
  let total = 0.0;
  let n = 0;
  for (const word of pySplit(pyLower(text))) {
    const padded = ["^", "^"];
    for (const ch of word) padded.push(m.vocabSet.has(ch) ? ch : OOV);
    padded.push("$");
    for (let i = 2; i < padded.length; i++) {
      const context = (padded[i - 2] as string) + (padded[i - 1] as string);
      const ch = padded[i] as string;
      const denominator = (m.bigram.get(context) ?? 0) + PLAIN_SMOOTHING_K * m.vocabSize;
      // Python raises ZeroDivisionError here (empty vocabulary); never invent a number
      if (denominator === 0) throw new Error("english trigram table has an empty vocabulary; cannot score");
      const p = ((m.trigram.get(context + ch) ?? 0) + PLAIN_SMOOTHING_K) / denominator;
      total += -glibcLog(p);
      n += 1;
    }
  }
  return n === 0 ? Number.NaN : total / n;
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * Train the plain model the way GlossoGen does (`_accumulate_line` over every line in order):
 * only a–z survive, `bigram` counts 2-character contexts of scored positions, vocab is sorted.
 */
export function trainPlainTrigram(lines: Iterable<string>): PlainTrigramTable {
  const vocab = new Set<string>();
  const bigram = new Map<string, number>();
  const trigram = new Map<string, number>();
  for (const line of lines) {
    for (const word of pySplit(pyLower(line))) {
      const padded = ["^", "^"];
      for (const ch of word) if (ch >= "a" && ch <= "z") padded.push(ch);
      if (padded.length === 2) continue;
      padded.push("$");
      for (const ch of padded) vocab.add(ch);
      for (let i = 2; i < padded.length; i++) {
        const context = (padded[i - 2] as string) + (padded[i - 1] as string);
        increment(bigram, context);
        increment(trigram, context + (padded[i] as string));
      }
    }
  }
  return {
    vocab: [...vocab].sort(compareCodePoints),
    bigram: Object.fromEntries(bigram),
    trigram: Object.fromEntries(trigram),
  };
}
