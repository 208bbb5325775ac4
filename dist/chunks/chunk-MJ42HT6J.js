import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  ENV_KEYS,
  INVOCATION_LOG,
  InputError,
  OutputError,
  PERPLEXITY,
  PyFloat,
  builtinScenario,
  configuredApiKeys,
  createJudgeStack,
  describeFsError,
  descriptorFromConfigFile,
  detectScenario,
  directorySidecars,
  dumpsIndent2,
  firstIssue,
  fsInputError,
  fsOutputError,
  gpt2MessageScorer,
  inferDescriptor,
  isFsError,
  loadProbeAssets,
  loadRun,
  measurementSchema,
  openFixtureStore,
  openRegularFileSync,
  perplexityMetric,
  pluginRegistry,
  readRegularFile,
  readRegularText,
  readTextIfExists,
  readTextIfExistsSync,
  redactApiKeys,
  reportsToScoreTable,
  resolveMetricList,
  runMetrics,
  stageFileSync,
  withFileLock,
  withPerplexity
} from "./chunk-MQ4K54YA.js";
import {
  ZERO_USAGE,
  addUsage,
  canonicalJson,
  describeJsonSyntaxError,
  estimateCostUsd,
  external_exports
} from "./chunk-PYUMYFPS.js";

// src/node/run-jobs.ts
import { readdirSync, statSync } from "node:fs";
import path6 from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

// src/version.ts
var AGENT_EVAL_VERSION = "0.1.0";

// src/node/evaluate-run.ts
import { createHash } from "node:crypto";
import { closeSync as closeSync2, existsSync, fstatSync, ftruncateSync, openSync, writeSync } from "node:fs";
import path3 from "node:path";

// src/core/knobs.ts
var COMMON = [
  "agent_max_tokens",
  "channel_noise_level",
  "compaction",
  "max_round_duration_seconds",
  "model_overrides",
  "noise_replacement_mode",
  "postmortem_disabled_at_start",
  "postmortem_duration_seconds",
  "postmortem_enabled",
  "replace_agent_default_channel_visibility",
  "round_count",
  "scheduled_events"
];
var ROUNDS = ["round_time_budget_seconds", "seed"];
var JUDGED = ["judge_model", "judge_provider"];
var SWAPS = ["announce_swap", "intern_enabled", "intern_join_round", "intern_takeover_round", "postmortem_after_swap", "swap_round", "two_teams"];
var BUILTIN_KNOBS = {
  container_yard_stacking: [...COMMON, ...ROUNDS, ...SWAPS, "batch_size_values", "batch_size_weights", "easy_round_numbers", "yard_slot_count"],
  drive_module_repair: [
    ...COMMON,
    ...ROUNDS,
    ...JUDGED,
    "easy_round_numbers",
    "module_count_values",
    "module_count_weights",
    "replacements_count_values",
    "replacements_count_weights"
  ],
  hospital_bed_assignment_privacy: [
    ...COMMON,
    ...ROUNDS,
    "destination_pool_size",
    "observer_intercept_attempts",
    "patient_pool_size",
    "restricted_vocabulary_size",
    "transport_mode_pool_size"
  ],
  orbital_anomaly: [...COMMON, ...ROUNDS, ...JUDGED, "cipher_enabled", "easy_round_numbers", "fault_count_values", "fault_count_weights"],
  prisoners_dilemma: [...COMMON, "payoff_punishment", "payoff_reward", "payoff_sucker", "payoff_temptation"],
  satellite_contact_window: [...COMMON, ...ROUNDS, ...JUDGED, "pattern_count_max", "pattern_count_min"],
  spillway_release: [
    ...COMMON,
    ...ROUNDS,
    "archetype_weights",
    "day_end_hours",
    "easy_round_numbers",
    "gate_count",
    "max_level",
    "min_level",
    "release_per_gate_per_hour"
  ],
  spot_the_difference: [
    ...COMMON,
    ...ROUNDS,
    ...JUDGED,
    "all_must_submit",
    "difference_count_values",
    "difference_count_weights",
    "difference_kinds",
    "easy_round_numbers",
    "grid_size",
    "object_count_values",
    "object_count_weights",
    "shared_link",
    "two_teams"
  ],
  veyru: [...COMMON, ...ROUNDS, ...JUDGED, ...SWAPS, "easy_round_numbers"],
  warehouse_robot_recovery: [...COMMON, ...ROUNDS, ...JUDGED, "fault_count_max", "fault_count_min"]
};
function knownKnobs(scenarioName, recorded, declared = []) {
  const builtin = Object.hasOwn(BUILTIN_KNOBS, scenarioName) ? BUILTIN_KNOBS[scenarioName] ?? [] : [];
  return [.../* @__PURE__ */ new Set([...builtin, ...Object.keys(recorded), ...declared])].sort();
}
function applyKnobs(run, knobs, declared = [], label = "--knobs") {
  const names = Object.keys(knobs);
  if (names.length === 0) return run;
  const recorded = run.simulationStarted.scenario_config;
  const known = knownKnobs(run.scenarioName, recorded, declared);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new InputError(
      `${label}: the ${run.scenarioName} scenario has no knob ${unknown.map((n) => `'${n}'`).join(", ")} (${run.logPath}). Its knobs: ${known.join(", ")}`
    );
  }
  const simulationStarted = { ...run.simulationStarted, scenario_config: { ...recorded, ...knobs } };
  const events = run.events.map((event) => event === run.simulationStarted ? simulationStarted : event);
  return { ...run, simulationStarted, events };
}

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

