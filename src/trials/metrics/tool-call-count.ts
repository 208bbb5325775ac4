/**
 * `tool_call_count`: how many tool calls the trial's ATIF trace holds (NeMo's `tool_calls()`:
 * every step's calls, in order).
 *
 * Options:
 * - `evidence` (default `trace`): the trace descriptor to read;
 * - `tool`: count only calls of this function name.
 *
 * Output: `count` (discrete). A trial without that descriptor has no recorded calls and counts 0,
 * as the guard of NeMo's Score-by-Component example scores it; a descriptor whose file is missing
 * or invalid fails the metric on that trial.
 */
import { z } from "zod";
import { MetricOutputSpec, type TrialMetric, type TrialMetricFactory } from "../contract.js";
import { parseMetricOptions, traceEvidenceOption, traceOf } from "./options.js";

export const TOOL_CALL_COUNT = "tool_call_count";

const optionsSchema = z.object({ evidence: traceEvidenceOption, tool: z.string().min(1).optional() }).strict();

export const toolCallCountMetric: TrialMetricFactory = (options): TrialMetric => {
  const { evidence, tool } = parseMetricOptions(TOOL_CALL_COUNT, optionsSchema, options);
  return {
    type: TOOL_CALL_COUNT,
    version: "1",
    outputSpec: () => [MetricOutputSpec.discreteScore("count", tool === undefined ? "tool calls in the trace" : `calls of ${tool} in the trace`)],
    computeScores: async (input) => {
      const trace = await traceOf(input, evidence);
      const calls = trace === undefined ? [] : await trace.toolCalls();
      const count = tool === undefined ? calls.length : calls.filter((call) => call.function_name === tool).length;
      return { outputs: [{ name: "count", value: count }] };
    },
  };
};
