/**
 * Issue 11, hole 4: concurrent `evaluate` processes on one run directory, each with another metric,
 * must lose nothing. Before the lock file, read-merge-rename let the last writer drop the others'
 * metrics in about 4 of 10 trials with just two writers. Here: 8 processes of the CLI bundled from
 * the current sources, repeated, and every metric must be in the final report.
 */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleCli } from "../../scripts/bundle-cli.mjs";
import { parseReport } from "../../src/report/report.js";
import { smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const METRICS = [
  "message_entropy",
  "gzip_compression_ratio",
  "mean_chars_per_round",
  "mean_chars_per_message",
  "round_success",
  "round_ended_idle",
  "round_ended_timeout",
  "content_filter_refusal",
];

let cliPath = "";

beforeAll(async () => {
  cliPath = (await bundleCli()).cli;
}, 60_000);

function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

describe("concurrent evaluate processes on one run", () => {
  it("8 processes x 8 different metrics, 3 rounds: every metric ends up in the report, every invocation logged once", async () => {
    for (let round = 0; round < 3; round++) {
      const runDir = writeRun(tempDir(), `run-${round}`, { "veyru.jsonl": smallVeyruLog() });
      const results = await Promise.all(METRICS.map((metric) => run(["evaluate", "--run-dir", runDir, "--metrics", metric])));
      for (const [i, result] of results.entries()) expect(result.code, `${METRICS[i]}: ${result.stderr}`).toBe(0);
      const report = parseReport(readFileSync(path.join(runDir, "veyru_report.json"), "utf8"), "report");
      expect(Object.keys(report.agent_eval?.metrics ?? {}).sort(), `round ${round}`).toEqual([...METRICS].sort());
      expect(new Set(report.measurements.map((m) => m.metric_name)).size).toBe(report.measurements.length);
      const lines = readFileSync(path.join(runDir, "agent_eval_invocations.jsonl"), "utf8").trim().split("\n");
      expect(lines).toHaveLength(METRICS.length);
      expect(readdirSync(runDir).filter((name) => name.endsWith(".tmp") || name.endsWith(".lock"))).toEqual([]);
    }
  }, 120_000);
});
