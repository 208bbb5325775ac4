/** Hand-made trial reports in the `agent-eval grade` contract (issue 8 §4, issue 9 §1). */

export type Value = number | boolean | string | null;

export interface TrialSpec {
  readonly task: string;
  readonly trial?: string;
  readonly status?: string;
  readonly scores: Record<string, Value>;
  readonly errors?: Record<string, string>;
  readonly intent?: string;
  /** Per grader/aggregator name: this trial's runner result. */
  readonly results?: Record<string, { score?: number; error?: string; reason: string }>;
}

/** A raw (JSON-shaped) trial report from trial specs, with results aligned to the trials. */
export function trialReport(specs: readonly TrialSpec[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const trialCount = new Map<string, number>();
  const trials = specs.map((s) => {
    const n = (trialCount.get(s.task) ?? 0) + 1;
    trialCount.set(s.task, n);
    return {
      task_id: s.task,
      trial_id: s.trial ?? `${s.task}-${n}`,
      status: s.status ?? "completed",
      scores: s.scores,
      errors: s.errors ?? {},
      ...(s.intent === undefined ? {} : { intent: s.intent }),
    };
  });
  const names = [...new Set(specs.flatMap((s) => Object.keys(s.results ?? {})))];
  const results: Record<string, unknown[]> = {};
  for (const name of names) {
    results[name] = specs.map((s) => {
      const r = s.results?.[name];
      if (r === undefined) return { name, error: "not run", reason: "not run" };
      return r.error === undefined ? { name, score: r.score ?? 0, reason: r.reason, metadata: {} } : { name, error: r.error, reason: r.reason };
    });
  }
  const keys = [...new Set(specs.flatMap((s) => Object.keys(s.scores)))];
  const summary = Object.fromEntries(keys.map((k) => [k, { count: specs.length }]));
  // The shape `agent-eval grade` writes (trials-core's src/trials/report.ts): tasks as descriptors,
  // provenance with config digest, metric versions, graders by class, judge or null.
  const taskIds = [...new Set(specs.map((s) => s.task))];
  const tasks = taskIds.map((id) => ({ id, metrics: [], views: {} }));
  const agentEval = {
    report_format: "agent-eval/trial-report@1",
    tool_version: "test",
    dataset: { file: "dataset.jsonl", sha256: "d1", trials: specs.length, tasks: taskIds.length },
    config: { file: "config.yaml", sha256: "c0ffee" },
    metrics: {},
    graders: names.map((name) => ({ name, class: name === "format" ? "StringMatchGrader" : "LLMGrader" })),
    aggregators: [],
    judge: null,
  };
  return { trials: trials.map((t, i) => ({ row_index: i, ...t })), summary, coverage: {}, results, tasks, agent_eval: agentEval, ...extra };
}

/**
 * A customer-support style pair of reports: `n` tasks, one trial each, with a pass/fail metric,
 * an LLM grader on a 1-5 scale with reasons, a string-match format check, a weighted aggregator
 * and a view. The candidate breaks the format of tasks 1..`broken` (reasons name the task).
 */
export function supportReports(n: number, broken: number): { baseline: Record<string, unknown>; candidate: Record<string, unknown> } {
  const specs = (candidate: boolean): TrialSpec[] =>
    Array.from({ length: n }, (_, i) => {
      const task = `support-${String(i + 1).padStart(2, "0")}`;
      const formatOk = !(candidate && i < broken) && i !== n - 1;
      const correct = (i * 7) % 5 !== 0 || (candidate && i === 5);
      const grade = 3 + ((i * 3) % 3) - (candidate && i < broken ? 1 : 0);
      const overall = (Number(formatOk) + grade / 5) / 2;
      return {
        task,
        intent: `Answer ticket #${i + 1} about ${["billing", "login", "refunds", "shipping"][i % 4] ?? "other"}`,
        scores: {
          "exact_match.correct": correct,
          "grader.correctness": grade,
          "grader.format": formatOk ? 1 : 0,
          "aggregator.overall": overall,
          "view.quality": (Number(correct) + overall) / 2,
        },
        results: {
          correctness: { score: grade, reason: `The answer covers ${grade} of 5 points` },
          format: { score: formatOk ? 1 : 0, reason: formatOk ? "matches the reply template" : `missing the greeting line (ticket ${i + 1}) and *signature*` },
        },
      };
    });
  const withIntents = (list: TrialSpec[]): Record<string, unknown> => {
    const raw = trialReport(list);
    return { ...raw, tasks: list.map((s) => ({ id: s.task, intent: s.intent, metrics: [], views: {} })) };
  };
  return { baseline: withIntents(specs(false)), candidate: withIntents(specs(true)) };
}

/** One trial per task: `values[i]` is task `t<i+1>`'s score for `key` (zero-padded ids). */
export function oneTrialEach(key: string, values: readonly Value[], prefix = "t"): TrialSpec[] {
  return values.map((v, i) => ({ task: `${prefix}${String(i + 1).padStart(2, "0")}`, scores: { [key]: v } }));
}

/** Merge several keys' one-trial-each specs by task. */
export function mergeSpecs(...lists: readonly (readonly TrialSpec[])[]): TrialSpec[] {
  const byTask = new Map<string, TrialSpec>();
  for (const list of lists) {
    for (const s of list) {
      const prev = byTask.get(s.task);
      byTask.set(s.task, prev === undefined ? s : { ...prev, ...s, scores: { ...prev.scores, ...s.scores }, results: { ...(prev.results ?? {}), ...(s.results ?? {}) } });
    }
  }
  return [...byTask.values()];
}
