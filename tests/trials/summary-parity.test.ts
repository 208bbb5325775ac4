/**
 * The trial report's summary, through gradeDataset on a generated dataset and config, against NeMo's
 * summary driver written out in python3 from openjudge-nemo-semantics.md ("Summary stats",
 * "Summary driver": key order, totals that count failed records, booleans without a mean, views over
 * every reducer with NaN signals and zero/negative weights, pass@k with failed trials and failed
 * metrics): tests/fixtures/trials/summary-parity/make.py, compared value for value.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gradeDataset } from "../../src/node/grade-trials.js";

const dir = path.join(import.meta.dirname, "..", "fixtures", "trials", "summary-parity");
let out: string;
beforeEach(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), "agent-eval-summary-parity-"));
});
afterEach(async () => {
  await rm(out, { recursive: true, force: true });
});

describe("summary parity with the reference's rules in python3", () => {
  it("every key, in order, and every statistic", async () => {
    const report = path.join(out, "trials.report.json");
    await gradeDataset({ dataset: path.join(dir, "trials.jsonl"), config: path.join(dir, "grading.yaml"), out: report, concurrency: 4, log: () => undefined });
    const written = JSON.parse(await readFile(report, "utf8")) as { summary: Record<string, unknown> };
    const expected = JSON.parse(await readFile(path.join(dir, "expected-summary.json"), "utf8")) as { keys: string[]; summary: Record<string, unknown> };
    expect(Object.keys(written.summary)).toEqual(expected.keys);
    expect(written.summary).toEqual(expected.summary);
  });
});
