/**
 * A built-in metric whose implementation is imported when it first computes. The judge and probe
 * metrics bring prompt templates, nunjucks, output schemas (built when their module loads) and the
 * judge-call code: a deterministic evaluation, and each of its threads, would load and compile all
 * of it for nothing. The entry carries what listing, resolving, reading events and the diff need;
 * the implementation is checked against it when it loads, so the two cannot drift apart unnoticed.
 */
import type { BuiltinMetric } from "./contract.js";
/** Everything of a built-in but its code, plus whether the code reads keyed observations. */
export interface LazyMetricEntry extends Omit<BuiltinMetric, "compute" | "readKeyedObservations"> {
    readonly readsKeyedObservations: boolean;
}
/** The first field in which `implementation` differs from `entry`; undefined when they agree. */
export declare function entryMismatch(entry: LazyMetricEntry, implementation: BuiltinMetric): string | undefined;
/** `entry` as a metric that imports its implementation (`load`) on first use, once per process. */
export declare function lazyMetric(entry: LazyMetricEntry, load: () => Promise<BuiltinMetric>): BuiltinMetric;
