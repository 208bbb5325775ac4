/**
 * NeMo's semantic views (Score by Component; agent_eval/results.py 04c799e): a view reduces a
 * trial's signals (`{metric, output, weight?}`) to one value, reported as `view.<name>`.
 *
 * - A missing or non-numeric signal (a failed metric, a failed trial, a label) skips the view for
 *   that trial (it counts toward nan_count). Booleans count as 1/0.
 * - `single`: the first value; `all`: Python `min`; `any`: Python `max`. NaN is NOT rejected before
 *   reduction (as in NeMo 04c799e, on purpose: same inputs, same numbers), so `all` of [1, NaN]
 *   is 1 but of [NaN, 1] is NaN, exactly as Python's min.
 * - `mean`: the mean of the finite values (none: skipped); `weighted_mean`: Σw·v / Σw with a
 *   missing weight read as 1.0, and a zero total weight skips the view.
 */
import { pySum } from "./stats.js";

export const VIEW_REDUCERS = ["single", "all", "any", "mean", "weighted_mean"] as const;
export type ViewReducer = (typeof VIEW_REDUCERS)[number];

export interface ViewSignal {
  readonly metric: string;
  readonly output: string;
  readonly weight?: number;
}

export interface ViewSpec {
  readonly reducer: ViewReducer;
  readonly signals: readonly ViewSignal[];
}

/** NeMo's `_semantic_value`: booleans as 1/0, numbers as themselves, anything else undefined. */
export function semanticValue(value: unknown): number | undefined {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  return undefined;
}

/** Python `min(values)` / `max(values)`: keeps the current value unless an item compares less/greater. */
function pyMin(values: readonly number[]): number {
  let current = values[0] as number;
  for (const v of values.slice(1)) if (v < current) current = v;
  return current;
}

function pyMax(values: readonly number[]): number {
  let current = values[0] as number;
  for (const v of values.slice(1)) if (v > current) current = v;
  return current;
}

/** Reduces the signal values (already numeric, in signal order); undefined means "skipped". */
export function reduceView(reducer: ViewReducer, values: readonly number[], weights: readonly (number | undefined)[] = []): number | undefined {
  if (values.length === 0) return undefined;
  switch (reducer) {
    case "single":
      return values[0];
    case "all":
      return pyMin(values);
    case "any":
      return pyMax(values);
    case "mean": {
      const finite = values.filter((v) => Number.isFinite(v));
      return finite.length === 0 ? undefined : pySum(finite) / finite.length;
    }
    case "weighted_mean": {
      const w = values.map((_, i) => weights[i] ?? 1.0);
      const totalWeight = pySum(w);
      if (totalWeight === 0) return undefined;
      return pySum(values.map((v, i) => (w[i] as number) * v)) / totalWeight;
    }
  }
}

/** A trial's view value from its scores (`{"<metric>.<output>": value}`), or undefined when skipped. */
export function computeView(view: ViewSpec, scores: Readonly<Record<string, unknown>>): number | undefined {
  const values: number[] = [];
  for (const signal of view.signals) {
    const key = `${signal.metric}.${signal.output}`;
    const value = Object.hasOwn(scores, key) ? semanticValue(scores[key]) : undefined;
    if (value === undefined) return undefined;
    values.push(value);
  }
  return reduceView(
    view.reducer,
    values,
    view.signals.map((s) => s.weight),
  );
}
