import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { type SummaryResult, YOUNG_GENERATION_CAP_BYTES, periodicCompaction, runJob, runMany } from "../../src/node/run-jobs.js";
import { threadsFor } from "../../src/node/thread-plan.js";
import { bundledCli as workerScript, mainAfterThreads, numberedRuns as runs, reportText, smallJob as job } from "../helpers/evaluation-jobs.js";
import { tempDir } from "../helpers/run-dirs.js";

function simulationIds(results: readonly SummaryResult[]): string[] {
  return results.map((r) => (r.kind === "ok" ? (JSON.parse(readFileSync(r.outcome.reportPath, "utf8")) as { simulation_id: string }).simulation_id : r.message));
}

describe("threadsFor (when more threads pay for their start-up)", () => {
  const base = { runs: 100, concurrency: 2, fromBytes: 48 << 20, cores: 8 };

  it("auto: the main thread alone below the byte threshold, every core from the start above it", () => {
    expect(threadsFor({ ...base, mode: "auto", logBytes: (48 << 20) - 1 })).toBe(1);
    expect(threadsFor({ ...base, mode: "auto", logBytes: 48 << 20 })).toBe(2);
    expect(threadsFor({ ...base, mode: "auto", concurrency: 4, logBytes: 1e9 })).toBe(4);
  });

  it("never more threads than runs, never fewer than one", () => {
    expect(threadsFor({ ...base, mode: "auto", runs: 1, logBytes: 1e9 })).toBe(1);
    expect(threadsFor({ ...base, mode: "fixed", runs: 3, concurrency: 8, logBytes: 0 })).toBe(3);
    expect(threadsFor({ ...base, mode: "fixed", runs: 0, logBytes: 0 })).toBe(1);
  });

  it("fixed: the asked-for number of threads whatever the size", () => {
    expect(threadsFor({ ...base, mode: "fixed", concurrency: 2, logBytes: 0 })).toBe(2);
    expect(threadsFor({ ...base, mode: "fixed", concurrency: 1, logBytes: 1e9 })).toBe(1);
  });

  it("never more threads than cores: --concurrency 1000 on 40 runs and 2 cores is 2 threads, not 40", () => {
    expect(threadsFor({ ...base, mode: "fixed", runs: 40, concurrency: 1000, cores: 2, logBytes: 0 })).toBe(2);
    expect(threadsFor({ ...base, mode: "auto", runs: 40, concurrency: 1000, cores: 2, logBytes: 1e9 })).toBe(2);
    expect(threadsFor({ ...base, mode: "fixed", runs: 40, concurrency: 1000, cores: 1, logBytes: 0 })).toBe(1);
  });
});

describe("the per-run upkeep's cap on the young generation", () => {
  const largestNewSpace = (mode: "upkeep" | "none"): number => {
    const script = path.join(import.meta.dirname, "../fixtures/node/young-generation-growth.ts");
    const out = execFileSync(process.execPath, ["--import", "tsx", script, mode], { cwd: path.join(import.meta.dirname, "../.."), encoding: "utf8" });
    return (JSON.parse(out) as { largest: number }).largest;
  };

  it("stops the main isolate's new space growing once it reaches the threads' size, where V8 alone grows it on", () => {
    // the control: V8 doubles the new space while objects survive its collections (Node 20 to 32 MB, Node 24 to 128 MB)
    const uncapped = largestNewSpace("none");
    expect(uncapped).toBeGreaterThan(YOUNG_GENERATION_CAP_BYTES);
    const capped = largestNewSpace("upkeep");
    // checked between runs, so a run may take it past the cap before it stops (Node 20: exactly 16 MB; Node 24,
    // which grows it in larger and timing-dependent steps: 17-36 MB), never as far as V8 alone takes it
    expect(capped).toBeLessThanOrEqual(uncapped / 2);
    expect(capped).toBeGreaterThan(0);
  });
});

describe("periodicCompaction", () => {
  it("runs a full collection every n-th call, and frees what is unreachable", async () => {
    const compact = periodicCompaction(3);
    const ref = new WeakRef({ payload: new Array(1000).fill("x") });
    // a WeakRef keeps its target alive until the current job ends
    await new Promise((resolve) => setImmediate(resolve));
    compact();
    compact();
    expect(ref.deref()).toBeDefined(); // not yet: only every third call collects
    await new Promise((resolve) => setImmediate(resolve)); // deref() too keeps it until the job ends
    compact();
    expect(ref.deref()).toBeUndefined(); // a WeakRef's target goes only in a full collection
  });
});

