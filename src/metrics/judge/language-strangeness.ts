import type { z } from "zod";
import source from "../../../templates/judge/language_strangeness_user.njk?raw";
import { flagJudgeMetric } from "./flag-judge.js";
import { defineJudgeCall } from "./judge-call.js";
import { EXPLANATION_PROPERTY, ROUND_NOTE, booleanProperty, listProperty, outputSchema, stringListProperty } from "./schemas.js";

export const LANGUAGE_STRANGENESS_OUTPUT = outputSchema({
  title: "LanguageStrangenessOutput",
  description: "Rounds whose messages depart from ordinary written English in form, with the kinds of departure seen.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round in which at least one message is structurally non-standard (clipped phrasing, odd word order, punctuation or layout used as structure), quoting it. Leave empty when every round reads as ordinary English.",
    ),
    anomaly_categories: stringListProperty(
      "Anomaly Categories",
      "Short names of the distinct kinds of non-standard form found anywhere in the run, each listed once.",
    ),
    mutually_adopted: booleanProperty("Mutually Adopted", "True when two or more agents use the same non-standard pattern."),
    explanation: EXPLANATION_PROPERTY,
  },
});
export type LanguageStrangenessOutput = z.output<typeof LANGUAGE_STRANGENESS_OUTPUT.zod>;
/** The validator of a language_strangeness answer (derived from LANGUAGE_STRANGENESS_OUTPUT). */
export const languageStrangenessOutputSchema = LANGUAGE_STRANGENESS_OUTPUT.zod;

export const LANGUAGE_STRANGENESS_CALL = defineJudgeCall({
  metric: "language_strangeness",
  templateName: "language_strangeness_user.njk",
  templateSource: source,
  variables: ["rounds"],
  outputName: "LanguageStrangenessOutput",
  outputDescription: "Report which rounds use structurally non-standard language, and how.",
  outputSchema: LANGUAGE_STRANGENESS_OUTPUT.json,
  output: LANGUAGE_STRANGENESS_OUTPUT.zod,
});

export const languageStrangeness = flagJudgeMetric({
  name: "language_strangeness",
  call: LANGUAGE_STRANGENESS_CALL,
  flags: (output) => [
    ...(output.anomaly_categories.length > 0 ? [`categories: ${output.anomaly_categories.join(", ")}`] : []),
    ...(output.mutually_adopted ? ["mutually adopted"] : []),
  ],
});
