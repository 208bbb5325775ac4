/**
 * The n-gram scorers lower-case text as GlossoGen's Python does (`str.lower()`, Unicode 14/15): the
 * capitals Unicode 16-17 added (U+A7CB, U+A7DC, Garay U+10D50) stay as they are, so they do not turn
 * into a table's in-vocabulary lowercase letter as Node's ICU (Unicode 17) makes them. Vectors: python3
 * 3.11.7, `scripts/parity/gdet_fuzz.py ngram-vectors` (spec §4.4/§4.5 written out in Python).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { meanCharSurprisal as backoffSurprisal, type BackoffTrigramTable } from "../../../src/metrics/ngram/backoff-trigram.js";
import { meanCharSurprisal as plainSurprisal, type PlainTrigramTable } from "../../../src/metrics/ngram/plain-trigram.js";

interface Vectors {
  readonly plain: PlainTrigramTable;
  readonly backoff: BackoffTrigramTable;
  readonly rows: { readonly text: string; readonly python_lower: string; readonly plain: string; readonly backoff: string }[];
}
const vectors = JSON.parse(readFileSync(new URL("./ngram-lowercase-vectors.json", import.meta.url), "utf8")) as Vectors;

describe("n-gram scorers lower-case as Python", () => {
  it.each(vectors.rows)("$text", (row) => {
    expect(String(plainSurprisal(vectors.plain, row.text))).toBe(row.plain);
    expect(String(backoffSurprisal(vectors.backoff, row.text))).toBe(row.backoff);
  });

  it("the vectors hold a capital ICU lower-cases and Python keeps", () => {
    expect(vectors.backoff.case_sensitive).toBe(false);
    expect(vectors.rows.some((row) => row.text.toLowerCase() !== row.python_lower)).toBe(true);
  });
});