/** A worker thread made of `source`, standing in for the bundled CLI. */
function workerFrom(source: string): URL {
  const file = path.join(tempDir(), "worker.mjs");
  writeFileSync(file, source);
  return pathToFileURL(file);
}

/**
 * A stand-in thread that claims runs like the real one (the shared counter in workerData) and
 * answers each after `delayMs` with an input-error result naming its thread id.
 */
function stubWorker(delayMs: number, script = ""): URL {
  return workerFrom(
    `import { BroadcastChannel, parentPort, threadId, workerData } from "node:worker_threads";
const claims = new Int32Array(workerData.claims);
${script}
for (;;) {
  const id = Atomics.add(claims, 0, 1);
  if (id >= workerData.runDirs.length) break;
  Atomics.store(claims, workerData.slot, id + 1);
  await new Promise((resolve) => setTimeout(resolve, ${delayMs}));
  parentPort.postMessage({ type: "result", id, result: { kind: "input-error", message: "thread " + threadId } });
  Atomics.store(claims, workerData.slot, 0);
}
`,
  );
}

/** The main thread's evaluation, each run 25 ms slower: threads get runs however quick the runs are. */
const slowInline: typeof runJob = async (...args) => {
  await new Promise((resolve) => setTimeout(resolve, 25));
  return runJob(...args);
};


