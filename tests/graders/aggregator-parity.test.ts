/**
 * WeightedSumAggregator and GatedWeightedSumAggregator through `gradeDataset` (FunctionGraders that
 * return the row's scores, some failing, some NaN) against the reference's aggregator rules written
 * out in python3 (tests/fixtures/openjudge/aggregator-parity/make.py): 150 rows x 6 aggregators, each
 * result's score, reason (Python `:.3f`/`:.2f` half to even, float reprs) and metadata compared.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gradeDataset } from "../../src/node/grade-trials.js";

const dir = path.join(import.meta.dirname, "..", "fixtures", "openjudge", "aggregator-parity");
let out: string;
beforeEach(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), "agent-eval-aggregator-parity-"));
});
afterEach(async () => {
  await rm(out, { recursive: true, force: true });
});

describe("aggregator parity with the reference's rules in python3", () => {
  it("every aggregate result of every row", async () => {
    const report = path.join(out, "trials.report.json");
    await gradeDataset({ dataset: path.join(dir, "trials.jsonl"), config: path.join(dir, "grading.yaml"), out: report, concurrency: 4, log: () => undefined });
    const written = JSON.parse(await readFile(report, "utf8")) as { results: Record<string, unknown[]> };
    const expected = JSON.parse(await readFile(path.join(dir, "expected-results.json"), "utf8")) as { results: Record<string, unknown[]> };
    for (const [name, results] of Object.entries(expected.results)) expect(written.results[name], name).toEqual(results);
    expect(Object.keys(expected.results)).toHaveLength(6);
  });
});
