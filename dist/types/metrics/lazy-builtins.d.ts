/**
 * The registry's judge and probe metrics, whose code loads only when one of them computes (see
 * lazy-metric.ts). Each entry repeats its metric's declaration (tests/metrics/lazy-builtins.test.ts
 * compares every one with its implementation; so does each load).
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
