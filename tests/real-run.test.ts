/**
 * End-to-end evaluation of the real GlossoGen run in ../shared (not committed to the project).
 * Expected values come from scripts/parity/reference_metrics.py (CPython's own zlib and libm).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseReport, serializeReport } from "../src/report/report.js";
import { cli, tempDir } from "./helpers/run-dirs.js";

const RUN_DIR = path.resolve(import.meta.dirname, "../../shared/runs/veyru-1780600361");
const present = existsSync(path.join(RUN_DIR, "veyru.jsonl"));
if (!present) console.warn(`skipping the real-run test: ${RUN_DIR} is absent (it lives in ../shared beside the project)`);

interface Expected {
  [metric: string]: { score: number; per_round?: Record<string, number>; total?: number };
}

describe.skipIf(!present)("the real veyru run (../shared/runs/veyru-1780600361)", () => {
  const expected = JSON.parse(readFileSync(path.join(import.meta.dirname, "fixtures/parity/veyru-1780600361.expected.json"), "utf8")) as Expected;
  const metrics = [
    "round_success",
    "mean_chars_per_round",
    "mean_chars_per_message",
    "message_entropy",
    "gzip_compression_ratio",
    "round_ended_idle",
    "round_ended_timeout",
    "postmortem_ended_timeout",
    "content_filter_refusal",
    "round_success_after_resume",
  ];

  it("evaluates the deterministic catalogue with values equal to the Python reference", async () => {
    const out = path.join(tempDir(), "veyru_report.json");
    const result = await cli("evaluate", "--run-dir", RUN_DIR, "--metrics", metrics.join(","), "--out", out);
    expect(result.stderr).not.toContain("error");
    expect(result.code).toBe(0);
    const text = readFileSync(out, "utf8");
    const report = parseReport(text, out);
    expect(serializeReport(report)).toBe(text);
    expect(report.simulation_id).toBe("8cd016cb-d418-4e46-8ae3-8645ad872bae");
    const byName = new Map(report.measurements.map((m) => [m.metric_name, m]));
    for (const name of ["message_entropy", "gzip_compression_ratio", "mean_chars_per_round", "mean_chars_per_message", "round_success"]) {
      const measurement = byName.get(name);
      expect(measurement, name).toBeDefined();
      expect(measurement?.score, name).toBe(expected[name]?.score);
      const perRound = expected[name]?.per_round;
      if (perRound !== undefined) {
        expect(Object.fromEntries(measurement?.per_round.map((r) => [String(r.round_number), r.value]) ?? []), name).toEqual(perRound);
      }
    }
    expect(byName.get("message_entropy")?.summary).toMatch(/^70 messages on link across 15 rounds; /);
    expect(byName.get("round_success")?.score_unit).toBe(`fraction of rounds succeeded (12/${expected.round_success?.total})`);
    // the run predates postmortem_ended events and has no swaps
    expect(byName.has("postmortem_ended_timeout")).toBe(true);
    expect(report.agent_eval?.metrics.round_success_after_resume?.status).toBe("not_applicable");
    expect(report.measurements.filter((m) => m.metric_name.startsWith("round_ended")).map((m) => m.score_unit)).toEqual([
      "rounds ended via all_agents_idle (out of 15)",
      "rounds ended via round_timeout (out of 15)",
    ]);
  });
});
