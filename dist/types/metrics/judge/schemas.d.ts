/**
 * Building blocks of the judges' structured outputs, each declared once: a builder returns both
 * the JSON Schema the judge is shown and the zod validator its answer must pass.
 *
 * The JSON Schemas follow GlossoGen's (spec §9.8: same `$defs`, field names, types, `required`,
 * constraints and titles) in pydantic's key order (every object's keys sorted, `properties` in
 * declaration order); the descriptions are agent-eval's own. They are written into every recorded
 * request, so their bytes are part of the fixture keys and template versions: a builder must not
 * change the bytes it emits (tests/metrics/judge/output-schema-bytes.test.ts). The validators are
 * lax like pydantic's default mode (an integral float or a numeric string passes as an int, `1` or
 * `"yes"` as a bool) and drop unknown keys.
 */
import { z } from "zod";
import type { JsonSchema } from "../../judge/judge.js";
/**
 * pydantic's lax `int` (trials/coerce.ts, checked against pydantic 2.13): a JSON int, an integral
 * float (`2.0`), a bool (`true` is 1) or an integral string (`" 3 "`, `"+3"`, `"1_0"`); not `"3.5"`
 * or `"0x10"`. A value it refuses stays as it was, for the int check to name.
 */
export declare const laxInt: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>;
/**
 * pydantic's lax `float` (trials/coerce.ts): a JSON number, a bool, or a string pydantic-core reads
 * as a float, `"inf"` and `"nan"` included (pydantic's float allows them; a bounded field then
 * refuses them, as `Field(ge=, le=)` does).
 */
export declare const laxNumber: z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodCustom<number, number>>;
/**
 * pydantic's lax `bool` (trials/coerce.ts, checked against pydantic 2.13): a JSON bool, the
 * numbers 0 and 1 (`1.0` too) and the words `true/false, yes/no, on/off, t/f, y/n, 1/0` in any
 * case (untrimmed); not `2` or `" true"`. A value it refuses stays as it was, for the bool check to name.
 */
export declare const laxBool: z.ZodPipe<z.ZodPipe<z.ZodUnknown, z.ZodTransform<unknown, unknown>>, z.ZodBoolean>;
/** One field of a structured output: its JSON Schema property and the validator of its value. */
export interface OutputField<Z extends z.ZodType = z.ZodType> {
    readonly json: JsonSchema;
    readonly zod: Z;
    /** False when the field has a default, so the judge may leave it out. */
    readonly required: boolean;
    /** The object definitions its JSON Schema refers to (`#/$defs/<title>`), nested ones included. */
    readonly definitions: readonly ObjectDefinition[];
}
type Fields = Readonly<Record<string, OutputField>>;
type Shape<F extends Fields> = {
    -readonly [K in keyof F]: F[K]["zod"];
};
/** An object type of the output, written once into `$defs` and referenced from list fields. */
export interface ObjectDefinition<Z extends z.ZodType = z.ZodType> {
    readonly title: string;
    readonly json: JsonSchema;
    readonly zod: Z;
    readonly definitions: readonly ObjectDefinition[];
}
/** A whole structured output: the JSON Schema of the request and the validator of the answer. */
export interface OutputContract<Z extends z.ZodType = z.ZodType> {
    readonly json: JsonSchema;
    readonly zod: Z;
}
export declare function integerProperty(title: string, description: string): OutputField<typeof laxInt>;
/** A number, optionally bounded (inclusive) as pydantic's `Field(ge=, le=)`. */
export declare function numberProperty(title: string, description: string, range?: {
    readonly minimum: number;
    readonly maximum: number;
}): OutputField<z.ZodType<number, unknown>>;
export declare function stringProperty(title: string, description: string): OutputField<z.ZodString>;
/** A string the judge may leave out (then `fallback`); not in `required`. */
export declare function optionalStringProperty(title: string, description: string, fallback: string): OutputField<z.ZodDefault<z.ZodString>>;
export declare function booleanProperty(title: string, description: string): OutputField<typeof laxBool>;
export declare function stringListProperty(title: string, description: string): OutputField<z.ZodArray<z.ZodString>>;
/** A list of `definition` objects, referenced through `$defs`. */
export declare function listProperty<Z extends z.ZodType>(title: string, definition: ObjectDefinition<Z>, description?: string, options?: {
    readonly minItems?: number;
}): OutputField<z.ZodArray<Z>>;
/** An object's title, description and fields, in the order the JSON Schema and the validator list them. */
interface ObjectOptions<F extends Fields> {
    readonly title: string;
    readonly description: string;
    readonly properties: F;
}
/** An object type for `$defs`; its title is the name it is referenced by. */
export declare function objectDefinition<F extends Fields>(options: ObjectOptions<F>): ObjectDefinition<z.ZodObject<Shape<F>>>;
/** A top-level output: `$defs` from the definitions its fields use, `required` from the fields without a default. */
export declare function outputSchema<F extends Fields>(options: ObjectOptions<F>): OutputContract<z.ZodObject<Shape<F>>>;
/** The `RoundNote` definition shared by every per-round-notes output. */
export declare const ROUND_NOTE: ObjectDefinition<z.ZodObject<Shape<{
    round_number: OutputField<z.ZodPipe<z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodBoolean, z.ZodString]>, z.ZodTransform<string | number | boolean, string | number | boolean>>, z.ZodNumber>>;
    note: OutputField<z.ZodString>;
}>, z.core.$strip>>;
export type RoundNote = z.output<typeof ROUND_NOTE.zod>;
export declare const EXPLANATION_PROPERTY: OutputField<z.ZodString>;
export {};
