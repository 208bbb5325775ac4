/**
 * `RelevanceGrader`: does the response address the query.
 * Arguments: (query, response, context="", reference_response=""). Score 1–5 (our own prompt, templates/graders/relevance.njk); see builtin-llm-grader.ts.
 */
import source from "../../../templates/graders/relevance.njk?raw";
import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";

export const RELEVANCE_SPEC: BuiltinLlmGraderSpec = {
  className: "RelevanceGrader",
  defaultName: "relevance",
  params: [{ name: "query", required: true }, { name: "response", required: true }, { name: "context", default: "" }, { name: "reference_response", default: "" }],
  template: { name: "graders/relevance.njk", source },
};

export function createRelevanceGrader(options: BuiltinLlmGraderOptions = {}): BuiltinLlmGrader {
  return new BuiltinLlmGrader(RELEVANCE_SPEC, options);
}
