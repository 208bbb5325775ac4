import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";
export declare const HARMFULNESS_SPEC: BuiltinLlmGraderSpec;
export declare function createHarmfulnessGrader(options?: BuiltinLlmGraderOptions): BuiltinLlmGrader;
