/**
 * Building blocks of the judges' structured outputs. The JSON Schemas follow GlossoGen's
 * (spec §9.8: same `$defs`, field names, types, `required`, constraints and titles); the
 * descriptions are agent-eval's own. Each has a zod twin that validates what the judge returned,
 * lax like pydantic's default mode (an integral float or a numeric string passes as an int).
 */
import { z } from "zod";
import type { JsonSchema } from "../../judge/judge.js";

/** pydantic lax `int`: a JSON integer, or a string holding one. */
export const laxInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^\s*[+-]?\d+\s*$/)
    .transform((s) => Number(s.trim()))
    .pipe(z.number().int()),
]);

/** pydantic lax `float`: a JSON number, or a string holding one. */
export const laxNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/)
    .transform((s) => Number(s.trim()))
    .pipe(z.number()),
]);

export const roundNoteSchema = z.object({ round_number: laxInt, note: z.string() });
export type RoundNote = z.output<typeof roundNoteSchema>;

/** The `RoundNote` definition shared by every per-round-notes output. */
export const ROUND_NOTE_DEF: JsonSchema = {
  description: "An observation the judge made about one round of the transcript.",
  properties: {
    round_number: {
      description: "Number of the round this note is about, as printed in the round header.",
      title: "Round Number",
      type: "integer",
    },
    note: {
      description: "What was seen in this round, quoting the messages that show it.",
      title: "Note",
      type: "string",
    },
  },
  required: ["round_number", "note"],
  title: "RoundNote",
  type: "object",
};

export const EXPLANATION_PROPERTY: JsonSchema = {
  description: "Your overall reasoning for this assessment, quoting concrete messages from the transcript.",
  title: "Explanation",
  type: "string",
};

export function booleanProperty(title: string, description: string): JsonSchema {
  return { description, title, type: "boolean" };
}

export function stringListProperty(title: string, description: string): JsonSchema {
  return { description, items: { type: "string" }, title, type: "array" };
}

export function refListProperty(title: string, definition: string, description?: string, extra: JsonSchema = {}): JsonSchema {
  return {
    ...(description === undefined ? {} : { description }),
    items: { $ref: `#/$defs/${definition}` },
    ...extra,
    title,
    type: "array",
  };
}

/** A top-level output schema in pydantic's key order. */
export function outputSchema(options: {
  readonly title: string;
  readonly description: string;
  readonly defs?: Readonly<Record<string, JsonSchema>>;
  readonly properties: Readonly<Record<string, JsonSchema>>;
  readonly required: readonly string[];
}): JsonSchema {
  return {
    ...(options.defs === undefined ? {} : { $defs: options.defs }),
    description: options.description,
    properties: options.properties,
    required: options.required,
    title: options.title,
    type: "object",
  };
}
