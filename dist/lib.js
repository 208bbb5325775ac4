import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunks/chunk-RB5XU6RG.js";
import {
  anthropicThreadBody,
  openaiThreadBody
} from "./chunks/chunk-OHOVXP2U.js";
import "./chunks/chunk-TBROILKQ.js";
import {
  VERDICT_SEVERITY,
  diffScoreTables,
  diffTrialReports,
  renderComment,
  shouldFail,
  signTestP,
  trialReportToScoreTable,
  verdictLabel
} from "./chunks/chunk-2FLGMWEN.js";
import {
  parseTrialReport as parseTrialReport2
} from "./chunks/chunk-44UMRC7O.js";
import "./chunks/chunk-PYEEU3ZD.js";
import "./chunks/chunk-ZSDPZHVA.js";
import {
  anthropicMessages,
  openaiInput
} from "./chunks/chunk-WO6VPSDS.js";
import {
  parseReport
} from "./chunks/chunk-FAGQQPAE.js";
import {
  evaluateRun
} from "./chunks/chunk-6L55EPMV.js";
import {
  mergeReport,
  serializeReport
} from "./chunks/chunk-3QAZCONM.js";
import "./chunks/chunk-SQDP7LQI.js";
import {
  EVIDENCE_FINAL_STATE,
  EVIDENCE_INITIAL_STATE,
  EVIDENCE_LOGS,
  EVIDENCE_TRACE,
  EVIDENCE_VERIFIER_LOGS,
  MetricConfigError,
  MetricOutputSpec,
  TRIAL_METRIC_FACTORIES,
  TRIAL_STATUSES,
  aggregateRangeScore,
  efficientToolUseMetric,
  exactMatchMetric,
  gradeDataset,
  keywordMatchMetric,
  llmJudgeMetric,
  mergeTrialReports,
  openTrialEvidence,
  parseTrialReport,
  passAtK,
  reduceView,
  serializeTrialReport,
  summarize,
  tokenUsageMetric,
  toolCallCountMetric,
  validateMetricResult,
  verifierMetric
} from "./chunks/chunk-DFK5MVPI.js";
import "./chunks/chunk-SQ2UB2SU.js";
import {
  AGENT_EVAL_VERSION
} from "./chunks/chunk-UG5WN6ZA.js";
import "./chunks/chunk-BRQZZP3D.js";
import "./chunks/chunk-AUO7JLO2.js";
import "./chunks/chunk-ETMPWPVJ.js";
import "./chunks/chunk-O5SDIVA5.js";
import {
  buildJudgeStack,
  buildProbeStack
} from "./chunks/chunk-BJP22IRX.js";
import "./chunks/chunk-HCZV36L4.js";
import {
  buildMessageHistory,
  lastEventTimestamp,
  probeRequest,
  probedAgents
} from "./chunks/chunk-6FBFI6Y2.js";
import {
  toConversation
} from "./chunks/chunk-ZJOIMBVE.js";
import "./chunks/chunk-GGDGZLDO.js";
import "./chunks/chunk-ORNTTUT4.js";
import {
  reportsToScoreTable
} from "./chunks/chunk-PBR7BH3L.js";
import {
  loadProbeAssets
} from "./chunks/chunk-SP3GUARE.js";
import {
  builtinScenario,
  externalCommandMetric,
  loadPluginMetrics,
  pluginRegistry,
  pluginSpecs,
  registryWithPlugins,
  runMetrics
} from "./chunks/chunk-KSNUQP4T.js";
import {
  BUILTIN_DECLARATIONS,
  BUILTIN_METRICS,
  UNAVAILABLE_METRICS,
  builtinRegistry,
  resolveMetricList
} from "./chunks/chunk-JTULFYEN.js";
import "./chunks/chunk-T2X44IXX.js";
import "./chunks/chunk-CU22X5WU.js";
import "./chunks/chunk-AU4CGQBR.js";
import "./chunks/chunk-JNUR4NUC.js";
import "./chunks/chunk-QJRR5QJN.js";
import {
  fullSystemPrompt,
  historyPrompts
} from "./chunks/chunk-VOGBYGDK.js";
import "./chunks/chunk-SNZ4R2PM.js";
import {
  metricNameFor,
  ofType
} from "./chunks/chunk-M6YSU6LN.js";
import "./chunks/chunk-Y5GWXIEH.js";
import "./chunks/chunk-66NPHHCH.js";
import "./chunks/chunk-QITUHNQM.js";
import "./chunks/chunk-35UR42NC.js";
import "./chunks/chunk-WIWH3ZML.js";
import {
  EventLogParser
} from "./chunks/chunk-YFRTHCG7.js";
import "./chunks/chunk-F2RX3IGY.js";
import "./chunks/chunk-HGBHP2SU.js";
import "./chunks/chunk-6DDMHZQB.js";
import "./chunks/chunk-VAM67OB3.js";
import "./chunks/chunk-DGVC2KCS.js";
import "./chunks/chunk-WE7WMGMW.js";
import "./chunks/chunk-LAMXQWWM.js";
import "./chunks/chunk-OSQLWR62.js";
import {
  EventLogError,
  InputError
} from "./chunks/chunk-Q5Q3ZZMX.js";
import "./chunks/chunk-G2GMCM3X.js";
import {
  coerceValue
} from "./chunks/chunk-LNEW3WCA.js";
import {
  PyFloat
} from "./chunks/chunk-6UXS7MO4.js";
import "./chunks/chunk-7GJBLW7Q.js";
import "./chunks/chunk-YGHWAPUX.js";
import "./chunks/chunk-74ZREX4V.js";
import "./chunks/chunk-BZ4VPST6.js";
import "./chunks/chunk-GGZDER7J.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/graders/atif-validate.ts
var isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
var str = (v) => typeof v === "string" ? void 0 : "must be a string";
var int = (v) => typeof v === "number" && Number.isInteger(v) ? void 0 : "must be an integer";
var num = (v) => typeof v === "number" && Number.isFinite(v) ? void 0 : "must be a number";
var bool = (v) => typeof v === "boolean" ? void 0 : "must be a boolean";
var obj = (v) => isObject(v) ? void 0 : "must be an object";
var arr = (v) => Array.isArray(v) ? void 0 : "must be an array";
var listOf = (item, items) => (v) => Array.isArray(v) && v.every((x) => item(x) === void 0) ? void 0 : `must be an array of ${items}`;
var strOrNum = (v) => typeof v === "string" || typeof v === "number" && Number.isFinite(v) ? void 0 : "must be a string or a number";
var ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
function validTimestamp(text) {
  if (!ISO_8601.test(text)) return false;
  const [year, month, day] = text.slice(0, 10).split("-").map(Number);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (days === void 0 || day < 1 || day > days) return false;
  const time = /[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  return time === null || Number(time[1]) < 24 && Number(time[2]) < 60 && Number(time[3] ?? 0) < 60;
}
var Validator = class {
  constructor(minor) {
    this.minor = minor;
  }
  minor;
  errors = [];
  warnings = [];
  error(path, message) {
    this.errors.push({ path, message });
  }
  /** Checks `value`'s keys: required ones present, known ones typed, unknown ones refused. */
  fields(value, path, spec) {
    if (!isObject(value)) {
      this.error(path, "must be an object");
      return false;
    }
    for (const [key, field] of Object.entries(spec)) {
      if (field.required === true && !Object.hasOwn(value, key)) this.error(join(path, key), "is required");
    }
    for (const [key, v] of Object.entries(value)) {
      const field = Object.hasOwn(spec, key) ? spec[key] : void 0;
      if (field === void 0 || field.since !== void 0 && this.minor < field.since) {
        this.error(join(path, key), field === void 0 ? "is not an ATIF field (custom data belongs in 'extra')" : `is not an ATIF-v1.${this.minor} field (added in v1.${field.since})`);
        continue;
      }
      if (v === null && field.required !== true) continue;
      const problem = field.check(v);
      if (problem !== void 0) this.error(join(path, key), problem);
    }
    return true;
  }
};
function join(path, key) {
  return path === "" ? String(key) : `${path}.${key}`;
}
var content = (minor) => minor >= 6 ? (v) => typeof v === "string" || Array.isArray(v) ? void 0 : "must be a string or an array of content parts" : str;
var MAX_SUBAGENT_DEPTH = 200;
function validateTrajectory(v, minor, value, path, subagent, depth = 0) {
  if (depth > MAX_SUBAGENT_DEPTH) {
    v.error(path, `subagent trajectories are nested more than ${MAX_SUBAGENT_DEPTH} deep`);
    return;
  }
  const root = {
    schema_version: { check: str, required: !subagent },
    session_id: { check: str, required: minor < 7 },
    agent: { check: obj, required: true },
    steps: { check: arr, required: true },
    notes: { check: str },
    final_metrics: { check: obj },
    extra: { check: obj, since: 1 },
    continued_trajectory_ref: { check: str },
    trajectory_id: { check: str, since: 7 },
    subagent_trajectories: { check: arr, since: 7 }
  };
  if (!v.fields(value, path, root)) return;
  if (isObject(value.agent)) {
    v.fields(value.agent, join(path, "agent"), {
      name: { check: str, required: true },
      version: { check: str, required: true },
      model_name: { check: str },
      extra: { check: obj },
      tool_definitions: { check: listOf(obj, "objects"), since: 5 }
    });
  }
  if (isObject(value.final_metrics)) {
    v.fields(value.final_metrics, join(path, "final_metrics"), {
      total_prompt_tokens: { check: int },
      total_completion_tokens: { check: int },
      total_cached_tokens: { check: int },
      total_cost_usd: { check: num },
      total_steps: { check: int },
      extra: { check: obj }
    });
  }
  const seenCallIds = /* @__PURE__ */ new Map();
  if (Array.isArray(value.steps)) value.steps.forEach((step, i) => validateStep(v, minor, step, join(join(path, "steps"), i), i, seenCallIds));
  if (Array.isArray(value.subagent_trajectories)) {
    const ids = /* @__PURE__ */ new Set();
    value.subagent_trajectories.forEach((sub, i) => {
      const subPath = join(join(path, "subagent_trajectories"), i);
      validateTrajectory(v, minor, sub, subPath, true, depth + 1);
      const id = isObject(sub) ? sub.trajectory_id : void 0;
      if (typeof id !== "string") v.error(join(subPath, "trajectory_id"), "is required for an embedded subagent trajectory");
      else if (ids.has(id)) v.error(join(subPath, "trajectory_id"), `'${id}' is used by an earlier sibling subagent trajectory`);
      else ids.add(id);
    });
  }
}
var AGENT_ONLY = ["model_name", "reasoning_effort", "reasoning_content", "tool_calls", "metrics"];
function validateStep(v, minor, step, path, index, seenCallIds) {
  const spec = {
    step_id: { check: int, required: true },
    timestamp: { check: str },
    source: { check: (x) => x === "system" || x === "user" || x === "agent" ? void 0 : "must be 'system', 'user' or 'agent'", required: true },
    model_name: { check: str },
    reasoning_effort: { check: strOrNum },
    message: { check: content(minor), required: true },
    reasoning_content: { check: str },
    tool_calls: { check: arr },
    observation: { check: obj },
    metrics: { check: obj },
    extra: { check: obj },
    is_copied_context: { check: bool },
    llm_call_count: { check: (x) => typeof x === "number" && Number.isInteger(x) && x >= 0 ? void 0 : "must be a whole number of 0 or more", since: 7 }
  };
  if (!v.fields(step, path, spec)) return;
  if (typeof step.step_id === "number" && Number.isInteger(step.step_id) && step.step_id !== index + 1) {
    v.error(join(path, "step_id"), `must be ${index + 1} (steps are numbered 1, 2, \u2026 in order), got ${step.step_id}`);
  }
  if (typeof step.timestamp === "string" && !validTimestamp(step.timestamp)) v.error(join(path, "timestamp"), `'${step.timestamp}' is not an ISO 8601 timestamp`);
  if (step.source === "system" || step.source === "user") {
    for (const key of AGENT_ONLY) {
      if (step[key] !== void 0 && step[key] !== null) v.error(join(path, key), `is only allowed on agent steps, not on a ${step.source} step`);
    }
  }
  if (step.source === "system" && step.observation !== void 0 && step.observation !== null && minor < 2) {
    v.error(join(path, "observation"), `is allowed on system steps from ATIF-v1.2 on, not in ATIF-v1.${minor}`);
  }
  if (step.llm_call_count === 0) {
    for (const key of ["metrics", "reasoning_content"]) {
      if (step[key] !== void 0 && step[key] !== null) v.error(join(path, key), "must be absent on a step with llm_call_count 0 (deterministic dispatch)");
    }
  }
  const callIds = /* @__PURE__ */ new Set();
  if (Array.isArray(step.tool_calls)) {
    step.tool_calls.forEach((call, i) => {
      const callPath = join(join(path, "tool_calls"), i);
      if (!v.fields(call, callPath, { tool_call_id: { check: str, required: true }, function_name: { check: str, required: true }, arguments: { check: obj, required: true }, extra: { check: obj, since: 7 } })) return;
      if (typeof call.tool_call_id !== "string") return;
      callIds.add(call.tool_call_id);
      const earlier = seenCallIds.get(call.tool_call_id);
      if (earlier !== void 0 && earlier !== index) v.warnings.push({ path: join(callPath, "tool_call_id"), message: `'${call.tool_call_id}' is also used in step ${earlier + 1} (tool call ids should be unique)` });
      else seenCallIds.set(call.tool_call_id, index);
    });
  }
  if (isObject(step.observation)) validateObservation(v, minor, step.observation, join(path, "observation"), callIds);
  if (isObject(step.metrics)) validateMetrics(v, step.metrics, join(path, "metrics"));
}
function validateObservation(v, minor, observation, path, callIds) {
  if (!v.fields(observation, path, { results: { check: arr, required: true } }) || !Array.isArray(observation.results)) return;
  observation.results.forEach((result, i) => {
    const resultPath = join(join(path, "results"), i);
    const ok = v.fields(result, resultPath, {
      source_call_id: { check: str },
      content: { check: content(minor) },
      subagent_trajectory_ref: { check: arr },
      extra: { check: obj, since: 7 }
    });
    if (!ok) return;
    if (typeof result.source_call_id === "string" && !callIds.has(result.source_call_id)) {
      v.error(join(resultPath, "source_call_id"), `'${result.source_call_id}' names no tool call of this step`);
    }
    if (Array.isArray(result.subagent_trajectory_ref)) {
      result.subagent_trajectory_ref.forEach((ref, j) => {
        const refPath = join(join(resultPath, "subagent_trajectory_ref"), j);
        const spec = { session_id: { check: str, required: minor < 7 }, trajectory_path: { check: str }, trajectory_id: { check: str, since: 7 }, extra: { check: obj } };
        if (!v.fields(ref, refPath, spec)) return;
        if (minor >= 7 && typeof ref.trajectory_id !== "string" && typeof ref.trajectory_path !== "string") {
          v.error(refPath, "a subagent ref needs a trajectory_id or a trajectory_path (ATIF-v1.7 resolves refs by trajectory_id)");
        }
      });
    }
  });
}
function validateMetrics(v, metrics, path) {
  v.fields(metrics, path, {
    prompt_tokens: { check: int },
    completion_tokens: { check: int },
    cached_tokens: { check: int },
    cost_usd: { check: num },
    prompt_token_ids: { check: listOf(int, "integers"), since: 4 },
    completion_token_ids: { check: listOf(int, "integers"), since: 3 },
    logprobs: { check: listOf(num, "numbers") },
    extra: { check: obj }
  });
  const lengthOf = (key) => Array.isArray(metrics[key]) ? metrics[key].length : void 0;
  const countOf = (key) => {
    const count = metrics[key];
    return typeof count === "number" ? count : void 0;
  };
  for (const [list, count] of [
    ["prompt_token_ids", "prompt_tokens"],
    ["completion_token_ids", "completion_tokens"],
    ["logprobs", "completion_tokens"]
  ]) {
    const length = lengthOf(list);
    const expected = countOf(count);
    if (length !== void 0 && expected !== void 0 && length !== expected) {
      v.warnings.push({ path: join(path, list), message: `has ${length} items but ${count} is ${expected} (advisory: the RFC's own example differs too)` });
    }
  }
}
function validateAtif(value) {
  const version = isObject(value) && typeof value.schema_version === "string" ? value.schema_version : null;
  const match = version === null ? null : /^ATIF-v1\.([0-7])$/.exec(version);
  const minor = match === null ? 7 : Number(match[1]);
  const v = new Validator(minor);
  if (version !== null && match === null) v.error("schema_version", `'${version}' is not a supported ATIF version (ATIF-v1.0 to ATIF-v1.7)`);
  validateTrajectory(v, minor, value, "", false);
  return { valid: v.errors.length === 0, version, errors: v.errors, warnings: v.warnings };
}
export {
  AGENT_EVAL_VERSION,
  BUILTIN_DECLARATIONS,
  BUILTIN_METRICS,
  EVIDENCE_FINAL_STATE,
  EVIDENCE_INITIAL_STATE,
  EVIDENCE_LOGS,
  EVIDENCE_TRACE,
  EVIDENCE_VERIFIER_LOGS,
  EventLogError,
  EventLogParser,
  InputError,
  MetricConfigError,
  MetricOutputSpec,
  PyFloat,
  TRIAL_METRIC_FACTORIES,
  TRIAL_STATUSES,
  UNAVAILABLE_METRICS,
  VERDICT_SEVERITY,
  aggregateRangeScore,
  anthropicMessages,
  anthropicThreadBody,
  buildJudgeStack,
  buildMessageHistory,
  buildProbeStack,
  builtinRegistry,
  builtinScenario,
  coerceValue,
  diffScoreTables,
  diffTrialReports,
  efficientToolUseMetric,
  evaluateRun,
  exactMatchMetric,
  externalCommandMetric,
  fullSystemPrompt,
  gradeDataset,
  historyPrompts,
  keywordMatchMetric,
  lastEventTimestamp,
  llmJudgeMetric,
  loadPluginMetrics,
  loadProbeAssets,
  mergeReport,
  mergeTrialReports,
  metricNameFor,
  ofType,
  openTrialEvidence,
  openaiInput,
  openaiThreadBody,
  parseReport,
  parseTrialReport,
  parseTrialReport2 as parseTrialReportForDiff,
  passAtK,
  pluginRegistry,
  pluginSpecs,
  probeRequest,
  probedAgents,
  reduceView,
  registryWithPlugins,
  renderComment,
  reportsToScoreTable,
  resolveMetricList,
  runCli,
  runMetrics,
  serializeReport,
  serializeTrialReport,
  shouldFail,
  signTestP,
  summarize,
  toConversation,
  tokenUsageMetric,
  toolCallCountMetric,
  trialReportToScoreTable,
  validateAtif,
  validateMetricResult,
  verdictLabel,
  verifierMetric
};
