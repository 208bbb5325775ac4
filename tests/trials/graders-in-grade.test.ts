/**
 * OpenJudge's runner inside `agent-eval grade`: `results` keyed by grader then aggregator names
 * with one result per trial, `grader.<name>`/`aggregator.<name>` scores that views and the summary
 * see, every LLM call replayed from the examples' recordings (never a provider), a failed trial
 * never graded. The aggregate is checked by hand: equal weights make it the mean of the two scores.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";

const root = path.resolve(import.meta.dirname, "..", "..");
const dataset = path.join(root, "tests", "fixtures", "openjudge", "support-trials.jsonl");
const config = path.join(root, "tests", "fixtures", "trials", "support-graders.yaml");
const store = path.join(root, "examples", "trials", "openjudge", "recorded-judges");
const JUDGE = ["--provider", "scripted", "--model", "scripted-local-judge", "--fixtures", store];

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-grade-graders-"));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function cli(args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

type Report = {
  trials: Array<{ status: string; scores: Record<string, number> }>;
  summary: Record<string, { count: number; nan_count: number; mean: number | null }>;
  results: Record<string, Array<{ name: string; score?: number; reason: string } | null>>;
  agent_eval: { graders: unknown; aggregators: unknown; judge: unknown };
};

describe("graders in grade", () => {
  it("grades every trial with the graders, replaying the recordings", async () => {
    const out = path.join(scratch, "r.json");
    const result = await cli(["grade", "--dataset", dataset, "--config", config, "--out", out, ...JUDGE]);
    expect(result.stderr).toContain("replayed, 0 recorded");
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(out, "utf8")) as Report;
    expect(Object.keys(report.results)).toEqual(["correctness", "relevance", "overall"]);
    for (const column of Object.values(report.results)) expect(column).toHaveLength(report.trials.length);
    report.trials.forEach((trial, i) => {
      const c = report.results.correctness?.[i]?.score as number;
      const r = report.results.relevance?.[i]?.score as number;
      expect(c).toBeGreaterThanOrEqual(1);
      expect(trial.scores["grader.correctness"]).toBe(c);
      expect(trial.scores["grader.relevance"]).toBe(r);
      // WeightedSumAggregator: (0.5·c + 0.5·r) / (0.5 + 0.5)
      expect(trial.scores["aggregator.overall"]).toBeCloseTo((0.5 * c + 0.5 * r) / 1, 12);
      expect(trial.scores["view.support"]).toBe((c + r) / 2);
    });
    expect(Object.keys(report.summary)).toEqual(["view.support", "grader.correctness", "grader.relevance", "aggregator.overall"]);
    expect(report.summary["grader.correctness"]).toMatchObject({ count: 4, nan_count: 0 });
    expect(report.agent_eval).toMatchObject({
      graders: [
        { name: "correctness", class: "CorrectnessGrader" },
        { name: "relevance", class: "RelevanceGrader" },
      ],
      aggregators: [{ name: "overall", type: "WeightedSumAggregator" }],
      judge: { provider: "scripted", model: "scripted-local-judge", settings: {} },
    });
  });

  it("does not grade a failed trial: its results are null and it counts as NaN", async () => {
    const lines = (await readFile(dataset, "utf8")).split("\n").filter((l) => l !== "");
    const failed = JSON.parse(lines[1] as string) as { trial: { status: string } };
    failed.trial.status = "failed";
    lines[1] = JSON.stringify(failed);
    const file = path.join(scratch, "support.jsonl");
    await writeFile(file, `${lines.join("\n")}\n`);
    const result = await cli(["grade", "--dataset", file, "--config", config, ...JUDGE]);
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(path.join(scratch, "support.report.json"), "utf8")) as Report;
    expect(report.results.correctness?.[1]).toBeNull();
    expect(report.trials[1]?.scores).toEqual({});
    expect(report.summary["grader.correctness"]).toMatchObject({ count: 3, nan_count: 1 });
    expect(report.summary["view.support"]).toMatchObject({ count: 3, nan_count: 1 });
  });

  it("needs --provider and --model for LLM graders (exit 2)", async () => {
    const result = await cli(["grade", "--dataset", dataset, "--config", config, "--out", path.join(scratch, "x.json"), "--fixtures", store]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("need --provider and --model");
  });
});
