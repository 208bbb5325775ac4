/**
 * The Action evaluates each run with one scenario detection and takes the run's seed from the
 * evaluation (not from a second read of the log); the metric list is resolved once per process.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluateIntoBundle, evaluationJobFor } from "../../src/action/evaluate.js";
import { readConfig } from "../../src/github/inputs.js";
import { silentLogger } from "../../src/github/log.js";
import { readManifest } from "../../src/github/report-bundle.js";
import { builtinRegistry } from "../../src/metrics/registry.js";
import { type EvaluationJob, jobMetrics, runJob } from "../../src/node/run-jobs.js";
import { runBuilder, writeRunDirectory } from "../../src/testing.js";

let temp: string;
beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-evaluate-once-"));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

describe("evaluating into a bundle", () => {
  it("hands runJob the detected scenario and writes the seed the evaluation read", async () => {
    const run = runBuilder({ scenario: "veyru", config: { seed: 41 } }).round(1, (r) => r.message("a", "hi").result(true));
    const { runDir } = await writeRunDirectory(path.join(temp, "ws/runs/r1"), run);
    const config = readConfig((name) => ({ runs: "runs/*", metrics: "round_success", mode: "evaluate" })[name] ?? "");
    const jobs: EvaluationJob[] = [];
    const bundleDir = path.join(temp, "bundle");
    await evaluateIntoBundle({
      runDirs: [runDir],
      shard: { index: 1, total: 1 },
      job: evaluationJobFor(config, path.join(temp, "ws")),
      bundleDir,
      log: silentLogger,
      runJob: async (dir, job, log) => {
        jobs.push(job);
        return runJob(dir, job, log);
      },
    });
    expect(jobs.map((j) => j.scenario)).toEqual(["veyru"]);
    const manifest = await readManifest(bundleDir);
    expect(manifest.runs).toEqual([{ dir: "r1", report: "r1/veyru_report.json", scenario: "veyru", seed: 41 }]);
  });

  it("a run's outcome carries its logged seed (before --knobs), absent when the log has none", async () => {
    const job = evaluationJobFor(readConfig((name) => ({ runs: "*", metrics: "round_success", mode: "evaluate" })[name] ?? ""), temp);
    const seeded = await writeRunDirectory(path.join(temp, "seeded"), runBuilder({ config: { seed: "s-7" } }).round(1, (r) => r.result(true)));
    const plain = await writeRunDirectory(path.join(temp, "plain"), runBuilder().round(1, (r) => r.result(true)));
    const knobbed = await runJob(seeded.runDir, { ...job, out: path.join(temp, "k.json"), knobs: { seed: 99 } }, () => undefined);
    const none = await runJob(plain.runDir, job, () => undefined);
    expect(knobbed.kind === "ok" && knobbed.outcome.seed).toBe("s-7");
    expect(none.kind === "ok" && "seed" in none.outcome).toBe(false);
  });

  it("resolves a job's metric list once per process, over one built-in registry", async () => {
    const job = { metrics: "round_success,message_entropy" };
    const first = await jobMetrics(job);
    expect(await jobMetrics({ ...job })).toBe(first);
    expect(first.map((m) => m.name)).toEqual(["round_success", "message_entropy"]);
    expect(builtinRegistry()).toBe(builtinRegistry());
  });
});
