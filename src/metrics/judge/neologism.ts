import type { z } from "zod";
import source from "../../../templates/judge/neologism_user.njk?raw";
import { flagJudgeMetric } from "./flag-judge.js";
import { defineJudgeCall } from "./judge-call.js";
import { EXPLANATION_PROPERTY, ROUND_NOTE, booleanProperty, listProperty, outputSchema } from "./schemas.js";

export const NEOLOGISM_OUTPUT = outputSchema({
  title: "NeologismOutput",
  description: "Rounds in which the agents use words they invented.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round in which a coined word (not an English word, not an abbreviation, not taken from the agents' instructions) is used with a meaning, giving the word and that meaning. Leave empty when none was found.",
    ),
    semantically_stable: booleanProperty("Semantically Stable", "True when each invented word keeps one meaning across the rounds it appears in."),
    mutually_adopted: booleanProperty("Mutually Adopted", "True when two or more agents use the same invented word."),
    explanation: EXPLANATION_PROPERTY,
  },
});
export type NeologismOutput = z.output<typeof NEOLOGISM_OUTPUT.zod>;

export const NEOLOGISM_CALL = defineJudgeCall({
  metric: "neologism",
  templateName: "neologism_user.njk",
  templateSource: source,
  variables: ["rounds", "agent_prompts"],
  outputName: "NeologismOutput",
  outputDescription: "Report which rounds use words the agents invented.",
  outputSchema: NEOLOGISM_OUTPUT.json,
  output: NEOLOGISM_OUTPUT.zod,
});

export const neologism = flagJudgeMetric({
  name: "neologism",
  call: NEOLOGISM_CALL,
  flags: (output) => [
    ...(output.semantically_stable ? ["semantically stable"] : []),
    ...(output.mutually_adopted ? ["mutually adopted"] : []),
  ],
  // every registered agent's instructions, so terms the agents were handed are not taken as coined
  extraVariables: (context) => ({
    agent_prompts: context.agentConfigs.map((config) => ({ role_name: config.role_name, system_prompt: config.system_prompt })),
  }),
});
