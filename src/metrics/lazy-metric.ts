/**
 * A built-in metric whose implementation is imported when it first computes. The judge and probe
 * metrics bring prompt templates, nunjucks, output schemas (built when their module loads) and the
 * judge-call code: a deterministic evaluation, and each of its threads, would load and compile all
 * of it for nothing. The entry carries what listing, resolving, reading events and the diff need;
 * the implementation is checked against it when it loads, so the two cannot drift apart unnoticed.
 */
import type { BuiltinMetric, MetricContext, SidecarStore } from "./contract.js";

/** Everything of a built-in but its code, plus whether the code reads keyed observations. */
export interface LazyMetricEntry extends Omit<BuiltinMetric, "compute" | "readKeyedObservations"> {
  readonly readsKeyedObservations: boolean;
}

/** The fields an entry and its implementation must agree on. */
const DECLARED = ["name", "version", "kind", "direction", "fraction", "description", "unit", "notApplicableWhen", "eventTypes", "toolNames"] as const;

/** The first field in which `implementation` differs from `entry`; undefined when they agree. */
export function entryMismatch(entry: LazyMetricEntry, implementation: BuiltinMetric): string | undefined {
  for (const field of DECLARED) {
    if (JSON.stringify(entry[field]) !== JSON.stringify(implementation[field])) return field;
  }
  if (entry.readsKeyedObservations !== (implementation.readKeyedObservations !== undefined)) return "readKeyedObservations";
  return undefined;
}

/** `entry` as a metric that imports its implementation (`load`) on first use, once per process. */
export function lazyMetric(entry: LazyMetricEntry, load: () => Promise<BuiltinMetric>): BuiltinMetric {
  let loading: Promise<BuiltinMetric> | undefined;
  const implementation = (): Promise<BuiltinMetric> => {
    loading ??= load().then(
      (loaded) => {
        const field = entryMismatch(entry, loaded);
        if (field !== undefined) throw new Error(`internal error: the registry's entry of ${entry.name} differs from its implementation in '${field}'`);
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // a failed import is retried by the next run
        throw error;
      },
    );
    return loading;
  };
  const { readsKeyedObservations, ...declared } = entry;
  return {
    ...declared,
    compute: async (context: MetricContext) => (await implementation()).compute(context),
    ...(readsKeyedObservations
      ? {
          readKeyedObservations: async (sidecars: SidecarStore) => {
            const loaded = await implementation();
            return loaded.readKeyedObservations === undefined ? [] : loaded.readKeyedObservations(sidecars);
          },
        }
      : {}),
  };
}
