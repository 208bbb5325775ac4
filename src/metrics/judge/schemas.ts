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
import { coerceBoolean, coerceContinuous, coerceDiscrete } from "../../trials/coerce.js";

/**
 * pydantic's lax `int` (trials/coerce.ts, checked against pydantic 2.13): a JSON int, an integral
 * float (`2.0`), a bool (`true` is 1) or an integral string (`" 3 "`, `"+3"`, `"1_0"`); not `"3.5"`
 * or `"0x10"`. A value it refuses stays as it was, for the int check to name.
 */
export const laxInt = z
  .union([z.number(), z.boolean(), z.string()])
  .transform((value) => {
    const coerced = coerceDiscrete(value);
    return coerced.ok ? (coerced.value as number) + 0 : value; // + 0: -0.0 is the int 0
  })
  // not z.int(): it stops at 2^53, while pydantic takes every int coerceDiscrete lets through (up to 2^63)
  .pipe(z.number().refine((value) => Number.isInteger(value), "Invalid input: expected int, received number"));

/**
 * pydantic's lax `float` (trials/coerce.ts): a JSON number, a bool, or a string pydantic-core reads
 * as a float, `"inf"` and `"nan"` included (pydantic's float allows them; a bounded field then
 * refuses them, as `Field(ge=, le=)` does).
 */
export const laxNumber = z
  .union([z.number(), z.boolean(), z.string()])
  .transform((value) => {
    const coerced = coerceContinuous(value);
    return coerced.ok ? (coerced.value as number) : value;
  })
  .pipe(z.custom<number>((value) => typeof value === "number", "Invalid input: expected number"));

/**
 * pydantic's lax `bool` (trials/coerce.ts, checked against pydantic 2.13): a JSON bool, the
 * numbers 0 and 1 (`1.0` too) and the words `true/false, yes/no, on/off, t/f, y/n, 1/0` in any
 * case (untrimmed); not `2` or `" true"`. A value it refuses stays as it was, for the bool check to name.
 */
export const laxBool = z
  .unknown()
  .transform((value) => {
    const coerced = coerceBoolean(value);
    return coerced.ok ? coerced.value : value;
  })
  .pipe(z.boolean());

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
type Shape<F extends Fields> = { -readonly [K in keyof F]: F[K]["zod"] };

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

function field<Z extends z.ZodType>(json: JsonSchema, zod: Z, definitions: readonly ObjectDefinition[] = []): OutputField<Z> {
  return { json, zod, required: true, definitions };
}

export function integerProperty(title: string, description: string): OutputField<typeof laxInt> {
  return field({ description, title, type: "integer" }, laxInt);
}

/** A number, optionally bounded (inclusive) as pydantic's `Field(ge=, le=)`. */
export function numberProperty(
  title: string,
  description: string,
  range?: { readonly minimum: number; readonly maximum: number },
): OutputField<z.ZodType<number, unknown>> {
  if (range === undefined) return field({ description, title, type: "number" }, laxNumber);
  return field(
    { description, maximum: range.maximum, minimum: range.minimum, title, type: "number" },
    laxNumber.pipe(z.number().min(range.minimum).max(range.maximum)),
  );
}

export function stringProperty(title: string, description: string): OutputField<z.ZodString> {
  return field({ description, title, type: "string" }, z.string());
}

/** A string the judge may leave out (then `fallback`); not in `required`. */
export function optionalStringProperty(title: string, description: string, fallback: string): OutputField<z.ZodDefault<z.ZodString>> {
  return { ...field({ default: fallback, description, title, type: "string" }, z.string().default(fallback)), required: false };
}

export function booleanProperty(title: string, description: string): OutputField<typeof laxBool> {
  return field({ description, title, type: "boolean" }, laxBool);
}

export function stringListProperty(title: string, description: string): OutputField<z.ZodArray<z.ZodString>> {
  return field({ description, items: { type: "string" }, title, type: "array" }, z.array(z.string()));
}

