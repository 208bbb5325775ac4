import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// src/core/measurement-schema.ts
var roundObservationSchema = external_exports.object({
  round_number: external_exports.number().int(),
  value: external_exports.number(),
  note: external_exports.string()
});
var agentObservationSchema = external_exports.object({
  agent_id: external_exports.string(),
  value: external_exports.number(),
  note: external_exports.string()
});
var measurementSchema = external_exports.object({
  metric_name: external_exports.string().min(1),
  score: external_exports.number(),
  score_unit: external_exports.string(),
  summary: external_exports.string(),
  per_round: external_exports.array(roundObservationSchema).default([]),
  per_agent: external_exports.array(agentObservationSchema).default([])
});

export {
  roundObservationSchema,
  agentObservationSchema,
  measurementSchema
};
