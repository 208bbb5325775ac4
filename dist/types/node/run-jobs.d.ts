import type { Knobs } from "../core/knobs.js";
import type { ScenarioConfigFile } from "../core/scenario.js";
import type { Metric, MetricRunOptions, NgramTables } from "../metrics/contract.js";
import { type MetricRegistry } from "../metrics/registry.js";
import { type RunOutcome } from "./evaluate-run.js";
import type { JudgeConfig, ProbeModelConfig } from "./judge-setup.js";
import { type StandbyThreads } from "./thread-plan.js";
/** Everything a worker needs to evaluate a run, as plain data. */
export interface EvaluationJob {
    readonly scenario: string | undefined;
    readonly metrics: string;
    readonly out: string | undefined;
    readonly allowIncomplete: boolean;
    readonly scenarioConfig: ScenarioConfigFile | undefined;
    readonly ngramTablesDir: string;
    /** Judge settings; undefined when no judge is configured (judge metrics then fail clearly). */
    readonly judge: JudgeConfig | undefined;
    readonly metricOptions: MetricRunOptions;
    /** Write sidecars here instead of into the run directory. */
    readonly sidecarWriteDir?: string;
    readonly invocationLog?: boolean;
    /** Plug-in specs (package names or directories) and where to resolve them from. */
    readonly plugins?: readonly string[];
    readonly pluginCwd?: string;
    /** Where `metrics` came from, for errors (default "--metrics"; the Action names its input). */
    readonly metricsLabel?: string;
    /** A local GPT-2 model directory: makes `perplexity` available. */
    readonly gpt2Model?: string;
    /** `--knobs`: overrides merged onto each run's recorded scenario configuration. */
    readonly knobs?: Knobs;
    /** Where `knobs` came from, for errors (default "--knobs"; the Action names its input). */
    readonly knobsLabel?: string;
    /** The probe model stack's mode and store (probe metrics only). */
    readonly probe?: ProbeModelConfig;
    /** `--scenario-assets`: the user's GlossoGen scenarios folder with the probe prompts. */
    readonly scenarioAssets?: string;
    /** `--verbose`: pass the metrics' per-run notes (why one does not apply…) to the log (default: dropped). */
    readonly verbose?: boolean;
}
export type JobResult = {
    readonly kind: "ok";
    readonly outcome: RunOutcome;
} | {
    readonly kind: "input-error";
    readonly message: string;
};
/**
 * What `runMany` keeps of a run: the outcome without the merged report, which is on disk already.
 * Keeping every report would make memory grow with the number of runs, and threads would
 * serialise each one to the parent.
 */
export type RunSummary = Omit<RunOutcome, "report">;
export type SummaryResult = {
    readonly kind: "ok";
    readonly outcome: RunSummary;
} | {
    readonly kind: "input-error";
    readonly message: string;
};
/** The registry a job resolves names against: built-ins plus its plug-ins. */
export declare function registryFor(job: Pick<EvaluationJob, "plugins" | "pluginCwd" | "gpt2Model">, log: (line: string) => void): Promise<MetricRegistry>;
/** `registry` with perplexity runnable when a GPT-2 model directory is given. */
export declare function withGpt2Model(registry: MetricRegistry, dir: string | undefined): MetricRegistry;
/**
 * The job's metric list, resolved once per process for the same names, plug-ins and model: the
 * parent's check and every run it (or a worker) evaluates share it. Only the first call logs.
 */
export declare function jobMetrics(job: Pick<EvaluationJob, "metrics" | "metricsLabel" | "plugins" | "pluginCwd" | "gpt2Model">, log?: (line: string) => void): Promise<Metric[]>;
/** Validate a job in the parent before any run is touched (bad metric names, bad tables). */
export declare function checkJob(job: EvaluationJob, log?: (line: string) => void): Promise<NgramTables>;
export declare function runJob(runDir: string, job: EvaluationJob, log: (line: string) => void): Promise<JobResult>;
/**
 * What went wrong with one run, naming it. Every error ends here, so one run's problem never
 * aborts the others: input errors (bad files, full disks) as they are, anything unexpected as an
 * internal error of that run (its stack only with AGENT_EVAL_DEBUG=1).
 */
