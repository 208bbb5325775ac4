/**
 * Runs requested metrics over one run, sequentially in request order like upstream. A metric that
 * throws is recorded as failed with its message; the others still run.
 */
import type { Measurement } from "../core/measurement.js";
import type { TokenUsage } from "../judge/pricing.js";
import type { MetricRecord } from "../report/report.js";
import { type Metric, type MetricContext } from "./contract.js";
export interface MetricOutcome {
    readonly name: string;
    readonly record: MetricRecord;
    readonly measurements: readonly Measurement[];
}
export interface RunMetricsOptions {
    /** Cumulative usage of the judge answers handed out so far; sampled around each judge metric. */
    readonly judgeUsage?: () => TokenUsage;
}
export declare function runMetrics(metrics: readonly Metric[], context: MetricContext, options?: RunMetricsOptions): Promise<MetricOutcome[]>;
