/**
 * Hostile event logs through the whole evaluation (reader, pristine index, every deterministic GlossoGen
 * metric, report writing): lax-typed round numbers and successes, missing and out-of-order rounds, huge
 * round numbers, duplicate rounds, pristine texts that are not JSON or not "sent", messages only in
 * postmortems, refusals before round 1, astral/combining/whitespace texts, odd team and agent ids, swaps.
 * 60 logs; expected measurements: python3 3.11.7 writing spec §1.2, §1.6, §3, §4.1-4.12 and §7 out
 * (scripts/parity/gdet_fuzz.py vectors, Python 3.12's Neumaier sum() transcribed, glibc 2.36 log/log2).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Measurement } from "../../../src/core/measurement.js";
import { builtinRegistry, resolveMetricList } from "../../../src/metrics/registry.js";
import { evaluateRun } from "../../../src/node/evaluate-run.js";
import { writeRunDirectory } from "../../../src/testing.js";
import { tempDir } from "../../helpers/run-dirs.js";

interface Vectors {
  readonly metrics: readonly string[];
  readonly plain: unknown;
  readonly backoff: unknown;
  readonly runs: readonly { readonly scenario: string; readonly jsonl: string; readonly measurements: readonly Measurement[] }[];
}
const vectors = JSON.parse(readFileSync(new URL("./hostile-logs-vectors.json", import.meta.url), "utf8")) as Vectors;

describe("hostile logs: every deterministic measurement as GlossoGen's rules give it (python3 vectors)", () => {
  it.each(vectors.runs.map((run, i) => [i, run] as const))("run %i", async (_i, run) => {
    const written = await writeRunDirectory(path.join(tempDir("agent-eval-hostile-"), "run"), run.jsonl, { scenario: run.scenario });
    const outcome = await evaluateRun({
      runDir: written.runDir,
      metrics: resolveMetricList(builtinRegistry(), vectors.metrics.join(",")),
      ngramTables: { plain: vectors.plain, backoff: vectors.backoff, location: "vectors" },
      log: () => {},
      invocationLog: false,
    });
    expect(outcome.failed).toEqual([]);
    expect(outcome.measurements).toEqual(run.measurements);
  });

  it("the vectors exercise what they claim", () => {
    const all = vectors.runs.map((run) => run.jsonl).join("\n");
    expect(all).toContain('"round_number":"');
    expect(all).toContain('"round_number":true');
    expect(all).toContain('"success":"');
    expect(all).toContain("ContentFilterError");
    const names = vectors.runs.flatMap((run) => run.measurements.map((m) => m.metric_name));
    for (const prefix of ["english_ngram_surprisal", "english_ngram_backoff_surprisal", "postmortem_ended_timeout", "round_success_team_a", "message_entropy_a"])
      expect(names.some((name) => name.startsWith(prefix))).toBe(true);
  });
});
