/**
 * The diff's per-task pass@k is the one `grade`'s summary gives (NeMo's AgentEvalSummary: a
 * non-finite score is still an attempt, through `_semantic_value`; a NaN never passes, +inf passes;
 * openjudge-nemo-semantics.md "pass@k"). Hand-computed with the reference's estimator
 * 1 - Π_{i=n-c+1..n}(1 - k/i) (1 when n - c < k):
 * task a: [1.0, NaN] -> n 2, c 1: pass@1 0.5, pass@2 1;
 * task b: [inf, 0.0, NaN] -> n 3, c 1: pass@1 1/3, pass@2 1 - (1 - 2/3) = 2/3, pass@3 1.
 * Means over tasks: pass@1 (0.5 + 1/3) / 2, pass@2 (1 + 2/3) / 2, pass@3 1 (task b only).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { diffTrialReports } from "../../src/diff/trial-diff.js";
import { parseTrialReport } from "../../src/diff/trial-report.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-pass-parity-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("pass@k with non-finite scores: the diff agrees with grade's summary", () => {
  it("NaN and Infinity are attempts in both", async () => {
    await writeFile(
      path.join(dir, "echo.mjs"),
      `export const echo = { type: "echo", outputSpec: () => [{ name: "s", kind: "continuous_score" }],
         async computeScores(input) { return { outputs: [{ name: "s", value: input.candidate.metadata.v }] }; } };\n`,
    );
    await writeFile(path.join(dir, "grading.yaml"), "metrics:\n  - {module: ./echo.mjs, export: echo}\n");
    const line = (task: string, id: string, v: string): string =>
      `{"task":{"id":"${task}"},"trial":{"id":"${id}","task_id":"${task}","status":"completed"},"candidate":{"metadata":{"v":"${v}"}}}\n`;
    await writeFile(path.join(dir, "trials.jsonl"), [line("a", "1", "1.0"), line("a", "2", "NaN"), line("b", "1", "inf"), line("b", "2", "0"), line("b", "3", "nan")].join(""));
    const code = await runCli(["grade", "--dataset", path.join(dir, "trials.jsonl"), "--config", path.join(dir, "grading.yaml")], { stdout: () => {}, stderr: () => {} });
    expect(code).toBe(0);
    const text = await readFile(path.join(dir, "trials.report.json"), "utf8");
    const summary = (JSON.parse(text) as { summary: Record<string, { mean: number }> }).summary;
    const expected = { 1: (0.5 + 1 / 3) / 2, 2: (1 + 2 / 3) / 2, 3: 1 };
    const report = parseTrialReport(JSON.parse(text), "trials.report.json");
    const diff = diffTrialReports(report, report);
    for (const [k, mean] of Object.entries(expected)) {
      expect(summary[`echo.s.pass@${k}`]?.mean, `grade pass@${k}`).toBeCloseTo(mean, 15);
      expect(diff.diff.metrics.find((m) => m.metric === `echo.s.pass@${k}`)?.baseline.mean, `diff pass@${k}`).toBeCloseTo(mean, 15);
    }
  });
});
