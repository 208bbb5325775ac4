import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  coerceDiscrete
} from "./chunk-LNEW3WCA.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-BZ4VPST6.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/metrics/shared/probe-response-schema.ts
var laxInt = external_exports.union([external_exports.number(), external_exports.boolean(), external_exports.string()]).transform((value) => {
  const coerced = coerceDiscrete(value);
  return coerced.ok ? coerced.value + 0 : value;
}).pipe(external_exports.number().int());
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
