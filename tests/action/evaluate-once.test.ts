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
import { artifactSafeName, loadBundles, readManifest } from "../../src/github/report-bundle.js";
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

  it("stores a run directory named with characters the artifact service refuses under an escaped name, the manifest keeping the real one", async () => {
    // @actions/artifact's validateFilePath refuses " : < > | * ? CR LF in any uploaded path
    const unsafe = /["*:<>?|\r\n]/;
    const runDir = (await writeRunDirectory(path.join(temp, "ws2/runs/2026-01-01T10:00 50%"), runBuilder({ scenario: "veyru" }).round(1, (r) => r.result(true)))).runDir;
    const other = (await writeRunDirectory(path.join(temp, "ws2/runs/plain"), runBuilder({ scenario: "veyru" }).round(1, (r) => r.result(false)))).runDir;
    const config = readConfig((name) => ({ runs: "runs/*", metrics: "round_success", mode: "evaluate" })[name] ?? "");
    const bundleDir = path.join(temp, "bundle-unsafe");
    await evaluateIntoBundle({ runDirs: [runDir, other], shard: { index: 1, total: 1 }, job: evaluationJobFor(config, path.join(temp, "ws2")), bundleDir, log: silentLogger });
    const manifest = await readManifest(bundleDir);
    expect(manifest.runs.map((r) => [r.dir, r.report])).toEqual([
      ["2026-01-01T10:00 50%", "2026-01-01T10%3A00 50%25/veyru_report.json"],
      ["plain", "plain/veyru_report.json"],
    ]);
    const { readdir } = await import("node:fs/promises");
    const uploaded = await readdir(bundleDir, { recursive: true });
    expect(uploaded.filter((f) => unsafe.test(f))).toEqual([]);
    // read back through the manifest: the real directory name, its report
    const loaded = await loadBundles([bundleDir]);
    expect(loaded.runs.map((r) => [r.dir, r.report.measurements[0]?.score])).toEqual([
      ["2026-01-01T10:00 50%", 1],
      ["plain", 0],
    ]);
    // distinct names stay distinct: "%3A" itself is escaped
    expect(artifactSafeName("a:b")).not.toBe(artifactSafeName("a%3Ab"));
    expect(artifactSafeName('q?"*<>|\r\n')).toBe("q%3F%22%2A%3C%3E%7C%0D%0A");
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
