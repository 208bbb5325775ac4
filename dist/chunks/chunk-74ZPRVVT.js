import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  parseCount
} from "./chunk-OSQLWR62.js";

// src/node/thread-plan.ts
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
var THREADS_FROM_BYTES = 48 << 20;
var THREAD_YOUNG_GENERATION_MB = 16;
function threadsFor(input) {
  const most = Math.max(1, Math.min(input.concurrency, input.runs, input.cores));
  if (input.mode === "fixed") return most;
  return input.logBytes >= input.fromBytes ? most : 1;
}
var measured = /* @__PURE__ */ new Map();
function logBytes(runDirs, enough) {
  const key = `${enough}\0${runDirs.join("\0")}`;
  const known = measured.get(key);
  if (known !== void 0) return known;
  let total = 0;
  for (const dir of runDirs) {
    let names;
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!name.endsWith(".jsonl")) continue;
      try {
        total += statSync(path.join(dir, name)).size;
      } catch {
      }
    }
    if (total >= enough) break;
  }
  measured.set(key, total);
  return total;
}
var STANDBY_THREAD = "agent-eval-standby-thread";
function isStandbyThreadData(data) {
  return typeof data === "object" && data !== null && data.kind === STANDBY_THREAD;
}
function startEvaluationWorker(script, workerData) {
  return new Worker(script, { workerData, stdout: false, stderr: false, resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB } });
}
var StandbyThreads = class {
  waiting = [];
  constructor(script, count) {
    for (let i = 0; i < count; i++) {
      const entry = { worker: startEvaluationWorker(script, { kind: STANDBY_THREAD }), ended: false };
      entry.worker.unref();
      entry.worker.on("error", () => entry.ended = true);
      entry.worker.on("exit", () => entry.ended = true);
      this.waiting.push(entry);
    }
  }
  get size() {
    return this.waiting.filter((entry) => !entry.ended).length;
  }
  take() {
    for (; ; ) {
      const entry = this.waiting.shift();
      if (entry === void 0) return void 0;
      if (entry.ended) continue;
      entry.worker.ref();
      return entry.worker;
    }
  }
  dispose() {
    for (const entry of this.waiting.splice(0)) if (!entry.ended) void entry.worker.terminate();
  }
};
function standbyThreadsFor(argv, cores, bytesOf = logBytes) {
  if (argv[0] !== "evaluate") return 0;
  const runDirs = [];
  let concurrency;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") break;
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, void 0];
    if (name !== "--run-dir" && name !== "--concurrency") continue;
    const value = inline ?? argv[++i];
    if (value === void 0) return 0;
    if (name === "--run-dir") runDirs.push(value);
    else concurrency = value;
  }
  if (runDirs.length < 2) return 0;
  if (concurrency !== void 0) {
    const threads = parseCount(concurrency);
    return threads === void 0 ? 0 : threadsFor({ runs: runDirs.length, concurrency: threads, mode: "fixed", logBytes: 0, fromBytes: THREADS_FROM_BYTES, cores }) - 1;
  }
  if (cores < 2) return 0;
  return threadsFor({ runs: runDirs.length, concurrency: cores, mode: "auto", logBytes: bytesOf(runDirs, THREADS_FROM_BYTES), fromBytes: THREADS_FROM_BYTES, cores }) - 1;
}

export {
  THREADS_FROM_BYTES,
  THREAD_YOUNG_GENERATION_MB,
  threadsFor,
  logBytes,
  isStandbyThreadData,
  startEvaluationWorker,
  StandbyThreads,
  standbyThreadsFor
};
