import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  evaluateRun
} from "./chunk-PCI2AUZ4.js";
import {
  buildJudgeStack,
  buildProbeStack
} from "./chunk-7WAAWJT4.js";
import {
  AGENT_EVAL_VERSION
} from "./chunk-UG5WN6ZA.js";
import {
  pluginRegistry
} from "./chunk-BJ7J5PPW.js";
import {
  PERPLEXITY,
  gpt2MessageScorer,
  perplexityMetric,
  resolveMetricList,
  withPerplexity
} from "./chunk-DR2GHTMJ.js";
import {
  firstIssue
} from "./chunk-O7PZRQRV.js";
import {
  InputError,
  describeFsError,
  fsInputError,
  isFsError,
  readRegularFile,
  readTextIfExists
} from "./chunk-LL3HKA3K.js";
import {
  describeJsonSyntaxError,
  external_exports
} from "./chunk-UMTO33EF.js";

// src/node/run-jobs.ts
import { readdirSync, statSync } from "node:fs";
import path3 from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import vm from "node:vm";
import { Worker } from "node:worker_threads";

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

// src/node/gpt2-files.ts
import { createHash as createHash2 } from "node:crypto";
import path2 from "node:path";
var MODEL_FILE_MAX_BYTES = 4 * 1024 ** 3 - 1;
var positiveInt = external_exports.number().int().positive();
var configSchema = external_exports.looseObject({
  model_type: external_exports.literal("gpt2").optional(),
  n_layer: positiveInt,
  n_head: positiveInt,
  n_embd: positiveInt,
  n_positions: positiveInt.optional(),
  n_ctx: positiveInt.optional(),
  vocab_size: positiveInt,
  n_inner: positiveInt.nullish(),
  layer_norm_epsilon: external_exports.number().positive().default(1e-5),
  activation_function: external_exports.enum(["gelu_new", "gelu_pytorch_tanh"], { message: "only GPT-2's tanh GELU (gelu_new) is supported" }).default("gelu_new"),
  scale_attn_by_inverse_layer_idx: external_exports.literal(false, { message: "must be false (GPT-2's attention scaling)" }).optional()
}).refine((c) => c.n_embd % c.n_head === 0, { message: "n_embd must be a multiple of n_head", path: ["n_head"] }).refine((c) => c.n_positions !== void 0 || c.n_ctx !== void 0, { message: "n_positions is required", path: ["n_positions"] });
var tensorSchema = external_exports.object({
  dtype: external_exports.string(),
  shape: external_exports.array(external_exports.number().int().nonnegative()),
  data_offsets: external_exports.tuple([external_exports.number().int().nonnegative(), external_exports.number().int().nonnegative()])
});
var tokenizerJsonSchema = external_exports.looseObject({
  added_tokens: external_exports.array(external_exports.looseObject({ id: external_exports.number().int().nonnegative(), content: external_exports.string(), special: external_exports.boolean().default(false) })).default([]),
  pre_tokenizer: external_exports.looseObject({ type: external_exports.literal("ByteLevel", { message: "GPT-2 uses a ByteLevel pre-tokenizer" }), add_prefix_space: external_exports.literal(false, { message: "GPT-2 adds no prefix space" }).default(false) }).nullish(),
  model: external_exports.looseObject({
    type: external_exports.literal("BPE", { message: "GPT-2's tokenizer model is BPE" }),
    vocab: external_exports.record(external_exports.string(), external_exports.number().int().nonnegative()),
    merges: external_exports.array(external_exports.union([external_exports.string(), external_exports.tuple([external_exports.string(), external_exports.string()])]))
  })
});
var vocabSchema = external_exports.record(external_exports.string(), external_exports.number().int().nonnegative());
function invalid(file, error) {
  const { field, message } = firstIssue(error);
  return new InputError(`${file}: field '${field ?? ""}': ${message}`);
}
async function readRequired(dir, name) {
  const file = path2.join(dir, name);
  try {
    return await readRegularFile(file, MODEL_FILE_MAX_BYTES);
  } catch (error) {
    throw new InputError(`--gpt2-model ${dir}: cannot read ${name}: ${describeFsError(error.cause ?? error)}`, { cause: error });
  }
}
async function readOptional(dir, name) {
  try {
    return await readRegularFile(path2.join(dir, name), MODEL_FILE_MAX_BYTES);
  } catch (error) {
    if (error.code === "ENOENT" || error.cause?.code === "ENOENT") return void 0;
    throw new InputError(`--gpt2-model ${dir}: cannot read ${name}: ${describeFsError(error.cause ?? error)}`, { cause: error });
  }
}
function parseJson(file, bytes) {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    throw new InputError(`${file}: not valid JSON (${describeJsonSyntaxError(error, bytes.toString("utf8"))})`, { cause: error });
  }
}
function sha256(bytes) {
  return createHash2("sha256").update(bytes).digest("hex");
}
function parseSafetensors(file, bytes) {
  if (bytes.length < 8) throw new InputError(`${file}: too short to be a safetensors file`);
  const headerLength = Number(new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0, true));
  if (headerLength > bytes.length - 8) throw new InputError(`${file}: header length ${headerLength} runs past the end of the file; is this a safetensors file?`);
  const header = parseJson(file, Buffer.from(bytes.buffer, bytes.byteOffset + 8, headerLength));
  if (typeof header !== "object" || header === null || Array.isArray(header)) throw new InputError(`${file}: the header is not a JSON object`);
  const dataStart = 8 + headerLength;
  const tensors = /* @__PURE__ */ new Map();
  for (const [name, raw] of Object.entries(header)) {
    if (name === "__metadata__") continue;
    const parsed = tensorSchema.safeParse(raw);
    if (!parsed.success) throw invalid(`${file} (tensor ${name})`, parsed.error);
    const { dtype, shape, data_offsets: [begin, end] } = parsed.data;
    const count = shape.reduce((a, b) => a * b, 1);
    if (dtype !== "F32") {
      throw new InputError(`${file}: tensor ${name} has dtype ${dtype}; only float32 (F32) checkpoints are read, like GlossoGen's float32 scoring`);
    }
    if (end - begin !== count * 4 || dataStart + end > bytes.length) {
      throw new InputError(`${file}: tensor ${name}: data_offsets [${begin}, ${end}] do not hold ${count} ${dtype} values inside the file`);
    }
    const at = bytes.byteOffset + dataStart + begin;
    const data = at % 4 === 0 ? new Float32Array(bytes.buffer, at, count) : new Float32Array(bytes.buffer.slice(at, at + count * 4));
    tensors.set(name, { shape, data });
  }
  return tensors;
}
function weightsFrom(file, tensors, config) {
  const prefix = tensors.has("wte.weight") ? "" : "transformer.";
  const take = (name, shape, full = `${prefix}${name}`) => {
    const tensor = tensors.get(full);
    if (tensor === void 0) throw new InputError(`${file}: tensor ${full} is missing; is this a GPT-2 checkpoint?`);
    if (tensor.shape.length !== shape.length || tensor.shape.some((d, i) => d !== shape[i])) {
      throw new InputError(`${file}: tensor ${full} has shape [${tensor.shape.join(", ")}], expected [${shape.join(", ")}] from config.json`);
    }
    return tensor.data;
  };
  const { n_embd: c, vocab_size: v, n_positions: p, n_inner: inner } = config;
  const blocks = [];
  for (let i = 0; i < config.n_layer; i++) {
    const h = `h.${i}.`;
    blocks.push({
      ln1Weight: take(`${h}ln_1.weight`, [c]),
      ln1Bias: take(`${h}ln_1.bias`, [c]),
      attnWeight: take(`${h}attn.c_attn.weight`, [c, 3 * c]),
      attnBias: take(`${h}attn.c_attn.bias`, [3 * c]),
      attnProjWeight: take(`${h}attn.c_proj.weight`, [c, c]),
      attnProjBias: take(`${h}attn.c_proj.bias`, [c]),
      ln2Weight: take(`${h}ln_2.weight`, [c]),
      ln2Bias: take(`${h}ln_2.bias`, [c]),
      fcWeight: take(`${h}mlp.c_fc.weight`, [c, inner]),
      fcBias: take(`${h}mlp.c_fc.bias`, [inner]),
      mlpProjWeight: take(`${h}mlp.c_proj.weight`, [inner, c]),
      mlpProjBias: take(`${h}mlp.c_proj.bias`, [c])
    });
  }
  const wte = take("wte.weight", [v, c]);
  const wpe = take("wpe.weight", [p, c]);
  const head = tensors.get("lm_head.weight");
  const lmHead = head === void 0 ? void 0 : take("lm_head.weight", [v, c], "lm_head.weight");
  return { wte, wpe, blocks, lnFWeight: take("ln_f.weight", [c]), lnFBias: take("ln_f.bias", [c]), ...lmHead === void 0 ? {} : { lmHead } };
}
function mergePair(file, entry, index) {
  if (typeof entry !== "string") return [entry[0], entry[1]];
  const parts = entry.split(" ");
  if (parts.length !== 2 || parts[0] === "" || parts[1] === "") throw new InputError(`${file}: merge ${index + 1} ('${entry}') is not two symbols separated by one space`);
  return [parts[0], parts[1]];
}
async function loadTokenizer(dir, digests, vocabSize) {
  const json = await readOptional(dir, "tokenizer.json");
  let data;
  if (json !== void 0) {
    const file = path2.join(dir, "tokenizer.json");
    digests["tokenizer.json"] = sha256(json);
    const parsed = tokenizerJsonSchema.safeParse(parseJson(file, json));
    if (!parsed.success) throw invalid(file, parsed.error);
    const { model, added_tokens: added } = parsed.data;
    data = {
      vocab: new Map(Object.entries(model.vocab)),
      merges: model.merges.map((entry, i) => mergePair(file, entry, i)),
      specialTokens: new Map(added.filter((t) => t.special).map((t) => [t.content, t.id]))
    };
  } else {
    const vocabBytes = await readOptional(dir, "vocab.json");
    const mergesBytes = await readOptional(dir, "merges.txt");
    if (vocabBytes === void 0 || mergesBytes === void 0) {
      throw new InputError(`--gpt2-model ${dir}: no tokenizer: expected tokenizer.json, or vocab.json and merges.txt`);
    }
    digests["vocab.json"] = sha256(vocabBytes);
    digests["merges.txt"] = sha256(mergesBytes);
    const vocabFile = path2.join(dir, "vocab.json");
    const parsed = vocabSchema.safeParse(parseJson(vocabFile, vocabBytes));
    if (!parsed.success) throw invalid(vocabFile, parsed.error);
    const mergesFile = path2.join(dir, "merges.txt");
    const lines = mergesBytes.toString("utf8").split(/\r?\n/).filter((line, i) => line !== "" && !(i === 0 && line.startsWith("#version")));
    const vocab = new Map(Object.entries(parsed.data));
    const endOfText = vocab.get("<|endoftext|>");
    data = {
      vocab,
      merges: lines.map((line, i) => mergePair(mergesFile, line, i)),
      // GPT-2's tokenizer registers <|endoftext|> as its special token
      specialTokens: endOfText === void 0 ? /* @__PURE__ */ new Map() : /* @__PURE__ */ new Map([["<|endoftext|>", endOfText]])
    };
  }
  for (const [token, id] of [...data.vocab, ...data.specialTokens]) {
    if (id >= vocabSize) throw new InputError(`--gpt2-model ${dir}: token ${JSON.stringify(token)} has id ${id}, outside the model's vocab_size ${vocabSize}`);
  }
  return data;
}
async function loadGpt2Directory(dir) {
  const digests = {};
  const configFile = path2.join(dir, "config.json");
  const configBytes = await readRequired(dir, "config.json");
  digests["config.json"] = sha256(configBytes);
  const parsedConfig = configSchema.safeParse(parseJson(configFile, configBytes));
  if (!parsedConfig.success) throw invalid(configFile, parsedConfig.error);
  const raw = parsedConfig.data;
  const config = {
    n_layer: raw.n_layer,
    n_head: raw.n_head,
    n_embd: raw.n_embd,
    n_positions: raw.n_positions ?? raw.n_ctx,
    vocab_size: raw.vocab_size,
    layer_norm_epsilon: raw.layer_norm_epsilon,
    n_inner: raw.n_inner ?? 4 * raw.n_embd
  };
  const tokenizer = await loadTokenizer(dir, digests, config.vocab_size);
  const modelBytes = await readOptional(dir, "model.safetensors");
  if (modelBytes === void 0) {
    throw new InputError(
      `--gpt2-model ${dir}: no model.safetensors (only the safetensors checkpoint format is read; convert pytorch_model.bin with the safetensors library)`
    );
  }
  digests["model.safetensors"] = sha256(modelBytes);
  const modelFile = path2.join(dir, "model.safetensors");
  const weights = weightsFrom(modelFile, parseSafetensors(modelFile, modelBytes), config);
  return { config, weights, tokenizer, digests };
}
var loaded = /* @__PURE__ */ new Map();
function gpt2Model(dir) {
  const key = path2.resolve(dir);
  let model = loaded.get(key);
  if (model === void 0) {
    model = loadGpt2Directory(dir);
    loaded.set(key, model);
    model.catch(() => loaded.delete(key));
  }
  return model;
}
var scorers = /* @__PURE__ */ new Map();
function gpt2ScorerFor(dir) {
  const key = path2.resolve(dir);
  let scorer = scorers.get(key);
  if (scorer === void 0) {
    scorer = gpt2Model(dir).then(({ config, weights, tokenizer }) => gpt2MessageScorer(config, weights, tokenizer));
    scorers.set(key, scorer);
    scorer.catch(() => scorers.delete(key));
  }
  return scorer;
}
async function gpt2Provenance(dir) {
  const { digests } = await gpt2Model(dir);
  return Object.fromEntries(Object.entries(digests).map(([file, digest]) => [`gpt2_model:${file}`, digest]));
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
  return dir === void 0 ? registry : withPerplexity(registry, perplexityMetric(() => gpt2ScorerFor(dir)));
}
function gpt2InputsFor(job, metricNames) {
  return job.gpt2Model !== void 0 && metricNames.has(PERPLEXITY) ? gpt2Provenance(job.gpt2Model) : Promise.resolve({});
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
      ngramTables: tables,
      ngramTableDigests: digests,
      ...Object.keys(gpt2Inputs).length === 0 ? {} : { inputDigests: gpt2Inputs },
      toolVersion: AGENT_EVAL_VERSION,
      log,
      metricLog: job.verbose === true ? log : () => void 0,
      metricOptions: job.metricOptions,
      ...job.judge === void 0 ? {} : { judge: () => buildJudgeStack(job.judge, process.env, log) },
      ...job.probe === void 0 ? {} : { probeModel: () => buildProbeStack(job.probe, process.env, log) },
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
var THREADS_FROM_BYTES = 48 << 20;
function logBytes(runDirs, enough) {
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
        total += statSync(path3.join(dir, name)).size;
      } catch {
      }
    }
    if (total >= enough) break;
  }
  return total;
}
var THREAD_YOUNG_GENERATION_MB = 16;
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
    if (runs % every === 0) fullCollection();
  };
}
function threadsFor(input) {
  const most = Math.max(1, Math.min(input.concurrency, input.runs));
  if (input.mode === "fixed") return most;
  return input.logBytes >= input.fromBytes ? most : 1;
}
async function runMany(runDirs, job, options) {
  const retain = options.retain !== false;
  const fromBytes = options.threadsFromBytes ?? THREADS_FROM_BYTES;
  const inline = options.runInline ?? runJob;
  const threads = options.workerScript === void 0 ? 1 : threadsFor({
    runs: runDirs.length,
    concurrency: options.concurrency,
    mode: options.threads,
    fromBytes,
    logBytes: options.threads === "auto" && runDirs.length > 1 && options.concurrency > 1 ? logBytes(runDirs, fromBytes) : 0
  });
  if (options.workerScript === void 0 || threads < 2) {
    const compactor2 = periodicCompaction();
    const kept = await mapBounded(runDirs, options.concurrency, async (runDir, index) => {
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
  const resourceLimits = { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB };
  for (let slot = 1; slot < threads; slot++) {
    const workerData = { kind: EVALUATION_THREAD, runDirs, job, claims: claims.buffer, slot, perRun: options.perRun };
    const worker = new Worker(script, { workerData, stdout: false, stderr: false, resourceLimits });
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
  THREADS_FROM_BYTES,
  THREAD_YOUNG_GENERATION_MB,
  COMPACT_EVERY_RUNS,
  periodicCompaction,
  threadsFor,
  runMany
};
