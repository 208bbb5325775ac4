/**
 * Runs requested metrics over one run, sequentially in request order like upstream. A metric that
 * throws is recorded as failed with its message; the others still run.
 */
import type { Measurement } from "../core/measurement.js";
import { checkMeasurement } from "../core/measurement.js";
import type { TokenUsage } from "../judge/pricing.js";
import type { MetricRecord } from "../report/report.js";
import { type Metric, type MetricContext, isFractionMetric } from "./contract.js";
import { firstIssue } from "../core/schema-issue.js";
import { OutputError } from "../core/errors.js";
import { BUILTIN_DECLARATIONS, recordedDeclaration } from "./registry.js";

export interface MetricOutcome {
  readonly name: string;
  readonly record: MetricRecord;
  readonly measurements: readonly Measurement[];
}

/**
 * Every metric's output (built-in or plug-in) is checked: by checkMeasurement, which accepts and
 * copies exactly what measurementSchema does (tests/core/check-measurement.test.ts), and, for an
 * output it refuses, by the schema itself (zod, loaded then), whose error names the field. A
 * fraction's score outside [0, 1] fails the metric here, where it is made: `diff` reads the
 * metric's declaration the same way (its own, else the unit) and refuses such a report, so
 * writing it would only move the failure to the pull request that compares against it.
 */
async function validateOutput(metric: Metric, output: unknown): Promise<Measurement[]> {
  if (!Array.isArray(output)) throw new Error(`metric ${metric.name} returned ${typeof output}, expected a list of measurements`);
  const measurements: Measurement[] = [];
  for (let i = 0; i < output.length; i++) {
    const item: unknown = output[i];
    const checked = checkMeasurement(item);
    if (checked !== undefined) {
      measurements.push(checked);
      continue;
    }
    const { measurementSchema } = await import("../core/measurement-schema.js");
    const parsed = measurementSchema.safeParse(item);
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new Error(`metric ${metric.name} returned an invalid measurement #${i + 1}: field '${field ?? ""}': ${message}`);
    }
    measurements.push(parsed.data);
  }
  const declared = metric.fraction ?? BUILTIN_DECLARATIONS.get(metric.name)?.fraction;
  for (const [i, measurement] of measurements.entries()) {
    const fraction = declared ?? isFractionMetric(measurement.score_unit);
    if (fraction && !(measurement.score >= 0 && measurement.score <= 1)) {
      const why = declared === undefined ? `its unit '${measurement.score_unit}' says it is a fraction` : "it declares itself a fraction";
      throw new Error(`metric ${metric.name} returned an invalid measurement #${i + 1}: field 'score': ${measurement.metric_name} must be from 0 to 1 (${why}), got ${measurement.score}`);
    }
  }
  return measurements;
}

export interface RunMetricsOptions {
  /** Cumulative usage of the judge answers handed out so far; sampled around each judge metric. */
  readonly judgeUsage?: () => TokenUsage;
}

function usageDelta(after: TokenUsage, before: TokenUsage): TokenUsage {
  return {
    input_tokens: after.input_tokens - before.input_tokens,
    output_tokens: after.output_tokens - before.output_tokens,
    cache_read_input_tokens: after.cache_read_input_tokens - before.cache_read_input_tokens,
    cache_creation_input_tokens: after.cache_creation_input_tokens - before.cache_creation_input_tokens,
  };
}

export async function runMetrics(metrics: readonly Metric[], context: MetricContext, options: RunMetricsOptions = {}): Promise<MetricOutcome[]> {
  const outcomes: MetricOutcome[] = [];
  for (const metric of metrics) {
    const judged = metric.kind === "judge" && context.judgeIdentity !== undefined && options.judgeUsage !== undefined;
    const before = judged ? options.judgeUsage?.() : undefined;
    const judgeRecord = (): Pick<MetricRecord, "judge"> => {
      const after = options.judgeUsage?.();
      if (before === undefined || after === undefined || context.judgeIdentity === undefined) return {};
      return { judge: { model: context.judgeIdentity.model, provider: context.judgeIdentity.provider, usage: usageDelta(after, before) } };
    };
    try {
      const measurements = await validateOutput(metric, await metric.compute(context));
      outcomes.push({
        name: metric.name,
        measurements,
        record: {
          status: measurements.length === 0 ? "not_applicable" : "ok",
          version: metric.version,
          measurements: measurements.map((m) => m.metric_name),
          ...recordedDeclaration(metric),
          ...judgeRecord(),
        },
      });
    } catch (error) {
      // a sidecar that cannot be written (full disk…) is the run's problem, not the metric's
      if (error instanceof OutputError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push({
        name: metric.name,
        measurements: [],
        record: { status: "failed", version: metric.version, measurements: [], error: message },
      });
    }
  }
  return outcomes;
}
