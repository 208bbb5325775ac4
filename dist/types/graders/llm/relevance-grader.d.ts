import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";
export declare const RELEVANCE_SPEC: BuiltinLlmGraderSpec;
export declare function createRelevanceGrader(options?: BuiltinLlmGraderOptions): BuiltinLlmGrader;
