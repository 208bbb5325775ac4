/**
 * The registry's judge and probe metrics, whose code loads only when one of them computes (see
 * lazy-metric.ts). Each entry is its metric's declaration, written once: the implementation takes
 * it with `metricDeclaration(name)` (tests/metrics/lazy-builtins.test.ts and each load check that
 * none overrides a field).
 */
import type { BuiltinMetric } from "./contract.js";
import { type LazyMetricEntry } from "./lazy-metric.js";
export declare const PROTOCOL_EXPLANATION_ENTRY: LazyMetricEntry;
export declare const PROTOCOL_PROBE_ENTRY: LazyMetricEntry;
/** The LLM-judge metrics, in GlossoGen's registry order (as src/metrics/judge/index.ts lists them). */
export declare const JUDGE_METRIC_ENTRIES: readonly LazyMetricEntry[];
export declare const protocolExplanationOnUse: BuiltinMetric;
export declare const protocolProbeOnUse: BuiltinMetric;
export declare const JUDGE_METRICS_ON_USE: readonly BuiltinMetric[];
/** What a judge or probe metric declares (its registry entry without the loading detail), by name. */
export declare function metricDeclaration(name: string): Omit<LazyMetricEntry, "readsKeyedObservations">;
