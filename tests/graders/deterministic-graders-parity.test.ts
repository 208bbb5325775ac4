/**
 * The deterministic graders end to end (dataset file, config, gradeDataset, the runner) against
 * tests/fixtures/graders/deterministic-graders-vectors.py: 250 hostile trial rows (Python-only
 * whitespace, ß, İ, final sigma, letters re-classified after Unicode 14, lone surrogates, NaN, 1e400,
 * ints past 2^53, JSON texts Python accepts and refuses, values that are not strings, per-call
 * arguments of odd truthiness) through 21 graders (StringMatchGrader's eight algorithms both ways,
 * JsonValidatorGrader, JsonMatchGrader's four modes), every result computed by python3 3.11.7 with
 * the rules of openjudge-nemo-semantics.md on the rows as json.loads reads them.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { PyFloat } from "../../src/core/json-format.js";
import { gradeDataset } from "../../src/node/grade-trials.js";

const dir = path.join(import.meta.dirname, "..", "fixtures", "graders", "deterministic");
const expected = JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as { results: Record<string, unknown[]> };
const out = await mkdtemp(path.join(os.tmpdir(), "agent-eval-deterministic-"));
afterAll(() => rm(out, { recursive: true, force: true }));

/** A result as expected.json writes it: ints past 2^53 as {$int}, non-finite floats as {$float} (Python's repr). */
function encoded(value: unknown): unknown {
  if (typeof value === "bigint") return Number.isSafeInteger(Number(value)) ? Number(value) : { $int: String(value) };
  if (value instanceof PyFloat) return encoded(value.value);
  if (typeof value === "number") return Number.isFinite(value) ? value : { $float: Number.isNaN(value) ? "nan" : value > 0 ? "inf" : "-inf" };
  if (Array.isArray(value)) return value.map(encoded);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encoded(v)]));
  return value;
}

describe("deterministic graders on hostile rows, against python3", () => {
  it("every result of every row", async () => {
    const outcome = await gradeDataset({ dataset: path.join(dir, "trials.jsonl"), config: path.join(dir, "grading.json"), out: path.join(out, "r.json"), concurrency: 4, log: () => undefined });
    const wrong: unknown[] = [];
    let compared = 0;
    for (const [name, column] of Object.entries(expected.results)) {
      column.forEach((want, i) => {
        compared++;
        const got = encoded(outcome.report.results[name]?.[i]);
        if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push({ name, row: i, got, want });
      });
    }
    expect(compared).toBe(21 * 250);
    expect(wrong).toEqual([]);
  });
});
