/**
 * `InstructionFollowingGrader`: does the response follow the instruction.
 * Arguments: (instruction, response, query=""). Score 1–5 (our own prompt, templates/graders/instruction_following.njk); see builtin-llm-grader.ts.
 */
import source from "../../../templates/graders/instruction_following.njk?raw";
import { BuiltinLlmGrader, type BuiltinLlmGraderOptions, type BuiltinLlmGraderSpec } from "./builtin-llm-grader.js";

export const INSTRUCTION_FOLLOWING_SPEC: BuiltinLlmGraderSpec = {
  className: "InstructionFollowingGrader",
  defaultName: "instruction_following",
  params: [{ name: "instruction", required: true }, { name: "response", required: true }, { name: "query", default: "" }],
  template: { name: "graders/instruction_following.njk", source },
};

export function createInstructionFollowingGrader(options: BuiltinLlmGraderOptions = {}): BuiltinLlmGrader {
  return new BuiltinLlmGrader(INSTRUCTION_FOLLOWING_SPEC, options);
}
