/**
 * gzip_compression_ratio on random multi-round texts (astral, combining, CJK, no-break space,
 * U+2028; two silent rounds), bit for bit against python3 implementing spec §4.1/§4.3/§3.1/§3.5
 * (tests/metrics/edges/gzip-rounds-vectors.py; zlib 1.2.13; a naive sum differs on this vector).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runBuilder } from "../../../src/testing.js";
import { byName, evaluate } from "./helpers.js";

interface Vectors {
  readonly rounds: Record<string, string[]>;
  readonly per_round: [number, number, string][];
  readonly score: number;
  readonly summary: string;
  readonly naive_sum_differs: boolean;
}
const vectors = JSON.parse(readFileSync(new URL("./gzip-rounds-vectors.json", import.meta.url), "utf8")) as Vectors;

describe("spec §4.3 gzip_compression_ratio over rounds (python3 vectors)", () => {
  it("per-round Neumaier means, notes, score and summary equal Python's", async () => {
    expect(vectors.naive_sum_differs).toBe(true);
    const run = runBuilder({ scenario: "veyru" }).agent("field_observer");
    for (const [round, texts] of Object.entries(vectors.rounds)) {
      run.round(Number(round), (r) => {
        for (const text of texts) r.message("field_observer", text);
      });
    }
    const gzip = byName(await evaluate(run, "gzip_compression_ratio"), "gzip_compression_ratio");
    expect(gzip.per_round.map((o) => [o.round_number, o.value, o.note])).toEqual(vectors.per_round);
    expect(gzip.score).toBe(vectors.score);
    expect(gzip.summary).toBe(vectors.summary);
  });
});
