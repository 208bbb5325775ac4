import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";
export declare const HALLUCINATION_SPEC: BuiltinLlmGraderSpec;
export declare function createHallucinationGrader(options?: BuiltinLlmGraderOptions): BuiltinLlmGrader;
