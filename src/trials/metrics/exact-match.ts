/**
 * `exact_match`: 1.0 when the agent's answer equals the reference answer, else 0.0.
 *
 * Options:
 * - `reference_key` (default `expected`): the key of `row.data.reference` holding the answer; a
 *   non-string value is compared as Python's `str()` prints it (`5`, `True`);
 * - `case_sensitive` (default true): false compares lower-cased text;
 * - `strip` (default true): strip leading and trailing whitespace first (Python's `str.strip()`).
 *
 * Output: `score` (continuous, 1.0 or 0.0). A missing answer (`output_text` null) is the empty
 * string. A reference without the key is an error of that trial (not a 0: the trial cannot be
 * judged).
 */
import { z } from "zod";
import { pyStr } from "../../core/py-repr.js";
import { pyLower } from "../../core/py-lower.js";
import { MetricOutputSpec, type TrialMetric, type TrialMetricFactory } from "../contract.js";
import { parseMetricOptions, pyStrip } from "./options.js";

export const EXACT_MATCH = "exact_match";

const optionsSchema = z
  .object({
    reference_key: z.string().min(1).default("expected"),
    case_sensitive: z.boolean().default(true),
    strip: z.boolean().default(true),
  })
  .strict();

export const exactMatchMetric: TrialMetricFactory = (options): TrialMetric => {
  const { reference_key: key, case_sensitive: caseSensitive, strip } = parseMetricOptions(EXACT_MATCH, optionsSchema, options);
  const normalise = (text: string): string => {
    const stripped = strip ? pyStrip(text) : text;
    return caseSensitive ? stripped : pyLower(stripped);
  };
  return {
    type: EXACT_MATCH,
    version: "1",
    outputSpec: () => [MetricOutputSpec.continuousScore("score", `1.0 when the answer equals reference.${key}, else 0.0`)],
    computeScores: (input) => {
      const reference = input.row.data.reference;
      if (!Object.hasOwn(reference, key)) return Promise.reject(new Error(`${EXACT_MATCH}: the trial's reference has no '${key}'`));
      const expected = normalise(pyStr(reference[key]));
      const answer = normalise(input.candidate.outputText ?? "");
      return Promise.resolve({ outputs: [{ name: "score", value: answer === expected ? 1.0 : 0.0 }] });
    },
  };
};
