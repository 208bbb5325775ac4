/**
 * The trial report that `agent-eval grade` writes (issue 8 §4, issue 9 §1), as the diff reads it:
 * only the fields the diff needs are validated, everything else passes through, so a report from
 * a newer grader (more summary fields, more provenance) still diffs.
 *
 * - `trials[]`: `{task_id, trial_id, status, scores: {"<type>.<output>" | "view.<name>" |
 *   "grader.<name>" | "aggregator.<name>": value}, errors: {"<type>": message}}` in dataset order.
 *   A value may be a number, a boolean (a pass/fail outcome, counted 1/0), a label string (not
 *   diffed), `"NaN"` or null (a missing value).
 * - `summary`: `{"<key>": stats}` including `"<type>.<output>.pass@<k>"`; the diff recomputes
 *   every figure per task from `trials` (it pairs by task), and uses the summary for its key list.
 * - `results`: `{<grader or aggregator>: [one per trial: {score|rank|error, reason, metadata}]}`,
 *   aligned with `trials`: the reason text of a failing grader comes from here.
 * - `agent_eval`: provenance (metric versions, config digest, judge identity).
 *
 * A trial's task intent is read from `trials[].intent` or `trials[].task.intent`, or a top-level
 * `tasks: {<id>: {intent}}`, whichever the producer writes.
 *
 * Pure: parsing and validation only.
 */
import { ownKeysRecord } from "../core/own-record.js";
import { defineOwn, ownValue } from "../core/own-keys.js";
import { z } from "zod";
import { firstIssue, safeParseToFirstIssue } from "../core/schema-issue.js";

/** One score value as written by the grader. */
export type TrialScoreValue = number | boolean | string | null;

export interface TrialEntry {
  readonly task_id: string;
  readonly trial_id: string;
  readonly status: string;
  readonly scores: Readonly<Record<string, TrialScoreValue>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly intent?: string;
}

/** One runner result for one trial (GraderScore, GraderRank or GraderError). */
export interface GraderResultEntry {
  readonly name?: string;
  readonly score?: number | null;
  readonly rank?: readonly number[] | null;
  readonly error?: string | null;
  readonly reason?: string | null;
}

export interface TrialReport {
  readonly trials: readonly TrialEntry[];
  readonly summary: Readonly<Record<string, unknown>>;
  readonly results: Readonly<Record<string, readonly (GraderResultEntry | null)[]>>;
  /** Task intents by task id (from `tasks` or the trials). */
  readonly intents: Readonly<Record<string, string>>;
  /** Provenance fields that must agree between the sides, flattened to strings. */
  readonly provenance: Readonly<Record<string, string>>;
  /** Per-key provenance (e.g. `metric_version` of the metric type behind a key). */
  readonly keyProvenance: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The `agent_eval.shard` blocks of the files read (`grade --shard i/n`), with the dataset they slice. */
  readonly shards?: readonly ShardOfDataset[];
}

/** One shard report's place: shard `index` of `total` of the dataset file `dataset` (digest `sha256`). */
export interface ShardOfDataset {
  readonly index: number;
  readonly total: number;
  readonly dataset: string;
  readonly sha256: string;
}

/** The shard block of a report's agent_eval, when it is one `grade --shard i/n` wrote (else none). */
function shardOf(agentEval: Readonly<Record<string, unknown>> | undefined): ShardOfDataset[] {
  const shard = agentEval?.shard as { index?: unknown; total?: unknown } | null | undefined;
  const dataset = agentEval?.dataset as { file?: unknown; sha256?: unknown } | null | undefined;
  if (typeof shard !== "object" || shard === null || !Number.isInteger(shard.index) || !Number.isInteger(shard.total)) return [];
  const index = shard.index as number;
  const total = shard.total as number;
  if (!(index >= 1 && index <= total && total <= 100_000)) return [];
  return [{ index, total, dataset: typeof dataset?.file === "string" ? dataset.file : "the dataset", sha256: typeof dataset?.sha256 === "string" ? dataset.sha256 : "" }];
}

/**
 * The shards a side lacks, per sliced dataset: `grade --shard i/n` reports of one grading that are
 * not all n of them (a matrix job that failed or was not downloaded) leave whole tasks out silently.
 */
