/**
 * The trial report (issue 8 §4, documented in docs/trial-report.md): `trials`, `summary`,
 * `coverage`, `results` (OpenJudge), `tasks` (what each task ran, so the summary can be recomputed
 * from the report alone) and `agent_eval` (provenance). Its bytes are a pure function of the
 * dataset, the config and the recorded judge answers: no timestamps, no judge mode, no paths
 * beyond file names.
 *
 * Numbers are written as JSON numbers; the non-finite ones, which JSON lacks, as the strings
 * "NaN", "Infinity" and "-Infinity" (NeMo writes NaN as "NaN" too).
 *
 * Shards: `--shard i/n` grades the tasks at positions i-1, i-1+n, ... in first-appearance order
 * (whole tasks, so pass@k sees every attempt); `mergeTrialReports` puts the shards' trials back
 * in dataset order and recomputes the summary, giving the unsharded report byte for byte.
 */
import { ownKeysRecord } from "../core/own-record.js";
import { defineOwn, ownValue } from "../core/own-keys.js";
import { z } from "zod";
import { describeJsonSyntaxError } from "../core/json-error.js";
import { PyFloat } from "../core/json-format.js";
import { isJsonObject } from "../core/json-object.js";
import { pyJsonLoads, pyJsonToJs, pyJsonTooDeep, type PyJsonValue } from "../core/py-json.js";
import { isPyInt, pyFloatRepr } from "../core/py-repr.js";
import type { GraderOutput } from "../graders/contract.js";
import type { RangeStats } from "./stats.js";
import { summarize, type Coverage, type TaskDescriptor, type TrialEntry } from "./summary.js";

export const TRIAL_REPORT_FORMAT = "agent-eval/trial-report@1";

export interface Shard {
  readonly index: number;
  readonly total: number;
}

/** Provenance, as the run report's `agent_eval` block. */
export interface TrialProvenance {
  readonly report_format: string;
  readonly tool_version: string;
  readonly dataset: { readonly file: string; readonly sha256: string; readonly trials: number; readonly tasks: number };
  readonly config: { readonly file: string; readonly sha256: string };
  /** Every metric type the config runs: its version (null when the metric has none), source, and a module's sha256. */
  readonly metrics: Readonly<Record<string, { readonly version: string | null; readonly source: string; readonly sha256?: string }>>;
  /** OpenJudge graders and aggregators in config order. */
  readonly graders: readonly { readonly name: string; readonly class: string }[];
  readonly aggregators: readonly { readonly name: string; readonly type: string }[];
  /** The judge identity behind judge-backed metrics and graders (null when none is configured). */
  readonly judge: { readonly provider: string; readonly model: string; readonly settings: Readonly<Record<string, unknown>> } | null;
  readonly shard?: Shard;
}

export interface TrialReport {
  readonly trials: readonly TrialEntry[];
  readonly summary: Readonly<Record<string, RangeStats>>;
  readonly coverage: Readonly<Record<string, Coverage>>;
  readonly results: Readonly<Record<string, readonly (GraderOutput | null)[]>>;
  readonly tasks: readonly TaskDescriptor[];
  readonly agent_eval: TrialProvenance;
}

export function buildTrialReport(
  entries: readonly TrialEntry[],
  tasks: readonly TaskDescriptor[],
  results: Readonly<Record<string, readonly (GraderOutput | null)[]>>,
  provenance: TrialProvenance,
): TrialReport {
  const { summary, coverage } = summarize(
    tasks,
    entries,
    provenance.graders.map((g) => g.name),
    provenance.aggregators.map((a) => a.name),
  );
  return { trials: entries, summary, coverage, results, tasks, agent_eval: provenance };
}

