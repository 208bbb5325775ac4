import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";
export declare const INSTRUCTION_FOLLOWING_SPEC: BuiltinLlmGraderSpec;
export declare function createInstructionFollowingGrader(options?: BuiltinLlmGraderOptions): BuiltinLlmGrader;
