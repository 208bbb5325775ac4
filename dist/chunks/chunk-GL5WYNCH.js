import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  ownKeysRecord
} from "./chunk-7GJBLW7Q.js";
import {
  defineOwn,
  ownValue
} from "./chunk-YGHWAPUX.js";
import {
  firstIssue,
  safeParseToFirstIssue
} from "./chunk-74ZREX4V.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// src/diff/trial-report.ts
function shardOf(agentEval) {
  const shard = agentEval?.shard;
  const dataset = agentEval?.dataset;
  if (typeof shard !== "object" || shard === null || !Number.isInteger(shard.index) || !Number.isInteger(shard.total)) return [];
  const index = shard.index;
  const total = shard.total;
  if (!(index >= 1 && index <= total && total <= 1e5)) return [];
  return [{ index, total, dataset: typeof dataset?.file === "string" ? dataset.file : "the dataset", sha256: typeof dataset?.sha256 === "string" ? dataset.sha256 : "" }];
}
function missingShards(report) {
  const groups = /* @__PURE__ */ new Map();
  for (const s of report.shards ?? []) {
    const key = JSON.stringify([s.dataset, s.sha256, s.total]);
    const group = groups.get(key) ?? { dataset: s.dataset, total: s.total, present: /* @__PURE__ */ new Set() };
    group.present.add(s.index);
    groups.set(key, group);
  }
  const out = [];
  for (const { dataset, total, present } of groups.values()) {
    const missing = [];
    for (let i = 1; i <= total; i++) if (!present.has(i)) missing.push(i);
    if (missing.length > 0) out.push({ dataset, total, missing });
  }
  return out;
}
var id = external_exports.union([external_exports.string().min(1), external_exports.number().int()]).transform(String);
var scoreValue = external_exports.union([external_exports.number(), external_exports.boolean(), external_exports.string(), external_exports.null()]);
var trialSchema = external_exports.object({
  task_id: id,
  trial_id: id,
  status: external_exports.string().default("completed"),
  scores: ownKeysRecord(external_exports.string(), scoreValue).default({}),
  errors: ownKeysRecord(external_exports.string(), external_exports.union([external_exports.string(), external_exports.null()]).transform((e) => e ?? "error")).default({}),
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
var reportSchema = external_exports.object({
  trials: external_exports.array(trialSchema),
  summary: ownKeysRecord(external_exports.string(), external_exports.unknown()).default({}),
  results: ownKeysRecord(external_exports.string(), external_exports.array(resultSchema)).default({}),
  // `agent-eval grade` writes an array of task descriptors ({id, metrics, views}); a map by id is accepted too.
  tasks: external_exports.union([external_exports.array(taskRecord.extend({ id })), ownKeysRecord(external_exports.string(), taskRecord)]).optional(),
  agent_eval: external_exports.object({
    metrics: ownKeysRecord(external_exports.string(), metricRecord).optional(),
    graders: external_exports.union([external_exports.array(namedEntry), ownKeysRecord(external_exports.string(), metricRecord)]).optional(),
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
    if (record.version !== void 0 && record.version !== null) defineOwn(versions, name, `${name}@${String(record.version)}`);
    if (record.sha256 !== void 0) defineOwn(code, name, `${name}: sha256 ${record.sha256.slice(0, 12)}`);
  }
  const graders = agentEval.graders;
  if (Array.isArray(graders)) {
    for (const g of [...graders, ...agentEval.aggregators ?? []]) {
      const kind = g.class ?? g.type;
      if (kind !== void 0) defineOwn(versions, g.name, `${g.name}: ${kind}${g.version === void 0 || g.version === null ? "" : `@${String(g.version)}`}`);
      if (g.class !== void 0 && DETERMINISTIC_GRADERS.has(g.class)) deterministic.add(g.name);
    }
  } else {
    for (const [name, record] of Object.entries(graders ?? {})) {
      if (record.version !== void 0 && record.version !== null) defineOwn(versions, name, `${name}@${String(record.version)}`);
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
  const parsed = safeParseToFirstIssue(reportSchema, raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(`${source}: field '${field ?? ""}': ${message}`);
  }
  const data = parsed.data;
  const intents = {};
  const taskList = Array.isArray(data.tasks) ? data.tasks.map((t) => [t.id, t]) : Object.entries(data.tasks ?? {});
  for (const [taskId, task] of taskList) if (typeof task.intent === "string") defineOwn(intents, taskId, task.intent);
  const trials = data.trials.map((t) => {
    const intent = t.intent ?? t.task?.intent;
    if (intent !== void 0 && ownValue(intents, t.task_id) === void 0) defineOwn(intents, t.task_id, intent);
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
    const version = type === void 0 ? graderName === void 0 ? void 0 : ownValue(versions, graderName) : ownValue(versions, type);
    if (version !== void 0) fields.metric_version = version;
    const metricCode = type === void 0 ? void 0 : ownValue(code, type);
    if (metricCode !== void 0) fields.metric_code = metricCode;
    const judged = type === void 0 ? graderName === void 0 || !deterministic.has(graderName) : !DETERMINISTIC_TYPES.has(type);
    if (judged) Object.assign(fields, judge);
    defineOwn(keyProvenance, key, fields);
  }
  const results = {};
  for (const [name, list] of Object.entries(data.results)) {
    defineOwn(results, name, list.map(
      (r) => r === null ? null : {
        ...r.name === void 0 ? {} : { name: r.name },
        ...r.score === void 0 ? {} : { score: typeof r.score === "string" ? Number(r.score) : r.score },
        ...r.rank === void 0 ? {} : { rank: r.rank },
        ...r.error === void 0 ? {} : { error: r.error },
        ...r.reason === void 0 ? {} : { reason: r.reason }
      }
    ));
  }
  const shards = shardOf(data.agent_eval);
  return { trials, summary: data.summary, results, intents, provenance, keyProvenance, ...shards.length === 0 ? {} : { shards } };
}
function mergeTrialReports(reports) {
  if (reports.length === 1) return reports[0].report;
  const trials = [];
  const results = {};
  const intents = {};
  const keyProvenance = {};
  const summary = {};
  const seen = /* @__PURE__ */ new Map();
  const shards = [];
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
      const list = ownValue(results, name) ?? new Array(offset).fill(null);
      list.push(...ownValue(report.results, name) ?? new Array(report.trials.length).fill(null));
      defineOwn(results, name, list);
    }
    shards.push(...report.shards ?? []);
    for (const [k, v] of Object.entries(report.intents)) defineOwn(intents, k, v);
    for (const [k, v] of Object.entries(report.keyProvenance)) defineOwn(keyProvenance, k, { ...ownValue(keyProvenance, k) ?? {}, ...v });
    for (const k of Object.keys(report.summary)) defineOwn(summary, k, null);
    if (provenance === void 0) provenance = report.provenance;
    else if (JSON.stringify(provenance) !== JSON.stringify(report.provenance)) {
      throw new Error(`${source}: its provenance (${JSON.stringify(report.provenance)}) differs from the other reports of this side (${JSON.stringify(provenance)})`);
    }
  }
  return { trials, summary, results, intents, provenance: provenance ?? {}, keyProvenance, ...shards.length === 0 ? {} : { shards } };
}

export {
  missingShards,
  looksLikeTrialReport,
  metricTypeOf,
  parseTrialReport,
  mergeTrialReports
};
