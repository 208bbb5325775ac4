import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";
export declare const TRAJECTORY_ACCURACY_SPEC: BuiltinLlmGraderSpec;
export declare function createTrajectoryAccuracyGrader(options?: BuiltinLlmGraderOptions): BuiltinLlmGrader;
