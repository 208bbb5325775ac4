import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/judge/structured-output.ts
function schemaTypes(schema) {
  if (schema === null || typeof schema !== "object") return [];
  const type = schema.type;
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.filter((t) => typeof t === "string");
  return [];
}
function repairStringifiedJson(output, schema) {
  if (output === null || typeof output !== "object" || Array.isArray(output)) return output;
  const properties = schema.properties;
  if (properties === null || typeof properties !== "object") return output;
  const repaired = { ...output };
  for (const [name, value] of Object.entries(repaired)) {
    if (typeof value !== "string") continue;
    const types = schemaTypes(properties[name]);
    const wantsArray = types.includes("array");
    const wantsObject = types.includes("object");
    if (!wantsArray && !wantsObject) continue;
    try {
      const parsed = JSON.parse(value);
      const isArray = Array.isArray(parsed);
      const isObject = parsed !== null && typeof parsed === "object" && !isArray;
      if (wantsArray && isArray || wantsObject && isObject) repaired[name] = parsed;
    } catch {
    }
  }
  return repaired;
}
var SUBSCHEMA_MAPS = ["properties", "$defs", "definitions", "patternProperties"];
var SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"];
var SUBSCHEMA_SINGLE = ["items", "not", "if", "then", "else", "contains", "additionalItems"];
function strictJsonSchema(schema) {
  return strictNode(schema);
}
function strictNode(node) {
  if (Array.isArray(node)) return node.map(strictNode);
  if (node === null || typeof node !== "object") return node;
  const source = node;
  const out = { ...source };
  for (const name of SUBSCHEMA_MAPS) {
    const map = source[name];
    if (map !== null && typeof map === "object" && !Array.isArray(map)) {
      out[name] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, strictNode(v)]));
    }
  }
  for (const name of SUBSCHEMA_LISTS) {
    if (Array.isArray(source[name])) out[name] = source[name].map(strictNode);
  }
  for (const name of SUBSCHEMA_SINGLE) {
    if (source[name] !== void 0 && typeof source[name] === "object") out[name] = strictNode(source[name]);
  }
  const isObjectSchema = schemaTypes(source).includes("object") || source.properties !== void 0 && source.type === void 0;
  if (isObjectSchema) out.additionalProperties = false;
  return out;
}

export {
  repairStringifiedJson,
  strictJsonSchema
};