describe("runMany over worker threads", () => {
  const fixed = { threads: "fixed" as const, log: () => undefined, onResult: () => undefined, runInline: slowInline };

  it("fixed: every thread claims runs, and each run is settled once", async () => {
    const reported: number[] = [];
    // The stand-ins claim nothing until both are up (one answers the other's hello on a
    // BroadcastChannel), and the main thread holds its first run until results came from two
    // threads (or 20 s passed): however slowly threads start, each of them takes runs.
    const barrier = `const channel = new BroadcastChannel("run-jobs-barrier-${process.pid}");
await new Promise((resolve) => {
  channel.onmessage = (event) => {
    if (event.data === "hello") channel.postMessage("here");
    channel.close();
    resolve();
  };
  channel.postMessage("hello");
});`;
    const threadsSeen = new Set<string>();
    let twoThreadsDelivered: () => void = () => undefined;
    const twoThreads = new Promise<void>((resolve) => (twoThreadsDelivered = resolve));
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, 20_000).unref());
    let mainRuns = 0;
    const waitingMain: typeof runJob = async (...args) => {
      if (mainRuns++ === 0) await Promise.race([twoThreads, deadline]);
      return runJob(...args);
    };
    const onResult = (_: string, result: SummaryResult, i: number) => {
      reported.push(i);
      if (result.kind === "input-error") threadsSeen.add(result.message);
      if (threadsSeen.size === 2) twoThreadsDelivered();
    };
    const results = await runMany(runs(12), job, { ...fixed, concurrency: 3, cores: 3, workerScript: stubWorker(40, barrier), runInline: waitingMain, onResult });
    const byThread = results.flatMap((r) => (r.kind === "input-error" ? [r.message] : []));
    expect(new Set(byThread).size).toBe(2); // both stand-in threads (concurrency 3: the main thread and two) took runs
    expect(results.filter((r) => r.kind === "ok").length).toBeGreaterThan(0); // and so did the main thread
    expect([...reported].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
  });

  it("auto: small jobs stay on the main thread, large ones start threads at once", async () => {
    const started: number[] = [];
    const small = await runMany(runs(4), job, { ...fixed, threads: "auto", concurrency: 2, workerScript: stubWorker(1), onThreadsStarted: (n) => started.push(n) });
    expect(started).toEqual([]);
    expect(small.every((r) => r.kind === "ok")).toBe(true);
    await runMany(runs(4), job, { ...fixed, threads: "auto", concurrency: 2, workerScript: stubWorker(1), threadsFromBytes: 1, onThreadsStarted: (n) => started.push(n) });
    expect(started).toEqual([2]);
  });

  it("the real thread (the bundled CLI) writes the same reports as the main thread, every run once, in order", async () => {
    const dirs = runs(8);
    const started: number[] = [];
    const seen: string[] = [];
    const main = mainAfterThreads(1);
    const onMainThread = main.onMain;
    const onResult = (dir: string) => {
      seen.push(path.basename(dir));
      main.sawResult(dir);
    };
    const results = await runMany(dirs, job, { ...fixed, concurrency: 2, workerScript, runInline: main.runInline, onResult, onThreadsStarted: (n) => started.push(n) });
    expect(started).toEqual([2]);
    expect(onMainThread.size).toBeLessThan(8); // the bundled thread evaluated the others
    expect(simulationIds(results)).toEqual(dirs.map((_, i) => `sim-${i}`));
    expect([...seen].sort()).toEqual(dirs.map((d) => path.basename(d)).sort());
    // the same runs evaluated on the main thread alone give the same report files, byte for byte
    const alone = await runMany(runs(8), job, { ...fixed, concurrency: 1, workerScript: undefined, runInline: runJob });
    for (const [i, dir] of dirs.entries()) expect(reportText(results[i]), `${path.basename(dir)} (${onMainThread.has(dir) ? "main thread" : "thread"})`).toBe(reportText(alone[i]));
  });

  it.each([
    ["throws", "throw new Error('boom');"],
    ["exits, even with status 0", "process.exit(0);"],
  ])("when a thread %s while holding a run, that run fails, named, and every other run is evaluated", async (_, death) => {
    const dirs = runs(6);
    // claims one run, then dies
    const dying = workerFrom(
      `import { workerData } from "node:worker_threads";
const claims = new Int32Array(workerData.claims);
const id = Atomics.add(claims, 0, 1);
Atomics.store(claims, workerData.slot, id + 1);
${death}
`,
    );
    const main = mainAfterThreads(1);
    const results = await runMany(dirs, job, { ...fixed, concurrency: 2, workerScript: dying, runInline: main.runInline, onResult: main.sawResult });
    expect(results).toHaveLength(6);
    // concurrency 2: the main thread and one thread, which claims one run and dies
    const failed = results.flatMap((r, i) => (r.kind === "input-error" ? [{ i, message: r.message }] : []));
    expect(failed).toHaveLength(1);
    const { i, message } = failed[0] as { i: number; message: string };
    expect(message.startsWith(`${dirs[i]}: not evaluated: the evaluation thread `)).toBe(true);
    expect(message).toMatch(death.startsWith("throw") ? /failed \(boom\)/ : /exited early \(status 0\)/);
    expect(results.filter((r) => r.kind === "ok")).toHaveLength(5);
  });

  it("a thread that dies at once costs nothing: the main thread evaluates every run", async () => {
    let reported = 0;
    const results = await runMany(runs(10), job, { ...fixed, concurrency: 2, workerScript: workerFrom("process.exit(3);\n"), onResult: () => (reported += 1) });
    expect(reported).toBe(10);
    expect(results.every((r) => r.kind === "ok")).toBe(true);
  });

  it("a run that crashes in a thread fails alone, named, with the thread's message", async () => {
    const crashing = workerFrom(
      `import { parentPort, workerData } from "node:worker_threads";
const claims = new Int32Array(workerData.claims);
for (;;) {
  const id = Atomics.add(claims, 0, 1);
  if (id >= workerData.runDirs.length) break;
  parentPort.postMessage({ type: "crash", id, message: "Error: boom" });
  await new Promise((resolve) => setTimeout(resolve, 20));
}
`,
    );
    const dirs = runs(6);
    const main = mainAfterThreads(1);
    const results = await runMany(dirs, job, { ...fixed, concurrency: 2, workerScript: crashing, runInline: main.runInline, onResult: main.sawResult });
    const crashed = results.flatMap((r, i) => (r.kind === "input-error" ? [i] : []));
    expect(crashed.length).toBeGreaterThan(0);
    for (const i of crashed) expect(results[i]).toEqual({ kind: "input-error", message: `${dirs[i]}: internal error: Error: boom` });
    expect(results.filter((r) => r.kind === "ok").length).toBe(6 - crashed.length);
  });

  it("a thread's log lines reach the caller's log", async () => {
    const lines: string[] = [];
    await runMany(runs(3), job, { ...fixed, concurrency: 2, workerScript: stubWorker(1, 'parentPort.postMessage({ type: "log", line: "hello from a thread" });'), log: (line) => lines.push(line) });
    expect(lines).toContain("hello from a thread");
  });
});
