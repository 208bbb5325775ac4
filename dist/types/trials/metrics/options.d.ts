/**
 * What the built-in trial metrics share: option parsing (zod, unknown options refused, the bad
 * option named in a MetricConfigError) and the few Python string rules their semantics need.
 */
import { z } from "zod";
import { type MetricInput, type TraceHandle } from "../contract.js";
/** Parses a metric's options; the first problem becomes a MetricConfigError naming the option. */
export declare function parseMetricOptions<T>(type: string, schema: z.ZodType<T>, options: Readonly<Record<string, unknown>>): T;
/** Python `str.strip()`: the one in core/pynum, re-exported for the trial metrics that strip answers. */
export { pyStrip } from "../../core/pynum.js";
/** The name of the trace evidence a trajectory metric reads, default `trace`. */
export declare const DEFAULT_TRACE_EVIDENCE = "trace";
/**
 * The trial's trace handle, or undefined when it carries no such trace descriptor (NeMo's guard:
 * `evidence is not None and evidence.get(name) is not None`), or only one of another kind (NeMo
 * puts a `sdk_online_generation` descriptor under `trace` for targets that produce no trajectory;
 * its docs say to check the kind). A trace descriptor whose file is missing or invalid throws:
 * that is an error of the trial, not an empty trajectory.
 */
export declare function traceOf(input: MetricInput, name: string): Promise<TraceHandle | undefined>;
/** The evidence option of a trajectory metric. */
export declare const traceEvidenceOption: z.ZodDefault<z.ZodString>;
