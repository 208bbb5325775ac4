import { Worker } from "node:worker_threads";
/**
 * Event-log bytes (all `*.jsonl` in the run directories) from which more threads pay for
 * themselves from the start. Measured on 2 cores: a thread costs ~80 ms of CPU to start and load
 * the evaluation code, and its JIT warms up again (its first runs are several times slower); one
 * process took ~8 ms per MB. At 25 runs of ~1 MB the main thread alone was faster, at 100 runs
 * main thread + one thread took 5-20% less wall time: they break even near 48 MB.
 */
export declare const THREADS_FROM_BYTES: number;
/**
 * The young generation of an evaluation thread (MB). V8's default (two 16 MB semi-spaces per
 * isolate) costs 32 MB of memory per thread once touched; a run's short-lived objects (its parsed
 * lines, most of them dropped at once) die long before a 16 MB young generation fills.
 */
export declare const THREAD_YOUNG_GENERATION_MB = 16;
/**
 * How many threads evaluate, the main thread included: 1 (it alone) unless the work pays for more;
 * never more than the runs, nor than `cores` (os.availableParallelism()): a thread evaluates one
 * run at a time on a core, so more would only share the cores, and each costs its own heap
 * (`--concurrency 1000` on 40 runs started 40 threads and took 776 MB on 2 cores). Pure.
 */
export declare function threadsFor(input: {
    readonly runs: number;
    readonly concurrency: number;
    readonly mode: "fixed" | "auto";
    readonly logBytes: number;
    readonly fromBytes: number;
    readonly cores: number;
}): number;
/**
 * The size of the JSONL files in the run directories, stopping once `enough` is reached. Kept per
 * list of directories: the CLI's entry measures them to start threads early and the evaluation
 * asks again a moment later (each stat costs ~0.1 ms on a virtual disk).
 */
export declare function logBytes(runDirs: readonly string[], enough: number): number;
/** `workerData` of a thread started before its job is known: the job arrives as its first message. */
export declare const STANDBY_THREAD = "agent-eval-standby-thread";
export declare function isStandbyThreadData(data: unknown): boolean;
/** Starts a thread of `script` the way every evaluation thread starts (same limits, no stdio). */
export declare function startEvaluationWorker(script: URL | string, workerData: unknown): Worker;
/**
 * Threads started ahead of their job. `take` hands one over (started, not known to have ended;
 * the caller posts it its job and listens to it from then on); the rest end with `dispose`. A
 * thread waiting here never keeps the process alive.
 */
export declare class StandbyThreads {
    private readonly waiting;
    constructor(script: URL | string, count: number);
    get size(): number;
    take(): Worker | undefined;
    dispose(): void;
}
/**
 * The number of threads to start ahead for a command line, read the way `evaluate` will read it:
 * `evaluate` with several `--run-dir`s, and either `--concurrency N` (N - 1 threads, at most one
 * per further core) or no
 * `--concurrency` and logs past THREADS_FROM_BYTES (one thread per further core). Anything else,
 * or anything unclear, starts none: a wrong guess only costs a thread's start-up or its absence,
 * since the evaluation decides on its own and takes what was started.
 */
export declare function standbyThreadsFor(argv: readonly string[], cores: number, bytesOf?: (runDirs: readonly string[], enough: number) => number): number;
