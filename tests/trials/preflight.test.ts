/**
 * NeMo's optional `MetricWithPreflight` protocol (judge-replay-and-graders.md C.1 item 1:
 * "preflight(): one-time setup before parallel scoring"): awaited once per metric object before any
 * trial is scored; a failure stops grade before anything is written.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-preflight-"));
  const lines = ["t1", "t1", "t2", "t3"].map((task, i) => JSON.stringify({ task: { id: task }, trial: { id: `a${i}`, task_id: task, status: "completed" }, candidate: { output_text: "x" } }));
  await writeFile(path.join(dir, "trials.jsonl"), `${lines.join("\n")}\n`);
  await writeFile(
    path.join(dir, "m.mjs"),
    `let calls = 0; let ready = false;
export const counted = { type: "counted", outputSpec: () => [{ name: "preflights", kind: "discrete_score" }],
  async preflight() { await new Promise((r) => setTimeout(r, 5)); calls++; ready = true; },
  async computeScores() { if (!ready) throw new Error("scored before preflight"); return { outputs: [{ name: "preflights", value: calls }] }; } };
export const broken = { type: "broken", outputSpec: () => [{ name: "s", kind: "continuous_score" }],
  preflight() { throw new Error("no model endpoint configured"); }, async computeScores() { return { outputs: [{ name: "s", value: 1 }] }; } };\n`,
  );
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function grade(config: string): Promise<{ code: number; stderr: string }> {
  await writeFile(path.join(dir, "grading.yaml"), config);
  let stderr = "";
  const code = await runCli(["grade", "--dataset", path.join(dir, "trials.jsonl"), "--config", path.join(dir, "grading.yaml")], { stdout: () => {}, stderr: (t) => (stderr += t) });
  return { code, stderr };
}

describe("preflight()", () => {
  it("runs once, before any trial is scored, for a metric shared by every task", async () => {
    const { code } = await grade("metrics:\n  - {module: ./m.mjs, export: counted}\n");
    expect(code).toBe(0);
    const report = JSON.parse(await readFile(path.join(dir, "trials.report.json"), "utf8")) as { trials: { scores: Record<string, number> }[] };
    expect(report.trials.map((t) => t.scores["counted.preflights"])).toEqual([1, 1, 1, 1]);
  });
  it("a failing preflight is exit 2 naming the config entry, and nothing is written", async () => {
    const { code, stderr } = await grade("metrics:\n  - {type: exact_match}\n  - {module: ./m.mjs, export: broken}\n");
    expect(code).toBe(2);
    expect(stderr).toContain("grading.yaml:3: field 'metrics.1': preflight() of metric 'broken' failed: no model endpoint configured");
    expect(existsSync(path.join(dir, "trials.report.json"))).toBe(false);
  });
});