export function missingShards(report: TrialReport): { dataset: string; total: number; missing: number[] }[] {
  const groups = new Map<string, { dataset: string; total: number; present: Set<number> }>();
  for (const s of report.shards ?? []) {
    const key = JSON.stringify([s.dataset, s.sha256, s.total]);
    const group = groups.get(key) ?? { dataset: s.dataset, total: s.total, present: new Set<number>() };
    group.present.add(s.index);
    groups.set(key, group);
  }
  const out: { dataset: string; total: number; missing: number[] }[] = [];
  for (const { dataset, total, present } of groups.values()) {
    const missing: number[] = [];
    for (let i = 1; i <= total; i++) if (!present.has(i)) missing.push(i);
    if (missing.length > 0) out.push({ dataset, total, missing });
  }
  return out;
}

const id = z.union([z.string().min(1), z.number().int()]).transform(String);
const scoreValue = z.union([z.number(), z.boolean(), z.string(), z.null()]);

const trialSchema = z
  .object({
    task_id: id,
    trial_id: id,
    status: z.string().default("completed"),
    scores: ownKeysRecord(z.string(), scoreValue).default({}),
    errors: ownKeysRecord(z.string(), z.union([z.string(), z.null()]).transform((e) => e ?? "error")).default({}),
    intent: z.string().optional(),
    task: z.object({ intent: z.string().optional() }).passthrough().optional(),
  })
  .passthrough();

const resultSchema = z
  .object({
    name: z.string().optional(),
    score: z.union([z.number(), z.string(), z.null()]).optional(),
    rank: z.array(z.number()).nullable().optional(),
    error: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
  })
  .passthrough()
  .nullable();

const metricRecord = z.object({ version: z.union([z.string(), z.number()]).nullable().optional(), sha256: z.string().optional() }).passthrough();
const taskRecord = z.object({ intent: z.string().nullable().optional() }).passthrough();
const namedEntry = z.object({ name: z.string(), class: z.string().optional(), type: z.string().optional(), version: z.union([z.string(), z.number()]).nullable().optional() }).passthrough();

