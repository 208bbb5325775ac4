import type { Knobs } from "../core/knobs.js";
import type { ScenarioConfigFile } from "../core/scenario.js";
import type { Metric, MetricRunOptions, NgramTables } from "../metrics/contract.js";
import { type MetricRegistry } from "../metrics/registry.js";
import { type RunOutcome } from "./evaluate-run.js";
import { type JudgeConfig, type ProbeModelConfig } from "./judge-setup.js";
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
 * Keeping every report would make memory grow with the number of runs, and children would
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
/** Validate a job in the parent before any run is touched (bad metric names, bad tables). */
/** The registry a job resolves names against: built-ins plus its plug-ins. */
export declare function registryFor(job: Pick<EvaluationJob, "plugins" | "pluginCwd" | "gpt2Model">, log: (line: string) => void): Promise<MetricRegistry>;
/** `registry` with perplexity runnable when a GPT-2 model directory is given. */
export declare function withGpt2Model(registry: MetricRegistry, dir: string | undefined): MetricRegistry;
/**
 * The job's metric list, resolved once per process for the same names, plug-ins and model: the
 * parent's check and every run it (or a worker) evaluates share it. Only the first call logs.
 */
export declare function jobMetrics(job: Pick<EvaluationJob, "metrics" | "metricsLabel" | "plugins" | "pluginCwd" | "gpt2Model">, log?: (line: string) => void): Promise<Metric[]>;
export declare function checkJob(job: EvaluationJob, log?: (line: string) => void): Promise<NgramTables>;
export declare function runJob(runDir: string, job: EvaluationJob, log: (line: string) => void): Promise<JobResult>;
/**
 * What went wrong with one run, naming it. Every error ends here, so one run's problem never
 * aborts the others: input errors (bad files, full disks) as they are, anything unexpected as an
 * internal error of that run (its stack only with AGENT_EVAL_DEBUG=1).
 */
export declare function runFailureMessage(runDir: string, error: unknown): string;
interface WorkerRequest {
    readonly id: number;
    readonly runDir: string;
    readonly job: EvaluationJob;
}
type WorkerMessage = {
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
/** The two ends of a worker channel: a child process's IPC. */
interface WorkerPort {
    on(event: "message", listener: (request: WorkerRequest) => void): unknown;
    send(message: WorkerMessage): unknown;
}
/** Environment variable that turns the bundled CLI into an evaluation worker process. */
export declare const WORKER_ENV = "AGENT_EVAL_EVALUATION_WORKER";
/** The worker side: answer evaluation requests until the parent disconnects. */
export declare function serveEvaluationRequests(port: WorkerPort): void;
/**
 * Projected remaining work per process (ms) above which another worker process is worth starting.
 * A child spends ~0.3-0.4 s starting and warming up, and on a small machine two processes share the
 * cores with each other's GC threads (measured: 2 processes run ~1.45x as fast as one on 2 cores).
 * With 2 s of work per process, splitting it saves ~0.6 s or more, comfortably above that cost;
 * below ~1 s a child saves nothing (100 runs of 1 MB, ~1 s, ran fastest in one process).
 */
export declare const FORK_WHEN_PROJECTED_MS = 2000;
/**
 * How many more worker processes to start, given the projected remaining work. Pure, so the
 * policy is testable without timing anything.
 */
export declare function workersToAdd(input: {
    readonly remainingRuns: number;
    readonly msPerRun: number;
    readonly processes: number;
    readonly maxProcesses: number;
    readonly thresholdMs: number;
}): number;
export interface RunManyOptions {
    /** Most runs evaluated at once (processes when `workerScript` is set). */
    readonly concurrency: number;
    /**
     * "fixed": start concurrency - 1 worker processes at once. "adaptive": evaluate in-process and
     * start workers (up to concurrency - 1) only while the projected remaining work is worth one.
     */
    readonly processes: "fixed" | "adaptive";
    /** The bundled CLI entry, which doubles as the worker script; undefined runs in-process. */
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
    /** Overrides FORK_WHEN_PROJECTED_MS (tests). */
    readonly forkWhenProjectedMs?: number;
    /** Monotonic milliseconds; injected so tests can drive the adaptive policy. */
    readonly now?: () => number;
    /** Called with the process count each time a worker process starts. */
    readonly onWorkerStarted?: (processes: number) => void;
}
export declare function runMany(runDirs: readonly string[], job: EvaluationJob, options: RunManyOptions): Promise<SummaryResult[]>;
export {};
