/**
 * The Action's `knobs`, `gpt2-model` and `export` inputs: validated and named in errors, passed
 * to the evaluation job, and the export tables written into the uploaded bundle.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionEvaluationJob, evaluateIntoBundle, judgeConfigFor } from "../../src/action/evaluate.js";
import { exportBundleTables } from "../../src/action/export.js";
import { readConfig } from "../../src/github/inputs.js";
import { loadBundles } from "../../src/github/report-bundle.js";
import { silentLogger } from "../../src/github/log.js";
import { findRunDirectories } from "../../src/github/run-dirs.js";
import { writeTinyGpt2 } from "../helpers/tiny-gpt2.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const configWith = (inputs: Record<string, string>) => readConfig((name) => ({ runs: "runs/*/*", metrics: "round_success", mode: "evaluate", ...inputs })[name] ?? "");

let ws: string;
beforeAll(async () => {
  ws = await mkdtemp(path.join(os.tmpdir(), "agent-eval-action-extras-"));
  await cp(path.join(REPO, "examples/runs"), path.join(ws, "runs"), { recursive: true });
});
afterAll(async () => {
  await rm(ws, { recursive: true, force: true });
});

describe("Action inputs knobs, gpt2-model and export", () => {
  it("name the input when invalid", async () => {
    expect(() => configWith({ export: "xlsx" })).toThrow("Invalid value for input 'export': 'xlsx' (expected csv or jsonl)");
    await expect(actionEvaluationJob(configWith({ knobs: "{oops" }), ws)).rejects.toThrow("Invalid value for input 'knobs': not valid JSON");
    await expect(actionEvaluationJob(configWith({ knobs: "missing.json" }), ws)).rejects.toThrow(/Invalid value for input 'knobs' .*missing\.json: not inline JSON/);
    expect(() => judgeConfigFor(configWith({ metrics: "perplexity" }))).toThrow("Invalid value for input 'metrics': 'perplexity' is not available: needs a local GPT-2 model");
  });

  it("pass knobs (inline or a workspace file) and the model directory to the job", async () => {
    await writeFile(path.join(ws, "knobs.json"), '{"seed": 9}');
    const job = await actionEvaluationJob(configWith({ knobs: "knobs.json", "gpt2-model": "models/gpt2", metrics: "perplexity" }), ws);
    expect(job.knobs).toEqual({ seed: 9 });
    expect(job.gpt2Model).toBe(path.join(ws, "models/gpt2"));
    expect((await actionEvaluationJob(configWith({ knobs: '{"two_teams": false}' }), ws)).knobs).toEqual({ two_teams: false });
  });

  it("a knob the scenario does not have is named as the input's error, not as the CLI's --knobs", async () => {
    const config = configWith({ runs: "runs/veyru/*", knobs: '{"shared_lnk": true}' });
    const runDirs = await findRunDirectories(config.runs, ws);
    const result = await evaluateIntoBundle({ runDirs, shard: { index: 1, total: 1 }, job: await actionEvaluationJob(config, ws), bundleDir: path.join(ws, "bundle-knob"), log: silentLogger, concurrency: 1 });
    expect(result.errors.length).toBeGreaterThan(0);
    for (const error of result.errors) {
      expect(String(error)).toContain("Invalid value for input 'knobs': the veyru scenario has no knob 'shared_lnk'");
      expect(String(error)).not.toContain("--knobs");
    }
  });

  it("evaluate with the knobs and a local GPT-2, then write the bundle's reports as tables", async () => {
    writeTinyGpt2(path.join(ws, "models/tiny"), { positions: 1024 });
    const config = configWith({ metrics: "round_success,perplexity", knobs: '{"postmortem_enabled": true}', "gpt2-model": "models/tiny", export: "csv" });
    const runDirs = await findRunDirectories(config.runs, ws);
    const bundleDir = path.join(ws, "bundle");
    const result = await evaluateIntoBundle({ runDirs, shard: { index: 1, total: 1 }, job: await actionEvaluationJob(config, ws), bundleDir, log: silentLogger, concurrency: 1 });
    expect(result.errors).toEqual([]);
    expect(result.failedMetrics).toEqual([]);
    const { runs } = await loadBundles([bundleDir]);
    expect(runs.map((run) => run.report.agent_eval?.inputs.knobs)).toEqual(runs.map(() => '{"postmortem_enabled":true}'));
    const written = await exportBundleTables(bundleDir, config.exportFormat as "csv", silentLogger);
    expect(written.map((f) => path.relative(bundleDir, f))).toEqual(["export/measurements.csv", "export/per_round.csv", "export/per_agent.csv"]);
    const measurements = (await readFile(written[0] as string, "utf8")).split("\r\n");
    expect(measurements[0]).toBe("scenario,run_id,seed,run_dir,metric_name,score,score_unit,summary");
    const metrics = measurements.slice(1, -1).map((line) => line.split(",")[4]);
    // two veyru runs (link) and a two-team spot_the_difference run (link_a, link_b)
    expect(metrics.filter((m) => m?.startsWith("perplexity")).sort()).toEqual(["perplexity", "perplexity", "perplexity_team_a", "perplexity_team_b"]);
    expect(metrics.filter((m) => m?.startsWith("round_success"))).not.toHaveLength(0);
  }, 120_000);
});
