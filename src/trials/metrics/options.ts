/**
 * What the built-in trial metrics share: option parsing (zod, unknown options refused, the bad
 * option named in a MetricConfigError) and the few Python string rules their semantics need.
 */
import { z } from "zod";
import { MetricConfigError, type MetricInput, type TraceHandle } from "../contract.js";

/** Parses a metric's options; the first problem becomes a MetricConfigError naming the option. */
export function parseMetricOptions<T>(type: string, schema: z.ZodType<T>, options: Readonly<Record<string, unknown>>): T {
  const parsed = schema.safeParse(options);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue === undefined) throw new MetricConfigError("", `${type}: invalid options`);
  if (issue.code === "unrecognized_keys") {
    const where = issue.path.map(String);
    const fields = issue.keys.map((key) => [...where, key].join(".")).join(", ");
    // the known keys are listed for the top level; nested objects are described in docs/trials.md
    const known = where.length === 0 ? schemaKeys(schema) : "";
    throw new MetricConfigError(fields, `${type}: unknown ${where.length === 0 ? "option" : "key"}${issue.keys.length === 1 ? "" : "s"}${known === "" ? "" : ` (known: ${known})`}`);
  }
  throw new MetricConfigError(issue.path.map(String).join("."), `${type}: ${issue.message}`);
}

function schemaKeys(schema: z.ZodType): string {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape === undefined ? "" : Object.keys(shape).join(", ");
}

/** Python `str.strip()`: the one in core/pynum, re-exported for the trial metrics that strip answers. */
export { pyStrip } from "../../core/pynum.js";

/** The name of the trace evidence a trajectory metric reads, default `trace`. */
export const DEFAULT_TRACE_EVIDENCE = "trace";

/**
 * The trial's trace handle, or undefined when it carries no such trace descriptor (NeMo's guard:
 * `evidence is not None and evidence.get(name) is not None`), or only one of another kind (NeMo
 * puts a `sdk_online_generation` descriptor under `trace` for targets that produce no trajectory;
 * its docs say to check the kind). A trace descriptor whose file is missing or invalid throws:
 * that is an error of the trial, not an empty trajectory.
 */
export async function traceOf(input: MetricInput, name: string): Promise<TraceHandle | undefined> {
  const evidence = input.candidate.evidence;
  if (evidence === null || evidence.get(name)?.kind !== "trace") return undefined;
  return evidence.trace(name);
}

/** The evidence option of a trajectory metric. */
export const traceEvidenceOption = z.string().min(1).default(DEFAULT_TRACE_EVIDENCE);
