/**
 * The candidate a metric receives, as NeMo builds it (atif-and-nemo-evidence.md §3.2, "What a metric
 * receives"): AgentOutput{output_text?, response? (JSON), metadata}; the sample merges trial.metadata
 * with output.metadata and adds output_text, response and evidence. Checked through `agent-eval grade`
 * with a module metric that reports what it saw.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-candidate-"));
  await writeFile(
    path.join(dir, "seen.mjs"),
    `export default {
  type: "seen",
  outputSpec: () => [{ name: "seen", kind: "label" }],
  async computeScores(input) {
    const c = input.candidate;
    return { outputs: [{ name: "seen", value: JSON.stringify({ outputText: c.outputText, response: c.response, metadata: c.metadata, evidence: c.evidence === null ? null : c.evidence.names() }) }] };
  },
};
`,
  );
  await writeFile(path.join(dir, "grading.yaml"), "metrics:\n  - {module: ./seen.mjs}\n");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function seen(lines: unknown[]): Promise<unknown[]> {
  await writeFile(path.join(dir, "trials.jsonl"), lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
  let stderr = "";
  const code = await runCli(["grade", "--dataset", path.join(dir, "trials.jsonl"), "--config", path.join(dir, "grading.yaml"), "--out", path.join(dir, "r.json")], { stdout: () => undefined, stderr: (t) => (stderr += t) });
  expect(stderr).not.toContain("error");
  expect(code).toBe(0);
  const report = JSON.parse(await readFile(path.join(dir, "r.json"), "utf8")) as { trials: { scores: Record<string, string> }[] };
  return report.trials.map((t) => JSON.parse(t.scores["seen.seen"] as string) as unknown);
}

describe("the candidate a metric receives", () => {
  it("carries candidate.response (NeMo's AgentOutput.response, any JSON value), null when absent", async () => {
    const trial = (id: string, candidate: unknown) => ({ task: { id: "t" }, trial: { id, task_id: "t", status: "completed", metadata: { run: 1 } }, candidate });
    expect(
      await seen([
        trial("a", { output_text: "Paris", response: { city: "Paris", confidence: 0.9, alternatives: ["Lyon"] }, metadata: { model: "m" } }),
        trial("b", { output_text: null, response: [1, "two", null] }),
        trial("c", { output_text: "x" }),
      ]),
    ).toEqual([
      { outputText: "Paris", response: { city: "Paris", confidence: 0.9, alternatives: ["Lyon"] }, metadata: { run: 1, model: "m" }, evidence: null },
      { outputText: null, response: [1, "two", null], metadata: { run: 1 }, evidence: null },
      { outputText: "x", response: null, metadata: { run: 1 }, evidence: null },
    ]);
  });

  it("is empty when the trial has no output (a partial trial without a candidate): no trial metadata either", async () => {
    expect(await seen([{ task: { id: "t" }, trial: { id: "p", task_id: "t", status: "partial", metadata: { run: 1 } } }])).toEqual([
      { outputText: null, response: null, metadata: {}, evidence: null },
    ]);
  });

  it("is in the row OpenJudge mappers address: candidate.response.<path>", async () => {
    await writeFile(path.join(dir, "graders.yaml"), "graders:\n  city:\n    grader: StringMatchGrader\n    mapper: {response: candidate.response.city, reference_response: reference.expected}\n");
    const lines = [
      { task: { id: "t" }, trial: { id: "a", task_id: "t", status: "completed" }, reference: { expected: "Paris" }, candidate: { output_text: "", response: { city: "paris" } } },
      { task: { id: "t" }, trial: { id: "b", task_id: "t", status: "completed" }, reference: { expected: "Paris" }, candidate: { output_text: "", response: { city: "Lyon" } } },
    ];
    await writeFile(path.join(dir, "g.jsonl"), lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
    const code = await runCli(["grade", "--dataset", path.join(dir, "g.jsonl"), "--config", path.join(dir, "graders.yaml"), "--out", path.join(dir, "g.json")], { stdout: () => undefined, stderr: () => undefined });
    expect(code).toBe(0);
    const report = JSON.parse(await readFile(path.join(dir, "g.json"), "utf8")) as { trials: { scores: Record<string, unknown> }[] };
    // exact_match, case-insensitive by default (StringMatchGrader's init default)
    expect(report.trials.map((t) => t.scores["grader.city"])).toEqual([1, 0]);
  });
});
