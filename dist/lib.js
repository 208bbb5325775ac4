import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunks/chunk-AWE3C27O.js";
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
} from "./chunks/chunk-O3T4NFJK.js";
import {
  parseTrialReport as parseTrialReport2
} from "./chunks/chunk-GL5WYNCH.js";
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
} from "./chunks/chunk-L6VPQSSJ.js";
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
} from "./chunks/chunk-Q4EL4YHB.js";
import "./chunks/chunk-SQ2UB2SU.js";
import {
  AGENT_EVAL_VERSION
} from "./chunks/chunk-UG5WN6ZA.js";
import "./chunks/chunk-BRQZZP3D.js";
import "./chunks/chunk-AUO7JLO2.js";
import "./chunks/chunk-DGJC227G.js";
import "./chunks/chunk-O5SDIVA5.js";
import {
  buildJudgeStack,
  buildProbeStack
} from "./chunks/chunk-CKEUYNKI.js";
import "./chunks/chunk-HCZV36L4.js";
import {
  buildMessageHistory,
  lastEventTimestamp,
  probeRequest,
  probedAgents
} from "./chunks/chunk-ALRPQX7A.js";
import {
  toConversation
} from "./chunks/chunk-ZJOIMBVE.js";
import "./chunks/chunk-GGDGZLDO.js";
import "./chunks/chunk-ORNTTUT4.js";
import {
  reportsToScoreTable
} from "./chunks/chunk-LK5F76WY.js";
import {
  loadProbeAssets
} from "./chunks/chunk-TLDYGX67.js";
import {
  builtinScenario,
  externalCommandMetric,
  loadPluginMetrics,
  pluginRegistry,
  pluginSpecs,
  registryWithPlugins,
  runMetrics
} from "./chunks/chunk-MKJ3MT4X.js";
import {
  BUILTIN_DECLARATIONS,
  BUILTIN_METRICS,
  UNAVAILABLE_METRICS,
  builtinRegistry,
  resolveMetricList
} from "./chunks/chunk-VTNSK7JX.js";
import "./chunks/chunk-K2GLU2FO.js";
import "./chunks/chunk-QXKP6OXB.js";
import "./chunks/chunk-AU4CGQBR.js";
import "./chunks/chunk-H5ITCIL5.js";
import "./chunks/chunk-JNUR4NUC.js";
import "./chunks/chunk-QJRR5QJN.js";
import {
  fullSystemPrompt,
  historyPrompts
} from "./chunks/chunk-DASWF4AS.js";
import "./chunks/chunk-7JKKI3U2.js";
import {
  metricNameFor,
  ofType
} from "./chunks/chunk-7OZOL6PT.js";
import "./chunks/chunk-Y5GWXIEH.js";
import "./chunks/chunk-66NPHHCH.js";
import "./chunks/chunk-QITUHNQM.js";
import {
  EventLogParser
} from "./chunks/chunk-WOIYEFSG.js";
import "./chunks/chunk-KOGF5K4K.js";
import "./chunks/chunk-VM7EAPB7.js";
import "./chunks/chunk-J6F6MZKC.js";
import "./chunks/chunk-RNBRVDIZ.js";
import "./chunks/chunk-VAM67OB3.js";
import "./chunks/chunk-DGVC2KCS.js";
import "./chunks/chunk-WE7WMGMW.js";
import "./chunks/chunk-YQUIWL3O.js";
import "./chunks/chunk-LAMXQWWM.js";
import "./chunks/chunk-OSQLWR62.js";
import {
  EventLogError,
  InputError
} from "./chunks/chunk-Q5Q3ZZMX.js";
import {
  daysInMonth,
  isLeapYear
} from "./chunks/chunk-GYEXMW2G.js";
import {
  coerceBoolean,
  coerceContinuous,
  coerceDiscrete,
  coerceValue
} from "./chunks/chunk-OFXXVDK2.js";
import "./chunks/chunk-EZQ3DI64.js";
import {
  PyFloat
} from "./chunks/chunk-6UXS7MO4.js";
import "./chunks/chunk-7GJBLW7Q.js";
import "./chunks/chunk-YGHWAPUX.js";
import "./chunks/chunk-74ZREX4V.js";
import "./chunks/chunk-BZ4VPST6.js";
import "./chunks/chunk-GGZDER7J.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/core/py-fromisoformat.ts
var IsoError = class extends Error {
};
var DASH = 45;
var COLON = 58;
var DOT = 46;
var COMMA = 44;
var PLUS = 43;
var W = 87;
var Z = 90;
var isDigit = (byte) => byte >= 48 && byte <= 57;
var CString = class {
  constructor(bytes) {
    this.bytes = bytes;
  }
  bytes;
  at(i) {
    return i < this.bytes.length ? this.bytes[i] : 0;
  }
  get length() {
    return this.bytes.length;
  }
};
function parseDigits(s, p, n) {
  let value = 0;
  for (let i = 0; i < n; i++) {
    const byte = s.at(p + i);
    if (!isDigit(byte)) throw new IsoError();
    value = value * 10 + (byte - 48);
  }
  return [value, p + n];
}
function separatorAt(s) {
  const n = s.length;
  if (n === 7) return 7;
  if (s.at(4) === DASH) {
    if (s.at(5) === W) {
      if (n > 8 && s.at(8) === DASH) {
        if (n === 9) throw new IsoError();
        return n > 10 && isDigit(s.at(10)) ? 8 : 10;
      }
      return 8;
    }
    return 10;
  }
  if (s.at(4) === W) {
    let idx = 7;
    while (idx < n && isDigit(s.at(idx))) idx++;
    if (idx < 9) return idx;
    return idx % 2 === 0 ? 7 : 8;
  }
  return 8;
}
function firstWeekday(year) {
  const y = year - 1;
  const ordinal = y * 365 + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + 1;
  return (ordinal + 6) % 7;
}
function checkIsoWeek(year, week, day) {
  if (year < 1 || year > 9999) throw new IsoError();
  if (week <= 0 || week >= 53) {
    const first = firstWeekday(year);
    if (!(week === 53 && (first === 3 || first === 2 && isLeapYear(year)))) throw new IsoError();
  }
  if (day <= 0 || day >= 8) throw new IsoError();
  if (year === 9999 && (week > 52 || week === 52 && day > 5)) throw new IsoError();
}
function parseDate(s, len) {
  const [year, afterYear] = parseDigits(s, 0, 4);
  let p = afterYear;
  const usesSeparator = s.at(p) === DASH;
  if (usesSeparator) p++;
  if (s.at(p) === W) {
    p++;
    let week;
    [week, p] = parseDigits(s, p, 2);
    let day2 = 1;
    if (p < len) {
      if (usesSeparator && s.at(p++) !== DASH) throw new IsoError();
      [day2] = parseDigits(s, p, 1);
    }
    checkIsoWeek(year, week, day2);
    return;
  }
  const [month, afterMonth] = parseDigits(s, p, 2);
  p = afterMonth;
  if (usesSeparator && s.at(p++) !== DASH) throw new IsoError();
  const [day] = parseDigits(s, p, 2);
  if (year < 1 || year > 9999 || month < 1 || month > 12) throw new IsoError();
  if (day < 1 || day > daysInMonth(year, month)) throw new IsoError();
}
function parseHhMmSsFf(s, p, end) {
  const values = [0, 0, 0];
  let hasSeparator = true;
  for (let i = 0; i < 3; i++) {
    [values[i], p] = parseDigits(s, p, 2);
    const c = s.at(p++);
    if (i === 0) hasSeparator = c === COLON;
    if (p >= end) return [values[0], values[1], values[2], 0, c !== 0];
    if (hasSeparator && c === COLON) continue;
    if (c === DOT || c === COMMA) break;
    if (!hasSeparator) p--;
    else throw new IsoError();
  }
  const remains = end - p;
  const toParse = Math.min(remains, 6);
  let microsecond;
  [microsecond, p] = parseDigits(s, p, toParse);
  if (toParse < 6) microsecond *= 10 ** (6 - toParse);
  while (isDigit(s.at(p))) p++;
  return [values[0], values[1], values[2], microsecond, s.at(p) !== 0];
}
function parseTime(s, start) {
  const end = s.length;
  let tz = start;
  do {
    const c = s.at(tz);
    if (c === Z || c === PLUS || c === DASH) break;
  } while (++tz < end);
  const [hour, minute, second, , more] = parseHhMmSsFf(s, start, tz);
  if (hour > 23 || minute > 59 || second > 59) throw new IsoError();
  if (tz === end) {
    if (more) throw new IsoError();
    return;
  }
  if (s.at(tz) === Z) {
    if (s.at(tz + 1) !== 0) throw new IsoError();
    return;
  }
  const [h, m, sec, us, tzMore] = parseHhMmSsFf(s, tz + 1, end);
  if (tzMore) throw new IsoError();
  if ((h * 3600 + m * 60 + sec) * 1e6 + us >= 864e8) throw new IsoError();
}
function utf8Bytes(text) {
  const points = Array.from(text, (c) => c.codePointAt(0));
  if (points.length < 7) return void 0;
  const isSurrogate = (p) => p !== void 0 && p >= 55296 && p <= 57343;
  for (const pos of [7, 8, 10]) {
    if (pos > points.length) break;
    if (isSurrogate(points[pos])) {
      points[pos] = 84;
      break;
    }
  }
  if (points.some(isSurrogate)) return void 0;
  return new TextEncoder().encode(String.fromCodePoint(...points));
}
function pyFromIsoFormatAccepts(text) {
  const bytes = utf8Bytes(text);
  if (bytes === void 0) return false;
  const s = new CString(bytes);
  try {
    const at = separatorAt(s);
    parseDate(s, at);
    if (s.length > at) {
      const lead = s.at(at);
      const width = (lead & 128) === 0 ? 1 : (lead & 240) === 224 ? 3 : (lead & 240) === 240 ? 4 : 2;
      parseTime(s, at + width);
    }
    return true;
  } catch (error) {
    if (error instanceof IsoError) return false;
    throw error;
  }
}

