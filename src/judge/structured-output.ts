/** Pure helpers for structured (tool/function-call) judge output. */
import type { JsonSchema } from "./judge.js";

function schemaTypes(schema: unknown): string[] {
  if (schema === null || typeof schema !== "object") return [];
  const type = (schema as Record<string, unknown>).type;
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === "string");
  return [];
}

/**
 * Models sometimes send a nested array/object as a JSON string. For each top-level member whose
 * schema type is `array` or `object` and whose value is a string, parse the string (kept as is when
 * it does not parse to the right kind). Mirrors GlossoGen's repair before validation.
 */
export function repairStringifiedJson(output: unknown, schema: JsonSchema): unknown {
  if (output === null || typeof output !== "object" || Array.isArray(output)) return output;
  const properties = schema.properties;
  if (properties === null || typeof properties !== "object") return output;
  const repaired: Record<string, unknown> = { ...(output as Record<string, unknown>) };
  for (const [name, value] of Object.entries(repaired)) {
    if (typeof value !== "string") continue;
    const types = schemaTypes((properties as Record<string, unknown>)[name]);
    const wantsArray = types.includes("array");
    const wantsObject = types.includes("object");
    if (!wantsArray && !wantsObject) continue;
    try {
      const parsed: unknown = JSON.parse(value);
      const isArray = Array.isArray(parsed);
      const isObject = parsed !== null && typeof parsed === "object" && !isArray;
      if ((wantsArray && isArray) || (wantsObject && isObject)) repaired[name] = parsed;
    } catch {
      // leave it for validation to report
    }
  }
  return repaired;
}

const SUBSCHEMA_MAPS = ["properties", "$defs", "definitions", "patternProperties"] as const;
const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"] as const;
const SUBSCHEMA_SINGLE = ["items", "not", "if", "then", "else", "contains", "additionalItems"] as const;

/**
 * A copy of the schema with `additionalProperties: false` on every object schema at every level
 * (properties, items, $defs, combinators), as OpenAI strict function calling requires. An explicit
 * `additionalProperties` schema or `true` is replaced too: strict mode allows no extra members.
 */
export function strictJsonSchema(schema: JsonSchema): Record<string, unknown> {
  return strictNode(schema) as Record<string, unknown>;
}

function strictNode(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictNode);
  if (node === null || typeof node !== "object") return node;
  const source = node as Record<string, unknown>;
  const out: Record<string, unknown> = { ...source };
  for (const name of SUBSCHEMA_MAPS) {
    const map = source[name];
    if (map !== null && typeof map === "object" && !Array.isArray(map)) {
      out[name] = Object.fromEntries(Object.entries(map as Record<string, unknown>).map(([k, v]) => [k, strictNode(v)]));
    }
  }
  for (const name of SUBSCHEMA_LISTS) {
    if (Array.isArray(source[name])) out[name] = (source[name] as unknown[]).map(strictNode);
  }
  for (const name of SUBSCHEMA_SINGLE) {
    if (source[name] !== undefined && typeof source[name] === "object") out[name] = strictNode(source[name]);
  }
  const isObjectSchema = schemaTypes(source).includes("object") || (source.properties !== undefined && source.type === undefined);
  if (isObjectSchema) out.additionalProperties = false;
  return out;
}
