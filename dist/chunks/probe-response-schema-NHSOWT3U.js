import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  pydanticDatetime
} from "./chunk-GYEXMW2G.js";
import {
  coerceDiscrete
} from "./chunk-OFXXVDK2.js";
import "./chunk-EZQ3DI64.js";
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
var pydanticDatetime2 = external_exports.union([external_exports.string(), external_exports.number()]).refine((value) => pydanticDatetime(value).ok, { message: "Input should be a valid datetime (pydantic)" });
var probeResponseSchema = external_exports.object({
  timestamp: pydanticDatetime2,
  replica_index: laxInt,
  agent_id: external_exports.string(),
  role_name: external_exports.string(),
  model: external_exports.string(),
  provider: external_exports.string(),
  question_id: external_exports.string(),
  question_role_filter: external_exports.string(),
  // `int | None` without a default in GlossoGen's model: the key is required, null is the end of the run
  cutoff_round: laxInt.nullable(),
  reasoning_text: external_exports.string(),
  response_text: external_exports.string()
});
export {
  probeResponseSchema
};
