/**
 * `CorrectnessGrader`: does the response agree with the reference answer and context.
 * Arguments: (query, response, context="", reference_response=""). Score 1–5 (our own prompt, templates/graders/correctness.njk); see builtin-llm-grader.ts.
 */
import source from "../../../templates/graders/correctness.njk?raw";
import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";

export const CORRECTNESS_SPEC: BuiltinLlmGraderSpec = {
  className: "CorrectnessGrader",
  defaultName: "correctness",
  params: [{ name: "query", required: true }, { name: "response", required: true }, { name: "context", default: "" }, { name: "reference_response", default: "" }],
  template: { name: "graders/correctness.njk", source },
};

export function createCorrectnessGrader(options: BuiltinLlmGraderOptions = {}): BuiltinLlmGrader {
  return new BuiltinLlmGrader(CORRECTNESS_SPEC, options);
}
