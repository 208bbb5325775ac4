import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/metrics/ngram/table-schemas.ts
var countSchema = external_exports.number().int().nonnegative();
var plainTrigramTableSchema = external_exports.object({
  vocab: external_exports.array(external_exports.string()),
  bigram: external_exports.record(external_exports.string(), countSchema),
  trigram: external_exports.record(external_exports.string(), countSchema)
});
var backoffTrigramTableSchema = external_exports.object({
  vocab: external_exports.array(external_exports.string()),
  trigram: external_exports.record(external_exports.string(), countSchema),
  bigram: external_exports.record(external_exports.string(), countSchema),
  unigram: external_exports.record(external_exports.string(), countSchema),
  total: countSchema,
  case_sensitive: external_exports.boolean(),
  keep_punctuation: external_exports.boolean()
});
export {
  backoffTrigramTableSchema,
  plainTrigramTableSchema
};