export declare function runFailureMessage(runDir: string, error: unknown): string;
/** `workerData` of an evaluation thread: the runs, the job, and the shared claim counter. */
export interface EvaluationThreadData {
    readonly kind: typeof EVALUATION_THREAD;
    readonly runDirs: readonly string[];
    readonly job: EvaluationJob;
    /**
     * Int32 slots: [0] the next run index to claim (every thread, main included, takes the next run
     * with Atomics.add, so none waits for another to hand out work); [slot] the run this thread is
     * evaluating, plus one (0: none), so a thread that dies is known to have lost that run.
     */
    readonly claims: SharedArrayBuffer;
    readonly slot: number;
    /** Per-run overrides of the job (the Action names each run's scenario and report path). */
    readonly perRun?: readonly RunOverrides[] | undefined;
}
/** What may differ from run to run of one job. */
export type RunOverrides = Partial<Pick<EvaluationJob, "scenario" | "out">>;
/** Marks an evaluation thread's workerData (the bundled CLI or Action doubles as the thread's program). */
export declare const EVALUATION_THREAD = "agent-eval-evaluation-thread";
type ThreadMessage = {
    readonly type: "log";
    readonly line: string;
} | {
    readonly type: "result";
    readonly id: number;
    readonly result: SummaryResult;
} | {
    readonly type: "crash";
    readonly id: number;
    readonly message: string;
};
export declare function isEvaluationThreadData(data: unknown): data is EvaluationThreadData;
/** The thread side: claim runs until none is left, posting each result; then the thread ends. */
export declare function serveEvaluationThread(data: EvaluationThreadData, post: (message: ThreadMessage) => void): Promise<void>;
/** Runs an isolate evaluates between two full garbage collections (see periodicCompaction). */
export declare const COMPACT_EVERY_RUNS = 64;
/**
 * A function to call after each evaluated run: every `every`-th call runs a full garbage
 * collection. Nothing is retained from run to run (the heap after a full collection stays at
 * ~20 MB whatever the run count), but V8 lets garbage pile up in the old generation until it is
 * several times the live heap, and it got there only after some 400 runs: peak memory climbed
 * from ~115 MB at 100 runs to ~150 MB at 1,000. A full collection of a ~20 MB live heap takes a
 * few milliseconds, well under 1% of 64 runs' work. (Collecting whenever the heap grew by a few
 * MB instead cost 2-3x the CPU: a single run's live data already is that large.) `gc` is exposed
 * the documented way for a running process: the V8 flag, then a new context.
 */
export declare function periodicCompaction(every?: number): () => void;
/**
 * The new space (young generation) an isolate may grow to while evaluating, bytes: the size the
 * evaluation threads are created with (THREAD_YOUNG_GENERATION_MB). A run's short-lived objects die
 * long before it fills.
 */
export declare const YOUNG_GENERATION_CAP_BYTES: number;
export interface RunManyOptions {
    /**
     * Most runs evaluated at once: threads when `workerScript` is set, then at most `cores` of them
     * (see threadsFor); in-process (no `workerScript`), runs awaited at once.
     */
    readonly concurrency: number;
    /** The cores threads may use (default os.availableParallelism()); tests set it. */
    readonly cores?: number;
    /**
     * "fixed": `concurrency` threads from the start (the main thread and concurrency - 1 worker
     * threads). "auto": the main thread alone for small jobs, `concurrency` threads from the start
     * once the event logs add up to THREADS_FROM_BYTES.
     */
    readonly threads: "fixed" | "auto";
    /** The bundled CLI entry, which doubles as the worker thread's program; undefined runs in-process. */
    readonly workerScript: URL | undefined;
    readonly log: (line: string) => void;
    /** `index`: the run's position in `runDirs` (results arrive in completion order). */
    readonly onResult: (runDir: string, result: SummaryResult, index: number) => void;
    /**
     * false: the results are only handed to onResult and runMany returns []. A caller that renders
     * each run as it comes keeps memory flat in the number of runs (a run's measurements are tens
     * of kilobytes as objects). Default true.
     */
    readonly retain?: boolean;
    /** Overrides THREADS_FROM_BYTES (tests). */
    readonly threadsFromBytes?: number;
    /** Called once with the number of evaluating threads (the main thread included) when worker threads start. */
    readonly onThreadsStarted?: (threads: number) => void;
    /** How the main thread evaluates a run (default runJob); tests slow it down to let threads in. */
    readonly runInline?: typeof runJob;
    /** Per-run overrides of the job, by index in `runDirs`. */
    readonly perRun?: readonly RunOverrides[];
    /** Threads already started (of `workerScript`), taken before any new one is started. */
    readonly standby?: StandbyThreads;
}
export declare function runMany(runDirs: readonly string[], job: EvaluationJob, options: RunManyOptions): Promise<SummaryResult[]>;
export {};
