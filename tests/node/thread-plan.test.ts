import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { runMany } from "../../src/node/run-jobs.js";
import { StandbyThreads, THREADS_FROM_BYTES, logBytes, standbyThreadsFor } from "../../src/node/thread-plan.js";
import { bundledCli as workerScript, mainAfterThreads, numberedRuns as runs, reportText, smallJob as job } from "../helpers/evaluation-jobs.js";
import { tempDir } from "../helpers/run-dirs.js";

describe("standbyThreadsFor (threads the CLI starts before it has parsed its command line)", () => {
  const big = () => THREADS_FROM_BYTES;
  const small = () => THREADS_FROM_BYTES - 1;
  const dirs = ["--run-dir", "a", "--run-dir", "b", "--run-dir=c"];

  it("auto: one per further core once the logs pass the threshold, as runMany decides", () => {
    expect(standbyThreadsFor(["evaluate", ...dirs, "--metrics", "x"], 2, big)).toBe(1);
    expect(standbyThreadsFor(["evaluate", ...dirs, "--metrics", "x"], 8, big)).toBe(2); // never more threads than runs
    expect(standbyThreadsFor(["evaluate", ...dirs, "--metrics", "x"], 2, small)).toBe(0);
    expect(standbyThreadsFor(["evaluate", ...dirs], 1, big)).toBe(0);
  });

  it("--concurrency N: N - 1 threads, whatever the size; 1 or a value evaluate refuses: none", () => {
    expect(standbyThreadsFor(["evaluate", ...dirs, "--concurrency", "3"], 4, small)).toBe(2);
    // never more than one per further core, nor than runs
    expect(standbyThreadsFor(["evaluate", ...dirs, "--concurrency", "3"], 2, small)).toBe(1);
    expect(standbyThreadsFor(["evaluate", ...dirs, "--concurrency", "1000"], 64, small)).toBe(2);
    expect(standbyThreadsFor(["evaluate", ...dirs, "--concurrency=2"], 2, small)).toBe(1);
    expect(standbyThreadsFor(["evaluate", ...dirs, "--concurrency", "1"], 2, big)).toBe(0);
    for (const bad of ["0", "2.0", "1e1", "0x2", " 2", "-1", ""]) expect(standbyThreadsFor(["evaluate", ...dirs, "--concurrency", bad], 2, big), bad).toBe(0);
  });

  it("anything but an evaluation of several runs starts none", () => {
    expect(standbyThreadsFor(["diff", ...dirs], 2, big)).toBe(0);
    expect(standbyThreadsFor(["evaluate", "--run-dir", "a"], 2, big)).toBe(0);
    expect(standbyThreadsFor(["evaluate", "--run-dir"], 2, big)).toBe(0);
    expect(standbyThreadsFor(["evaluate", "--", ...dirs], 2, big)).toBe(0); // after "--" nothing is an option
    expect(standbyThreadsFor([], 2, big)).toBe(0);
  });

  it("measures the logs once per list of directories (the evaluation asks again a moment later)", () => {
    const dirsOnDisk = runs(3);
    const bytes = dirsOnDisk.reduce((sum, dir) => sum + readFileSync(path.join(dir, "veyru.jsonl")).length, 0);
    expect(logBytes(dirsOnDisk, 1e12)).toBe(bytes);
    writeFileSync(path.join(dirsOnDisk[0] as string, "more.jsonl"), "x".repeat(1000));
    expect(logBytes(dirsOnDisk, 1e12)).toBe(bytes); // the first answer, not a second walk
    expect(logBytes(dirsOnDisk.slice(0, 1), 1e12)).toBe(readFileSync(path.join(dirsOnDisk[0] as string, "veyru.jsonl")).length + 1000);
  });
});

describe("StandbyThreads", () => {
  it("a thread that ended before it was taken is never handed out", async () => {
    const file = path.join(tempDir(), "exits.mjs");
    writeFileSync(file, "process.exit(0);\n");
    const standby = new StandbyThreads(pathToFileURL(file), 2);
    for (let i = 0; i < 200 && standby.size > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(standby.size).toBe(0);
    expect(standby.take()).toBeUndefined();
    standby.dispose();
  });

  it("the bundled CLI started ahead takes its job as its first message and evaluates runs like a fresh thread, byte for byte", async () => {
    const standby = new StandbyThreads(workerScript, 1);
    expect(standby.size).toBe(1);
    const dirs = runs(8);
    // the main thread holds its first run until the standby thread delivered one
    const main = mainAfterThreads(1);
    const started: number[] = [];
    const results = await runMany(dirs, job, {
      concurrency: 2,
      threads: "fixed",
      workerScript,
      standby,
      log: () => undefined,
      runInline: main.runInline,
      onThreadsStarted: (n) => started.push(n),
      onResult: main.sawResult,
    });
    expect(started).toEqual([2]);
    expect(standby.size).toBe(0); // taken, not a second thread started beside it
    expect(main.onMain.size).toBeLessThan(8); // the standby thread evaluated the others
    const alone = await runMany(runs(8), job, { concurrency: 1, threads: "fixed", workerScript: undefined, log: () => undefined, onResult: () => undefined });
    for (const [i, dir] of dirs.entries()) expect(reportText(results[i]), `${path.basename(dir)} (${main.onMain.has(dir) ? "main thread" : "standby thread"})`).toBe(reportText(alone[i]));
    standby.dispose();
  });
});
