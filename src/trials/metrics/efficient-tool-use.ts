/**
 * `efficient_tool_use`: the seed's two-output example (NeMo's writing-metrics guide declares
 * `boolean("efficient_tool_use")` and `discrete_score("max_repeated_tool_calls")`; the rule below
 * is ours, as the guide shows only the declaration).
 *
 * - `max_repeated_tool_calls`: how often the most repeated identical call occurs — same
 *   `function_name` and same `arguments` (compared as canonical JSON, so key order does not
 *   matter: Python's `json.dumps(sort_keys=True)` of the arguments as json.loads reads them);
 *   0 when there are no calls;
 * - `efficient_tool_use`: `max_repeated_tool_calls <= max_repeats`.
 *
 * Options: `evidence` (default `trace`), `max_repeats` (default 1: no identical call twice).
 * A trial without that trace descriptor has no calls (0, efficient), like `tool_call_count`.
 */
import { z } from "zod";
import { MetricOutputSpec, type TrialMetric, type TrialMetricFactory, type TraceToolCall } from "../contract.js";
import { parseMetricOptions, traceEvidenceOption, traceOf } from "./options.js";
import { PyFloat } from "../../core/json-format.js";
import { pyRepr } from "../../core/py-repr.js";
import { pythonReadingOf } from "../../core/python-reading.js";

export const EFFICIENT_TOOL_USE = "efficient_tool_use";

const optionsSchema = z.object({ evidence: traceEvidenceOption, max_repeats: z.number().int().min(1).default(1) }).strict();

/**
 * A number as Python's json.dumps writes it: an int with every digit (a `bigint` past 2^53; a plain
 * whole number below 1e16 is an int, as core/py-repr.ts reads kinds), a float with its repr (`1.0`,
 * `-0.0`, `1e+16`), and `NaN`, `Infinity`, `-Infinity` (json.loads reads those in a trace, so a call
 * with a NaN argument is a call like any other; the judge's canonicalJson refuses them, as a request
 * key must).
 */
function pyJsonNumber(value: number | bigint | PyFloat): string {
  if (typeof value === "number" && !Number.isFinite(value)) return Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
  return pyRepr(value);
}

/** json.dumps(value, sort_keys=True) up to spacing and string escapes (neither changes which values are equal). */
function sortedJson(value: unknown): string {
  if (typeof value === "bigint" || typeof value === "number" || value instanceof PyFloat) return pyJsonNumber(value);
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(",")}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${sortedJson(record[key])}`)
    .join(",")}}`;
}

/**
 * The count of the most frequent identical call (name + canonical arguments). The arguments are
 * compared as Python reads them (NeMo's handle is Python): the trace handle's json.loads reading when
 * it attached one (core/python-reading.ts), so 9007199254740993 and 9007199254740992, or 1 and 1.0,
 * are two arguments.
 */
export function maxRepeatedToolCalls(calls: readonly TraceToolCall[]): number {
  const counts = new Map<string, number>();
  let max = 0;
  for (const call of calls) {
    const key = sortedJson([call.function_name, pythonReadingOf(call.arguments ?? {})]);
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n > max) max = n;
  }
  return max;
}

export const efficientToolUseMetric: TrialMetricFactory = (options): TrialMetric => {
  const { evidence, max_repeats: maxRepeats } = parseMetricOptions(EFFICIENT_TOOL_USE, optionsSchema, options);
  return {
    type: EFFICIENT_TOOL_USE,
    version: "1",
    outputSpec: () => [
      MetricOutputSpec.boolean("efficient_tool_use", `no identical tool call (same name and arguments) more than ${maxRepeats} time${maxRepeats === 1 ? "" : "s"}`),
      MetricOutputSpec.discreteScore("max_repeated_tool_calls", "occurrences of the most repeated identical tool call"),
    ],
    computeScores: async (input) => {
      const trace = await traceOf(input, evidence);
      const max = maxRepeatedToolCalls(trace === undefined ? [] : await trace.toolCalls());
      return {
        outputs: [
          { name: "efficient_tool_use", value: max <= maxRepeats },
          { name: "max_repeated_tool_calls", value: max },
        ],
      };
    },
  };
};
