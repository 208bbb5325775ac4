/**
 * `keyword_match`: the seed's example metric (NeMo's writing-metrics guide), rule for rule:
 *
 *     expected = str(input.row.data.get("reference", {}).get("expected", "")).lower()
 *     answer = (input.candidate.output_text or "").lower()
 *     score = 1.0 if expected and expected in answer else 0.0
 *
 * So an empty or absent expected value scores 0.0, and a null one is Python's `"None"` (found in
 * "none of them"). `in` compares code points: a lone surrogate is not found inside an emoji. Option: `reference_key` (default `expected`). Output: `score` (continuous).
 */
import { z } from "zod";
import { pyStr } from "../../core/py-repr.js";
import { pyLower } from "../../core/py-lower.js";
import { pyContains } from "../../graders/text/py-str.js";
import { MetricOutputSpec, type TrialMetric, type TrialMetricFactory } from "../contract.js";
import { parseMetricOptions } from "./options.js";

export const KEYWORD_MATCH = "keyword_match";

const optionsSchema = z.object({ reference_key: z.string().min(1).default("expected") }).strict();

export const keywordMatchMetric: TrialMetricFactory = (options): TrialMetric => {
  const { reference_key: key } = parseMetricOptions(KEYWORD_MATCH, optionsSchema, options);
  return {
    type: KEYWORD_MATCH,
    version: "1",
    outputSpec: () => [MetricOutputSpec.continuousScore("score", `1.0 when reference.${key} occurs in the answer (case-insensitive), else 0.0`)],
    computeScores: (input) => {
      const reference = input.row.data.reference;
      const expected = pyLower(pyStr(Object.hasOwn(reference, key) ? reference[key] : ""));
      const answer = pyLower(input.candidate.outputText ?? "");
      return Promise.resolve({ outputs: [{ name: "score", value: expected !== "" && pyContains(answer, expected) ? 1.0 : 0.0 }] });
    },
  };
};
