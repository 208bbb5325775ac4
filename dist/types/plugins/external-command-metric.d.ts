import type { Metric, MetricContext, MetricDirection } from "../metrics/contract.js";
/** `format` field of the context document; bumped on any incompatible change. */
export declare const EXTERNAL_CONTEXT_FORMAT = "agent-eval/metric-context/v1";
export declare const DEFAULT_TIMEOUT_SECONDS = 60;
export declare const MAX_STDOUT_BYTES: number;
export interface ExternalCommandSpec {
    /** Program and arguments, run without a shell. A relative program path is resolved against `cwd`. */
    readonly command: readonly string[];
    /** Working directory (the plug-in package's directory). */
    readonly cwd: string;
    readonly version: string;
    readonly description?: string;
    readonly unit?: string;
    readonly notApplicableWhen?: string;
    /** What the diff reads (see MetricDirection); undefined: the diff's fallback for unknown metrics. */
    readonly direction?: MetricDirection;
    readonly fraction?: boolean;
    readonly timeoutSeconds?: number;
    /** Extra environment variables (added to agent-eval's own environment). */
    readonly env?: Readonly<Record<string, string>>;
}
/**
 * The document a command receives on stdin. Events are the run's lines as agent-eval parsed them
 * (GlossoGen's field names, defaults and backfilled fields filled in). There is no judge: a command
 * metric is deterministic as far as agent-eval knows.
 */
export declare function externalMetricContext(name: string, context: MetricContext): Record<string, unknown>;
/** A `Metric` that runs `spec.command` once per evaluated run. */
export declare function externalCommandMetric(name: string, spec: ExternalCommandSpec): Metric;
