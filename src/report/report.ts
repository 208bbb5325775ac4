/**
 * The `<scenario>_report.json` model: GlossoGen's schema (spec §6.1) plus an additive
 * `agent_eval` block for failures and provenance (product decision 3), and the parsing of an
 * existing report. Merge-on-rerun (§6.4) and the byte-exact serialisation (§6.2) live in
 * report-write.ts, without zod, so an evaluation that has no report to merge into loads no zod.
 */
import { ownKeysRecord } from "../core/own-record.js";
import { describeJsonSyntaxError } from "../core/json-error.js";
import { z } from "zod";
import { measurementSchema } from "../core/measurement-schema.js";
import { firstIssue, safeParseToFirstIssue } from "../core/schema-issue.js";

export { type CostPolicy, type InvocationResult, mergeReport, serializeReport } from "./report-write.js";

const usageSchema = z.object({
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  cache_read_input_tokens: z.number().int(),
  cache_creation_input_tokens: z.number().int(),
});

export const evaluationCostSchema = z.object({
  usage: usageSchema,
  estimated_cost_usd: z.number(),
  model: z.string(),
  provider_name: z.string(),
});
export type EvaluationCost = z.output<typeof evaluationCostSchema>;

/** The judge behind one metric's measurements: who answered and the usage of those answers. */
export const metricJudgeSchema = z.object({
  model: z.string(),
  provider: z.string(),
  usage: usageSchema,
});
export type MetricJudge = z.output<typeof metricJudgeSchema>;

export const metricRecordSchema = z.object({
  status: z.enum(["ok", "not_applicable", "failed"]),
  version: z.string(),
  measurements: z.array(z.string()).default([]),
  error: z.string().optional(),
  judge: metricJudgeSchema.optional(),
  /** A plug-in metric's declared direction and fraction (built-ins are known by name; see metrics/registry.ts). */
  direction: z.enum(["higher", "lower", "none"]).optional(),
  fraction: z.boolean().optional(),
});
export type MetricRecord = z.output<typeof metricRecordSchema>;

export const agentEvalBlockSchema = z.object({
  tool_version: z.string(),
  event_log_sha256: z.string(),
  incomplete_run: z.boolean().default(false),
  flags: z.array(z.string()).default([]),
  inputs: ownKeysRecord(z.string(), z.string()).default({}),
  metrics: ownKeysRecord(z.string(), metricRecordSchema).default({}),
  /** Odd shapes of the event log that were accepted (see read-run.ts), so a reader of the report knows. */
  log_warnings: z.array(z.string()).optional(),
});
export type AgentEvalBlock = z.output<typeof agentEvalBlockSchema>;

export const reportSchema = z.object({
  simulation_id: z.string(),
  scenario_name: z.string(),
  measurements: z.array(measurementSchema),
  evaluation_cost: evaluationCostSchema,
  agent_eval: agentEvalBlockSchema.optional(),
});
export type EvaluationReport = z.output<typeof reportSchema>;

/** Parse an existing report; errors name the offending field (and quote none of the text). */
export function parseReport(text: string, source: string): EvaluationReport {
  return parseReportWithRaw(text, source).report;
}

function parseReportWithRaw(text: string, source: string): { report: EvaluationReport; raw: unknown } {
  let raw: unknown;
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

/**
 * The first field of `raw` (a report as JSON.parse read it) that `parsed` (what the schema made of
 * it) lacks: a field this version does not know, which a merge would drop. The path is written as
 * firstIssue writes one ("measurements.1.confidence").
 */
export function unknownField(raw: unknown, parsed: unknown, at = ""): string | undefined {
  if (Array.isArray(raw)) {
    if (!Array.isArray(parsed)) return undefined;
    for (let i = 0; i < raw.length; i++) {
      const field = unknownField(raw[i], parsed[i], `${at}${i}.`);
      if (field !== undefined) return field;
    }
    return undefined;
  }
  if (raw === null || typeof raw !== "object" || parsed === null || typeof parsed !== "object") return undefined;
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(parsed, key)) return `${at}${key}`;
    const field = unknownField(value, (parsed as Record<string, unknown>)[key], `${at}${key}.`);
    if (field !== undefined) return field;
  }
  return undefined;
}

/** Whether version `theirs` (X.Y.Z…) is later than `ours`; false when either is not X.Y.Z. */
export function isLaterVersion(theirs: string, ours: string): boolean {
  const parts = (version: string): number[] | undefined => /^(\d+)\.(\d+)\.(\d+)/.exec(version)?.slice(1).map(Number);
  const a = parts(theirs);
  const b = parts(ours);
  if (a === undefined || b === undefined) return false;
  for (let i = 0; i < 3; i++) if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) > (b[i] as number);
  return false;
}

/**
 * Parse an existing report to merge into: as parseReport, and refused (an Error saying why) when
 * a merge by agent-eval `version` could lose something: the report was written by a later
 * agent-eval, or holds a field this version does not know (the merge writes only known fields).
 */
export function parseMergeableReport(text: string, source: string, version: string): EvaluationReport {
  const { report, raw } = parseReportWithRaw(text, source);
  const writer = report.agent_eval?.tool_version;
  if (writer !== undefined && isLaterVersion(writer, version)) {
    throw new Error(`${source}: written by agent-eval ${writer}, newer than this one (${version}), which may not keep all it holds; evaluate with agent-eval ${writer} or later, or pass --out to write another report`);
  }
  const field = unknownField(raw, report);
  if (field !== undefined) {
    throw new Error(
      `${source}: field '${field}' is not one agent-eval ${version} knows (another tool, a person or a newer agent-eval wrote it), and a merge would drop it; remove the field, or pass --out to write another report`,
    );
  }
  return report;
}
