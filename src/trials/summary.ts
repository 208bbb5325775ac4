/**
 * NeMo's summary driver (`AgentEvalSummary.from_scores`, agent_eval/results.py 04c799e), computed
 * from the trial report's own entries so a merged set of shard reports summarises exactly like the
 * unsharded run.
 *
 * Values are taken task by task (in `tasks` order), each task's trials in dataset order, the order
 * of NeMo's score records (it matters for the left-to-right sum).
 *
 * Keys, in this order:
 * 1. `<type>.<output>` for every declared output, sorted by metric type then output name (code
 *    points). `total` = every score record of that type (one per trial of a task that has the
 *    metric, failed ones included); values come from records that did not fail, through NeMo's
 *    `_numeric_value` (booleans, labels and models give none: count 0, nan_count = total).
 * 2. `view.<name>`, sorted: each trial of a task with the view adds 1 to `total`.
 * 3. `<type>.<output>.pass@<k>` for outputs declared continuous or boolean on some task, sorted
 *    like 1., k = 1..max n: the per-task unbiased estimator, averaged over tasks with n >= k; a
 *    failed trial is an attempt that never passes, a failed metric or absent output leaves no
 *    attempt; tasks with no attempt add to nan_count at every k.
 * 4. Runner extras: `grader.<name>` then `aggregator.<name>` (config order), total = every trial.
 *
 * `coverage["<type>.<output>"] = {total, scored, failed, missing}` over every record of the type:
 * failed = failed records (failed trials included), scored = the others that have the output,
 * missing = max(total - scored - failed, 0).
 */
import { compareCodePoints } from "../core/pynum.js";
import type { MetricOutputKind } from "./contract.js";
import { isPass, passAtK } from "./pass-at-k.js";
import { aggregateRangeScore, type RangeStats } from "./stats.js";
import { semanticValue, type ViewSpec } from "./views.js";

/** A score as the report holds it (coerced metric values, view and grader numbers). */
export type ScoreValue = number | boolean | string | null | Readonly<Record<string, unknown>> | readonly unknown[];

/** One trial of the report. */
export interface TrialEntry {
  readonly row_index: number;
  readonly task_id: string;
  readonly trial_id: string;
  readonly status: string;
  readonly scores: Readonly<Record<string, ScoreValue>>;
  readonly errors: Readonly<Record<string, string>>;
}

/** What a task runs, as the report records it (NeMo's tasks.jsonl `metrics: [{type, outputs}]`). */
export interface TaskDescriptor {
  readonly id: string;
  readonly metrics: readonly { readonly type: string; readonly outputs: readonly { readonly name: string; readonly kind: MetricOutputKind }[] }[];
  readonly views: Readonly<Record<string, ViewSpec>>;
}

export interface Coverage {
  readonly total: number;
  readonly scored: number;
  readonly failed: number;
  readonly missing: number;
}

export interface SummaryResult {
  readonly summary: Record<string, RangeStats>;
  readonly coverage: Record<string, Coverage>;
}

/** NeMo's `_numeric_value`: numbers only (booleans are not numbers here). */
function numericValue(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  return undefined;
}

const byTypeThenOutput = (a: readonly [string, string], b: readonly [string, string]): number => compareCodePoints(a[0], b[0]) || compareCodePoints(a[1], b[1]);