/** A list of `definition` objects, referenced through `$defs`. */
export function listProperty<Z extends z.ZodType>(
  title: string,
  definition: ObjectDefinition<Z>,
  description?: string,
  options: { readonly minItems?: number } = {},
): OutputField<z.ZodArray<Z>> {
  const list = z.array(definition.zod);
  return field(
    {
      ...(description === undefined ? {} : { description }),
      items: { $ref: `#/$defs/${definition.title}` },
      ...(options.minItems === undefined ? {} : { minItems: options.minItems }),
      title,
      type: "array",
    },
    options.minItems === undefined ? list : list.min(options.minItems),
    [definition, ...definition.definitions],
  );
}

interface ObjectParts<F extends Fields> {
  readonly properties: JsonSchema;
  readonly required: string[];
  readonly zod: z.ZodObject<Shape<F>>;
  readonly definitions: ObjectDefinition[];
}

function objectParts<F extends Fields>(fields: F): ObjectParts<F> {
  const names = Object.keys(fields);
  const shape = Object.fromEntries(names.map((name) => [name, fields[name]?.zod])) as Shape<F>;
  return {
    properties: Object.fromEntries(names.map((name) => [name, fields[name]?.json])),
    required: names.filter((name) => fields[name]?.required === true),
    zod: z.object(shape),
    definitions: names.flatMap((name) => fields[name]?.definitions ?? []),
  };
}

/** An object's title, description and fields, in the order the JSON Schema and the validator list them. */
interface ObjectOptions<F extends Fields> {
  readonly title: string;
  readonly description: string;
  readonly properties: F;
}

/** An object type for `$defs`; its title is the name it is referenced by. */
export function objectDefinition<F extends Fields>(options: ObjectOptions<F>): ObjectDefinition<z.ZodObject<Shape<F>>> {
  const { properties, required, zod, definitions } = objectParts(options.properties);
  return {
    title: options.title,
    json: { description: options.description, properties, required, title: options.title, type: "object" },
    zod,
    definitions,
  };
}

/** Every definition reachable from `definitions`, sorted by title as pydantic writes `$defs`. */
function collectDefinitions(definitions: readonly ObjectDefinition[]): Record<string, JsonSchema> {
  const byTitle = new Map<string, ObjectDefinition>();
  for (const definition of definitions) {
    const seen = byTitle.get(definition.title);
    if (seen !== undefined && seen !== definition) throw new Error(`two different output definitions are titled ${definition.title}`);
    byTitle.set(definition.title, definition);
  }
  return Object.fromEntries([...byTitle.keys()].sort().map((title) => [title, (byTitle.get(title) as ObjectDefinition).json]));
}

/** A top-level output: `$defs` from the definitions its fields use, `required` from the fields without a default. */
export function outputSchema<F extends Fields>(options: ObjectOptions<F>): OutputContract<z.ZodObject<Shape<F>>> {
  const { properties, required, zod, definitions } = objectParts(options.properties);
  const defs = collectDefinitions(definitions);
  return {
    json: {
      ...(Object.keys(defs).length === 0 ? {} : { $defs: defs }),
      description: options.description,
      properties,
      required,
      title: options.title,
      type: "object",
    },
    zod,
  };
}

/** The `RoundNote` definition shared by every per-round-notes output. */
export const ROUND_NOTE = objectDefinition({
  title: "RoundNote",
  description: "An observation the judge made about one round of the transcript.",
  properties: {
    round_number: integerProperty("Round Number", "Number of the round this note is about, as printed in the round header."),
    note: stringProperty("Note", "What was seen in this round, quoting the messages that show it."),
  },
});
export type RoundNote = z.output<typeof ROUND_NOTE.zod>;

export const EXPLANATION_PROPERTY = stringProperty(
  "Explanation",
  "Your overall reasoning for this assessment, quoting concrete messages from the transcript.",
);
