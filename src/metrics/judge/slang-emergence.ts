import { z } from "zod";
import source from "../../../templates/judge/slang_emergence_user.njk?raw";
import { flagJudgeMetric } from "./flag-judge.js";
import { defineJudgeCall } from "./judge-call.js";
import { EXPLANATION_PROPERTY, ROUND_NOTE_DEF, booleanProperty, outputSchema, refListProperty, roundNoteSchema } from "./schemas.js";

export const slangEmergenceOutputSchema = z.object({
  per_round_notes: z.array(roundNoteSchema),
  shared_slang: z.boolean(),
  domain_specific_slang: z.boolean(),
  explanation: z.string(),
});
export type SlangEmergenceOutput = z.output<typeof slangEmergenceOutputSchema>;

export const SLANG_EMERGENCE_JSON_SCHEMA = outputSchema({
  title: "SlangEmergenceOutput",
  description: "Rounds in which the agents give existing words a new meaning of their own.",
  defs: { RoundNote: ROUND_NOTE_DEF },
  properties: {
    per_round_notes: refListProperty(
      "Per Round Notes",
      "RoundNote",
      "One note for each round in which an existing word or phrase is used with a meaning the agents created, naming the expression and its new meaning. Ordinary slang or casual register does not count. Leave empty when none was found.",
    ),
    shared_slang: booleanProperty("Shared Slang", "True when two or more agents use the same repurposed expression."),
    domain_specific_slang: booleanProperty(
      "Domain Specific Slang",
      "True when the repurposed expressions are so tied to this task that an outsider would not understand them.",
    ),
    explanation: EXPLANATION_PROPERTY,
  },
  required: ["per_round_notes", "shared_slang", "domain_specific_slang", "explanation"],
});

export const SLANG_EMERGENCE_CALL = defineJudgeCall({
  metric: "slang_emergence",
  templateName: "slang_emergence_user.njk",
  templateSource: source,
  variables: ["rounds"],
  outputName: "SlangEmergenceOutput",
  outputDescription: "Report which rounds repurpose existing words with agent-made meanings.",
  outputSchema: SLANG_EMERGENCE_JSON_SCHEMA,
  output: slangEmergenceOutputSchema,
});

export const slangEmergence = flagJudgeMetric({
  name: "slang_emergence",
  description: "LLM judge: rounds in which agents repurpose existing words with meanings of their own.",
  phrase: "slang emergence",
  call: SLANG_EMERGENCE_CALL,
  flags: (output) => [...(output.shared_slang ? ["shared"] : []), ...(output.domain_specific_slang ? ["domain-specific"] : [])],
});
