/**
 * Evaluating many run directories: in-process with bounded async concurrency, or with worker
 * processes (up to one per core) when the CLI runs from its bundle. Workers receive a serialisable
 * job description and rebuild the metric list and n-gram tables themselves, so the parent never
 * holds more than the per-run results, whatever the number of runs.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { InputError } from "../core/errors.js";
import type { Knobs } from "../core/knobs.js";
import type { ScenarioConfigFile } from "../core/scenario.js";
import type { Metric, MetricRunOptions, NgramTables } from "../metrics/contract.js";
import { type MetricRegistry, resolveMetricList } from "../metrics/registry.js";
import { pluginRegistry } from "../plugins/load-plugins.js";
import { AGENT_EVAL_VERSION } from "../version.js";
import { type RunOutcome, evaluateRun } from "./evaluate-run.js";
import { type JudgeConfig, type ProbeModelConfig, buildJudgeStack, buildProbeStack } from "./judge-setup.js";
import { type LoadedNgramTables, loadNgramTables } from "./ngram-tables.js";
import { mapBounded } from "./progress.js";
import { fsInputError, isFsError } from "./files.js";
import { PERPLEXITY, perplexityMetric, withPerplexity } from "../metrics/perplexity.js";
import { gpt2Provenance, gpt2ScorerFor } from "./gpt2-files.js";

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

export type JobResult =
  | { readonly kind: "ok"; readonly outcome: RunOutcome }
  | { readonly kind: "input-error"; readonly message: string };

/**
 * What `runMany` keeps of a run: the outcome without the merged report, which is on disk already.
 * Keeping every report would make memory grow with the number of runs, and children would
 * serialise each one to the parent.
 */
export type RunSummary = Omit<RunOutcome, "report">;
export type SummaryResult = { readonly kind: "ok"; readonly outcome: RunSummary } | { readonly kind: "input-error"; readonly message: string };

function summarise(result: JobResult): SummaryResult {
  if (result.kind !== "ok") return result;
  const { runDir, scenarioName, reportPath, measurements, metrics, failed, invocation, seed } = result.outcome;
  return { kind: "ok", outcome: { runDir, scenarioName, reportPath, measurements, metrics, failed, invocation, ...(seed === undefined ? {} : { seed }) } };
}

const tableCache = new Map<string, Promise<LoadedNgramTables>>();

function tablesFor(job: EvaluationJob, metricNames: ReadonlySet<string>): Promise<LoadedNgramTables> {
  const want = { plain: metricNames.has("english_ngram_surprisal"), backoff: metricNames.has("english_ngram_backoff_surprisal") };
  const key = `${job.ngramTablesDir}\0${want.plain}\0${want.backoff}`;
  let cached = tableCache.get(key);
  if (cached === undefined) {
    cached = loadNgramTables(job.ngramTablesDir, want);
    tableCache.set(key, cached);
  }
  return cached;
}

/** Validate a job in the parent before any run is touched (bad metric names, bad tables). */
/** The registry a job resolves names against: built-ins plus its plug-ins. */
export async function registryFor(job: Pick<EvaluationJob, "plugins" | "pluginCwd" | "gpt2Model">, log: (line: string) => void): Promise<MetricRegistry> {
  const { registry } = await pluginRegistry(job.plugins ?? [], { cwd: job.pluginCwd ?? process.cwd(), log });
  return withGpt2Model(registry, job.gpt2Model);
}

/** `registry` with perplexity runnable when a GPT-2 model directory is given. */
export function withGpt2Model(registry: MetricRegistry, dir: string | undefined): MetricRegistry {
  return dir === undefined ? registry : withPerplexity(registry, perplexityMetric(() => gpt2ScorerFor(dir)));
}

/** Provenance of the GPT-2 model when perplexity runs (loading it validates the directory). */
function gpt2InputsFor(job: EvaluationJob, metricNames: ReadonlySet<string>): Promise<Record<string, string>> {
  return job.gpt2Model !== undefined && metricNames.has(PERPLEXITY) ? gpt2Provenance(job.gpt2Model) : Promise.resolve({});
}

