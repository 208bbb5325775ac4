import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";
export declare const TOOL_SELECTION_SPEC: BuiltinLlmGraderSpec;
export declare function createToolSelectionGrader(options?: BuiltinLlmGraderOptions): BuiltinLlmGrader;