// src/graders/atif-validate.ts
var isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
function validTimestamp(text) {
  return pyFromIsoFormatAccepts(text.replaceAll("Z", "+00:00"));
}
function join(path, key) {
  return path === "" ? String(key) : `${path}.${key}`;
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
  /**
   * A pydantic model `name` (extra forbidden): not a dict is one error; else each field in the spec's
   * order (missing, or its check), then every unknown key in the value's order.
   */
  model(value, path, name, spec) {
    if (!isObject(value)) {
      this.error(path, `Input should be a valid dictionary or instance of ${name}`);
      return false;
    }
    for (const [key, field] of Object.entries(spec)) {
      if (field.since !== void 0 && this.minor < field.since) continue;
      if (!Object.hasOwn(value, key)) {
        if (field.required === true) this.error(join(path, key), "Field required");
        continue;
      }
      const v = value[key];
      if (v === null && field.required !== true) continue;
      field.check(this, v, join(path, key));
    }
    for (const key of Object.keys(value)) {
      const field = Object.hasOwn(spec, key) ? spec[key] : void 0;
      if (field === void 0) this.error(join(path, key), "Extra inputs are not permitted");
      else if (field.since !== void 0 && this.minor < field.since) this.error(join(path, key), `is not an ATIF-v1.${this.minor} field (added in v1.${field.since})`);
    }
    return true;
  }
};
var coerced = (coerce) => (v, value, path) => {
  const result = coerce(value);
  if (!result.ok) v.error(path, result.message);
};
var str = (v, value, path) => {
  if (typeof value !== "string") v.error(path, "Input should be a valid string");
};
var int = coerced(coerceDiscrete);
var float = coerced(coerceContinuous);
var bool = coerced(coerceBoolean);
var dict = (v, value, path) => {
  if (!isObject(value)) v.error(path, "Input should be a valid dictionary");
};
var list = (item) => (v, value, path) => {
  if (!Array.isArray(value)) v.error(path, "Input should be a valid list");
  else if (item !== void 0) value.forEach((x, i) => item(v, x, join(path, i)));
};
var strOrFloat = (v, value, path) => {
  if (typeof value !== "string" && !coerceContinuous(value).ok) v.error(path, "Input should be a valid string or a number");
};
var content = (v, value, path) => {
  if (typeof value === "string" || v.minor >= 6 && Array.isArray(value)) return;
  v.error(path, v.minor >= 6 ? "Input should be a valid string or a list of content parts" : "Input should be a valid string");
};
function intValue(value) {
  const result = coerceDiscrete(value);
  return result.ok ? result.value : void 0;
}
var MAX_SUBAGENT_DEPTH = 200;
function checkTrajectory(v, value, path, subagent, depth) {
  if (depth > MAX_SUBAGENT_DEPTH) {
    v.error(path, `subagent trajectories are nested more than ${MAX_SUBAGENT_DEPTH} deep`);
    return;
  }
  const subagentIds = /* @__PURE__ */ new Set();
  const spec = {
    schema_version: { check: str, required: !subagent },
    session_id: { check: str, required: v.minor < 7 },
    agent: { check: checkAgent, required: true },
    steps: { check: (vv, steps, p) => checkSteps(vv, steps, p), required: true },
    notes: { check: str },
    final_metrics: { check: checkFinalMetrics },
    extra: { check: dict, since: 1 },
    continued_trajectory_ref: { check: str },
    trajectory_id: { check: str, since: 7 },
    subagent_trajectories: {
      check: list((vv, sub, p) => {
        checkTrajectory(vv, sub, p, true, depth + 1);
        const id = isObject(sub) ? sub.trajectory_id : void 0;
        if (!isObject(sub)) return;
        if (typeof id !== "string") vv.error(join(p, "trajectory_id"), "is required for an embedded subagent trajectory");
        else if (subagentIds.has(id)) vv.error(join(p, "trajectory_id"), `'${id}' is used by an earlier sibling subagent trajectory`);
        else subagentIds.add(id);
      }),
      since: 7
    }
  };
  v.model(value, path, "Trajectory", spec);
}
var checkAgent = (v, value, path) => {
  v.model(value, path, "Agent", {
    name: { check: str, required: true },
    version: { check: str, required: true },
    model_name: { check: str },
    extra: { check: dict },
    tool_definitions: { check: list(dict), since: 5 }
  });
};
var checkFinalMetrics = (v, value, path) => {
  v.model(value, path, "FinalMetrics", {
    total_prompt_tokens: { check: int },
    total_completion_tokens: { check: int },
    total_cached_tokens: { check: int },
    total_cost_usd: { check: float },
    total_steps: { check: int },
    extra: { check: dict }
  });
};
function checkSteps(v, steps, path) {
  if (!Array.isArray(steps)) {
    v.error(path, "Input should be a valid list");
    return;
  }
  const seenCallIds = /* @__PURE__ */ new Map();
  steps.forEach((step, i) => checkStep(v, step, join(path, i), i, seenCallIds));
}
var AGENT_ONLY = ["model_name", "reasoning_effort", "reasoning_content", "tool_calls", "metrics"];
function checkStep(v, step, path, index, seenCallIds) {
  const callIds = /* @__PURE__ */ new Set();
  const spec = {
    step_id: { check: int, required: true },
    timestamp: { check: str },
    source: {
      check: (vv, x, p) => {
        if (x !== "system" && x !== "user" && x !== "agent") vv.error(p, "Input should be 'system', 'user' or 'agent'");
      },
      required: true
    },
    model_name: { check: str },
    reasoning_effort: { check: strOrFloat },
    message: { check: content, required: true },
    reasoning_content: { check: str },
    tool_calls: { check: list((vv, call, p) => checkToolCall(vv, call, p, index, callIds, seenCallIds)) },
    observation: { check: checkObservation },
    metrics: { check: checkMetrics },
    extra: { check: dict },
    is_copied_context: { check: bool },
    llm_call_count: {
      check: (vv, x, p) => {
        const count = intValue(x);
        if (count === void 0) int(vv, x, p);
        else if (count < 0) vv.error(p, "must be a whole number of 0 or more");
      },
      since: 7
    }
  };
  if (!v.model(step, path, "Step", spec)) return;
  const stepId = intValue(step.step_id);
  if (stepId !== void 0 && stepId !== index + 1) {
    v.error(join(path, "step_id"), `must be ${index + 1} (steps are numbered 1, 2, \u2026 in order), got ${stepId}`);
  }
  if (typeof step.timestamp === "string" && !validTimestamp(step.timestamp)) v.error(join(path, "timestamp"), `'${step.timestamp}' is not an ISO 8601 timestamp`);
  if (step.source === "system" || step.source === "user") {
    for (const key of AGENT_ONLY) {
      if (step[key] !== void 0 && step[key] !== null) v.error(join(path, key), `is only allowed on agent steps, not on a ${step.source} step`);
    }
  }
  if (step.source === "system" && step.observation !== void 0 && step.observation !== null && v.minor < 2) {
    v.error(join(path, "observation"), `is allowed on system steps from ATIF-v1.2 on, not in ATIF-v1.${v.minor}`);
  }
  if (v.minor >= 7 && step.llm_call_count !== null && step.llm_call_count !== void 0 && intValue(step.llm_call_count) === 0) {
    for (const key of ["metrics", "reasoning_content"]) {
      if (step[key] !== void 0 && step[key] !== null) v.error(join(path, key), "must be absent on a step with llm_call_count 0 (deterministic dispatch)");
    }
  }
  const results = isObject(step.observation) && Array.isArray(step.observation.results) ? step.observation.results : [];
  results.forEach((result, i) => {
    if (isObject(result) && typeof result.source_call_id === "string" && !callIds.has(result.source_call_id)) {
      v.error(join(path, `observation.results.${i}.source_call_id`), `'${result.source_call_id}' names no tool call of this step`);
    }
  });
}
function checkToolCall(v, call, path, stepIndex, callIds, seenCallIds) {
  const spec = {
    tool_call_id: { check: str, required: true },
    function_name: { check: str, required: true },
    arguments: { check: dict, required: true },
    extra: { check: dict, since: 7 }
  };
  if (!v.model(call, path, "ToolCall", spec) || typeof call.tool_call_id !== "string") return;
  callIds.add(call.tool_call_id);
  const earlier = seenCallIds.get(call.tool_call_id);
  if (earlier !== void 0 && earlier !== stepIndex) v.warnings.push({ path: join(path, "tool_call_id"), message: `'${call.tool_call_id}' is also used in step ${earlier + 1} (tool call ids should be unique)` });
  else seenCallIds.set(call.tool_call_id, stepIndex);
}
var checkObservation = (v, observation, path) => {
  v.model(observation, path, "Observation", {
    results: {
      check: list((vv, result, p) => {
        vv.model(result, p, "ObservationResult", {
          source_call_id: { check: str },
          content: { check: content },
          subagent_trajectory_ref: { check: list(checkSubagentRef) },
          extra: { check: dict, since: 7 }
        });
      }),
      required: true
    }
  });
};
var checkSubagentRef = (v, ref, path) => {
  const spec = { session_id: { check: str, required: v.minor < 7 }, trajectory_path: { check: str }, trajectory_id: { check: str, since: 7 }, extra: { check: dict } };
  if (!v.model(ref, path, "SubagentTrajectoryRef", spec)) return;
  if (v.minor >= 7 && typeof ref.trajectory_id !== "string" && typeof ref.trajectory_path !== "string") {
    v.error(path, "a subagent ref needs a trajectory_id or a trajectory_path (ATIF-v1.7 resolves refs by trajectory_id)");
  }
};
var checkMetrics = (v, metrics, path) => {
  const ok = v.model(metrics, path, "Metrics", {
    prompt_tokens: { check: int },
    completion_tokens: { check: int },
    cached_tokens: { check: int },
    cost_usd: { check: float },
    prompt_token_ids: { check: list(int), since: 4 },
    completion_token_ids: { check: list(int), since: 3 },
    logprobs: { check: list(float) },
    extra: { check: dict }
  });
  if (!ok) return;
  const lengthOf = (key) => Array.isArray(metrics[key]) ? metrics[key].length : void 0;
  for (const [listKey, countKey] of [
    ["prompt_token_ids", "prompt_tokens"],
    ["completion_token_ids", "completion_tokens"],
    ["logprobs", "completion_tokens"]
  ]) {
    const length = lengthOf(listKey);
    const expected = intValue(metrics[countKey]);
    if (length !== void 0 && metrics[countKey] !== null && metrics[countKey] !== void 0 && expected !== void 0 && length !== expected) {
      v.warnings.push({ path: join(path, listKey), message: `has ${length} items but ${countKey} is ${expected} (advisory: the RFC's own example differs too)` });
    }
  }
};
function validateAtif(value) {
  const version = isObject(value) && typeof value.schema_version === "string" ? value.schema_version : null;
  const match = version === null ? null : /^ATIF-v1\.([0-7])$/.exec(version);
  const minor = match === null ? 7 : Number(match[1]);
  const v = new Validator(minor);
  if (version !== null && match === null) v.error("schema_version", `'${version}' is not a supported ATIF version (ATIF-v1.0 to ATIF-v1.7)`);
  checkTrajectory(v, value, "", false, 0);
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
