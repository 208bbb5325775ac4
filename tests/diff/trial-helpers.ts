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
  return { trials, summary, coverage: {}, results, agent_eval: { tool_version: "test", config_sha256: "c0ffee" }, ...extra };
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
