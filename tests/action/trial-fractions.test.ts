/**
 * The Action refuses a trial report whose fraction key (every task's mean in [0, 1]) has a trial
 * score outside [0, 1], as `agent-eval diff` does, naming the input, the file and the trial's
 * field: with a baseline (fraction-ness over both sides) and without one (the comment's table).
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
const expected = (file: string) =>
  `runs ${file}: field 'trials.0.scores.view.quality': view.quality is a fraction (every task's mean lies in [0, 1]), so its score must be from 0 to 1, got 5 (trial 't01-1' of task 't01')`;

describe("the Action and a fraction's trial score outside [0, 1]", () => {
  it("is refused with a baseline", async () => {
    await expect(trialDiffForAction(config({ baseline: "base/*.report.json" }), { workspace })).rejects.toThrow(expected(path.join(workspace, "graded", "d.report.json")));
  });

  it("is refused without a baseline", async () => {
    await expect(trialDiffForAction(config({}), { workspace })).rejects.toThrow(expected(path.join(workspace, "graded", "d.report.json")));
  });

  it("a valid report passes", async () => {
    const ok = await trialDiffForAction(config({ runs: "base/*.report.json" }), { workspace });
    expect(ok.candidate.runs.map((r) => r.id)).toEqual(["t01", "u01", "u02", "u03"]);
  });
});
