import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  measurementSchema
} from "./chunk-ORNTTUT4.js";
import {
  describeJsonSyntaxError
} from "./chunk-3HSZMOAR.js";
import {
  ownKeysRecord
} from "./chunk-76JBENAE.js";
import {
  firstIssue,
  safeParseToFirstIssue
} from "./chunk-KA656VUM.js";
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
  return parsed.data;
}

export {
  evaluationCostSchema,
  metricJudgeSchema,
  metricRecordSchema,
  agentEvalBlockSchema,
  reportSchema,
  parseReport
};