/** Non-finite numbers as strings ("NaN", "Infinity", "-Infinity"). */
function reportValue(value: unknown): unknown {
  return typeof value === "number" && !Number.isFinite(value) ? (Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity") : value;
}

const escapeRegExp = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");

/** `results` names as OpenJudge's runner orders them: graders, then aggregators, in config order (the provenance's). */
function resultNames(report: TrialReport): string[] {
  const ordered = [...report.agent_eval.graders.map((g) => g.name), ...report.agent_eval.aggregators.map((a) => a.name)].filter((name) => Object.hasOwn(report.results, name));
  return [...new Set([...ordered, ...Object.keys(report.results)])];
}

const RESULTS_SLOT = "\u0000results\u0000";

/**
 * JSON text with reportValue's numbers, and the number texts JSON.stringify cannot write as
 * Python's `json.dumps` does: a negative zero as `-0.0` (as NeMo writes a score or a minimum of
 * -0.0; JavaScript's JSON would write 0), and a `bigint` (a dataset's int beyond 2^53 that a grader
 * echoes in its metadata, read exactly by core/py-json.ts) with every digit (`1152921504606846976`
 * for 2^60, where Number() would write the nearest double, `1152921504606847000`).
 * With `pythonFloats` (OpenJudge's `results`, which its runner writes with `json.dumps`), floats
 * are written as Python's `repr(float)`: a `PyFloat` (a dataset's or config's whole float, `1.0`)
 * always, and a plain number when it is not a Python int by core/py-repr.ts's rule (a fraction,
 * or a whole number from 1e16 on): `1e-07`, `1e-05`, `1e+20` where JavaScript writes `1e-7`,
 * `0.00001`, `100000000000000000000`. A plain whole number below 1e16 stays an int (`1`): its
 * Python type is unknown (a JavaScript grader's `1`), see docs/trial-report.md.
 * Node 20 has no JSON.rawJSON, so these go through a placeholder string (a marker and the number
 * text) that is unquoted afterwards; the marker is one that no key or string of the value holds.
 * `grade --json` prints its summary with it too, so stdout says what the report file says (plain
 * JSON.stringify would print an infinite sum as null, the value of "no finite value").
 */
export function stringifyReport(value: unknown, indent?: number, options: { readonly pythonFloats?: boolean } = {}): string {
  const pythonFloats = options.pythonFloats === true;
  for (let attempt = 0; ; attempt++) {
    const marker = `\u0000agent-eval-number:${attempt}\u0000`;
    let clash = false;
    const text = JSON.stringify(
      value,
      (key: string, item: unknown) => {
        if (key.includes(marker) || (typeof item === "string" && item.includes(marker))) clash = true;
        if (pythonFloats && item instanceof PyFloat) return Number.isFinite(item.value) ? `${marker}${pyFloatRepr(item.value)}` : reportValue(item.value);
        if (pythonFloats && typeof item === "number" && Number.isFinite(item) && !isPyInt(item)) return `${marker}${pyFloatRepr(item)}`;
        if (Object.is(item, -0)) return `${marker}-0.0`;
        if (typeof item === "bigint") return `${marker}${item.toString()}`;
        return reportValue(item);
      },
      indent,
    );
    if (clash) continue;
    const placeholder = new RegExp(`"${escapeRegExp(JSON.stringify(marker).slice(1, -1))}(-?[0-9]+(?:\\.[0-9]+)?(?:e[+-][0-9]+)?)"`, "g");
    return text.replace(placeholder, "$1");
  }
}

/** A grader result with its `score` marked a float (OpenJudge's GraderScore.score is one: `1.0`, not `1`). */
function withPyFloatScore(result: unknown): unknown {
  return isJsonObject(result) && typeof result.score === "number" ? { ...result, score: new PyFloat(result.score) } : result;
}

/**
 * The report file's bytes: 2-space JSON, non-finite numbers as strings, a final newline. `results`
 * is written in the runner's order, which a JavaScript object cannot hold for integer-like grader
 * names ("2", "1" would come first): its text is built apart and put in its place.
 */
export function serializeTrialReport(report: TrialReport): string {
  const text = stringifyReport({ ...report, results: RESULTS_SLOT }, 2);
  const names = resultNames(report);
  const body =
    names.length === 0
      ? "{}"
      : `{\n${names.map((name) => `    ${JSON.stringify(name)}: ${stringifyReport((report.results[name] ?? []).map(withPyFloatScore), 2, { pythonFloats: true }).replace(/\n/g, "\n    ")}`).join(",\n")}\n  }`;
  // top-level keys are the only lines indented by exactly two spaces
  const slot = `\n  "results": ${JSON.stringify(RESULTS_SLOT)}`;
  const at = text.indexOf(slot);
  return `${text.slice(0, at)}\n  "results": ${body}${text.slice(at + slot.length)}\n`;
}

// ---------------------------------------------------------------------------------------------
// Reading a report back (for merging shards)

const entrySchema = z.object({
  row_index: z.number().int().min(0),
  task_id: z.string(),
  trial_id: z.string(),
  status: z.string(),
  scores: ownKeysRecord(z.string(), z.unknown()),
  errors: ownKeysRecord(z.string(), z.string()),
});

/** A view weight as written: a number, or a non-finite one as its string ("NaN", "Infinity", "-Infinity"). */
const weightSchema = z.union([
  z.number(),
  z.enum(["NaN", "Infinity", "-Infinity"]).transform((text) => (text === "NaN" ? Number.NaN : text === "Infinity" ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY)),
]);

const taskSchema = z.object({
  id: z.string(),
  metrics: z.array(
    z.object({
      type: z.string(),
      outputs: z.array(z.object({ name: z.string(), kind: z.enum(["continuous_score", "discrete_score", "boolean", "label", "model"]) })),
    }),
  ),
  views: ownKeysRecord(z.string(), z.object({ reducer: z.enum(["single", "all", "any", "mean", "weighted_mean"]), signals: z.array(z.object({ metric: z.string(), output: z.string(), weight: weightSchema.optional() })) })),
});

const provenanceSchema = z
  .object({
    report_format: z.literal(TRIAL_REPORT_FORMAT),
    dataset: z.object({ file: z.string(), sha256: z.string(), trials: z.number().int(), tasks: z.number().int() }).passthrough(),
    graders: z.array(z.object({ name: z.string(), class: z.string() })),
    aggregators: z.array(z.object({ name: z.string(), type: z.string() })),
    shard: z.object({ index: z.number().int().min(1), total: z.number().int().min(1) }).optional(),
  })
  .passthrough();

const reportSchema = z
  .object({
    trials: z.array(entrySchema),
    results: ownKeysRecord(z.string(), z.array(z.unknown())),
    tasks: z.array(taskSchema),
    agent_eval: provenanceSchema,
  })
  .passthrough();

const NON_FINITE: Readonly<Record<string, number>> = { NaN: Number.NaN, Infinity: Number.POSITIVE_INFINITY, "-Infinity": Number.NEGATIVE_INFINITY };

/**
 * Turns "NaN"/"Infinity"/"-Infinity" back into numbers where the score is numeric. Any other
 * score (a label, a model output) is taken from `exactScores` when given: the text read with
 * Python's json, whose ints beyond 2^53 are exact.
 */
function reviveScores(entry: z.infer<typeof entrySchema>, numericKeys: ReadonlySet<string>, exactScores: unknown): TrialEntry {
  const scores: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry.scores)) {
    const numeric = numericKeys.has(key) || key.startsWith("view.") || key.startsWith("grader.") || key.startsWith("aggregator.");
    const exact = isJsonObject(exactScores) && Object.hasOwn(exactScores, key) ? exactScores[key] : value;
    defineOwn(scores, key, numeric ? (typeof value === "string" && Object.hasOwn(NON_FINITE, value) ? NON_FINITE[value] : value) : exact);
  }
  return { ...entry, scores: scores as TrialEntry["scores"] };
}

