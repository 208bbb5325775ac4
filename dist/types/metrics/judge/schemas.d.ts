/**
 * Building blocks of the judges' structured outputs. The JSON Schemas follow GlossoGen's
 * (spec §9.8: same `$defs`, field names, types, `required`, constraints and titles); the
 * descriptions are agent-eval's own. Each has a zod twin that validates what the judge returned,
 * lax like pydantic's default mode (an integral float or a numeric string passes as an int).
 */
import { z } from "zod";
import type { JsonSchema } from "../../judge/judge.js";
/** pydantic lax `int`: a JSON integer, or a string holding one. */
export declare const laxInt: z.ZodUnion<readonly [z.ZodNumber, z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<number, string>>, z.ZodNumber>]>;
/** pydantic lax `float`: a JSON number, or a string holding one. */
export declare const laxNumber: z.ZodUnion<readonly [z.ZodNumber, z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<number, string>>, z.ZodNumber>]>;
export declare const roundNoteSchema: z.ZodObject<{
    round_number: z.ZodUnion<readonly [z.ZodNumber, z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<number, string>>, z.ZodNumber>]>;
    note: z.ZodString;
}, z.core.$strip>;
export type RoundNote = z.output<typeof roundNoteSchema>;
/** The `RoundNote` definition shared by every per-round-notes output. */
export declare const ROUND_NOTE_DEF: JsonSchema;
export declare const EXPLANATION_PROPERTY: JsonSchema;
export declare function booleanProperty(title: string, description: string): JsonSchema;
export declare function stringListProperty(title: string, description: string): JsonSchema;
export declare function refListProperty(title: string, definition: string, description?: string, extra?: JsonSchema): JsonSchema;
/** A top-level output schema in pydantic's key order. */
export declare function outputSchema(options: {
    readonly title: string;
    readonly description: string;
    readonly defs?: Readonly<Record<string, JsonSchema>>;
    readonly properties: Readonly<Record<string, JsonSchema>>;
    readonly required: readonly string[];
}): JsonSchema;