const metricListCache = new Map<string, Promise<Metric[]>>();

/**
 * The job's metric list, resolved once per process for the same names, plug-ins and model: the
 * parent's check and every run it (or a worker) evaluates share it. Only the first call logs.
 */
export function jobMetrics(job: Pick<EvaluationJob, "metrics" | "metricsLabel" | "plugins" | "pluginCwd" | "gpt2Model">, log: (line: string) => void = () => undefined): Promise<Metric[]> {
  const key = JSON.stringify([job.metrics, job.metricsLabel ?? null, job.plugins ?? [], job.pluginCwd ?? process.cwd(), job.gpt2Model ?? null]);
  let cached = metricListCache.get(key);
  if (cached === undefined) {
    cached = registryFor(job, log).then((registry) => resolveMetricList(registry, job.metrics, job.metricsLabel));
    metricListCache.set(key, cached);
  }
  return cached;
}

export async function checkJob(job: EvaluationJob, log: (line: string) => void = () => undefined): Promise<NgramTables> {
  const metrics = await jobMetrics(job, log);
  const names = new Set(metrics.map((m) => m.name));
  await gpt2InputsFor(job, names);
  return (await tablesFor(job, names)).tables;
}

export async function runJob(runDir: string, job: EvaluationJob, log: (line: string) => void): Promise<JobResult> {
  try {
    // the parent already logged plug-in warnings in checkJob
    const metrics = await jobMetrics(job);
    const names = new Set(metrics.map((m) => m.name));
    const { tables, digests } = await tablesFor(job, names);
    const gpt2Inputs = await gpt2InputsFor(job, names);
    const outcome = await evaluateRun({
      runDir,
      scenario: job.scenario,
      metrics,
      out: job.out,
      allowIncomplete: job.allowIncomplete,
      scenarioConfig: job.scenarioConfig,
      knobs: job.knobs,
      ngramTables: tables,
      ngramTableDigests: digests,
      ...(Object.keys(gpt2Inputs).length === 0 ? {} : { inputDigests: gpt2Inputs }),
      toolVersion: AGENT_EVAL_VERSION,
      log,
      metricLog: job.verbose === true ? log : () => undefined,
      metricOptions: job.metricOptions,
      ...(job.judge === undefined ? {} : { judge: () => buildJudgeStack(job.judge as JudgeConfig, process.env, log) }),
      ...(job.probe === undefined ? {} : { probeModel: () => buildProbeStack(job.probe as ProbeModelConfig, process.env, log) }),
      ...(job.scenarioAssets === undefined ? {} : { scenarioAssets: job.scenarioAssets }),
      ...(job.sidecarWriteDir === undefined ? {} : { sidecarWriteDir: job.sidecarWriteDir }),
      ...(job.invocationLog === undefined ? {} : { invocationLog: job.invocationLog }),
    });
    return { kind: "ok", outcome };
  } catch (error) {
    return { kind: "input-error", message: runFailureMessage(runDir, error) };
  }
}

/**
 * What went wrong with one run, naming it. Every error ends here, so one run's problem never
 * aborts the others: input errors (bad files, full disks) as they are, anything unexpected as an
 * internal error of that run (its stack only with AGENT_EVAL_DEBUG=1).
 */
export function runFailureMessage(runDir: string, error: unknown): string {
  let message: string;
  if (error instanceof InputError) message = error.message;
  else if (isFsError(error)) message = fsInputError(error, typeof error.path === "string" ? error.path : runDir, "access it").message;
  else {
    const debug = process.env.AGENT_EVAL_DEBUG === "1" && error instanceof Error;
    message = `internal error: ${debug ? (error.stack ?? error.message) : error instanceof Error ? error.message : String(error)}`;
  }
  return message.includes(runDir) ? message : `${runDir}: ${message}`;
}

interface WorkerRequest {
  readonly id: number;
  readonly runDir: string;
  readonly job: EvaluationJob;
}

