import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/metrics/shared/probe-response-schema.ts
var WHITE_SPACE = "[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*";
var INT_STRING = new RegExp(`^${WHITE_SPACE}([+-]?[0-9]+(?:_[0-9]+)*)(?:\\.0+)?${WHITE_SPACE}$`);
var laxInt = external_exports.union([
  external_exports.number().int().transform((n) => n + 0),
  // -0.0 is the int 0
  external_exports.boolean().transform((b) => b ? 1 : 0),
  external_exports.string().regex(INT_STRING).transform((text) => Number(INT_STRING.exec(text)[1]?.replaceAll("_", "")) + 0).pipe(external_exports.number().int())
]);
var probeResponseSchema = external_exports.object({
  timestamp: external_exports.string(),
  replica_index: laxInt,
  agent_id: external_exports.string(),
  role_name: external_exports.string(),
  model: external_exports.string(),
  provider: external_exports.string(),
  question_id: external_exports.string(),
  question_role_filter: external_exports.string(),
  // GlossoGen always writes the key; a missing key is read as "end of run" rather than rejected.
  cutoff_round: laxInt.nullable().default(null),
  reasoning_text: external_exports.string(),
  response_text: external_exports.string()
});
export {
  probeResponseSchema
};
