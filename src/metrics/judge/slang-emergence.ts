import type { z } from "zod";
import source from "../../../templates/judge/slang_emergence_user.njk?raw";
import { flagJudgeMetric } from "./flag-judge.js";
import { defineJudgeCall } from "./judge-call.js";
import { EXPLANATION_PROPERTY, ROUND_NOTE, booleanProperty, listProperty, outputSchema } from "./schemas.js";

export const SLANG_EMERGENCE_OUTPUT = outputSchema({
  title: "SlangEmergenceOutput",
  description: "Rounds in which the agents give existing words a new meaning of their own.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round in which an existing word or phrase is used with a meaning the agents created, naming the expression and its new meaning. Ordinary slang or casual register does not count. Leave empty when none was found.",
    ),
    shared_slang: booleanProperty("Shared Slang", "True when two or more agents use the same repurposed expression."),
    domain_specific_slang: booleanProperty(
      "Domain Specific Slang",
      "True when the repurposed expressions are so tied to this task that an outsider would not understand them.",
    ),
    explanation: EXPLANATION_PROPERTY,
  },
});
export type SlangEmergenceOutput = z.output<typeof SLANG_EMERGENCE_OUTPUT.zod>;

export const SLANG_EMERGENCE_CALL = defineJudgeCall({
  metric: "slang_emergence",
  templateName: "slang_emergence_user.njk",
  templateSource: source,
  variables: ["rounds"],
  outputName: "SlangEmergenceOutput",
  outputDescription: "Report which rounds repurpose existing words with agent-made meanings.",
  outputSchema: SLANG_EMERGENCE_OUTPUT.json,
  output: SLANG_EMERGENCE_OUTPUT.zod,
});

export const slangEmergence = flagJudgeMetric({
  name: "slang_emergence",
  call: SLANG_EMERGENCE_CALL,
  flags: (output) => [...(output.shared_slang ? ["shared"] : []), ...(output.domain_specific_slang ? ["domain-specific"] : [])],
});
