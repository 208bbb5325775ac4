/** Pure helpers for structured (tool/function-call) judge output. */
import type { JsonSchema } from "./judge.js";
/**
 * Models sometimes send a nested array/object as a JSON string. For each top-level member whose
 * schema type is `array` or `object` and whose value is a string, parse the string (kept as is when
 * it does not parse to the right kind). Mirrors GlossoGen's repair before validation.
 */
export declare function repairStringifiedJson(output: unknown, schema: JsonSchema): unknown;
/**
 * A copy of the schema with `additionalProperties: false` on every object schema at every level
 * (properties, items, $defs, combinators), as OpenAI strict function calling requires. An explicit
 * `additionalProperties` schema or `true` is replaced too: strict mode allows no extra members.
 */
export declare function strictJsonSchema(schema: JsonSchema): Record<string, unknown>;
