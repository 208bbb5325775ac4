import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  evaluateRun
} from "./chunk-L6VPQSSJ.js";
import {
  AGENT_EVAL_VERSION
} from "./chunk-UG5WN6ZA.js";
import {
  pluginRegistry
} from "./chunk-MKJ3MT4X.js";
import {
  resolveMetricList
} from "./chunk-VTNSK7JX.js";
import {
  PERPLEXITY,
  perplexityMetric,
  withPerplexity
} from "./chunk-K2GLU2FO.js";
import {
  fsInputError,
  isFsError,
  readTextIfExists
} from "./chunk-JNUR4NUC.js";
import {
  describeJsonSyntaxError
} from "./chunk-LAMXQWWM.js";
import {
  THREADS_FROM_BYTES,
  THREAD_YOUNG_GENERATION_MB,
  logBytes,
  startEvaluationWorker,
  threadsFor
} from "./chunk-74ZPRVVT.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";

// src/node/run-jobs.ts
import os2 from "node:os";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import vm from "node:vm";

// src/node/ngram-tables.ts
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
var PLAIN_TABLE_FILE = "english_char_trigram.json";
var BACKOFF_TABLE_FILE = "english_backoff_trigram_cased_punct.json";
function defaultNgramTablesDir() {
  return path.join(os.homedir(), ".cache", "glossogen");
}
async function readTable(dir, file) {
  const full = path.join(dir, file);
  const text = await readTextIfExists(full);
  if (text === void 0) return void 0;
  try {
    return { value: JSON.parse(text), sha256: createHash("sha256").update(text).digest("hex") };
  } catch (error) {
    throw new InputError(`${full}: not valid JSON (${describeJsonSyntaxError(error, text)})`);
  }
}
async function loadNgramTables(dir, want) {
  const plain = want.plain ? await readTable(dir, PLAIN_TABLE_FILE) : void 0;
  const backoff = want.backoff ? await readTable(dir, BACKOFF_TABLE_FILE) : void 0;
  const digests = {};
  if (plain !== void 0) digests[PLAIN_TABLE_FILE] = plain.sha256;
  if (backoff !== void 0) digests[BACKOFF_TABLE_FILE] = backoff.sha256;
  return {
    tables: {
      location: dir,
      ...plain === void 0 ? {} : { plain: plain.value },
      ...backoff === void 0 ? {} : { backoff: backoff.value }
    },
    digests
  };
}

// src/node/progress.ts
function createProgress(total, write, stream) {
  let finished = 0;
  const interactive = stream?.isTTY === true && total > 1;
  const width = 30;
  return {
    advance(label) {
      finished += 1;
      if (total <= 1) return;
      if (interactive) {
        const filled = Math.round(finished / total * width);
        write(`\r[${"#".repeat(filled)}${" ".repeat(width - filled)}] ${finished}/${total} runs`);
      } else {
        write(`[${finished}/${total}] ${label}
`);
      }
    },
    done() {
      if (interactive) write("\n");
    }
  };
}
async function mapBounded(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}