/**
 * A run of 16 digits (the only way an int beyond 2^53, 9007199254740992, can be written), or a
 * whole float as `repr(float)` writes one below 1e16 (`1.0`, `120.0`: a results float).
 */
const MAYBE_EXACT = /[0-9]{16}|[0-9]\.0(?![0-9])/;

/**
 * A json.loads value as JSON.parse gives it, but with ints beyond 2^53 as exact `bigint`s (so the
 * report writes them back digit for digit); unlike pyJsonToJs, no `PyFloat`s: `trials` is
 * written by JavaScript's rules, which write no float as `1.0`.
 */
function exactInts(value: PyJsonValue): unknown {
  if (typeof value === "bigint") return Number.isSafeInteger(Number(value)) ? Number(value) : value;
  if (Array.isArray(value)) return value.map(exactInts);
  if (value instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of value) defineOwn(out, key, exactInts(item));
    return out;
  }
  return value;
}

/**
 * The report's `trials` and `results` read as Python's json reads them (ints beyond 2^53 exact;
 * in `results`, written with Python's floats, a whole float a `PyFloat`), or undefined when the
 * text holds neither (no second parse). A text json.loads refuses (an int of over 4300 digits,
 * nesting past its depth) cannot come from agent-eval: JSON.parse's values are kept then.
 */
function exactParts(text: string): { trials: unknown; results: unknown } | undefined {
  if (!MAYBE_EXACT.test(text) || pyJsonTooDeep(text) !== undefined) return undefined;
  let value: PyJsonValue;
  try {
    value = pyJsonLoads(text);
  } catch {
    return undefined;
  }
  return value instanceof Map ? { trials: exactInts(value.get("trials") ?? null), results: pyJsonToJs(value.get("results") ?? null) } : undefined;
}

/**
 * A grader result's `score` is a float, held as a plain number (the writer marks it again): a
 * whole one (`1.0`, a PyFloat here) or an int-looking one (a float of 2^53 or more as an older
 * agent-eval wrote it, a bigint here) is JSON.parse's number.
 */