export function summarize(tasks: readonly TaskDescriptor[], entries: readonly TrialEntry[], graders: readonly string[] = [], aggregators: readonly string[] = []): SummaryResult {
  const taskById = new Map(tasks.map((t) => [t.id, t]));
  // score records in NeMo's order: task by task (tasks in order), trials in dataset order within a task
  const taskIndex = new Map(tasks.map((t, i) => [t.id, i]));
  const trials = [...entries].sort((a, b) => (taskIndex.get(a.task_id) ?? 0) - (taskIndex.get(b.task_id) ?? 0) || a.row_index - b.row_index);
  const taskOf = (entry: TrialEntry): TaskDescriptor => {
    const task = taskById.get(entry.task_id);
    if (task === undefined) throw new Error(`trial '${entry.trial_id}' names task '${entry.task_id}', which the report does not describe`);
    return task;
  };

  // declared outputs per metric type, and which of them are continuous or boolean somewhere
  const outputsByType = new Map<string, Set<string>>();
  const passKeys = new Set<string>();
  for (const task of tasks) {
    for (const metric of task.metrics) {
      const outputs = outputsByType.get(metric.type) ?? new Set<string>();
      outputsByType.set(metric.type, outputs);
      for (const output of metric.outputs) {
        outputs.add(output.name);
        if (output.kind === "continuous_score" || output.kind === "boolean") passKeys.add(JSON.stringify([metric.type, output.name]));
      }
    }
  }
  const outputKeys = [...outputsByType].flatMap(([type, outputs]) => [...outputs].map((o) => [type, o] as const)).sort(byTypeThenOutput);

  const totals = new Map<string, number>();
  // per metric type, its outputs' keys with their accumulators (no string building per record)
  type Slot = { key: string; cover: { total: number; scored: number; failed: number }; values: number[] };
  const slotByKey = new Map<string, Slot>();
  const slots = new Map<string, Slot[]>();
  for (const [type, outputs] of outputsByType) {
    slots.set(
      type,
      [...outputs].map((o) => {
        const slot: Slot = { key: `${type}.${o}`, cover: { total: 0, scored: 0, failed: 0 }, values: [] };
        slotByKey.set(slot.key, slot);
        return slot;
      }),
    );
  }
  for (const entry of trials) {
    const task = taskOf(entry);
    for (const metric of task.metrics) {
      totals.set(metric.type, (totals.get(metric.type) ?? 0) + 1);
      const failed = entry.status === "failed" || Object.hasOwn(entry.errors, metric.type);
      for (const slot of slots.get(metric.type) ?? []) {
        slot.cover.total++;
        if (failed) {
          slot.cover.failed++;
          continue;
        }
        if (!Object.hasOwn(entry.scores, slot.key)) continue;
        slot.cover.scored++;
        const v = numericValue(entry.scores[slot.key]);
        if (v !== undefined) slot.values.push(v);
      }
    }
  }

  const summary: Record<string, RangeStats> = {};
  const coverage: Record<string, Coverage> = {};
  for (const [type, output] of outputKeys) {
    const key = `${type}.${output}`;
    const { values, cover: c } = slotByKey.get(key) as Slot;
    summary[key] = aggregateRangeScore(values, totals.get(type) ?? 0);
    coverage[key] = { total: c.total, scored: c.scored, failed: c.failed, missing: Math.max(c.total - c.scored - c.failed, 0) };
  }

  // views
  const viewNames = [...new Set(tasks.flatMap((t) => Object.keys(t.views)))].sort(compareCodePoints);
  for (const name of viewNames) {
    const key = `view.${name}`;
    let total = 0;
    const viewValues: number[] = [];
    for (const entry of trials) {
      if (!Object.hasOwn(taskOf(entry).views, name)) continue;
      total++;
      const v = semanticValue(entry.scores[key]);
      if (Object.hasOwn(entry.scores, key) && v !== undefined) viewValues.push(v);
    }
    summary[key] = aggregateRangeScore(viewValues, total);
  }

  // pass@k
  const passPairs = outputKeys.filter(([type, output]) => passKeys.has(JSON.stringify([type, output])));
  for (const [type, output] of passPairs) {
    const key = `${type}.${output}`;
    const attempts = new Map<string, Array<number | null>>();
    for (const task of tasks) {
      if (task.metrics.some((m) => m.type === type && m.outputs.some((o) => o.name === output))) attempts.set(task.id, []);
    }
    for (const entry of trials) {
      const list = attempts.get(entry.task_id);
      if (list === undefined) continue;
      if (entry.status === "failed") {
        list.push(null);
        continue;
      }
      if (Object.hasOwn(entry.errors, type) || !Object.hasOwn(entry.scores, key)) continue;
      const v = semanticValue(entry.scores[key]);
      if (v !== undefined) list.push(v);
    }
    // n and c per task, counted once: counting per k made many attempts of one task quadratic
    const counts = [...attempts.values()].map((list) => ({ n: list.length, c: list.filter(isPass).length }));
    const maxN = counts.reduce((max, { n }) => Math.max(max, n), 0);
    for (let k = 1; k <= maxN; k++) {
      const estimates: number[] = [];
      let empty = 0;
      for (const { n, c } of counts) {
        if (n === 0) empty++;
        else if (n >= k) estimates.push(passAtK(n, c, k));
      }
      summary[`${key}.pass@${k}`] = aggregateRangeScore(estimates, estimates.length + empty);
    }
  }

  // runner extras: the OpenJudge graders and aggregators
  for (const key of [...graders.map((g) => `grader.${g}`), ...aggregators.map((a) => `aggregator.${a}`)]) {
    const extra: number[] = [];
    for (const entry of trials) {
      const v = numericValue(entry.scores[key]);
      if (Object.hasOwn(entry.scores, key) && v !== undefined) extra.push(v);
    }
    summary[key] = aggregateRangeScore(extra, trials.length);
  }
  return { summary, coverage };
}
