import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { type EvaluationJob, type SummaryResult, runMany, workersToAdd } from "../../src/cli/run-jobs.js";
import { smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const workerScript = new URL("../../dist/cli.js", import.meta.url);

const job: EvaluationJob = {
  scenario: undefined,
  metrics: "round_success,message_entropy",
  out: undefined,
  allowIncomplete: false,
  scenarioConfig: undefined,
  ngramTablesDir: tempDir(),
  judge: undefined,
  metricOptions: {},
};

function runs(count: number): string[] {
  const root = tempDir();
  return Array.from({ length: count }, (_, i) => writeRun(root, `run-${i}`, { "veyru.jsonl": smallVeyruLog().replace('"sim-1"', `"sim-${i}"`) }));
}

function simulationIds(results: readonly SummaryResult[]): string[] {
  return results.map((r) => (r.kind === "ok" ? (JSON.parse(readFileSync(r.outcome.reportPath, "utf8")) as { simulation_id: string }).simulation_id : r.message));
}

describe("workersToAdd (when a worker process pays for its start-up)", () => {
  const base = { processes: 1, maxProcesses: 4, thresholdMs: 2000 };

  it("starts none while the remaining work per process is below the threshold", () => {
    expect(workersToAdd({ ...base, remainingRuns: 100, msPerRun: 10 })).toBe(0);
    expect(workersToAdd({ ...base, remainingRuns: 200, msPerRun: 10 })).toBe(0); // exactly 2 s
  });

  it("adds processes until the work per process falls to the threshold, within the core budget", () => {
    expect(workersToAdd({ ...base, remainingRuns: 300, msPerRun: 10 })).toBe(1); // 3 s: 1.5 s each with two
    expect(workersToAdd({ ...base, remainingRuns: 1000, msPerRun: 10 })).toBe(3); // capped at 4 processes
    expect(workersToAdd({ ...base, processes: 2, remainingRuns: 500, msPerRun: 10 })).toBe(1);
  });

  it("never starts more processes than there are runs left", () => {
    expect(workersToAdd({ ...base, remainingRuns: 2, msPerRun: 60_000 })).toBe(1);
    expect(workersToAdd({ ...base, remainingRuns: 0, msPerRun: 60_000 })).toBe(0);
  });
});

describe("runMany", () => {
  it("adaptive: stays in one process when the runs are quick", async () => {
    const dirs = runs(4);
    const started: number[] = [];
    const results = await runMany(dirs, job, { concurrency: 4, processes: "adaptive", workerScript, log: () => undefined, onResult: () => undefined, onWorkerStarted: (n) => started.push(n) });
    expect(started).toEqual([]);
    expect(simulationIds(results)).toEqual(["sim-0", "sim-1", "sim-2", "sim-3"]);
  });

  it("adaptive: starts worker processes once the runs measure slow, and every run is evaluated once, in order", async () => {
    const dirs = runs(8);
    const started: number[] = [];
    let clock = 0;
    // every reading of the clock is a second later: each parent run seems to take a second
    const now = () => (clock += 1000);
    const seen: string[] = [];
    const results = await runMany(dirs, job, {
      concurrency: 3,
      processes: "adaptive",
      workerScript,
      log: () => undefined,
      onResult: (dir) => seen.push(path.basename(dir)),
      now,
      onWorkerStarted: (n) => started.push(n),
    });
    expect(started).toEqual([2, 3]);
    expect(simulationIds(results)).toEqual(dirs.map((_, i) => `sim-${i}`));
    expect([...seen].sort()).toEqual(dirs.map((d) => path.basename(d)).sort());
  });

  it("fails with the reason when a worker process dies, rather than losing its runs silently", async () => {
    const dying = path.join(tempDir(), "dying-worker.mjs");
    writeFileSync(dying, "process.exit(3);\n");
    await expect(
      runMany(runs(6), job, { concurrency: 2, processes: "fixed", workerScript: pathToFileURL(dying), log: () => undefined, onResult: () => undefined }),
    ).rejects.toThrow("an evaluation worker exited early (status 3)");
  });

  it("fixed: starts concurrency - 1 worker processes up front", async () => {
    const dirs = runs(3);
    const started: number[] = [];
    const results = await runMany(dirs, job, { concurrency: 2, processes: "fixed", workerScript, log: () => undefined, onResult: () => undefined, onWorkerStarted: (n) => started.push(n) });
    expect(started).toEqual([2]);
    expect(simulationIds(results)).toEqual(["sim-0", "sim-1", "sim-2"]);
  });
});
