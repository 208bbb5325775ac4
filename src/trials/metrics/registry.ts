/**
 * Built-in trial metrics: `type` name -> factory `(options, context) => metric`. A config entry
 * `{type: exact_match, ...options}` is built by `TRIAL_METRIC_FACTORIES[type](options, context)`.
 * One entry per line, one file per metric under src/trials/metrics/ (several engineers add here).
 */
import type { TrialMetricFactory } from "../contract.js";
import { efficientToolUseMetric } from "./efficient-tool-use.js";
import { exactMatchMetric } from "./exact-match.js";
import { keywordMatchMetric } from "./keyword-match.js";
import { llmJudgeMetric } from "./llm-judge.js";
import { tokenUsageMetric } from "./token-usage.js";
import { toolCallCountMetric } from "./tool-call-count.js";
import { verifierMetric } from "./verifier.js";

export const TRIAL_METRIC_FACTORIES: Readonly<Record<string, TrialMetricFactory>> = {
  exact_match: exactMatchMetric,
  keyword_match: keywordMatchMetric,
  tool_call_count: toolCallCountMetric,
  efficient_tool_use: efficientToolUseMetric,
  token_usage: tokenUsageMetric,
  verifier: verifierMetric,
  llm_judge: llmJudgeMetric,
};

/** Built-in metric types that call the judge (grade then needs --provider/--model or fixtures). */
export const JUDGE_METRIC_TYPES: ReadonlySet<string> = new Set(["llm_judge"]);
