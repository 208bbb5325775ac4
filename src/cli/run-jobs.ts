/**
 * Evaluating many run directories: in-process with bounded async concurrency, or on a pool of
 * worker threads (one per core) when the CLI runs from its bundle. Workers receive a serialisable
 * job description and rebuild the metric list and n-gram tables themselves, so the parent never
 * holds more than the per-run results, whatever the number of runs.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { InputError } from "../core/errors.js";
import type { ScenarioConfigFile } from "../core/scenario.js";
import type { MetricRunOptions, NgramTables } from "../metrics/contract.js";
import { type MetricRegistry, resolveMetricList } from "../metrics/registry.js";
import { pluginRegistry } from "../plugins/load-plugins.js";
import { AGENT_EVAL_VERSION } from "../version.js";
import { type RunOutcome, evaluateRun } from "./evaluate-run.js";
import { type JudgeConfig, buildJudgeStack } from "./judge-setup.js";
import { type LoadedNgramTables, loadNgramTables } from "./ngram-tables.js";
import { mapBounded } from "./progress.js";

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
}

export type JobResult =
  | { readonly kind: "ok"; readonly outcome: RunOutcome }
  | { readonly kind: "input-error"; readonly message: string };

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
export async function registryFor(job: EvaluationJob, log: (line: string) => void): Promise<MetricRegistry> {
  return (await pluginRegistry(job.plugins ?? [], { cwd: job.pluginCwd ?? process.cwd(), log })).registry;
}

export async function checkJob(job: EvaluationJob, log: (line: string) => void = () => undefined): Promise<NgramTables> {
  const metrics = resolveMetricList(await registryFor(job, log), job.metrics);
  return (await tablesFor(job, new Set(metrics.map((m) => m.name)))).tables;
}

export async function runJob(runDir: string, job: EvaluationJob, log: (line: string) => void): Promise<JobResult> {
  try {
    // the parent already logged plug-in warnings in checkJob
    const metrics = resolveMetricList(await registryFor(job, () => undefined), job.metrics);
    const { tables, digests } = await tablesFor(job, new Set(metrics.map((m) => m.name)));
    const outcome = await evaluateRun({
      runDir,
      scenario: job.scenario,
      metrics,
      out: job.out,
      allowIncomplete: job.allowIncomplete,
      scenarioConfig: job.scenarioConfig,
      ngramTables: tables,
      ngramTableDigests: digests,
      toolVersion: AGENT_EVAL_VERSION,
      log,
      metricOptions: job.metricOptions,
      ...(job.judge === undefined ? {} : { judge: () => buildJudgeStack(job.judge as JudgeConfig, process.env, log) }),
      ...(job.sidecarWriteDir === undefined ? {} : { sidecarWriteDir: job.sidecarWriteDir }),
      ...(job.invocationLog === undefined ? {} : { invocationLog: job.invocationLog }),
    });
    return { kind: "ok", outcome };
  } catch (error) {
    if (error instanceof InputError) return { kind: "input-error", message: error.message };
    throw error;
  }
}

interface WorkerRequest {
  readonly id: number;
  readonly runDir: string;
  readonly job: EvaluationJob;
}

type WorkerMessage =
  | { readonly type: "log"; readonly line: string }
  | { readonly type: "result"; readonly id: number; readonly result: JobResult }
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
  port.on("message", (request: WorkerRequest) => {
    const log = (line: string) => port.send({ type: "log", line } satisfies WorkerMessage);
    runJob(request.runDir, request.job, log).then(
      (result) => port.send({ type: "result", id: request.id, result } satisfies WorkerMessage),
      (error: unknown) =>
        port.send({
          type: "crash",
          id: request.id,
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies WorkerMessage),
    );
  });
}

export interface RunManyOptions {
  readonly concurrency: number;
  /** The bundled CLI entry, which doubles as the worker script; undefined runs in-process. */
  readonly workerScript: URL | undefined;
  readonly log: (line: string) => void;
  readonly onResult: (runDir: string, result: JobResult) => void;
}

export async function runMany(runDirs: readonly string[], job: EvaluationJob, options: RunManyOptions): Promise<JobResult[]> {
  const poolSize = Math.min(options.concurrency, runDirs.length);
  if (options.workerScript === undefined || poolSize < 2) {
    return mapBounded(runDirs, options.concurrency, async (runDir) => {
      const result = await runJob(runDir, job, options.log);
      options.onResult(runDir, result);
      return result;
    });
  }
  const script = options.workerScript;
  const results = new Array<JobResult>(runDirs.length);
  let next = 0;
  // Processes, not worker threads: V8 isolates in one process share a background GC pool sized to
  // the core count, and on a 2-core machine two evaluating threads ran no faster than one. The
  // parent evaluates too, so no core idles while the children start up.
  const workers = Array.from({ length: poolSize - 1 }, () =>
    fork(fileURLToPath(script), [], { env: { ...process.env, [WORKER_ENV]: "1" }, serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] }),
  );
  const parentShare = async (): Promise<void> => {
    while (next < runDirs.length) {
      const id = next++;
      const result = await runJob(runDirs[id] as string, job, options.log);
      results[id] = result;
      options.onResult(runDirs[id] as string, result);
      // let the children's results in, so they get their next run without waiting for ours
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  try {
    await Promise.all([
      parentShare(),
      ...workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const dispatch = () => {
              if (next >= runDirs.length) {
                resolve();
                return;
              }
              const id = next++;
              worker.send({ id, runDir: runDirs[id] as string, job } satisfies WorkerRequest);
            };
            worker.on("message", (message: WorkerMessage) => {
              if (message.type === "log") options.log(message.line);
              else if (message.type === "crash") reject(new Error(`evaluating ${runDirs[message.id]} crashed: ${message.message}`));
              else {
                results[message.id] = message.result;
                options.onResult(runDirs[message.id] as string, message.result);
                dispatch();
              }
            });
            worker.on("error", reject);
            worker.on("exit", (code) => {
              if (next < runDirs.length || code !== 0) reject(new Error(`an evaluation worker exited early (status ${code ?? "signal"})`));
            });
            dispatch();
          }),
      ),
    ]);
  } finally {
    for (const worker of workers) {
      worker.removeAllListeners("exit");
      worker.disconnect();
    }
  }
  return results;
}
