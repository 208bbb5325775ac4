import type { z } from "zod";
import source from "../../../templates/judge/shorthand_codes_user.njk?raw";
import { flagJudgeMetric } from "./flag-judge.js";
import { defineJudgeCall } from "./judge-call.js";
import { EXPLANATION_PROPERTY, ROUND_NOTE, booleanProperty, listProperty, outputSchema } from "./schemas.js";

export const SHORTHAND_CODES_OUTPUT = outputSchema({
  title: "ShorthandCodesOutput",
  description: "Rounds in which the agents use short symbols deliberately mapped to longer meanings.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round containing at least one deliberate symbol-to-meaning mapping (coined abbreviation, letter or digit code, positional encoding), listing the codes and what each stands for. Leave empty when no codes were used.",
    ),
    systematic: booleanProperty("Systematic", "True when the codes follow a rule rather than being made up one at a time."),
    messages_shortened: booleanProperty("Messages Shortened", "True when messages got noticeably shorter as the codes came into use."),
    shared_understanding: booleanProperty(
      "Shared Understanding",
      "True when the receiving agent acted on the codes correctly without asking what they meant.",
    ),
    explanation: EXPLANATION_PROPERTY,
  },
});
export type ShorthandCodesOutput = z.output<typeof SHORTHAND_CODES_OUTPUT.zod>;

export const SHORTHAND_CODES_CALL = defineJudgeCall({
  metric: "shorthand_codes",
  templateName: "shorthand_codes_user.njk",
  templateSource: source,
  variables: ["rounds"],
  outputName: "ShorthandCodesOutput",
  outputDescription: "Report which rounds use shorthand codes and how systematic they are.",
  outputSchema: SHORTHAND_CODES_OUTPUT.json,
  output: SHORTHAND_CODES_OUTPUT.zod,
});

export const shorthandCodes = flagJudgeMetric({
  name: "shorthand_codes",
  call: SHORTHAND_CODES_CALL,
  flags: (output) => [
    ...(output.systematic ? ["systematic"] : []),
    ...(output.messages_shortened ? ["messages shortened"] : []),
    ...(output.shared_understanding ? ["shared understanding"] : []),
  ],
});