function withFloatScore(exact: unknown, parsed: unknown): unknown {
  return isJsonObject(exact) && isJsonObject(parsed) && (typeof exact.score === "bigint" || exact.score instanceof PyFloat) ? { ...exact, score: parsed.score } : exact;
}

export interface ParsedTrialReport {
  readonly trials: TrialEntry[];
  readonly results: Record<string, unknown[]>;
  readonly tasks: TaskDescriptor[];
  readonly agent_eval: TrialProvenance;
}

/** Parses a trial report; errors name the source and the bad field. */
export function parseTrialReport(text: string, source: string): ParsedTrialReport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not valid JSON (${describeJsonSyntaxError(error, text)})`, { cause: error });
  }
  const parsed = reportSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${source}: not an agent-eval trial report: field '${(issue?.path ?? []).map(String).join(".")}': ${issue?.message ?? "invalid"}`);
  }
  // validated, but the raw objects are kept: zod would reorder keys, and bytes must survive a round trip
  const data = raw as z.infer<typeof reportSchema>;
  const tasks = data.tasks as TaskDescriptor[];
  const numericByTask = new Map(
    tasks.map((t) => [t.id, new Set(t.metrics.flatMap((m) => m.outputs.filter((o) => o.kind === "continuous_score" || o.kind === "discrete_score").map((o) => `${m.type}.${o.name}`)))]),
  );
  // ints beyond 2^53 (a dataset's, echoed in a grader's metadata) exact, so that a report read and
  // written again, or shards merged, keep every digit; validated above on JSON.parse's values
  const exact = exactParts(text);
  const exactTrials = Array.isArray(exact?.trials) ? exact.trials : [];
  const exactResults = isJsonObject(exact?.results) ? exact.results : {};
  const results: Record<string, unknown[]> = {};
  for (const [name, column] of Object.entries(data.results)) {
    const exactColumn = Object.hasOwn(exactResults, name) ? exactResults[name] : undefined;
    defineOwn(results, name, Array.isArray(exactColumn) && exactColumn.length === column.length ? exactColumn.map((r, i) => withFloatScore(r, column[i])) : column);
  }
  return {
    trials: data.trials.map((e, i) => {
      const exactEntry: unknown = exactTrials[i];
      return reviveScores(e, numericByTask.get(e.task_id) ?? new Set(), isJsonObject(exactEntry) ? exactEntry.scores : undefined);
    }),
    results,
    tasks,
    agent_eval: data.agent_eval as unknown as TrialProvenance,
  };
}

/** The tasks of the dataset that shard `shard` grades: whole tasks, round-robin in first-appearance order. */
export function shardTasks(taskIds: readonly string[], shard: Shard): Set<string> {
  return new Set(taskIds.filter((_, i) => i % shard.total === shard.index - 1));
}

function withoutShard(provenance: TrialProvenance): TrialProvenance {
  const rest: Record<string, unknown> = { ...provenance };
  delete rest.shard;
  return rest as unknown as TrialProvenance;
}

/** A report graded without --shard or with --shard 1/1 (which writes no shard block) is shard 1 of 1. */
const shardOf = (provenance: TrialProvenance): Shard => provenance.shard ?? { index: 1, total: 1 };
const shardLabel = (shard: Shard): string => (shard.total === 1 ? "shard 1/1 (the whole dataset: graded without --shard or with --shard 1/1)" : `shard ${shard.index}/${shard.total}`);

/** What a differing top-level `agent_eval` field says was graded with something else. */
const PROVENANCE_WHAT: Readonly<Record<string, string>> = {
  report_format: "another report format",
  tool_version: "another agent-eval version",
  dataset: "another dataset",
  config: "another config",
  metrics: "other metrics",
  graders: "other graders",
  aggregators: "other aggregators",
  judge: "another judge",
};

const shown = (value: unknown): string => (value === undefined ? "absent" : typeof value === "string" ? `'${value}'` : JSON.stringify(value));

/** The paths (`agent_eval.config.sha256`) at which two provenance blocks differ, objects compared key by key. */
function differingFields(here: unknown, there: unknown, at: string): { path: string; here: unknown; there: unknown }[] {
  if (isJsonObject(here) && isJsonObject(there)) {
    const keys = [...new Set([...Object.keys(there), ...Object.keys(here)])];
    return keys.flatMap((key) => differingFields(ownValue(here, key), ownValue(there, key), `${at}.${key}`));
  }
  return JSON.stringify(here) === JSON.stringify(there) ? [] : [{ path: at, here, there }];
}

