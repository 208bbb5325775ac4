/**
 * `token_usage`: the trace's token counts, as NeMo's `token_usage()` reads them from ATIF —
 * `final_metrics`' totals when the file has them, else the sums of the steps' `prompt_tokens` and
 * `completion_tokens` (cached tokens are inside `prompt_tokens`, never added; cost is not read).
 *
 * Outputs (continuous, so the summary has means): `prompt_tokens`, `completion_tokens` and
 * `total_tokens` (their sum). An unknown count is NaN (counted in the summary's `nan_count`):
 * a null total, a zero sum (NeMo reports it as null), a trial without that trace descriptor;
 * `total_tokens` is NaN when either part is. Option: `evidence` (default `trace`).
 */
import { z } from "zod";
import { MetricOutputSpec, type TrialMetric, type TrialMetricFactory } from "../contract.js";
import { parseMetricOptions, traceEvidenceOption, traceOf } from "./options.js";

export const TOKEN_USAGE = "token_usage";

const optionsSchema = z.object({ evidence: traceEvidenceOption }).strict();

export const tokenUsageMetric: TrialMetricFactory = (options): TrialMetric => {
  const { evidence } = parseMetricOptions(TOKEN_USAGE, optionsSchema, options);
  return {
    type: TOKEN_USAGE,
    version: "1",
    outputSpec: () => [
      MetricOutputSpec.continuousScore("completion_tokens", "generated tokens (reasoning and tool calls included)"),
      MetricOutputSpec.continuousScore("prompt_tokens", "input tokens, cached ones included"),
      MetricOutputSpec.continuousScore("total_tokens", "prompt_tokens + completion_tokens"),
    ],
    computeScores: async (input) => {
      const trace = await traceOf(input, evidence);
      const usage = trace === undefined ? undefined : await trace.tokenUsage();
      const prompt = usage?.total_prompt_tokens ?? NaN;
      const completion = usage?.total_completion_tokens ?? NaN;
      return {
        outputs: [
          { name: "completion_tokens", value: completion },
          { name: "prompt_tokens", value: prompt },
          { name: "total_tokens", value: prompt + completion },
        ],
      };
    },
  };
};