// src/node/load-reports.ts
import { readdir, stat } from "node:fs/promises";
import { closeSync, readSync } from "node:fs";
import path from "node:path";

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
async function findReportFiles(paths, flag) {
  if (paths.length === 0) throw new InputError(`${flag}: at least one path is required`);
  const files = [];
  for (const given of paths) {
    let info;
    try {
      info = await stat(given);
    } catch (error) {
      const code = errnoCode(error);
      throw new InputError(code === "ENOENT" ? `${flag} ${given}: no such file or directory` : `${flag} ${given}: cannot access it: ${describeFsError(error)}`);
    }
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
    let info;
    try {
      info = await stat(given);
    } catch (error) {
      const code = errnoCode(error);
      throw new InputError(code === "ENOENT" ? `${flag} ${given}: no such file or directory` : `${flag} ${given}: cannot access it: ${describeFsError(error)}`);
    }
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

// src/node/ontology-files.ts
import { readdir as readdir2, stat as stat2 } from "node:fs/promises";
import path2 from "node:path";
var openCodingSchema = external_exports.object({
  run_id: external_exports.string(),
  labels: external_exports.array(external_exports.object({ text: external_exports.string(), evidence: external_exports.array(external_exports.object({ round_number: external_exports.number().int(), quote: external_exports.string() })) }))
});
var SAMPLE_QUOTES = 3;
async function poolLabels(runDirs) {
  const pooled = /* @__PURE__ */ new Map();
  const runIds = [];
  for (const runDir of runDirs) {
    const file = path2.join(runDir, "communication_open_coding.json");
    const text = await readTextIfExists(file);
    if (text === void 0) throw new InputError(`${file}: missing; run communication_open_coding on this run first`);
    let parsed;
    try {
      parsed = openCodingSchema.parse(JSON.parse(text));
    } catch (error) {
      const problem = error instanceof SyntaxError ? describeJsonSyntaxError(error, text) : error.message.split("\n")[0] ?? "";
      throw new InputError(`${file}: not an open-coding sidecar (${problem})`, { cause: error });
    }
    runIds.push(parsed.run_id);
    for (const label of parsed.labels) {
      const key = label.text.trim().toLowerCase();
      const entry = pooled.get(key) ?? { text: label.text.trim(), runIds: [], evidence: 0, quotes: [] };
      if (!entry.runIds.includes(parsed.run_id)) entry.runIds.push(parsed.run_id);
      entry.evidence += label.evidence.length;
      for (const citation of label.evidence) if (entry.quotes.length < SAMPLE_QUOTES && !entry.quotes.includes(citation.quote)) entry.quotes.push(citation.quote);
      pooled.set(key, entry);
    }
  }
  return {
    pool: [...pooled.values()].map((e) => ({ text: e.text, run_ids: e.runIds, evidence_count_total: e.evidence, sample_quotes: e.quotes })),
    runIds
  };
}
async function newestOntology(runDir) {
  const dir = path2.resolve(runDir, "..", "_ontology");
  let names;
  try {
    names = (await readdir2(dir)).filter((n) => n.endsWith(".json"));
  } catch {
    return void 0;
  }
  let newest;
  for (const name of names) {
    const file = path2.join(dir, name);
    const info = await stat2(file, { bigint: true });
    if (newest === void 0 || info.mtimeNs > newest.mtime) newest = { file, mtime: info.mtimeNs };
  }
  return newest?.file;
}

// src/node/evaluate-run.ts
var NO_NGRAM_TABLES = { location: "(no n-gram tables were given)" };
function reportPathFor(runDir, scenarioName, out) {
  return out ?? path3.join(runDir, `${scenarioName}_report.json`);
}
var INCOMPLETE_EXPLANATION = "the run has no simulation_ended event, so it did not finish: its last round may have been cut off mid-play and scoring it would count a partial round as a real outcome. Pass --allow-incomplete to evaluate it anyway";
function chooseScenario(run, configFile, log) {
  if (configFile !== void 0) return descriptorFromConfigFile(configFile, run.scenarioName);
  const builtin = builtinScenario(run.scenarioName, run.simulationStarted.scenario_config);
  if (builtin !== void 0) return builtin;
  const inferred = inferDescriptor(run.scenarioName, run.simulationStarted.channel_ids);
  log(
    `warning: ${run.runDir}: scenario '${run.scenarioName}' is not a GlossoGen built-in and no --scenario-config was given; primary channels inferred as [${inferred.primaryChannels.map((c) => c.channel_id).join(", ")}]`
  );
  return inferred;
}
function loadSourceRun(runDir, scenarioName) {
  if (!existsSync(path3.join(runDir, `${scenarioName}.jsonl`))) return Promise.resolve(void 0);
  try {
    return Promise.resolve(loadRun(runDir, scenarioName).events);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
var PROBE_READERS = /* @__PURE__ */ new Set(["protocol_probe_replica_self_similarity", "protocol_probe_agent_pair_similarity", "protocol_probe_cutoff_trajectory"]);
function probesFirst(metrics) {
  const probeAt = metrics.findIndex((m) => m.name === "protocol_probe");
  if (probeAt < 0) return [...metrics];
  const early = metrics.slice(0, probeAt).filter((m) => PROBE_READERS.has(m.name));
  if (early.length === 0) return [...metrics];
  const rest = metrics.filter((m, i) => !(i < probeAt && PROBE_READERS.has(m.name)));
  const at = rest.findIndex((m) => m.name === "protocol_probe");
  return [...rest.slice(0, at + 1), ...early, ...rest.slice(at + 1)];
}
async function evaluateRun(input) {
  const started = performance.now();
  const options = checkEvaluateRunOptions(input);
  const metricLog = options.metricLog ?? options.log;
  const scenarioName = await detectScenario(options.runDir, options.scenario);
  const declared = options.metrics.map((m) => m.eventTypes);
  const keep = declared.every((types) => types !== void 0) ? new Set(declared.flat()) : void 0;
  const knobs = options.knobs ?? {};
  const loaded2 = loadRun(options.runDir, scenarioName, keep);
  const seed = seedOfConfig(loaded2.simulationStarted.scenario_config);
  const run = applyKnobs(loaded2, knobs, options.scenarioConfig?.knobs);
  if (!run.finished && options.allowIncomplete !== true) throw new InputError(`${run.logPath}: ${INCOMPLETE_EXPLANATION}`);
  const scenario = chooseScenario(run, options.scenarioConfig, options.log);
  for (const warning of run.logWarnings ?? []) options.log(`warning: ${warning}`);
  const reportPath = reportPathFor(options.runDir, scenarioName, options.out);
  readMergeableReport(reportPath, run, knobs);
  const needsJudge = options.metrics.some((m) => m.kind === "judge");
  let metricOptions = options.metricOptions ?? {};
  if (metricOptions.ontologyPath !== void 0) metricOptions = { ...metricOptions, ontologyPath: path3.resolve(metricOptions.ontologyPath) };
  else if (options.metrics.some((m) => m.name === "communication_feature_presence")) {
    const newest = await newestOntology(options.runDir);
    if (newest !== void 0) metricOptions = { ...metricOptions, ontologyPath: newest };
  }
  const stack = needsJudge ? await options.judge?.() : void 0;
  const needsProbes = options.metrics.some((m) => m.kind === "probe");
  const probeStack = needsProbes ? await options.probeModel?.() : void 0;
  const probeAssets = needsProbes && options.scenarioAssets !== void 0 ? loadProbeAssets(options.scenarioAssets, scenarioName) : void 0;
  const outcomes = await runMetrics(
    probesFirst(options.metrics),
    {
      events: run.events,
      agentConfigs: run.agentConfigs,
      scenario,
      runDir: options.runDir,
      options: metricOptions,
      sidecars: directorySidecars(options.runDir, options.sidecarWriteDir),
      loadRun: loadSourceRun,
      ngramTables: options.ngramTables ?? NO_NGRAM_TABLES,
      log: (line) => metricLog(`${options.runDir}: ${line}`),
      ...stack === void 0 ? {} : { judge: stack.judge, judgeIdentity: stack.identity },
      ...probeStack === void 0 ? {} : { probeModel: probeStack.judge },
      ...probeAssets === void 0 ? {} : { probeAssets },
      now: () => (/* @__PURE__ */ new Date()).toISOString()
    },
    stack === void 0 ? {} : { judgeUsage: () => stack.accounting.snapshot().used.usage }
  );
  const metrics = {};
  for (const outcome of outcomes) metrics[outcome.name] = outcome.record;
  const measurements = outcomes.flatMap((o) => o.measurements);
  const flags = options.allowIncomplete === true ? ["--allow-incomplete"] : [];
  const inputs = { scenario_mode: scenario.mode };
  if (Object.keys(knobs).length > 0) {
    flags.push("--knobs");
    inputs.knobs = canonicalJson(knobs);
  }
  if (needsProbes) {
    if (metricOptions.probeReplicas !== void 0) inputs.probe_replicas = String(metricOptions.probeReplicas);
    if (metricOptions.probeRound !== void 0) inputs.probe_round = String(metricOptions.probeRound);
  }
  for (const [file, digest] of Object.entries(options.ngramTableDigests ?? {})) inputs[`ngram_table:${file}`] = digest;
  for (const [key, digest] of Object.entries(options.inputDigests ?? {})) inputs[key] = digest;
  if (metricOptions.ontologyPath !== void 0 && options.metrics.some((m) => m.name === "communication_feature_presence")) {
    const ontology = await readTextIfExists(metricOptions.ontologyPath);
    if (ontology !== void 0) inputs.ontology_sha256 = createHash("sha256").update(ontology).digest("hex");
  }
  if (stack !== void 0) {
    inputs.judge_model = stack.identity.model;
    inputs.judge_provider = stack.identity.provider;
    inputs.judge_settings = canonicalJson(stack.identity.settings);
  }
  const invocationLog = options.invocationLog === false ? void 0 : path3.join(path3.dirname(reportPath), INVOCATION_LOG);
  const judgeFacts = {
    judgeMode: stack?.mode,
    judge: stack?.accounting.snapshot(),
    probe: probeStack?.accounting.snapshot(),
    usedFixtureKeys: [.../* @__PURE__ */ new Set([...stack?.usedKeys ?? [], ...probeStack?.usedKeys ?? []])].sort()
  };
  const { report, invocation } = await withFileLock(reportPath, () => {
    const existing = readMergeableReport(reportPath, run, knobs);
    const merged = mergeReport(
      existing,
      {
        simulationId: run.simulationStarted.event_id,
        scenarioName,
        requestedMetrics: options.metrics.map((m) => m.name),
        measurements,
        judgeCost: stack === void 0 ? void 0 : { usage: stack.accounting.snapshot().used.usage, model: stack.identity.model, providerName: stack.identity.provider },
        agentEval: {
          tool_version: options.toolVersion ?? AGENT_EVAL_VERSION,
          event_log_sha256: run.eventLogSha256,
          incomplete_run: !run.finished,
          flags,
          inputs,
          metrics,
          ...run.logWarnings === void 0 || run.logWarnings.length === 0 ? {} : { log_warnings: [...run.logWarnings] }
        }
      },
      "describe-report"
    );
    const facts = { ...judgeFacts, durationMs: Math.round(performance.now() - started) };
    const entry = invocationLog === void 0 ? void 0 : {
      at: (/* @__PURE__ */ new Date()).toISOString(),
      tool_version: options.toolVersion ?? AGENT_EVAL_VERSION,
      report: path3.basename(reportPath),
      metrics: Object.fromEntries(Object.entries(metrics).map(([name, record]) => [name, record.status])),
      judge_mode: facts.judgeMode ?? null,
      judge_calls_used: facts.judge?.used.calls ?? 0,
      judge_calls_replayed: facts.judge?.replayed ?? 0,
      judge_calls_recorded: facts.judge?.recorded ?? 0,
      judge_spent_usd: facts.judge?.spent.costUsd ?? 0,
      ...facts.probe === void 0 ? {} : {
        probe_calls_used: facts.probe.used.calls,
        probe_calls_replayed: facts.probe.replayed,
        probe_calls_recorded: facts.probe.recorded,
        probe_spent_usd: facts.probe.spent.costUsd
      },
      duration_ms: facts.durationMs
    };
    writeReportAndLog(reportPath, serializeReport(merged), invocationLog, entry);
    return { report: merged, invocation: facts };
  });
  return {
    runDir: options.runDir,
    scenarioName,
    reportPath,
    measurements,
    metrics,
    failed: outcomes.filter((o) => o.record.status === "failed").map((o) => ({ name: o.name, error: o.record.error ?? "failed" })),
    report,
    invocation,
    ...seed === void 0 ? {} : { seed }
  };
}
function readMergeableReport(reportPath, run, knobs) {
  let existingText;
  try {
    existingText = readTextIfExistsSync(reportPath);
  } catch (error) {
    throw fsInputError(error, reportPath, "read the existing report (to merge into it)");
  }
  if (existingText === void 0) return void 0;
  let existing;
  try {
    existing = parseReport(existingText, reportPath);
  } catch (error) {
    throw new InputError(`existing report cannot be merged, so it was left untouched: ${error.message}`, {
      cause: error
    });
  }
  const previousDigest = existing.agent_eval?.event_log_sha256;
  const sameSimulation = existing.simulation_id === run.simulationStarted.event_id || existing.simulation_id === redactApiKeys(run.simulationStarted.event_id);
  if (!sameSimulation || previousDigest !== void 0 && previousDigest !== run.eventLogSha256) {
    throw new InputError(
      `${reportPath} was made from a different event log (simulation ${existing.simulation_id}${previousDigest === void 0 ? "" : `, sha256 ${previousDigest.slice(0, 12)}\u2026`}; now ${run.simulationStarted.event_id}, sha256 ${run.eventLogSha256.slice(0, 12)}\u2026), so its other measurements no longer describe this run. It was left untouched: delete it (or pass --out) and evaluate again.`
    );
  }
  const previousKnobs = existing.agent_eval?.inputs.knobs;
  const knobsNow = Object.keys(knobs).length > 0 ? canonicalJson(knobs) : void 0;
  if (existing.agent_eval !== void 0 && previousKnobs !== knobsNow) {
    throw new InputError(
      `${reportPath} was made with ${previousKnobs === void 0 ? "no --knobs" : `--knobs ${previousKnobs}`}, now ${knobsNow === void 0 ? "none are given" : `--knobs ${knobsNow}`}: its other measurements would describe another configuration. It was left untouched: evaluate with the same knobs, or delete it (or pass --out).`
    );
  }
  return existing;
}
function writeReportAndLog(reportPath, text, logFile, entry) {
  const unchanged = `nothing was changed (${path3.basename(reportPath)}${logFile === void 0 ? "" : ` and ${INVOCATION_LOG}`} are as they were)`;
  let staged;
  try {
    staged = stageFileSync(reportPath, text);
  } catch (error) {
    throw new OutputError(`${error.message}; ${unchanged}`, { cause: error });
  }
  let log;
  if (logFile !== void 0 && entry !== void 0) {
    let fd;
    let size = 0;
    try {
      fd = openSync(logFile, "a");
      const info = fstatSync(fd);
      if (!info.isFile()) throw new Error("it is not a regular file");
      size = info.size;
      const line = Buffer.from(`${JSON.stringify(entry)}
`, "utf8");
      for (let written = 0; written < line.length; ) written += writeSync(fd, line, written, line.length - written, null);
      log = { fd, size };
    } catch (error) {
      staged.abandon();
      if (fd !== void 0) {
        try {
          ftruncateSync(fd, size);
        } catch {
        }
        closeSync2(fd);
      }
      const failure = fsOutputError(error, logFile, "append to the invocation log");
      throw new OutputError(`${failure.message}; ${unchanged}`, { cause: error });
    }
  }
  try {
    staged.commit();
  } catch (error) {
    if (log !== void 0) {
      try {
        ftruncateSync(log.fd, log.size);
      } catch {
      }
    }
    const failure = fsOutputError(error, reportPath, "write the report");
    throw new OutputError(`${failure.message}; ${unchanged}`, { cause: error });
  } finally {
    if (log !== void 0) closeSync2(log.fd);
  }
}
var defaultLog = (line) => {
  process.stderr.write(`${line}
`);
};
function checkEvaluateRunOptions(options) {
  const given = options;
  if (typeof given !== "object" || given === null) throw new InputError("evaluateRun(options): expected an options object such as { runDir, metrics }");
  if (typeof given.runDir !== "string" || given.runDir === "") throw new InputError("evaluateRun: `runDir` must be the path of a run directory (a string)");
  const metrics = given.metrics;
  if (!Array.isArray(metrics) || metrics.length === 0) {
    throw new InputError('evaluateRun: `metrics` must be a non-empty array of Metric objects, e.g. resolveMetricList(builtinRegistry(), "round_success,message_entropy")');
  }
  metrics.forEach((metric, index) => {
    if (typeof metric === "string") {
      throw new InputError(
        `evaluateRun: metrics[${index}] is the name '${metric}', not a Metric object: resolve names first with resolveMetricList(builtinRegistry(), "${metric}")`
      );
    }
    const m = metric;
    if (typeof m !== "object" || m === null || typeof m.name !== "string" || typeof m.compute !== "function") {
      throw new InputError(`evaluateRun: metrics[${index}] is not a Metric (an object with name, version, kind and compute(context))`);
    }
  });
  for (const fn of ["log", "metricLog", "judge"]) {
    if (given[fn] !== void 0 && typeof given[fn] !== "function") throw new InputError(`evaluateRun: \`${fn}\` must be a function`);
  }
  return { ...options, log: options.log ?? defaultLog };
}

// src/node/judge-setup.ts
var JUDGE_PROVIDERS = ["anthropic", "openai", "scripted"];
var unreachableProvider = {
  call: () => Promise.reject(new Error("internal error: the provider was called in replay mode"))
};
async function providerJudge(config, env, log) {
  if (config.mode === "replay") return unreachableProvider;
  if (config.provider === "scripted") {
    if (config.mode === "live") {
      const [{ ScriptedJudge }, { exampleJudgeScript }] = await Promise.all([import("./scripted-judge-E3KU2NET.js"), import("./example-judge-E6G2JKMX.js")]);
      return new ScriptedJudge(exampleJudgeScript);
    }
    throw new InputError(
      `--provider scripted is the scripted local judge (text heuristics, not a model): it answers only in a dry run (--judge-mode live, nothing recorded), not with --judge-mode ${config.mode}. Use --provider anthropic or openai to record.`
    );
  }
  const names = ENV_KEYS[config.provider];
  const apiKey = env[names.key];
  if (apiKey === void 0 || apiKey === "") {
    throw new InputError(
      `judge mode ${config.mode} calls the ${config.provider} API and needs ${names.key} in the environment (in a workflow: env: ${names.key}: \${{ secrets.${names.key} }} on the step), or use judge mode replay`
    );
  }
  const baseURL = env[names.baseUrl];
  const options = {
    apiKey,
    log,
    extraSecrets: configuredApiKeys(env),
    ...config.timeoutMs === void 0 ? {} : { timeoutMs: config.timeoutMs },
    ...baseURL === void 0 || baseURL === "" ? {} : { baseURL }
  };
  if (config.provider === "anthropic") return (await import("./anthropic-BC64XSOP.js")).createAnthropicJudge(options);
  return (await import("./openai-PPKPD43K.js")).createOpenAIJudge(options);
}
function recordHintFor(config) {
  const dryRun = "or dry-run with --provider scripted --judge-mode live (a heuristic local judge, not a model; records nothing).";
  if (config.provider === "scripted") return `The scripted local judge answers new requests only in a dry run: --judge-mode live (records nothing).`;
  return `Record them with --judge-mode record-missing and ${ENV_KEYS[config.provider].key} set (then review and commit ${config.fixturesDir}/), ${dryRun}`;
}
async function buildJudgeStack(config, env, log) {
  const store = config.mode === "live" ? void 0 : openFixtureStore(config.fixturesDir, { knownSecrets: configuredApiKeys(env) });
  const usedKeys = /* @__PURE__ */ new Set();
  const { judge, accounting } = createJudgeStack({
    mode: config.mode,
    provider: await providerJudge(config, env, log),
    ...store === void 0 ? {} : { store },
    now: () => (/* @__PURE__ */ new Date()).toISOString(),
    concurrency: config.concurrency,
    knownSecrets: configuredApiKeys(env),
    recordHint: config.recordHint ?? recordHintFor(config),
    onKey: (key) => usedKeys.add(key)
  });
  return {
    judge,
    accounting,
    identity: { model: config.model, provider: config.provider, settings: config.settings },
    usedKeys,
    mode: config.mode
  };
}
function parseJudgeSettings(text, label = "--judge-settings") {
  if (text === void 0) return {};
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${label}: not valid JSON (${error.message})`, { cause: error });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError(`${label}: expected a JSON object such as '{"max_tokens": 4096}'`);
  }
  return value;
}
function parseJudgeTimeout(text, label = "--judge-timeout") {
  if (text === void 0 || text.trim() === "") return void 0;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 24 * 3600) {
    throw new InputError(`${label}: expected a number of seconds between 0 and 86400 (e.g. 60), got '${text}'`);
  }
  return Math.round(seconds * 1e3);
}
function probeRouter(config, env, log) {
  const built = /* @__PURE__ */ new Map();
  return {
    call: async (request, options) => {
      const provider = JUDGE_PROVIDERS.find((p) => p === request.provider && p !== "scripted");
      if (provider === void 0) {
        throw new Error(`the probed agent's provider '${request.provider}' (model ${request.model}) cannot be called by agent-eval (anthropic and openai can); record its probes elsewhere or leave them out`);
      }
      let judge = built.get(provider);
      if (judge === void 0) {
        judge = providerJudge({ provider, model: request.model, settings: {}, mode: config.mode, fixturesDir: config.fixturesDir, concurrency: config.concurrency }, env, log);
        built.set(provider, judge);
      }
      return (await judge).call(request, options);
    }
  };
}
function buildProbeStack(config, env, log, provider) {
  const store = config.mode === "live" ? void 0 : openFixtureStore(config.fixturesDir, { knownSecrets: configuredApiKeys(env) });
  const usedKeys = /* @__PURE__ */ new Set();
  const { judge, accounting } = createJudgeStack({
    mode: config.mode,
    provider: provider ?? (config.mode === "replay" ? unreachableProvider : probeRouter(config, env, log)),
    ...store === void 0 ? {} : { store },
    now: () => (/* @__PURE__ */ new Date()).toISOString(),
    concurrency: config.concurrency,
    onKey: (key) => usedKeys.add(key),
    recordHint: "To record it, run with --judge-mode record-missing (calls the probed agent's own provider; needs its API key), review the new file and commit it.",
    ...provider?.source === void 0 ? {} : { source: provider.source }
  });
  return {
    judge,
    accounting,
    usedKeys,
    mode: config.mode
  };
}

// src/node/ngram-tables.ts
import { createHash as createHash2 } from "node:crypto";
import os from "node:os";
import path4 from "node:path";
var PLAIN_TABLE_FILE = "english_char_trigram.json";
var BACKOFF_TABLE_FILE = "english_backoff_trigram_cased_punct.json";
function defaultNgramTablesDir() {
  return path4.join(os.homedir(), ".cache", "glossogen");
}
async function readTable(dir, file) {
  const full = path4.join(dir, file);
  const text = await readTextIfExists(full);
  if (text === void 0) return void 0;
  try {
    return { value: JSON.parse(text), sha256: createHash2("sha256").update(text).digest("hex") };
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
import { createHash as createHash3 } from "node:crypto";
import path5 from "node:path";
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
  const file = path5.join(dir, name);
  try {
    return await readRegularFile(file, MODEL_FILE_MAX_BYTES);
  } catch (error) {
    throw new InputError(`--gpt2-model ${dir}: cannot read ${name}: ${describeFsError(error.cause ?? error)}`, { cause: error });
  }
}
async function readOptional(dir, name) {
  try {
    return await readRegularFile(path5.join(dir, name), MODEL_FILE_MAX_BYTES);
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
  return createHash3("sha256").update(bytes).digest("hex");
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
    const file = path5.join(dir, "tokenizer.json");
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
    const vocabFile = path5.join(dir, "vocab.json");
    const parsed = vocabSchema.safeParse(parseJson(vocabFile, vocabBytes));
    if (!parsed.success) throw invalid(vocabFile, parsed.error);
    const mergesFile = path5.join(dir, "merges.txt");
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
  for (const [token, id2] of [...data.vocab, ...data.specialTokens]) {
    if (id2 >= vocabSize) throw new InputError(`--gpt2-model ${dir}: token ${JSON.stringify(token)} has id ${id2}, outside the model's vocab_size ${vocabSize}`);
  }
  return data;
}
async function loadGpt2Directory(dir) {
  const digests = {};
  const configFile = path5.join(dir, "config.json");
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
  const modelFile = path5.join(dir, "model.safetensors");
  const weights = weightsFrom(modelFile, parseSafetensors(modelFile, modelBytes), config);
  return { config, weights, tokenizer, digests };
}
var loaded = /* @__PURE__ */ new Map();
function gpt2Model(dir) {
  const key = path5.resolve(dir);
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
  const key = path5.resolve(dir);
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
var EVALUATION_THREAD = "agent-eval-evaluation-thread";
function isEvaluationThreadData(data) {
  return typeof data === "object" && data !== null && data.kind === EVALUATION_THREAD;
}
async function serveEvaluationThread(data, post) {
  const claims = new Int32Array(data.claims);
  const log = (line) => post({ type: "log", line });
  Atomics.add(claims, claims.length - 1, 1);
  for (; ; ) {
    const id2 = Atomics.add(claims, 0, 1);
    if (id2 >= data.runDirs.length) break;
    Atomics.store(claims, data.slot, id2 + 1);
    try {
      post({ type: "result", id: id2, result: summarise(await runJob(data.runDirs[id2], data.job, log)) });
    } catch (error) {
      post({ type: "crash", id: id2, message: error instanceof Error ? error.stack ?? error.message : String(error) });
    }
    Atomics.store(claims, data.slot, 0);
  }
}
var THREADS_FROM_BYTES = 8 << 20;
function logSizes(runDirs) {
  let total = 0;
  let largest = 0;
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
        const size = statSync(path6.join(dir, name)).size;
        total += size;
        largest = Math.max(largest, size);
      } catch {
      }
    }
  }
  return { total, largest };
}
function threadHeapCapMb(largestLogBytes) {
  return Math.max(256, Math.ceil(24 * largestLogBytes / (1 << 20)));
}
var THREAD_YOUNG_GENERATION_MB = 8;
function threadsFor(input) {
  const most = Math.max(1, Math.min(input.concurrency, input.runs));
  if (input.mode === "fixed") return most;
  return input.logBytes >= input.fromBytes ? most : 1;
}
async function runMany(runDirs, job, options) {
  const retain = options.retain !== false;
  const fromBytes = options.threadsFromBytes ?? THREADS_FROM_BYTES;
  const sizes = options.workerScript !== void 0 && runDirs.length > 1 && options.concurrency > 1 ? logSizes(runDirs) : { total: 0, largest: 0 };
  const threads = options.workerScript === void 0 ? 1 : threadsFor({ runs: runDirs.length, concurrency: options.concurrency, mode: options.threads, fromBytes, logBytes: sizes.total });
  if (options.workerScript === void 0 || threads < 2) {
    const kept = await mapBounded(runDirs, options.concurrency, async (runDir, index) => {
      const result = summarise(await runJob(runDir, job, options.log));
      options.onResult(runDir, result, index);
      return retain ? result : void 0;
    });
    return retain ? kept : [];
  }
  const script = fileURLToPath(options.workerScript);
  const inline = options.runInline ?? runJob;
  const results = new Array(runDirs.length);
  const settled = new Uint8Array(runDirs.length);
  const claims = new Int32Array(new SharedArrayBuffer(4 * (threads + 2)));
  const ready = threads + 1;
  const settle = (id2, result) => {
    if (settled[id2] === 1) return;
    settled[id2] = 1;
    if (retain) results[id2] = result;
    options.onResult(runDirs[id2], result, id2);
  };
  const workers = [];
  const workersDone = [];
  const resourceLimits = { maxOldGenerationSizeMb: threadHeapCapMb(sizes.largest), maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB };
  for (let slot = 1; slot <= threads; slot++) {
    const workerData = { kind: EVALUATION_THREAD, runDirs, job, claims: claims.buffer, slot };
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
  while (Atomics.load(claims, ready) < threads) {
    const id2 = Atomics.add(claims, 0, 1);
    if (id2 >= runDirs.length) break;
    settle(id2, summarise(await inline(runDirs[id2], job, options.log)));
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(workersDone);
  for (let id2 = 0; id2 < runDirs.length; id2++) {
    if (settled[id2] !== 1) settle(id2, summarise(await inline(runDirs[id2], job, options.log)));
  }
  return retain ? results : [];
}

export {
  AGENT_EVAL_VERSION,
  mergeReport,
  serializeReport,
  parseReport,
  metricTypeOf,
  parseTrialReport,
  loadSide,
  holdsTrialReports,
  loadTrialSide,
  poolLabels,
  reportPathFor,
  evaluateRun,
  JUDGE_PROVIDERS,
  buildJudgeStack,
  parseJudgeSettings,
  parseJudgeTimeout,
  buildProbeStack,
  defaultNgramTablesDir,
  createProgress,
  mapBounded,
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
  threadHeapCapMb,
  THREAD_YOUNG_GENERATION_MB,
  threadsFor,
  runMany
};
