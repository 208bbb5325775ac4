/**
 * The Action reads a trial key with a trial score outside [0, 1] as `agent-eval diff` does: not a
 * fraction, even when every task's mean lies in [0, 1] (scores 5 and -3 average 1), both in the
 * comment's table without a baseline and in the diff with one; a `pp` gate on such a key is
 * refused naming the trial.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trialDiffForAction } from "../../src/action/trials.js";
import { readConfig } from "../../src/github/inputs.js";
import { type TrialSpec, oneTrialEach, trialReport } from "../diff/trial-helpers.js";

let workspace: string;
const specs = (bad: boolean): TrialSpec[] => [
  { task: "t01", scores: { "view.quality": bad ? 5 : 1 } },
  { task: "t01", scores: { "view.quality": bad ? -3 : 1 } },
  ...oneTrialEach("view.quality", [1, 0.5, 0], "u"),
];
beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), "agent-eval-action-fractions-"));
  await mkdir(path.join(workspace, "graded"));
  await mkdir(path.join(workspace, "base"));
  await writeFile(path.join(workspace, "graded", "d.report.json"), JSON.stringify(trialReport(specs(true))));
  await writeFile(path.join(workspace, "base", "d.report.json"), JSON.stringify(trialReport(specs(false))));
});
afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

const config = (inputs: Record<string, string>) => readConfig((n) => ({ runs: "graded/*.report.json", "github-token": "t", ...inputs })[n] ?? "");

describe("the Action and a trial score outside [0, 1]", () => {
  it("without a baseline, the comment's table shows the key as a plain mean", async () => {
    const alone = await trialDiffForAction(config({}), { workspace });
    expect(alone.candidate.runs.map((r) => [r.id, r.metrics["view.quality"]?.fraction, r.metrics["view.quality"]?.unit])).toEqual([
      ["t01", false, "mean score over tasks"],
      ["u01", false, "mean score over tasks"],
      ["u02", false, "mean score over tasks"],
      ["u03", false, "mean score over tasks"],
    ]);
    const valid = await trialDiffForAction(config({ runs: "base/*.report.json" }), { workspace });
    expect(valid.candidate.runs.map((r) => r.metrics["view.quality"]?.fraction)).toEqual([true, true, true, true]);
  });

  it("with a baseline, the diff reads it as a plain mean, and a pp gate on it is refused naming the trial", async () => {
    const diffed = await trialDiffForAction(config({ baseline: "base/*.report.json" }), { workspace });
    expect(diffed.result?.diff.metrics.map((m) => [m.metric, m.fraction])).toEqual([["view.quality", false]]);
    await expect(trialDiffForAction(config({ baseline: "base/*.report.json", gate: "view.quality:-5pp" }), { workspace })).rejects.toThrow(
      "'pp' needs a key whose values lie in [0, 1], but 'view.quality' has values outside it (trial 't01-1' of task 't01' scores 5)",
    );
  });
});
