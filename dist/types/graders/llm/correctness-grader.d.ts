import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";
export declare const CORRECTNESS_SPEC: BuiltinLlmGraderSpec;
export declare function createCorrectnessGrader(options?: BuiltinLlmGraderOptions): BuiltinLlmGrader;
