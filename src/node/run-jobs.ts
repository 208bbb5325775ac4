/**
 * Evaluating many run directories: in-process with bounded async concurrency, or over worker
 * threads (up to one per core) when the CLI runs from its bundle. Workers receive a serialisable
 * job description and rebuild the metric list and n-gram tables themselves, so the main thread
 * never holds more than the per-run results, whatever the number of runs.
 */
import os from "node:os";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import vm from "node:vm";
import type { Worker } from "node:worker_threads";
import { InputError } from "../core/errors.js";
import type { Knobs } from "../core/knobs.js";
import type { ScenarioConfigFile } from "../core/scenario.js";
import type { Metric, MetricRunOptions, NgramTables } from "../metrics/contract.js";
import { type MetricRegistry, resolveMetricList } from "../metrics/registry.js";
import { pluginRegistry } from "../plugins/load-plugins.js";
import { AGENT_EVAL_VERSION } from "../version.js";
import { type RunOutcome, evaluateRun } from "./evaluate-run.js";
import type { JudgeConfig, ProbeModelConfig } from "./judge-setup.js";
import { type LoadedNgramTables, loadNgramTables } from "./ngram-tables.js";
import { mapBounded } from "./progress.js";
import { fsInputError, isFsError } from "./files.js";
import { PERPLEXITY, perplexityMetric, withPerplexity } from "../metrics/perplexity.js";
import { type StandbyThreads, THREAD_YOUNG_GENERATION_MB, THREADS_FROM_BYTES, logBytes, startEvaluationWorker, threadsFor } from "./thread-plan.js";

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

export type JobResult =
  | { readonly kind: "ok"; readonly outcome: RunOutcome }
  | { readonly kind: "input-error"; readonly message: string };

/**
 * What `runMany` keeps of a run: the outcome without the merged report, which is on disk already.
 * Keeping every report would make memory grow with the number of runs, and threads would
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

/** The registry a job resolves names against: built-ins plus its plug-ins. */
export async function registryFor(job: Pick<EvaluationJob, "plugins" | "pluginCwd" | "gpt2Model">, log: (line: string) => void): Promise<MetricRegistry> {
  const { registry } = await pluginRegistry(job.plugins ?? [], { cwd: job.pluginCwd ?? process.cwd(), log });
  return withGpt2Model(registry, job.gpt2Model);
}

/** `registry` with perplexity runnable when a GPT-2 model directory is given. */
export function withGpt2Model(registry: MetricRegistry, dir: string | undefined): MetricRegistry {
  // the model's reader is imported only when a model directory is given
  return dir === undefined ? registry : withPerplexity(registry, perplexityMetric(async () => (await import("./gpt2-files.js")).gpt2ScorerFor(dir)));
}