type WorkerMessage =
  | { readonly type: "log"; readonly line: string }
  | { readonly type: "result"; readonly id: number; readonly result: SummaryResult }
  | { readonly type: "crash"; readonly id: number; readonly message: string };

/** The two ends of a worker channel: a child process's IPC. */
interface WorkerPort {
  on(event: "message", listener: (request: WorkerRequest) => void): unknown;
  send(message: WorkerMessage): unknown;
}

/** Environment variable that turns the bundled CLI into an evaluation worker process. */
export const WORKER_ENV = "AGENT_EVAL_EVALUATION_WORKER";

/** The worker side: answer evaluation requests until the parent disconnects. */
export function serveEvaluationRequests(port: WorkerPort): void {
  // One run at a time, in arrival order: a queued request only saves the round trip to the
  // parent, and never doubles the memory or the judge calls in flight.
  let queue = Promise.resolve();
  port.on("message", (request: WorkerRequest) => {
    const log = (line: string) => port.send({ type: "log", line } satisfies WorkerMessage);
    queue = queue.then(() =>
      runJob(request.runDir, request.job, log).then(
        (result) => {
          port.send({ type: "result", id: request.id, result: summarise(result) } satisfies WorkerMessage);
        },
        (error: unknown) => {
          port.send({
            type: "crash",
            id: request.id,
            message: error instanceof Error ? (error.stack ?? error.message) : String(error),
          } satisfies WorkerMessage);
        },
      ),
    );
  });
}

/**
 * Runs a child holds: one it evaluates and one queued behind it, because the parent answers only
 * between its own runs and a child with nothing queued would idle until then. The queued one is
 * handed out only while more runs remain than there are processes, so no process starves.
 */
const WORKER_RUNS_IN_FLIGHT = 2;

/**
 * Projected remaining work per process (ms) above which another worker process is worth starting.
 * A child spends ~0.3-0.4 s starting and warming up, and on a small machine two processes share the
 * cores with each other's GC threads (measured: 2 processes run ~1.45x as fast as one on 2 cores).
 * With 2 s of work per process, splitting it saves ~0.6 s or more, comfortably above that cost;
 * below ~1 s a child saves nothing (100 runs of 1 MB, ~1 s, ran fastest in one process).
 */
export const FORK_WHEN_PROJECTED_MS = 2000;

/**
 * Parent evaluation time (ms) before the per-run estimate is trusted: the first runs are up to 10x
 * slower while the JIT warms up, and would make short jobs look long.
 */
const WARM_UP_MS = 300;

/** Recent parent runs whose fastest time is the per-run estimate (robust to a slow outlier). */
const ESTIMATE_WINDOW = 4;

/**
 * How many more worker processes to start, given the projected remaining work. Pure, so the
 * policy is testable without timing anything.
 */
export function workersToAdd(input: {
  readonly remainingRuns: number;
  readonly msPerRun: number;
  readonly processes: number;
  readonly maxProcesses: number;
  readonly thresholdMs: number;
}): number {
  let processes = input.processes;
  while (processes < input.maxProcesses && processes < input.remainingRuns && (input.remainingRuns * input.msPerRun) / processes > input.thresholdMs) {
    processes += 1;
  }
  return processes - input.processes;
}

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

