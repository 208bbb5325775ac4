/**
 * How many threads evaluate a job, and threads started ahead of it. Light on purpose (node:fs,
 * node:worker_threads only): the CLI's entry imports it before anything else, so an evaluation
 * thread can start up on another core while the main thread is still loading the command line.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { parseCount } from "../core/count.js";

/**
 * Event-log bytes (all `*.jsonl` in the run directories) from which more threads pay for
 * themselves from the start. Measured on 2 cores: a thread costs ~80 ms of CPU to start and load
 * the evaluation code, and its JIT warms up again (its first runs are several times slower); one
 * process took ~8 ms per MB. At 25 runs of ~1 MB the main thread alone was faster, at 100 runs
 * main thread + one thread took 5-20% less wall time: they break even near 48 MB.
 */
export const THREADS_FROM_BYTES = 48 << 20;

/**
 * The young generation of an evaluation thread (MB). V8's default (two 16 MB semi-spaces per
 * isolate) costs 32 MB of memory per thread once touched; a run's short-lived objects (its parsed
 * lines, most of them dropped at once) die long before a 16 MB young generation fills.
 */
export const THREAD_YOUNG_GENERATION_MB = 16;

/**
 * How many threads evaluate, the main thread included: 1 (it alone) unless the work pays for more;
 * never more than the runs, nor than `cores` (os.availableParallelism()): a thread evaluates one
 * run at a time on a core, so more would only share the cores, and each costs its own heap
 * (`--concurrency 1000` on 40 runs started 40 threads and took 776 MB on 2 cores). Pure.
 */
export function threadsFor(input: {
  readonly runs: number;
  readonly concurrency: number;
  readonly mode: "fixed" | "auto";
  readonly logBytes: number;
  readonly fromBytes: number;
  readonly cores: number;
}): number {
  const most = Math.max(1, Math.min(input.concurrency, input.runs, input.cores));
  if (input.mode === "fixed") return most;
  return input.logBytes >= input.fromBytes ? most : 1;
}

const measured = new Map<string, number>();

/**
 * The size of the JSONL files in the run directories, stopping once `enough` is reached. Kept per
 * list of directories: the CLI's entry measures them to start threads early and the evaluation
 * asks again a moment later (each stat costs ~0.1 ms on a virtual disk).
 */
export function logBytes(runDirs: readonly string[], enough: number): number {
  const key = `${enough}\0${runDirs.join("\0")}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  let total = 0;
  for (const dir of runDirs) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue; // evaluating it says what is wrong
    }
    for (const name of names) {
      if (!name.endsWith(".jsonl")) continue;
      try {
        total += statSync(path.join(dir, name)).size;
      } catch {
        // as above
      }
    }
    if (total >= enough) break;
  }
  measured.set(key, total);
  return total;
}

/** `workerData` of a thread started before its job is known: the job arrives as its first message. */
export const STANDBY_THREAD = "agent-eval-standby-thread";

export function isStandbyThreadData(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { kind?: unknown }).kind === STANDBY_THREAD;
}

/** Starts a thread of `script` the way every evaluation thread starts (same limits, no stdio). */
export function startEvaluationWorker(script: URL | string, workerData: unknown): Worker {
  return new Worker(script, { workerData, stdout: false, stderr: false, resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB } });
}

/**
 * Threads started ahead of their job. `take` hands one over (started, not known to have ended;
 * the caller posts it its job and listens to it from then on); the rest end with `dispose`. A
 * thread waiting here never keeps the process alive.
 */
export class StandbyThreads {
  private readonly waiting: { worker: Worker; ended: boolean }[] = [];

  constructor(script: URL | string, count: number) {
    for (let i = 0; i < count; i++) {
      const entry = { worker: startEvaluationWorker(script, { kind: STANDBY_THREAD }), ended: false };
      entry.worker.unref();
      // a thread that fails before it is taken is simply not taken (its error must not go unheard)
      entry.worker.on("error", () => (entry.ended = true));
      entry.worker.on("exit", () => (entry.ended = true));
      this.waiting.push(entry);
    }
  }

  get size(): number {
    return this.waiting.filter((entry) => !entry.ended).length;
  }

  take(): Worker | undefined {
    for (;;) {
      const entry = this.waiting.shift();
      if (entry === undefined) return undefined;
      if (entry.ended) continue;
      entry.worker.ref();
      return entry.worker;
    }
  }

  dispose(): void {
    for (const entry of this.waiting.splice(0)) if (!entry.ended) void entry.worker.terminate();
  }
}

/**
 * The number of threads to start ahead for a command line, read the way `evaluate` will read it:
 * `evaluate` with several `--run-dir`s, and either `--concurrency N` (N - 1 threads, at most one
 * per further core) or no
 * `--concurrency` and logs past THREADS_FROM_BYTES (one thread per further core). Anything else,
 * or anything unclear, starts none: a wrong guess only costs a thread's start-up or its absence,
 * since the evaluation decides on its own and takes what was started.
 */
export function standbyThreadsFor(argv: readonly string[], cores: number, bytesOf: (runDirs: readonly string[], enough: number) => number = logBytes): number {
  if (argv[0] !== "evaluate") return 0;
  const runDirs: string[] = [];
  let concurrency: string | undefined;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") break;
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    if (name !== "--run-dir" && name !== "--concurrency") continue;
    const value = inline ?? argv[++i];
    if (value === undefined) return 0;
    if (name === "--run-dir") runDirs.push(value);
    else concurrency = value;
  }
  if (runDirs.length < 2) return 0;
  if (concurrency !== undefined) {
    // evaluate reads --concurrency the same way: anything else is a usage error there
    const threads = parseCount(concurrency);
    return threads === undefined ? 0 : threadsFor({ runs: runDirs.length, concurrency: threads, mode: "fixed", logBytes: 0, fromBytes: THREADS_FROM_BYTES, cores }) - 1;
  }
  if (cores < 2) return 0;
  return threadsFor({ runs: runDirs.length, concurrency: cores, mode: "auto", logBytes: bytesOf(runDirs, THREADS_FROM_BYTES), fromBytes: THREADS_FROM_BYTES, cores }) - 1;
}
