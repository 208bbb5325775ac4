import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { type EvaluationJob, type SummaryResult, runMany, workersToAdd } from "../../src/node/run-jobs.js";
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

/** A worker process made of `source`, standing in for the bundled CLI. */
function workerFrom(source: string): URL {
  const file = path.join(tempDir(), "worker.mjs");
  writeFileSync(file, source);
  return pathToFileURL(file);
}

/**
 * A stand-in worker: answers each request after `delayMs`, one at a time, with an input-error
 * result naming its pid and how many requests it held when this one arrived.
 */
function stubWorker(delayMs: number): URL {
  return workerFrom(
    `let held = 0;
let queue = Promise.resolve();
process.on("message", (request) => {
  held += 1;
  const heldOnArrival = held;
  queue = queue.then(() => new Promise((resolve) => setTimeout(() => {
    held -= 1;
    process.send({ type: "result", id: request.id, result: { kind: "input-error", message: "child " + process.pid + " held " + heldOnArrival } });
    resolve();
  }, ${delayMs})));
});
`,
  );
}

/** A clock for the adaptive policy: each parent run appears to take the next of `durations` ms. */
function clockWithRunTimes(durations: readonly number[]): () => number {
  let time = 0;
  let reads = 0;
  return () => {
    reads += 1;
    // runMany reads the clock before and after each parent run
    if (reads % 2 === 0) time += durations[reads / 2 - 1] ?? durations.at(-1) ?? 0;
    return time;
  };
}

describe("runMany", () => {
  it("fixed: every process gets a run when there are no more runs than processes", async () => {
    const results = await runMany(runs(3), job, { concurrency: 3, processes: "fixed", workerScript: stubWorker(20), log: () => undefined, onResult: () => undefined });
    const fromChildren = results.flatMap((r) => (r.kind === "input-error" ? [r.message.split(" ")[1]] : []));
    expect(results.filter((r) => r.kind === "ok")).toHaveLength(1); // the parent's
    expect(new Set(fromChildren).size).toBe(2);
  });

  it("queues a second run on a child while many remain, so it never waits for the parent", async () => {
    const results = await runMany(runs(12), job, { concurrency: 2, processes: "fixed", workerScript: stubWorker(30), log: () => undefined, onResult: () => undefined });
    const held = results.flatMap((r) => (r.kind === "input-error" ? [Number(r.message.split(" ")[3])] : []));
    expect(held.length).toBeGreaterThan(0);
    expect(Math.max(...held)).toBe(2);
  });

  it("adaptive: does not trust run times until the parent has run for 300 ms", async () => {
    let resultsBeforeFork: number | undefined;
    let seen = 0;
    await runMany(runs(10), job, {
      concurrency: 2,
      processes: "adaptive",
      workerScript: stubWorker(1),
      log: () => undefined,
      onResult: () => (seen += 1),
      now: clockWithRunTimes([100]),
      forkWhenProjectedMs: 500,
      onWorkerStarted: () => (resultsBeforeFork ??= seen),
    });
    // after 1 or 2 runs, 9 x 100 ms already exceeds 500 ms; only the third run ends the warm-up
    expect(resultsBeforeFork).toBe(3);
  });

  it("adaptive: one slow run among quick ones does not start a worker", async () => {
    const started: number[] = [];
    const common = { concurrency: 2, processes: "adaptive" as const, workerScript: stubWorker(1), log: () => undefined, onResult: () => undefined, forkWhenProjectedMs: 6000 };
    await runMany(runs(20), job, { ...common, now: clockWithRunTimes([300, 20, 20, 20, 2000, 20]), onWorkerStarted: (n) => started.push(n) });
    expect(started).toEqual([]);
    await runMany(runs(20), job, { ...common, now: clockWithRunTimes([300, 20, 20, 2000, 2000, 2000, 2000]), onWorkerStarted: (n) => started.push(n) });
    expect(started).toEqual([2]);
  });

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

  const twoFixedProcesses = { concurrency: 2, processes: "fixed" as const, log: () => undefined, onResult: () => undefined };

  it.each([
    ["dies", 3],
    ["exits early, even with status 0", 0],
  ])("when a worker process %s, the runs it held fail, named, and every other run is still evaluated", async (_, status) => {
    const dirs = runs(6);
    const results = await runMany(dirs, job, { ...twoFixedProcesses, workerScript: workerFrom(`process.exit(${status});\n`) });
    expect(results).toHaveLength(6);
    const failed = results.flatMap((r, i) => (r.kind === "input-error" ? [{ i, message: r.message }] : []));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThanOrEqual(2); // at most what the dead worker held
    for (const { i, message } of failed) expect(message).toContain(`${dirs[i]}: not evaluated: the evaluation worker process exited early (status ${status})`);
    expect(results.filter((r) => r.kind === "ok")).toHaveLength(6 - failed.length);
  });

  it("a dead worker process costs only its own runs: the parent finishes the rest of a long job", async () => {
    let reported = 0;
    const results = await runMany(runs(40), job, { ...twoFixedProcesses, workerScript: workerFrom("process.exit(3);\n"), onResult: () => (reported += 1) });
    expect(reported).toBe(40);
    expect(results.filter((r) => r.kind === "ok").length).toBeGreaterThanOrEqual(38);
  });

  it("a run that crashes in a worker fails alone, named, with the worker's message", async () => {
    const crashing = workerFrom('process.on("message", (request) => process.send({ type: "crash", id: request.id, message: "Error: boom" }));\n');
    const dirs = runs(6);
    const results = await runMany(dirs, job, { ...twoFixedProcesses, workerScript: crashing });
    const crashed = results.flatMap((r, i) => (r.kind === "input-error" ? [i] : []));
    expect(crashed.length).toBeGreaterThan(0);
    for (const i of crashed) expect(results[i]).toEqual({ kind: "input-error", message: `${dirs[i]}: internal error: Error: boom` });
    expect(results.filter((r) => r.kind === "ok").length).toBe(6 - crashed.length);
  });

  it("fixed: starts concurrency - 1 worker processes up front", async () => {
    const dirs = runs(3);
    const started: number[] = [];
    const results = await runMany(dirs, job, { concurrency: 2, processes: "fixed", workerScript, log: () => undefined, onResult: () => undefined, onWorkerStarted: (n) => started.push(n) });
    expect(started).toEqual([2]);
    expect(simulationIds(results)).toEqual(["sim-0", "sim-1", "sim-2"]);
  });
});