export async function runMany(runDirs: readonly string[], job: EvaluationJob, options: RunManyOptions): Promise<SummaryResult[]> {
  const maxProcesses = Math.min(options.concurrency, runDirs.length);
  const retain = options.retain !== false;
  if (options.workerScript === undefined || maxProcesses < 2) {
    const kept = await mapBounded(runDirs, options.concurrency, async (runDir, index) => {
      const result = summarise(await runJob(runDir, job, options.log));
      options.onResult(runDir, result, index);
      return retain ? result : undefined;
    });
    return retain ? (kept as SummaryResult[]) : [];
  }
  const script = fileURLToPath(options.workerScript);
  const now = options.now ?? (() => performance.now());
  const thresholdMs = options.forkWhenProjectedMs ?? FORK_WHEN_PROJECTED_MS;
  const results = new Array<SummaryResult>(runDirs.length);
  let next = 0;
  const children: ChildProcess[] = [];
  const childrenDone: Promise<void>[] = [];

  // Processes, not worker threads: V8 isolates in one process share a background GC pool sized to
  // the core count, and on a 2-core machine two evaluating threads ran no faster than one.
  /** Starts a child; returns the function that hands it runs (called once all new children exist). */
  const startChild = (): (() => void) => {
    const child = fork(script, [], { env: { ...process.env, [WORKER_ENV]: "1" }, serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] });
    children.push(child);
    options.onWorkerStarted?.(1 + children.length);
    let fill: () => void = () => undefined; // assigned by the executor below, which runs at once
    const done = new Promise<void>((resolve) => {
      const inFlight = new Set<number>();
      let exited = false;
      const settle = (id: number, result: SummaryResult): void => {
        if (!inFlight.delete(id)) return;
        if (retain) results[id] = result;
        options.onResult(runDirs[id] as string, result, id);
      };
      fill = () => {
        while (!exited && next < runDirs.length && inFlight.size < WORKER_RUNS_IN_FLIGHT && (inFlight.size === 0 || runDirs.length - next > 1 + children.length)) {
          const id = next++;
          inFlight.add(id);
          child.send({ id, runDir: runDirs[id] as string, job } satisfies WorkerRequest);
        }
        if (inFlight.size === 0) resolve();
      };
      // A crash or a dead worker fails the runs it held, named; the other runs go on.
      child.on("message", (message: WorkerMessage) => {
        if (message.type === "log") options.log(message.line);
        else if (message.type === "crash") {
          settle(message.id, { kind: "input-error", message: `${runDirs[message.id]}: internal error: ${message.message}` });
          fill();
        } else {
          settle(message.id, message.result);
          fill();
        }
      });
      const lost = (why: string): void => {
        if (exited) return;
        exited = true;
        for (const id of [...inFlight]) settle(id, { kind: "input-error", message: `${runDirs[id]}: not evaluated: ${why}` });
        resolve();
      };
      child.on("error", (error) => lost(`the evaluation worker process failed (${error.message})`));
      child.on("exit", (code, signal) => {
        if (inFlight.size > 0 || code !== 0) lost(`the evaluation worker process exited early (${signal ?? `status ${code ?? "?"}`})`);
      });
    });
    childrenDone.push(done);
    return fill;
  };
  const startChildren = (count: number): void => {
    const fills = Array.from({ length: count }, startChild);
    for (const fill of fills) fill();
  };

  // The parent evaluates too, so no core idles while children start up.
  const parentShare = async (): Promise<void> => {
    const recentRunTimes: number[] = [];
    let elapsed = 0;
    while (next < runDirs.length) {
      const id = next++;
      const started = now();
      const result = summarise(await runJob(runDirs[id] as string, job, options.log));
      const took = now() - started;
      recentRunTimes.push(took);
      if (recentRunTimes.length > ESTIMATE_WINDOW) recentRunTimes.shift();
      elapsed += took;
      if (retain) results[id] = result;
      options.onResult(runDirs[id] as string, result, id);
      if (options.processes === "adaptive" && elapsed >= WARM_UP_MS) {
        const msPerRun = Math.min(...recentRunTimes);
        const add = workersToAdd({ remainingRuns: runDirs.length - next, msPerRun, processes: 1 + children.length, maxProcesses, thresholdMs });
        startChildren(add);
      }
      // let the children's results in, so they get their next run without waiting for ours
      if (children.length > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };

  try {
    if (options.processes === "fixed") startChildren(maxProcesses - 1);
    await parentShare();
    await Promise.all(childrenDone);
  } finally {
    for (const child of children) {
      child.removeAllListeners("exit");
      if (child.connected) child.disconnect();
    }
  }
  return retain ? results : [];
}
