import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  measurementSchema
} from "./chunk-ORNTTUT4.js";
import {
  describeJsonSyntaxError
} from "./chunk-LAMXQWWM.js";
import {
  ownKeysRecord
} from "./chunk-7GJBLW7Q.js";
import {
  firstIssue,
  safeParseToFirstIssue
} from "./chunk-74ZREX4V.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

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
  inputs: ownKeysRecord(external_exports.string(), external_exports.string()).default({}),
  metrics: ownKeysRecord(external_exports.string(), metricRecordSchema).default({}),
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
function parseReport(text, source) {
  return parseReportWithRaw(text, source).report;
}
function parseReportWithRaw(text, source) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not valid JSON (${describeJsonSyntaxError(error, text)})`, { cause: error });
  }
  const parsed = safeParseToFirstIssue(reportSchema, raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(`${source}: field '${field ?? ""}': ${message}`);
  }
  return { report: parsed.data, raw };
}
function unknownField(raw, parsed, at = "") {
  if (Array.isArray(raw)) {
    if (!Array.isArray(parsed)) return void 0;
    for (let i = 0; i < raw.length; i++) {
      const field = unknownField(raw[i], parsed[i], `${at}${i}.`);
      if (field !== void 0) return field;
    }
    return void 0;
  }
  if (raw === null || typeof raw !== "object" || parsed === null || typeof parsed !== "object") return void 0;
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(parsed, key)) return `${at}${key}`;
    const field = unknownField(value, parsed[key], `${at}${key}.`);
    if (field !== void 0) return field;
  }
  return void 0;
}
function isLaterVersion(theirs, ours) {
  const parts = (version) => /^(\d+)\.(\d+)\.(\d+)/.exec(version)?.slice(1).map(Number);
  const a = parts(theirs);
  const b = parts(ours);
  if (a === void 0 || b === void 0) return false;
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}
function parseMergeableReport(text, source, version) {
  const { report, raw } = parseReportWithRaw(text, source);
  const writer = report.agent_eval?.tool_version;
  if (writer !== void 0 && isLaterVersion(writer, version)) {
    throw new Error(`${source}: written by agent-eval ${writer}, newer than this one (${version}), which may not keep all it holds; evaluate with agent-eval ${writer} or later, or pass --out to write another report`);
  }
  const field = unknownField(raw, report);
  if (field !== void 0) {
    throw new Error(
      `${source}: field '${field}' is not one agent-eval ${version} knows (another tool, a person or a newer agent-eval wrote it), and a merge would drop it; remove the field, or pass --out to write another report`
    );
  }
  return report;
}

export {
  evaluationCostSchema,
  metricJudgeSchema,
  metricRecordSchema,
  agentEvalBlockSchema,
  reportSchema,
  parseReport,
  unknownField,
  isLaterVersion,
  parseMergeableReport
};
