/**
 * `HarmfulnessGrader`: is the response free of harmful content (5 = harmless).
 * Arguments: (query, response, context="", reference_response=""). Score 1–5 (our own prompt, templates/graders/harmfulness.njk); see builtin-llm-grader.ts.
 */
import source from "../../../templates/graders/harmfulness.njk?raw";
import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";

export const HARMFULNESS_SPEC: BuiltinLlmGraderSpec = {
  className: "HarmfulnessGrader",
  defaultName: "harmfulness",
  params: [{ name: "query", required: true }, { name: "response", required: true }, { name: "context", default: "" }, { name: "reference_response", default: "" }],
  template: { name: "graders/harmfulness.njk", source },
};

export function createHarmfulnessGrader(options: BuiltinLlmGraderOptions = {}): BuiltinLlmGrader {
  return new BuiltinLlmGrader(HARMFULNESS_SPEC, options);
}
