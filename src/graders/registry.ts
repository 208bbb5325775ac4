/**
 * OpenJudge class names → factories. One entry per line (several engineers add graders here).
 * A factory gets `{key, params, resources}` (see params.ts) and returns a grader; it validates its
 * params and throws a GraderConfigError naming the bad field inside `params`.
 */
import { createCodeExecutionGraderFromParams } from "./code/code-execution.js";
import { createSyntaxCheckGraderFromParams } from "./code/syntax-check.js";
import { createJsonMatchGraderFromParams } from "./format/json-match.js";
import { createJsonValidatorGraderFromParams } from "./format/json-validator.js";
import { createFunctionGraderFromParams } from "./function-grader.js";
import { CORRECTNESS_SPEC } from "./llm/correctness-grader.js";
import { builtinFactory, createLlmGraderFromParams } from "./llm/factories.js";
import { HALLUCINATION_SPEC } from "./llm/hallucination-grader.js";
import { HARMFULNESS_SPEC } from "./llm/harmfulness-grader.js";
import { INSTRUCTION_FOLLOWING_SPEC } from "./llm/instruction-following-grader.js";
import { RELEVANCE_SPEC } from "./llm/relevance-grader.js";
import { TOOL_SELECTION_SPEC } from "./llm/tool-selection-grader.js";
import { TRAJECTORY_ACCURACY_SPEC } from "./llm/trajectory-accuracy-grader.js";
import type { GraderFactory } from "./params.js";
import { createStringMatchGraderFromParams } from "./text/string-match.js";

export const GRADER_FACTORIES: Readonly<Record<string, GraderFactory>> = {
  FunctionGrader: createFunctionGraderFromParams,
  LLMGrader: createLlmGraderFromParams,
  CorrectnessGrader: builtinFactory(CORRECTNESS_SPEC),
  RelevanceGrader: builtinFactory(RELEVANCE_SPEC),
  HallucinationGrader: builtinFactory(HALLUCINATION_SPEC),
  HarmfulnessGrader: builtinFactory(HARMFULNESS_SPEC),
  InstructionFollowingGrader: builtinFactory(INSTRUCTION_FOLLOWING_SPEC),
  ToolSelectionGrader: builtinFactory(TOOL_SELECTION_SPEC),
  TrajectoryAccuracyGrader: builtinFactory(TRAJECTORY_ACCURACY_SPEC),
  StringMatchGrader: createStringMatchGraderFromParams,
  JsonValidatorGrader: createJsonValidatorGraderFromParams,
  JsonMatchGrader: createJsonMatchGraderFromParams,
  SyntaxCheckGrader: createSyntaxCheckGraderFromParams,
  CodeExecutionGrader: createCodeExecutionGraderFromParams,
};

/** The class names a config may use, sorted. */
export function graderClassNames(): string[] {
  return Object.keys(GRADER_FACTORIES).sort();
}

/** Graders that call the judge (the CLI requires --provider/--model when one is configured). */
export const LLM_GRADER_CLASSES: ReadonlySet<string> = new Set([
  "LLMGrader",
  "CorrectnessGrader",
  "RelevanceGrader",
  "HallucinationGrader",
  "HarmfulnessGrader",
  "InstructionFollowingGrader",
  "ToolSelectionGrader",
  "TrajectoryAccuracyGrader",
]);