/** Provenance of the GPT-2 model when perplexity runs (loading it validates the directory). */
function gpt2InputsFor(job: EvaluationJob, metricNames: ReadonlySet<string>): Promise<Record<string, string>> {
  const dir = job.gpt2Model;
  return dir !== undefined && metricNames.has(PERPLEXITY) ? import("./gpt2-files.js").then((files) => files.gpt2Provenance(dir)) : Promise.resolve({});
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

/** Validate a job in the parent before any run is touched (bad metric names, bad tables). */
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
      ...(job.knobsLabel === undefined ? {} : { knobsLabel: job.knobsLabel }),
      ngramTables: tables,
      ngramTableDigests: digests,
      ...(Object.keys(gpt2Inputs).length === 0 ? {} : { inputDigests: gpt2Inputs }),
      toolVersion: AGENT_EVAL_VERSION,
      log,
      metricLog: job.verbose === true ? log : () => undefined,
      metricOptions: job.metricOptions,
      // the judge stack (fixture store, replay, the text diff of a miss) is imported only by a job
      // with judge or probe metrics, and evaluateRun builds it only when one of them is requested
      ...(job.judge === undefined ? {} : { judge: async () => (await import("./judge-and-probe-setup.js")).buildJudgeStack(job.judge as JudgeConfig, process.env, log) }),
      ...(job.probe === undefined ? {} : { probeModel: async () => (await import("./judge-and-probe-setup.js")).buildProbeStack(job.probe as ProbeModelConfig, process.env, log) }),
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

/** The job for run `index`: the shared job with that run's overrides. */
function jobAt(job: EvaluationJob, perRun: readonly RunOverrides[] | undefined, index: number): EvaluationJob {
  const overrides = perRun?.[index];
  return overrides === undefined ? job : { ...job, ...overrides };
}

/** Marks an evaluation thread's workerData (the bundled CLI or Action doubles as the thread's program). */
export const EVALUATION_THREAD = "agent-eval-evaluation-thread";

type ThreadMessage =
  | { readonly type: "log"; readonly line: string }
  | { readonly type: "result"; readonly id: number; readonly result: SummaryResult }
  | { readonly type: "crash"; readonly id: number; readonly message: string };

export function isEvaluationThreadData(data: unknown): data is EvaluationThreadData {
  return typeof data === "object" && data !== null && (data as { kind?: unknown }).kind === EVALUATION_THREAD;
}

/** The thread side: claim runs until none is left, posting each result; then the thread ends. */
export async function serveEvaluationThread(data: EvaluationThreadData, post: (message: ThreadMessage) => void): Promise<void> {
  const claims = new Int32Array(data.claims);
  const log = (line: string) => post({ type: "log", line });
  const compactor = periodicCompaction();
  for (;;) {
    const id = Atomics.add(claims, 0, 1);
    if (id >= data.runDirs.length) break;
    Atomics.store(claims, data.slot, id + 1);
    try {
      post({ type: "result", id, result: summarise(await runJob(data.runDirs[id] as string, jobAt(data.job, data.perRun, id), log)) });
      compactor();
    } catch (error) {
      post({ type: "crash", id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
    Atomics.store(claims, data.slot, 0);
  }
}

/** Runs an isolate evaluates between two full garbage collections (see periodicCompaction). */
export const COMPACT_EVERY_RUNS = 64;

/** V8's `gc()`, made available once per isolate; undefined where the flag cannot be set. */
let collectGarbage: (() => void) | undefined | null = null;

function fullCollection(): void {
  if (collectGarbage === null) {
    try {
      v8.setFlagsFromString("--expose-gc");
      collectGarbage = vm.runInNewContext("gc") as () => void;
    } catch {
      collectGarbage = undefined;
    }
  }
  collectGarbage?.();
}

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
export function periodicCompaction(every = COMPACT_EVERY_RUNS): () => void {
  let runs = 0;
  return () => {
    runs += 1;
    capYoungGeneration();
    if (runs % every === 0) fullCollection();
  };
}

/**
 * The new space (young generation) an isolate may grow to while evaluating, bytes: the size the
 * evaluation threads are created with (THREAD_YOUNG_GENERATION_MB). A run's short-lived objects die
 * long before it fills.
 */
export const YOUNG_GENERATION_CAP_BYTES = THREAD_YOUNG_GENERATION_MB << 20;

let youngGenerationCapped = false;

/**
 * Stops V8 growing the new space once it reaches YOUNG_GENERATION_CAP_BYTES. The threads are
 * created with that limit, but the main thread's isolate exists before any of our code runs, and
 * V8 doubles its new space whenever many objects survive a collection: after ~60 runs it reached
 * 2 x 16 MB on Node 20 (peak RSS 107 MiB at 100 runs, 131 MiB at 1,000) and more on Node 24 (145
 * and 225 MiB). V8 reads its growth factor each time it grows the space, so setting it to 1 then
 * keeps the new space at the size it has (Node 20: 101 and 105 MiB; Node 24: 121 and 124 MiB;
 * +0.6% instructions). The check runs between runs, so the space can pass the cap within a run
 * (Node 24 grows it in larger, timing-dependent steps: it stops at 1-2x the cap there, against 8x
 * without the cap). The flag is process-wide; the threads are bounded by their own limit anyway.
 */
function capYoungGeneration(): void {
  if (youngGenerationCapped) return;
  const newSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
  if (newSpace === undefined || newSpace.space_size < YOUNG_GENERATION_CAP_BYTES) return;
  v8.setFlagsFromString("--semi-space-growth-factor=1");
  youngGenerationCapped = true;
}

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

export async function runMany(runDirs: readonly string[], job: EvaluationJob, options: RunManyOptions): Promise<SummaryResult[]> {
  const retain = options.retain !== false;
  const fromBytes = options.threadsFromBytes ?? THREADS_FROM_BYTES;
  const inline = options.runInline ?? runJob;
  const cores = Math.max(1, options.cores ?? os.availableParallelism());
  // with threads, a run at once per core at most, on the main thread alone too (one core)
  const concurrency = options.workerScript === undefined ? options.concurrency : Math.min(options.concurrency, cores);
  const threads =
    options.workerScript === undefined
      ? 1
      : threadsFor({
          runs: runDirs.length,
          concurrency,
          mode: options.threads,
          fromBytes,
          cores,
          logBytes: options.threads === "auto" && runDirs.length > 1 && concurrency > 1 ? logBytes(runDirs, fromBytes) : 0,
        });
  if (options.workerScript === undefined || threads < 2) {
    const compactor = periodicCompaction();
    const kept = await mapBounded(runDirs, concurrency, async (runDir, index) => {
      const result = summarise(await inline(runDir, jobAt(job, options.perRun, index), options.log));
      compactor();
      options.onResult(runDir, result, index);
      return retain ? result : undefined;
    });
    return retain ? (kept as SummaryResult[]) : [];
  }

  const script = fileURLToPath(options.workerScript);
  const results = new Array<SummaryResult>(runDirs.length);
  const settled = new Uint8Array(runDirs.length);
  // [next run, one slot per worker thread]
  const claims = new Int32Array(new SharedArrayBuffer(4 * threads));
  const settle = (id: number, result: SummaryResult): void => {
    if (settled[id] === 1) return;
    settled[id] = 1;
    if (retain) results[id] = result;
    options.onResult(runDirs[id] as string, result, id);
  };

  // Worker threads, not processes: a thread starts in tens of milliseconds where a process took
  // ~0.3 s, so every core works from the start. Each thread claims the next run itself.
  const workers: Worker[] = [];
  const workersDone: Promise<void>[] = [];
  for (let slot = 1; slot < threads; slot++) {
    const workerData: EvaluationThreadData = { kind: EVALUATION_THREAD, runDirs, job, claims: claims.buffer, slot, perRun: options.perRun };
    // a thread started ahead (while the command line loaded) gets its job as its first message
    const standby = options.standby?.take();
    standby?.postMessage(workerData);
    const worker = standby ?? startEvaluationWorker(script, workerData);
    workers.push(worker);
    workersDone.push(
      new Promise<void>((resolve) => {
        let lostWhy: string | undefined;
        worker.on("message", (message: ThreadMessage) => {
          if (message.type === "log") options.log(message.line);
          else if (message.type === "crash") settle(message.id, { kind: "input-error", message: `${runDirs[message.id]}: internal error: ${message.message}` });
          else settle(message.id, message.result);
        });
        worker.on("error", (error) => (lostWhy = `the evaluation thread failed (${error.message})`));
        worker.on("exit", (code) => {
          // the run it was evaluating, if any, never came back: fail it, named; the others go on
          const holding = Atomics.load(claims, slot) - 1;
          if (holding >= 0 && holding < runDirs.length && settled[holding] !== 1) {
            settle(holding, { kind: "input-error", message: `${runDirs[holding]}: not evaluated: ${lostWhy ?? `the evaluation thread exited early (status ${code})`}` });
          }
          resolve();
        });
      }),
    );
  }
  options.onThreadsStarted?.(threads);

  // The main thread is one of the evaluating threads: it starts at once (its code is loaded and
  // warm) while the others start up.
  const compactor = periodicCompaction();
  for (;;) {
    const id = Atomics.add(claims, 0, 1);
    if (id >= runDirs.length) break;
    settle(id, summarise(await inline(runDirs[id] as string, jobAt(job, options.perRun, id), options.log)));
    compactor();
    // let the threads' results in, so each run is reported as soon as it is done
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  await Promise.all(workersDone);
  // a thread that died before claiming anything leaves nothing unsettled; one that claimed a run
  // and died was handled on exit. Anything still unsettled was claimed past a dead thread's end.
  for (let id = 0; id < runDirs.length; id++) {
    if (settled[id] !== 1) settle(id, summarise(await inline(runDirs[id] as string, jobAt(job, options.perRun, id), options.log)));
  }
  return retain ? results : [];
}