const reportSchema = z
  .object({
    trials: z.array(trialSchema),
    summary: ownKeysRecord(z.string(), z.unknown()).default({}),
    results: ownKeysRecord(z.string(), z.array(resultSchema)).default({}),
    // `agent-eval grade` writes an array of task descriptors ({id, metrics, views}); a map by id is accepted too.
    tasks: z.union([z.array(taskRecord.extend({ id: id })), ownKeysRecord(z.string(), taskRecord)]).optional(),
    agent_eval: z
      .object({
        metrics: ownKeysRecord(z.string(), metricRecord).optional(),
        graders: z.union([z.array(namedEntry), ownKeysRecord(z.string(), metricRecord)]).optional(),
        aggregators: z.array(namedEntry).optional(),
        config: z.object({ sha256: z.string().optional() }).passthrough().nullable().optional(),
        config_sha256: z.string().optional(),
        judge_model: z.string().optional(),
        judge_provider: z.string().optional(),
        judge: z.object({ model: z.string().optional(), provider: z.string().optional(), settings: z.unknown().optional() }).passthrough().nullable().optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough()
  .superRefine((report, ctx) => {
    const seen = new Set<string>();
    for (const [i, trial] of report.trials.entries()) {
      const key = `${trial.task_id}\u0000${trial.trial_id}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["trials", i, "trial_id"], message: `duplicate trial '${trial.trial_id}' of task '${trial.task_id}'` });
      seen.add(key);
    }
    for (const [name, list] of Object.entries(report.results)) {
      if (list.length !== report.trials.length) {
        ctx.addIssue({ code: "custom", path: ["results", name], message: `has ${list.length} results for ${report.trials.length} trials (one per trial, in dataset order)` });
      }
    }
  });

/** True when a parsed JSON value looks like a trial report rather than a GlossoGen run report. */
export function looksLikeTrialReport(raw: unknown): boolean {
  return typeof raw === "object" && raw !== null && Array.isArray((raw as Record<string, unknown>).trials) && !("measurements" in raw);
}

/** The metric type behind a summary key: `exact_match.correct` → `exact_match`; views, graders and aggregators have none. */
export function metricTypeOf(key: string): string | undefined {
  if (/^(view|grader|aggregator)\./.test(key)) return undefined;
  const dot = key.indexOf(".");
  return dot < 0 ? undefined : key.slice(0, dot);
}

/** Built-in metric types and OpenJudge graders that never call a judge: a judge change cannot move them. */
const DETERMINISTIC_TYPES = new Set(["exact_match", "keyword_match", "tool_call_count", "efficient_tool_use", "token_usage", "verifier"]);
const DETERMINISTIC_GRADERS = new Set(["StringMatchGrader", "JsonValidatorGrader", "JsonMatchGrader", "SyntaxCheckGrader", "CodeExecutionGrader"]);

interface Provenance {
  readonly provenance: Record<string, string>;
  /** metric type or grader/aggregator name → "name@version" or "name: Class". */
  readonly versions: Record<string, string>;
  /** metric type → the sha256 of its module file (custom metrics): changed code, changed yardstick. */
  readonly code: Record<string, string>;
  readonly judge: Record<string, string>;
  /** Grader and aggregator names known not to call a judge. */
  readonly deterministic: Set<string>;
}

function provenanceOf(agentEval: z.infer<typeof reportSchema>["agent_eval"]): Provenance {
  const provenance: Record<string, string> = {};
  const versions: Record<string, string> = {};
  const judge: Record<string, string> = {};
  const code: Record<string, string> = {};
  const deterministic = new Set<string>();
  if (agentEval === undefined) return { provenance, versions, code, judge, deterministic };
  const config = agentEval.config?.sha256 ?? agentEval.config_sha256;
  if (config !== undefined) provenance.config_sha256 = config;
  for (const [name, record] of Object.entries(agentEval.metrics ?? {})) {
    if (record.version !== undefined && record.version !== null) defineOwn(versions, name, `${name}@${String(record.version)}`);
    if (record.sha256 !== undefined) defineOwn(code, name, `${name}: sha256 ${record.sha256.slice(0, 12)}`);
  }
  const graders = agentEval.graders;
  if (Array.isArray(graders)) {
    for (const g of [...graders, ...(agentEval.aggregators ?? [])]) {
      const kind = g.class ?? g.type;
      if (kind !== undefined) defineOwn(versions, g.name, `${g.name}: ${kind}${g.version === undefined || g.version === null ? "" : `@${String(g.version)}`}`);
      if (g.class !== undefined && DETERMINISTIC_GRADERS.has(g.class)) deterministic.add(g.name);
    }
  } else {
    for (const [name, record] of Object.entries(graders ?? {})) {
      if (record.version !== undefined && record.version !== null) defineOwn(versions, name, `${name}@${String(record.version)}`);
    }
  }
  const model = agentEval.judge?.model ?? agentEval.judge_model;
  const provider = agentEval.judge?.provider ?? agentEval.judge_provider;
  if (model !== undefined) judge.judge_model = model;
  if (provider !== undefined) judge.judge_provider = provider;
  const settings = agentEval.judge?.settings;
  if (settings !== undefined && settings !== null) judge.judge_settings = JSON.stringify(settings);
  return { provenance, versions, code, judge, deterministic };
}

/** Parse and validate a trial report; the error names the source and the offending field. */
export function parseTrialReport(raw: unknown, source: string): TrialReport {
  const parsed = safeParseToFirstIssue(reportSchema, raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(`${source}: field '${field ?? ""}': ${message}`);
  }
  const data = parsed.data;
  const intents: Record<string, string> = {};
  const taskList = Array.isArray(data.tasks) ? data.tasks.map((t) => [t.id, t] as const) : Object.entries(data.tasks ?? {});
  for (const [taskId, task] of taskList) if (typeof task.intent === "string") defineOwn(intents, taskId, task.intent);
  const trials: TrialEntry[] = data.trials.map((t) => {
    const intent = t.intent ?? t.task?.intent;
    if (intent !== undefined && ownValue(intents, t.task_id) === undefined) defineOwn(intents, t.task_id, intent);
    return { task_id: t.task_id, trial_id: t.trial_id, status: t.status, scores: t.scores, errors: t.errors, ...(intent === undefined ? {} : { intent }) };
  });
  const { provenance, versions, code, judge, deterministic } = provenanceOf(data.agent_eval);
  const keys = new Set<string>(Object.keys(data.summary));
  for (const t of trials) for (const k of Object.keys(t.scores)) keys.add(k);
  const keyProvenance: Record<string, Record<string, string>> = {};
  for (const key of keys) {
    const fields: Record<string, string> = {};
    const base = key.replace(/\.pass@\d+$/, "");
    const type = metricTypeOf(base);
    const graderName = /^(?:grader|aggregator)\.(.+)$/.exec(base)?.[1];
    const version = type === undefined ? (graderName === undefined ? undefined : ownValue(versions, graderName)) : ownValue(versions, type);
    if (version !== undefined) fields.metric_version = version;
    const metricCode = type === undefined ? undefined : ownValue(code, type);
    if (metricCode !== undefined) fields.metric_code = metricCode;
    // Judge identity applies to every key that may come from an LLM: llm_judge and custom metrics,
    // LLM graders, and views and aggregators (which may combine them).
    const judged = type === undefined ? graderName === undefined || !deterministic.has(graderName) : !DETERMINISTIC_TYPES.has(type);
    if (judged) Object.assign(fields, judge);
    defineOwn(keyProvenance, key, fields);
  }
  const results: Record<string, (GraderResultEntry | null)[]> = {};
  for (const [name, list] of Object.entries(data.results)) {
    defineOwn(results, name, list.map((r) =>
      r === null
        ? null
        : {
            ...(r.name === undefined ? {} : { name: r.name }),
            ...(r.score === undefined ? {} : { score: typeof r.score === "string" ? Number(r.score) : r.score }),
            ...(r.rank === undefined ? {} : { rank: r.rank }),
            ...(r.error === undefined ? {} : { error: r.error }),
            ...(r.reason === undefined ? {} : { reason: r.reason }),
          },
    ));
  }
  const shards = shardOf(data.agent_eval);
  return { trials, summary: data.summary, results, intents, provenance, keyProvenance, ...(shards.length === 0 ? {} : { shards }) };
}

/**
 * Several trial reports of one side (shards of one dataset, or several datasets) as one: trials
 * and results concatenated in the given order. A trial id repeated across the reports is an error
 * (a shard given twice would double-count). Provenance must agree across the files.
 */
export function mergeTrialReports(reports: readonly { readonly report: TrialReport; readonly source: string }[]): TrialReport {
  if (reports.length === 1) return (reports[0] as { report: TrialReport }).report;
  const trials: TrialEntry[] = [];
  const results: Record<string, (GraderResultEntry | null)[]> = {};
  const intents: Record<string, string> = {};
  const keyProvenance: Record<string, Record<string, string>> = {};
  const summary: Record<string, unknown> = {};
  const seen = new Map<string, string>();
  const shards: ShardOfDataset[] = [];
  let provenance: Readonly<Record<string, string>> | undefined;
  for (const { report, source } of reports) {
    const offset = trials.length;
    for (const t of report.trials) {
      const key = `${t.task_id}\u0000${t.trial_id}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) throw new Error(`${source}: trial '${t.trial_id}' of task '${t.task_id}' is also in ${earlier} (a shard given twice?)`);
      seen.set(key, source);
      trials.push(t);
    }
    for (const name of new Set([...Object.keys(results), ...Object.keys(report.results)])) {
      const list = ownValue(results, name) ?? new Array<GraderResultEntry | null>(offset).fill(null);
      list.push(...(ownValue(report.results, name) ?? new Array<GraderResultEntry | null>(report.trials.length).fill(null)));
      defineOwn(results, name, list);
    }
    shards.push(...(report.shards ?? []));
    for (const [k, v] of Object.entries(report.intents)) defineOwn(intents, k, v);
    for (const [k, v] of Object.entries(report.keyProvenance)) defineOwn(keyProvenance, k, { ...(ownValue(keyProvenance, k) ?? {}), ...v });
    for (const k of Object.keys(report.summary)) defineOwn(summary, k, null);
    if (provenance === undefined) provenance = report.provenance;
    else if (JSON.stringify(provenance) !== JSON.stringify(report.provenance)) {
      throw new Error(`${source}: its provenance (${JSON.stringify(report.provenance)}) differs from the other reports of this side (${JSON.stringify(provenance)})`);
    }
  }
  return { trials, summary, results, intents, provenance: provenance ?? {}, keyProvenance, ...(shards.length === 0 ? {} : { shards }) };
}
