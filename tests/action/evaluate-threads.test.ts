/**
 * The Action spreads many runs over evaluation threads as the CLI does (the bundled dist/action.js
 * is the threads' program), and the bundle is the same, byte for byte, as one evaluated on the
 * main thread alone: reports, manifest, the error of a broken run.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluateIntoBundle, evaluationJobFor } from "../../src/action/evaluate.js";
import { readConfig } from "../../src/github/inputs.js";
import { silentLogger } from "../../src/github/log.js";
import { runJob } from "../../src/node/run-jobs.js";
import { runBuilder, writeRunDirectory } from "../../src/testing.js";

const actionJs = pathToFileURL(path.resolve(import.meta.dirname, "../../dist/action.js"));

let temp: string;
beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-action-threads-"));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

function filesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = readFileSync(full, "utf8");
    }
  };
  walk(dir);
  return out;
}

describe("the Action's evaluation over threads", () => {
  it("writes the same bundle as the main thread alone, a broken run's error included", async () => {
    const runDirs: string[] = [];
    for (let i = 0; i < 12; i++) {
      const run = runBuilder({ scenario: "veyru", config: { seed: i } }).round(1, (r) => r.message("a", `message ${i}`).result(i % 3 !== 0));
      runDirs.push((await writeRunDirectory(path.join(temp, "ws/runs", `r${String(i).padStart(2, "0")}`), run)).runDir);
    }
    writeFileSync(path.join(runDirs[5] as string, "veyru.jsonl"), "{not json\n");
    const config = readConfig((name) => ({ runs: "runs/*", metrics: "round_success,message_entropy", mode: "evaluate" })[name] ?? "");
    const job = evaluationJobFor(config, path.join(temp, "ws"));
    const common = { runDirs, shard: { index: 1, total: 1 }, job, log: silentLogger, concurrency: 2 };
    const inline = await evaluateIntoBundle({ ...common, bundleDir: path.join(temp, "inline") });
    // the main thread holds its first run until the thread has written a report (it claimed the
    // first run, so any report is the thread's): the thread takes runs however quick they are
    const threadedDir = path.join(temp, "threaded");
    let onMainThread = 0;
    const mainAfterThread: typeof runJob = async (...args) => {
      onMainThread += 1;
      for (const until = Date.now() + 20_000; onMainThread === 1 && Date.now() < until; ) {
        // names only: the thread may be renaming a temporary file into place right now
        if (existsSync(threadedDir) && readdirSync(threadedDir, { recursive: true }).some((f) => String(f).endsWith("_report.json"))) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return runJob(...args);
    };
    const threaded = await evaluateIntoBundle({ ...common, bundleDir: threadedDir, workerScript: actionJs, threadsFromBytes: 1, runJob: mainAfterThread });
    expect(onMainThread).toBeGreaterThan(0);
    expect(onMainThread).toBeLessThan(12); // the evaluation thread (dist/action.js) evaluated the others
    expect(threaded).toEqual(inline);
    expect(inline.evaluated).toBe(11);
    expect(inline.errors).toHaveLength(1);
    expect(inline.errors[0]).toContain("r05");
    const a = filesUnder(path.join(temp, "inline"));
    const b = filesUnder(path.join(temp, "threaded"));
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    for (const file of Object.keys(a)) expect(b[file], file).toBe(a[file]);
  });
});