// src/node/run-jobs.ts
function summarise(result) {
  if (result.kind !== "ok") return result;
  const { runDir, scenarioName, reportPath, measurements, metrics, failed, invocation, seed } = result.outcome;
  return { kind: "ok", outcome: { runDir, scenarioName, reportPath, measurements, metrics, failed, invocation, ...seed === void 0 ? {} : { seed } } };
}
var tableCache = /* @__PURE__ */ new Map();
function tablesFor(job, metricNames) {
  const want = { plain: metricNames.has("english_ngram_surprisal"), backoff: metricNames.has("english_ngram_backoff_surprisal") };
  const key = `${job.ngramTablesDir}\0${want.plain}\0${want.backoff}`;
  let cached = tableCache.get(key);
  if (cached === void 0) {
    cached = loadNgramTables(job.ngramTablesDir, want);
    tableCache.set(key, cached);
  }
  return cached;
}
async function registryFor(job, log) {
  const { registry } = await pluginRegistry(job.plugins ?? [], { cwd: job.pluginCwd ?? process.cwd(), log });
  return withGpt2Model(registry, job.gpt2Model);
}
function withGpt2Model(registry, dir) {
  return dir === void 0 ? registry : withPerplexity(registry, perplexityMetric(async () => (await import("./gpt2-files-IN2HVP5V.js")).gpt2ScorerFor(dir)));
}
function gpt2InputsFor(job, metricNames) {
  const dir = job.gpt2Model;
  return dir !== void 0 && metricNames.has(PERPLEXITY) ? import("./gpt2-files-IN2HVP5V.js").then((files) => files.gpt2Provenance(dir)) : Promise.resolve({});
}
var metricListCache = /* @__PURE__ */ new Map();
function jobMetrics(job, log = () => void 0) {
  const key = JSON.stringify([job.metrics, job.metricsLabel ?? null, job.plugins ?? [], job.pluginCwd ?? process.cwd(), job.gpt2Model ?? null]);
  let cached = metricListCache.get(key);
  if (cached === void 0) {
    cached = registryFor(job, log).then((registry) => resolveMetricList(registry, job.metrics, job.metricsLabel));
    metricListCache.set(key, cached);
  }
  return cached;
}
async function checkJob(job, log = () => void 0) {
  const metrics = await jobMetrics(job, log);
  const names = new Set(metrics.map((m) => m.name));
  await gpt2InputsFor(job, names);
  return (await tablesFor(job, names)).tables;
}
async function runJob(runDir, job, log) {
  try {
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
      ...job.knobsLabel === void 0 ? {} : { knobsLabel: job.knobsLabel },
      ngramTables: tables,
      ngramTableDigests: digests,
      ...Object.keys(gpt2Inputs).length === 0 ? {} : { inputDigests: gpt2Inputs },
      toolVersion: AGENT_EVAL_VERSION,
      log,
      metricLog: job.verbose === true ? log : () => void 0,
      metricOptions: job.metricOptions,
      // the judge stack (fixture store, replay, the text diff of a miss) is imported only by a job
      // with judge or probe metrics, and evaluateRun builds it only when one of them is requested
      ...job.judge === void 0 ? {} : { judge: async () => (await import("./judge-and-probe-setup-GLAGXIML.js")).buildJudgeStack(job.judge, process.env, log) },
      ...job.probe === void 0 ? {} : { probeModel: async () => (await import("./judge-and-probe-setup-GLAGXIML.js")).buildProbeStack(job.probe, process.env, log) },
      ...job.scenarioAssets === void 0 ? {} : { scenarioAssets: job.scenarioAssets },
      ...job.sidecarWriteDir === void 0 ? {} : { sidecarWriteDir: job.sidecarWriteDir },
      ...job.invocationLog === void 0 ? {} : { invocationLog: job.invocationLog }
    });
    return { kind: "ok", outcome };
  } catch (error) {
    return { kind: "input-error", message: runFailureMessage(runDir, error) };
  }
}
function runFailureMessage(runDir, error) {
  let message;
  if (error instanceof InputError) message = error.message;
  else if (isFsError(error)) message = fsInputError(error, typeof error.path === "string" ? error.path : runDir, "access it").message;
  else {
    const debug = process.env.AGENT_EVAL_DEBUG === "1" && error instanceof Error;
    message = `internal error: ${debug ? error.stack ?? error.message : error instanceof Error ? error.message : String(error)}`;
  }
  return message.includes(runDir) ? message : `${runDir}: ${message}`;
}
function jobAt(job, perRun, index) {
  const overrides = perRun?.[index];
  return overrides === void 0 ? job : { ...job, ...overrides };
}
var EVALUATION_THREAD = "agent-eval-evaluation-thread";
function isEvaluationThreadData(data) {
  return typeof data === "object" && data !== null && data.kind === EVALUATION_THREAD;
}
async function serveEvaluationThread(data, post) {
  const claims = new Int32Array(data.claims);
  const log = (line) => post({ type: "log", line });
  const compactor = periodicCompaction();
  for (; ; ) {
    const id = Atomics.add(claims, 0, 1);
    if (id >= data.runDirs.length) break;
    Atomics.store(claims, data.slot, id + 1);
    try {
      post({ type: "result", id, result: summarise(await runJob(data.runDirs[id], jobAt(data.job, data.perRun, id), log)) });
      compactor();
    } catch (error) {
      post({ type: "crash", id, message: error instanceof Error ? error.stack ?? error.message : String(error) });
    }
    Atomics.store(claims, data.slot, 0);
  }
}
var COMPACT_EVERY_RUNS = 64;
var collectGarbage = null;
function fullCollection() {
  if (collectGarbage === null) {
    try {
      v8.setFlagsFromString("--expose-gc");
      collectGarbage = vm.runInNewContext("gc");
    } catch {
      collectGarbage = void 0;
    }
  }
  collectGarbage?.();
}
function periodicCompaction(every = COMPACT_EVERY_RUNS) {
  let runs = 0;
  return () => {
    runs += 1;
    capYoungGeneration();
    if (runs % every === 0) fullCollection();
  };
}
var YOUNG_GENERATION_CAP_BYTES = THREAD_YOUNG_GENERATION_MB << 20;
var youngGenerationCapped = false;
function capYoungGeneration() {
  if (youngGenerationCapped) return;
  const newSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
  if (newSpace === void 0 || newSpace.space_size < YOUNG_GENERATION_CAP_BYTES) return;
  v8.setFlagsFromString("--semi-space-growth-factor=1");
  youngGenerationCapped = true;
}
async function runMany(runDirs, job, options) {
  const retain = options.retain !== false;
  const fromBytes = options.threadsFromBytes ?? THREADS_FROM_BYTES;
  const inline = options.runInline ?? runJob;
  const cores = Math.max(1, options.cores ?? os2.availableParallelism());
  const concurrency = options.workerScript === void 0 ? options.concurrency : Math.min(options.concurrency, cores);
  const threads = options.workerScript === void 0 ? 1 : threadsFor({
    runs: runDirs.length,
    concurrency,
    mode: options.threads,
    fromBytes,
    cores,
    logBytes: options.threads === "auto" && runDirs.length > 1 && concurrency > 1 ? logBytes(runDirs, fromBytes) : 0
  });
  if (options.workerScript === void 0 || threads < 2) {
    const compactor2 = periodicCompaction();
    const kept = await mapBounded(runDirs, concurrency, async (runDir, index) => {
      const result = summarise(await inline(runDir, jobAt(job, options.perRun, index), options.log));
      compactor2();
      options.onResult(runDir, result, index);
      return retain ? result : void 0;
    });
    return retain ? kept : [];
  }
  const script = fileURLToPath(options.workerScript);
  const results = new Array(runDirs.length);
  const settled = new Uint8Array(runDirs.length);
  const claims = new Int32Array(new SharedArrayBuffer(4 * threads));
  const settle = (id, result) => {
    if (settled[id] === 1) return;
    settled[id] = 1;
    if (retain) results[id] = result;
    options.onResult(runDirs[id], result, id);
  };
  const workers = [];
  const workersDone = [];
  for (let slot = 1; slot < threads; slot++) {
    const workerData = { kind: EVALUATION_THREAD, runDirs, job, claims: claims.buffer, slot, perRun: options.perRun };
    const standby = options.standby?.take();
    standby?.postMessage(workerData);
    const worker = standby ?? startEvaluationWorker(script, workerData);
    workers.push(worker);
    workersDone.push(
      new Promise((resolve) => {
        let lostWhy;
        worker.on("message", (message) => {
          if (message.type === "log") options.log(message.line);
          else if (message.type === "crash") settle(message.id, { kind: "input-error", message: `${runDirs[message.id]}: internal error: ${message.message}` });
          else settle(message.id, message.result);
        });
        worker.on("error", (error) => lostWhy = `the evaluation thread failed (${error.message})`);
        worker.on("exit", (code) => {
          const holding = Atomics.load(claims, slot) - 1;
          if (holding >= 0 && holding < runDirs.length && settled[holding] !== 1) {
            settle(holding, { kind: "input-error", message: `${runDirs[holding]}: not evaluated: ${lostWhy ?? `the evaluation thread exited early (status ${code})`}` });
          }
          resolve();
        });
      })
    );
  }
  options.onThreadsStarted?.(threads);
  const compactor = periodicCompaction();
  for (; ; ) {
    const id = Atomics.add(claims, 0, 1);
    if (id >= runDirs.length) break;
    settle(id, summarise(await inline(runDirs[id], jobAt(job, options.perRun, id), options.log)));
    compactor();
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(workersDone);
  for (let id = 0; id < runDirs.length; id++) {
    if (settled[id] !== 1) settle(id, summarise(await inline(runDirs[id], jobAt(job, options.perRun, id), options.log)));
  }
  return retain ? results : [];
}

export {
  defaultNgramTablesDir,
  createProgress,
  registryFor,
  withGpt2Model,
  jobMetrics,
  checkJob,
  runJob,
  runFailureMessage,
  EVALUATION_THREAD,
  isEvaluationThreadData,
  serveEvaluationThread,
  COMPACT_EVERY_RUNS,
  periodicCompaction,
  YOUNG_GENERATION_CAP_BYTES,
  runMany
};
