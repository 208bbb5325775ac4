/**
 * `HallucinationGrader`: is every claim supported by the given information (5 = no hallucination).
 * Arguments: (query, response, context="", reference_response=""). Score 1–5 (our own prompt, templates/graders/hallucination.njk); see builtin-llm-grader.ts.
 */
import source from "../../../templates/graders/hallucination.njk?raw";
import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";

export const HALLUCINATION_SPEC: BuiltinLlmGraderSpec = {
  className: "HallucinationGrader",
  defaultName: "hallucination",
  params: [{ name: "query", required: true }, { name: "response", required: true }, { name: "context", default: "" }, { name: "reference_response", default: "" }],
  template: { name: "graders/hallucination.njk", source },
};

export function createHallucinationGrader(options: BuiltinLlmGraderOptions = {}): BuiltinLlmGrader {
  return new BuiltinLlmGrader(HALLUCINATION_SPEC, options);
}