/** `b: graded with another config than a (agent_eval.config.sha256: '…' here, '…' in a)`. */
function provenanceMismatch(source: string, here: TrialProvenance, firstSource: string, there: TrialProvenance): string {
  const fields = differingFields(withoutShard(here), withoutShard(there), "agent_eval");
  const what = [...new Set(fields.map((f) => ownValue(PROVENANCE_WHAT, f.path.split(".")[1] ?? "") ?? "another provenance"))];
  const detail = fields
    .map((f) => {
      const scalar = (v: unknown) => v === undefined || v === null || typeof v !== "object";
      if (f.there === undefined) return `${f.path}: ${shown(f.here)} here, absent in ${firstSource}`;
      if (f.here === undefined) return `${f.path}: absent here`;
      return scalar(f.here) && scalar(f.there) ? `${f.path}: ${shown(f.here)} here, ${shown(f.there)} in ${firstSource}` : `${f.path} differs`;
    })
    .join("; ");
  return `${source}: graded with ${what.join(" and ")} than ${firstSource} (${detail})`;
}

/**
 * Merges the reports of every shard of one grading into the report the unsharded run writes.
 * Throws (with a readable message) when shards are missing, repeated, or from another dataset,
 * config or tool version, naming what differs. A lone report of shard 1/1 (a matrix of one job)
 * merges into itself.
 */
export function mergeTrialReports(reports: readonly { readonly source: string; readonly report: ParsedTrialReport }[]): TrialReport {
  const first = reports[0];
  if (first === undefined) throw new Error("no shard reports to merge");
  const firstShard = shardOf(first.report.agent_eval);
  const total = firstShard.total;
  const seen = new Map<number, string>();
  const reference = JSON.stringify(withoutShard(first.report.agent_eval));
  for (const { source, report } of reports) {
    const shard = shardOf(report.agent_eval);
    if (shard.total !== total) throw new Error(`${source}: ${shardLabel(shard)} does not belong with ${shardLabel(firstShard)} (${first.source})`);
    const twin = seen.get(shard.index);
    if (twin !== undefined) throw new Error(`${source}: ${shardLabel(shard)} is also ${twin}`);
    seen.set(shard.index, source);
    if (JSON.stringify(withoutShard(report.agent_eval)) !== reference) throw new Error(provenanceMismatch(source, report.agent_eval, first.source, first.report.agent_eval));
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) throw new Error(`missing shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${total}`).join(", ")}`);
  for (const { source, report } of reports) {
    for (const [name, column] of Object.entries(report.results)) {
      if (column.length !== report.trials.length) throw new Error(`${source}: results.${name} holds ${column.length} results for ${report.trials.length} trials`);
    }
  }

  const positioned = reports.flatMap(({ source, report }) => report.trials.map((entry, j) => ({ entry, results: report.results, j, source })));
  positioned.sort((a, b) => a.entry.row_index - b.entry.row_index);
  const expected = first.report.agent_eval.dataset.trials;
  const lacking = (i: number) => new Error(`the shard reports lack trial ${i} (row_index) of the dataset's ${expected}`);
  positioned.forEach(({ entry, source }, i) => {
    if (entry.row_index === i) return;
    if (entry.row_index > i) throw lacking(i);
    const twin = positioned[i - 1];
    throw new Error(`trial ${entry.row_index} (row_index) of the dataset is in ${twin?.source ?? "?"} and in ${source}`);
  });
  if (positioned.length < expected) throw lacking(positioned.length);
  if (positioned.length > expected) throw new Error(`the shard reports hold ${positioned.length} trials; the dataset has ${expected}`);

  const names = Object.keys(first.report.results);
  for (const { source, report } of reports) {
    if (JSON.stringify(Object.keys(report.results)) !== JSON.stringify(names)) throw new Error(`${source}: its results name other graders than ${first.source}`);
  }
  const results: Record<string, Array<GraderOutput | null>> = {};
  for (const name of names) defineOwn(results, name, positioned.map(({ results: r, j }) => (ownValue(r, name)?.[j] ?? null) as GraderOutput | null));

  const firstRow = new Map<string, number>();
  for (const { entry } of positioned) if (!firstRow.has(entry.task_id)) firstRow.set(entry.task_id, entry.row_index);
  const tasks = reports.flatMap(({ report }) => report.tasks).sort((a, b) => (firstRow.get(a.id) ?? 0) - (firstRow.get(b.id) ?? 0));
  return buildTrialReport(
    positioned.map((p) => p.entry),
    tasks,
    results,
    withoutShard(first.report.agent_eval),
  );
}
