import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  measurementSchema,
  reportsToScoreTable
} from "./chunk-DR2GHTMJ.js";
import {
  PyFloat,
  dumpsIndent2,
  firstIssue
} from "./chunk-O7PZRQRV.js";
import {
  InputError,
  describeFsError,
  openRegularFileSync,
  readRegularText
} from "./chunk-LL3HKA3K.js";
import {
  ZERO_USAGE,
  addUsage,
  describeJsonSyntaxError,
  estimateCostUsd,
  external_exports
} from "./chunk-UMTO33EF.js";

// src/report/report.ts
var usageSchema = external_exports.object({
  input_tokens: external_exports.number().int(),
  output_tokens: external_exports.number().int(),
  cache_read_input_tokens: external_exports.number().int(),
  cache_creation_input_tokens: external_exports.number().int()
});
var evaluationCostSchema = external_exports.object({
  usage: usageSchema,
  estimated_cost_usd: external_exports.number(),
  model: external_exports.string(),
  provider_name: external_exports.string()
});
var metricJudgeSchema = external_exports.object({
  model: external_exports.string(),
  provider: external_exports.string(),
  usage: usageSchema
});
var metricRecordSchema = external_exports.object({
  status: external_exports.enum(["ok", "not_applicable", "failed"]),
  version: external_exports.string(),
  measurements: external_exports.array(external_exports.string()).default([]),
  error: external_exports.string().optional(),
  judge: metricJudgeSchema.optional(),
  /** A plug-in metric's declared direction and fraction (built-ins are known by name; see metrics/registry.ts). */
  direction: external_exports.enum(["higher", "lower", "none"]).optional(),
  fraction: external_exports.boolean().optional()
});
var agentEvalBlockSchema = external_exports.object({
  tool_version: external_exports.string(),
  event_log_sha256: external_exports.string(),
  incomplete_run: external_exports.boolean().default(false),
  flags: external_exports.array(external_exports.string()).default([]),
  inputs: external_exports.record(external_exports.string(), external_exports.string()).default({}),
  metrics: external_exports.record(external_exports.string(), metricRecordSchema).default({}),
  /** Odd shapes of the event log that were accepted (see read-run.ts), so a reader of the report knows. */
  log_warnings: external_exports.array(external_exports.string()).optional()
});
var reportSchema = external_exports.object({
  simulation_id: external_exports.string(),
  scenario_name: external_exports.string(),
  measurements: external_exports.array(measurementSchema),
  evaluation_cost: evaluationCostSchema,
  agent_eval: agentEvalBlockSchema.optional()
});
function freshCost(cost) {
  return {
    usage: { ...cost.usage },
    estimated_cost_usd: estimateCostUsd(cost.usage, cost.model),
    model: cost.model,
    provider_name: cost.providerName
  };
}
var NO_JUDGE_COST = {
  usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
  estimated_cost_usd: 0,
  model: "none",
  provider_name: "none"
};
function mergeReport(existing, result, costPolicy = "glossogen-accumulate") {
  const stale = /* @__PURE__ */ new Set([...result.requestedMetrics, ...result.measurements.map((m) => m.metric_name)]);
  const measurements = [
    ...existing?.measurements.filter((m) => !stale.has(m.metric_name)) ?? [],
    ...result.measurements
  ];
  const previousMetrics = existing?.agent_eval?.metrics ?? {};
  const keptMetrics = Object.fromEntries(
    Object.entries(previousMetrics).filter(([name]) => !result.requestedMetrics.includes(name))
  );
  const agentEval = {
    ...result.agentEval,
    metrics: { ...keptMetrics, ...result.agentEval.metrics }
  };
  let cost;
  if (costPolicy === "describe-report") cost = describedCost(existing, result, agentEval);
  else if (result.judgeCost === void 0) cost = existing?.evaluation_cost ?? NO_JUDGE_COST;
  else if (existing !== void 0 && existing.evaluation_cost.model === result.judgeCost.model && existing.evaluation_cost.provider_name === result.judgeCost.providerName) {
    const usage = addUsage(existing.evaluation_cost.usage, result.judgeCost.usage);
    cost = {
      usage,
      estimated_cost_usd: estimateCostUsd(usage, result.judgeCost.model),
      model: result.judgeCost.model,
      provider_name: result.judgeCost.providerName
    };
  } else cost = freshCost(result.judgeCost);
  return {
    simulation_id: result.simulationId,
    scenario_name: result.scenarioName,
    measurements,
    evaluation_cost: cost,
    agent_eval: agentEval
  };
}
function describedCost(existing, result, merged) {
  const identity = result.judgeCost === void 0 ? existing === void 0 ? void 0 : { model: existing.evaluation_cost.model, providerName: existing.evaluation_cost.provider_name } : { model: result.judgeCost.model, providerName: result.judgeCost.providerName };
  if (identity === void 0) return NO_JUDGE_COST;
  let usage = existing !== void 0 && existing.agent_eval === void 0 && existing.evaluation_cost.model === identity.model && existing.evaluation_cost.provider_name === identity.providerName ? existing.evaluation_cost.usage : ZERO_USAGE;
  for (const name of Object.keys(merged.metrics).sort()) {
    const judge = merged.metrics[name]?.judge;
    if (judge !== void 0 && judge.model === identity.model && judge.provider === identity.providerName) usage = addUsage(usage, judge.usage);
  }
  return {
    usage: { ...usage },
    estimated_cost_usd: estimateCostUsd(usage, identity.model),
    model: identity.model,
    provider_name: identity.providerName
  };
}
function measurementToJson(m) {
  return {
    metric_name: m.metric_name,
    score: new PyFloat(m.score),
    score_unit: m.score_unit,
    summary: m.summary,
    per_round: m.per_round.map((r) => ({ round_number: r.round_number, value: new PyFloat(r.value), note: r.note })),
    per_agent: m.per_agent.map((a) => ({ agent_id: a.agent_id, value: new PyFloat(a.value), note: a.note }))
  };
}
function agentEvalToJson(block) {
  const metrics = {};
  for (const name of Object.keys(block.metrics).sort()) {
    const record = block.metrics[name];
    metrics[name] = {
      status: record.status,
      version: record.version,
      measurements: record.measurements,
      ...record.error === void 0 ? {} : { error: record.error },
      ...record.direction === void 0 ? {} : { direction: record.direction },
      ...record.fraction === void 0 ? {} : { fraction: record.fraction },
      ...record.judge === void 0 ? {} : {
        judge: {
          model: record.judge.model,
          provider: record.judge.provider,
          usage: {
            input_tokens: record.judge.usage.input_tokens,
            output_tokens: record.judge.usage.output_tokens,
            cache_read_input_tokens: record.judge.usage.cache_read_input_tokens,
            cache_creation_input_tokens: record.judge.usage.cache_creation_input_tokens
          }
        }
      }
    };
  }
  return {
    tool_version: block.tool_version,
    event_log_sha256: block.event_log_sha256,
    incomplete_run: block.incomplete_run,
    flags: block.flags,
    inputs: block.inputs,
    metrics,
    ...block.log_warnings === void 0 || block.log_warnings.length === 0 ? {} : { log_warnings: block.log_warnings }
  };
}
function serializeReport(report) {
  const body = {
    simulation_id: report.simulation_id,
    scenario_name: report.scenario_name,
    measurements: report.measurements.map(measurementToJson),
    evaluation_cost: {
      usage: {
        input_tokens: report.evaluation_cost.usage.input_tokens,
        output_tokens: report.evaluation_cost.usage.output_tokens,
        cache_read_input_tokens: report.evaluation_cost.usage.cache_read_input_tokens,
        cache_creation_input_tokens: report.evaluation_cost.usage.cache_creation_input_tokens
      },
      estimated_cost_usd: new PyFloat(report.evaluation_cost.estimated_cost_usd),
      model: report.evaluation_cost.model,
      provider_name: report.evaluation_cost.provider_name
    }
  };
  if (report.agent_eval !== void 0) body.agent_eval = agentEvalToJson(report.agent_eval);
  return dumpsIndent2(body);
}
function parseReport(text, source) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not valid JSON (${describeJsonSyntaxError(error, text)})`, { cause: error });
  }
  const parsed = reportSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(`${source}: field '${field ?? ""}': ${message}`);
  }
  return parsed.data;
}

// src/diff/trial-report.ts
var id = external_exports.union([external_exports.string().min(1), external_exports.number().int()]).transform(String);
var scoreValue = external_exports.union([external_exports.number(), external_exports.boolean(), external_exports.string(), external_exports.null()]);
var trialSchema = external_exports.object({
  task_id: id,
  trial_id: id,
  status: external_exports.string().default("completed"),
  scores: external_exports.record(external_exports.string(), scoreValue).default({}),
  errors: external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.null()]).transform((e) => e ?? "error")).default({}),
  intent: external_exports.string().optional(),
  task: external_exports.object({ intent: external_exports.string().optional() }).passthrough().optional()
}).passthrough();
var resultSchema = external_exports.object({
  name: external_exports.string().optional(),
  score: external_exports.union([external_exports.number(), external_exports.string(), external_exports.null()]).optional(),
  rank: external_exports.array(external_exports.number()).nullable().optional(),
  error: external_exports.string().nullable().optional(),
  reason: external_exports.string().nullable().optional()
}).passthrough().nullable();
var metricRecord = external_exports.object({ version: external_exports.union([external_exports.string(), external_exports.number()]).nullable().optional(), sha256: external_exports.string().optional() }).passthrough();
var taskRecord = external_exports.object({ intent: external_exports.string().nullable().optional() }).passthrough();
var namedEntry = external_exports.object({ name: external_exports.string(), class: external_exports.string().optional(), type: external_exports.string().optional(), version: external_exports.union([external_exports.string(), external_exports.number()]).nullable().optional() }).passthrough();
var reportSchema2 = external_exports.object({
  trials: external_exports.array(trialSchema),
  summary: external_exports.record(external_exports.string(), external_exports.unknown()).default({}),
  results: external_exports.record(external_exports.string(), external_exports.array(resultSchema)).default({}),
  // `agent-eval grade` writes an array of task descriptors ({id, metrics, views}); a map by id is accepted too.
  tasks: external_exports.union([external_exports.array(taskRecord.extend({ id })), external_exports.record(external_exports.string(), taskRecord)]).optional(),
  agent_eval: external_exports.object({
    metrics: external_exports.record(external_exports.string(), metricRecord).optional(),
    graders: external_exports.union([external_exports.array(namedEntry), external_exports.record(external_exports.string(), metricRecord)]).optional(),
    aggregators: external_exports.array(namedEntry).optional(),
    config: external_exports.object({ sha256: external_exports.string().optional() }).passthrough().nullable().optional(),
    config_sha256: external_exports.string().optional(),
    judge_model: external_exports.string().optional(),
    judge_provider: external_exports.string().optional(),
    judge: external_exports.object({ model: external_exports.string().optional(), provider: external_exports.string().optional(), settings: external_exports.unknown().optional() }).passthrough().nullable().optional()
  }).passthrough().optional()
}).passthrough().superRefine((report, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  for (const [i, trial] of report.trials.entries()) {
    const key = `${trial.task_id}\0${trial.trial_id}`;
    if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["trials", i, "trial_id"], message: `duplicate trial '${trial.trial_id}' of task '${trial.task_id}'` });
    seen.add(key);
  }
  for (const [name, list] of Object.entries(report.results)) {
    if (list.length !== report.trials.length) {
      ctx.addIssue({ code: "custom", path: ["results", name], message: `has ${list.length} results for ${report.trials.length} trials (one per trial, in dataset order)` });
    }
  }
});
function looksLikeTrialReport(raw) {
  return typeof raw === "object" && raw !== null && Array.isArray(raw.trials) && !("measurements" in raw);
}
function metricTypeOf(key) {
  if (/^(view|grader|aggregator)\./.test(key)) return void 0;
  const dot = key.indexOf(".");
  return dot < 0 ? void 0 : key.slice(0, dot);
}
var DETERMINISTIC_TYPES = /* @__PURE__ */ new Set(["exact_match", "keyword_match", "tool_call_count", "efficient_tool_use", "token_usage", "verifier"]);
var DETERMINISTIC_GRADERS = /* @__PURE__ */ new Set(["StringMatchGrader", "JsonValidatorGrader", "JsonMatchGrader", "SyntaxCheckGrader", "CodeExecutionGrader"]);
function provenanceOf(agentEval) {
  const provenance = {};
  const versions = {};
  const judge = {};
  const code = {};
  const deterministic = /* @__PURE__ */ new Set();
  if (agentEval === void 0) return { provenance, versions, code, judge, deterministic };
  const config = agentEval.config?.sha256 ?? agentEval.config_sha256;
  if (config !== void 0) provenance.config_sha256 = config;
  for (const [name, record] of Object.entries(agentEval.metrics ?? {})) {
    if (record.version !== void 0 && record.version !== null) versions[name] = `${name}@${String(record.version)}`;
    if (record.sha256 !== void 0) code[name] = `${name}: sha256 ${record.sha256.slice(0, 12)}`;
  }
  const graders = agentEval.graders;
  if (Array.isArray(graders)) {
    for (const g of [...graders, ...agentEval.aggregators ?? []]) {
      const kind = g.class ?? g.type;
      if (kind !== void 0) versions[g.name] = `${g.name}: ${kind}${g.version === void 0 || g.version === null ? "" : `@${String(g.version)}`}`;
      if (g.class !== void 0 && DETERMINISTIC_GRADERS.has(g.class)) deterministic.add(g.name);
    }
  } else {
    for (const [name, record] of Object.entries(graders ?? {})) {
      if (record.version !== void 0 && record.version !== null) versions[name] = `${name}@${String(record.version)}`;
    }
  }
  const model = agentEval.judge?.model ?? agentEval.judge_model;
  const provider = agentEval.judge?.provider ?? agentEval.judge_provider;
  if (model !== void 0) judge.judge_model = model;
  if (provider !== void 0) judge.judge_provider = provider;
  const settings = agentEval.judge?.settings;
  if (settings !== void 0 && settings !== null) judge.judge_settings = JSON.stringify(settings);
  return { provenance, versions, code, judge, deterministic };
}
function parseTrialReport(raw, source) {
  const parsed = reportSchema2.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(`${source}: field '${field ?? ""}': ${message}`);
  }
  const data = parsed.data;
  const intents = {};
  const taskList = Array.isArray(data.tasks) ? data.tasks.map((t) => [t.id, t]) : Object.entries(data.tasks ?? {});
  for (const [taskId, task] of taskList) if (typeof task.intent === "string") intents[taskId] = task.intent;
  const trials = data.trials.map((t) => {
    const intent = t.intent ?? t.task?.intent;
    if (intent !== void 0 && intents[t.task_id] === void 0) intents[t.task_id] = intent;
    return { task_id: t.task_id, trial_id: t.trial_id, status: t.status, scores: t.scores, errors: t.errors, ...intent === void 0 ? {} : { intent } };
  });
  const { provenance, versions, code, judge, deterministic } = provenanceOf(data.agent_eval);
  const keys = new Set(Object.keys(data.summary));
  for (const t of trials) for (const k of Object.keys(t.scores)) keys.add(k);
  const keyProvenance = {};
  for (const key of keys) {
    const fields = {};
    const base = key.replace(/\.pass@\d+$/, "");
    const type = metricTypeOf(base);
    const graderName = /^(?:grader|aggregator)\.(.+)$/.exec(base)?.[1];
    const version = type === void 0 ? graderName === void 0 ? void 0 : versions[graderName] : versions[type];
    if (version !== void 0) fields.metric_version = version;
    if (type !== void 0 && code[type] !== void 0) fields.metric_code = code[type];
    const judged = type === void 0 ? graderName === void 0 || !deterministic.has(graderName) : !DETERMINISTIC_TYPES.has(type);
    if (judged) Object.assign(fields, judge);
    keyProvenance[key] = fields;
  }
  const results = {};
  for (const [name, list] of Object.entries(data.results)) {
    results[name] = list.map(
      (r) => r === null ? null : {
        ...r.name === void 0 ? {} : { name: r.name },
        ...r.score === void 0 ? {} : { score: typeof r.score === "string" ? Number(r.score) : r.score },
        ...r.rank === void 0 ? {} : { rank: r.rank },
        ...r.error === void 0 ? {} : { error: r.error },
        ...r.reason === void 0 ? {} : { reason: r.reason }
      }
    );
  }
  return { trials, summary: data.summary, results, intents, provenance, keyProvenance };
}
function mergeTrialReports(reports) {
  if (reports.length === 1) return reports[0].report;
  const trials = [];
  const results = {};
  const intents = {};
  const keyProvenance = {};
  const summary = {};
  const seen = /* @__PURE__ */ new Map();
  let provenance;
  for (const { report, source } of reports) {
    const offset = trials.length;
    for (const t of report.trials) {
      const key = `${t.task_id}\0${t.trial_id}`;
      const earlier = seen.get(key);
      if (earlier !== void 0) throw new Error(`${source}: trial '${t.trial_id}' of task '${t.task_id}' is also in ${earlier} (a shard given twice?)`);
      seen.set(key, source);
      trials.push(t);
    }
    for (const name of /* @__PURE__ */ new Set([...Object.keys(results), ...Object.keys(report.results)])) {
      const list = results[name] ?? new Array(offset).fill(null);
      list.push(...report.results[name] ?? new Array(report.trials.length).fill(null));
      results[name] = list;
    }
    Object.assign(intents, report.intents);
    for (const [k, v] of Object.entries(report.keyProvenance)) keyProvenance[k] = { ...keyProvenance[k] ?? {}, ...v };
    for (const k of Object.keys(report.summary)) summary[k] = null;
    if (provenance === void 0) provenance = report.provenance;
    else if (JSON.stringify(provenance) !== JSON.stringify(report.provenance)) {
      throw new Error(`${source}: its provenance (${JSON.stringify(report.provenance)}) differs from the other reports of this side (${JSON.stringify(provenance)})`);
    }
  }
  return { trials, summary, results, intents, provenance: provenance ?? {}, keyProvenance };
}

// src/node/load-reports.ts
import { readdir, stat } from "node:fs/promises";
import { closeSync, readSync } from "node:fs";
import path from "node:path";
var REPORT_SUFFIX = "_report.json";
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set(["node_modules", ".git"]);
var MAX_FIRST_LINE_BYTES = 8 * 1024 * 1024;
function errnoCode(error) {
  return error.code ?? String(error);
}
async function findInTree(dir, out) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw new InputError(`${dir}: cannot read the directory: ${describeFsError(error)}`);
  }
  const sorted = [...entries].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of sorted) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith(REPORT_SUFFIX)) out.push(full);
  }
  for (const entry of sorted) {
    if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) await findInTree(path.join(dir, entry.name), out);
  }
}
async function statGiven(given, flag) {
  try {
    return await stat(given);
  } catch (error) {
    const code = errnoCode(error);
    throw new InputError(code === "ENOENT" ? `${flag} ${given}: no such file or directory` : `${flag} ${given}: cannot access it: ${describeFsError(error)}`);
  }
}
async function findReportFiles(paths, flag) {
  if (paths.length === 0) throw new InputError(`${flag}: at least one path is required`);
  const files = [];
  for (const given of paths) {
    const info = await statGiven(given, flag);
    if (info.isFile()) {
      files.push(path.resolve(given));
      continue;
    }
    if (!info.isDirectory()) throw new InputError(`${flag} ${given}: not a file or directory`);
    const direct = (await readdir(given, { withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith(REPORT_SUFFIX)).map((e) => path.resolve(given, e.name)).sort();
    if (direct.length > 0) {
      files.push(...direct);
      continue;
    }
    const found = [];
    await findInTree(path.resolve(given), found);
    if (found.length === 0) {
      throw new InputError(`${flag} ${given}: no *${REPORT_SUFFIX} found (searched recursively, skipping node_modules and .git)`);
    }
    files.push(...found);
  }
  return [...new Set(files)];
}
async function readFirstLine(file, maxBytes = MAX_FIRST_LINE_BYTES) {
  let fd;
  try {
    fd = openRegularFileSync(file).fd;
  } catch (error) {
    if (errnoCode(error.cause ?? error) === "ENOENT") return void 0;
    throw error;
  }
  try {
    const chunks = [];
    let total = 0;
    const chunk = Buffer.alloc(64 * 1024);
    for (; ; ) {
      const bytesRead = readSync(fd, chunk, 0, chunk.length, total);
      if (bytesRead === 0) break;
      const piece = chunk.subarray(0, bytesRead);
      const newline = piece.indexOf(10);
      if (newline !== -1) {
        chunks.push(Buffer.from(piece.subarray(0, newline)));
        break;
      }
      chunks.push(Buffer.from(piece));
      total += bytesRead;
      if (total > maxBytes) throw new Error(`the first line is longer than ${maxBytes} bytes`);
    }
    return await Promise.resolve(Buffer.concat(chunks).toString("utf8").replace(/\r$/, ""));
  } finally {
    closeSync(fd);
  }
}
function seedFromFirstLine(line) {
  let event;
  try {
    event = JSON.parse(line);
  } catch {
    return { problem: "the first line is not JSON" };
  }
  if (typeof event !== "object" || event === null) return { problem: "the first line is not an event" };
  const record = event;
  if (record.event_type !== "simulation_started") return { problem: "the first event is not simulation_started" };
  return { seed: seedOfConfig(record.scenario_config) };
}
function seedOfConfig(config) {
  const seed = typeof config === "object" && config !== null ? config.seed : void 0;
  if (typeof seed === "number" && Number.isFinite(seed)) return seed;
  if (typeof seed === "string" && seed !== "") return seed;
  return void 0;
}
function eventLogCandidates(reportPath, report) {
  const dir = path.dirname(reportPath);
  const base = path.basename(reportPath);
  const names = [`${report.scenario_name}.jsonl`];
  if (base.endsWith(REPORT_SUFFIX)) names.push(`${base.slice(0, -REPORT_SUFFIX.length)}.jsonl`);
  return [...new Set(names)].filter((n) => path.basename(n) === n && n !== ".jsonl").map((n) => path.join(dir, n));
}
async function runMeta(reportPath, report, warnings) {
  for (const log of eventLogCandidates(reportPath, report)) {
    let line;
    try {
      line = await readFirstLine(log);
    } catch (error) {
      warnings.push(`${log}: cannot read the event log (${error.message}); the run is not paired by seed`);
      return { meta: {}, eventLog: void 0 };
    }
    if (line === void 0) continue;
    const seed = seedFromFirstLine(line);
    if ("problem" in seed) {
      warnings.push(`${log}: ${seed.problem}; the run is not paired by seed`);
      return { meta: {}, eventLog: log };
    }
    return { meta: seed.seed === void 0 ? {} : { seed: seed.seed }, eventLog: log };
  }
  return { meta: {}, eventLog: void 0 };
}
async function loadSide(paths, flag) {
  const files = await findReportFiles(paths, flag);
  const warnings = [];
  const reports = [];
  for (const file of files) {
    let text;
    try {
      text = await readRegularText(file);
    } catch (error) {
      throw new InputError(`${flag} ${error.message}`, { cause: error });
    }
    let report;
    try {
      report = parseReport(text, file);
    } catch (error) {
      throw new InputError(`${flag} ${error.message}`);
    }
    const { meta, eventLog } = await runMeta(file, report, warnings);
    reports.push({ path: file, report, meta, eventLog });
  }
  const table = reportsToScoreTable(
    reports.map((r) => r.report),
    reports.map((r) => r.meta)
  );
  return { table, reports, warnings };
}
var TRIAL_REPORT_SUFFIX = ".report.json";
async function readJson(file, flag) {
  let text;
  try {
    text = await readRegularText(file);
  } catch (error) {
    throw new InputError(`${flag} ${error.message}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${flag} ${file}: not valid JSON (${error.message})`);
  }
}
async function findTrialReportFiles(dir, out) {
  const entries = [...await readdir(dir, { withFileTypes: true })].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith(TRIAL_REPORT_SUFFIX)) out.push(full);
    else if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) await findTrialReportFiles(full, out);
  }
}
async function holdsTrialReports(paths, flag) {
  if (paths.length === 0) return false;
  for (const given of paths) {
    let info;
    try {
      info = await stat(given);
    } catch {
      return false;
    }
    if (info.isFile()) {
      if (!looksLikeTrialReport(await readJson(given, flag))) return false;
      continue;
    }
    if (!info.isDirectory()) return false;
    const runs = [];
    await findInTree(path.resolve(given), runs);
    if (runs.length > 0) return false;
    const trials = [];
    await findTrialReportFiles(path.resolve(given), trials);
    if (trials.length === 0) return false;
  }
  return true;
}
async function loadTrialSide(paths, flag) {
  if (paths.length === 0) throw new InputError(`${flag}: at least one path is required`);
  const files = [];
  for (const given of paths) {
    const info = await statGiven(given, flag);
    if (info.isFile()) files.push(path.resolve(given));
    else {
      const found = [];
      await findTrialReportFiles(path.resolve(given), found);
      if (found.length === 0) throw new InputError(`${flag} ${given}: no *${TRIAL_REPORT_SUFFIX} found (searched recursively)`);
      files.push(...found);
    }
  }
  const unique = [...new Set(files)];
  const reports = [];
  for (const file of unique) {
    const raw = await readJson(file, flag);
    try {
      reports.push({ report: parseTrialReport(raw, file), source: file });
    } catch (error) {
      throw new InputError(`${flag} ${error.message}`);
    }
  }
  try {
    return { report: mergeTrialReports(reports), files: unique };
  } catch (error) {
    throw new InputError(`${flag} ${error.message}`);
  }
}

export {
  mergeReport,
  serializeReport,
  parseReport,
  metricTypeOf,
  parseTrialReport,
  seedOfConfig,
  loadSide,
  holdsTrialReports,
  loadTrialSide
};
