import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  ownKeysRecord
} from "./chunk-7GJBLW7Q.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// src/metrics/shared/replace-manifests.ts
var replaceManifestSchema = external_exports.object({
  source_run_id: external_exports.string(),
  source_run_dir: external_exports.string(),
  round_start: external_exports.number().int(),
  rounds_after_swap: external_exports.number().int(),
  target_event_id: external_exports.string(),
  replaced_agent_id: external_exports.string().nullable(),
  replacement_model: external_exports.string().nullable(),
  replacement_provider: external_exports.string().nullable(),
  channels_with_visible_history: external_exports.array(external_exports.string()),
  blocked_tool_call_channels: external_exports.array(external_exports.string()),
  channel_history_floors: ownKeysRecord(external_exports.string(), external_exports.number().int()).default({}),
  replaced_at: external_exports.number()
});
var crossRunReplaceManifestSchema = external_exports.object({
  source_a_run_id: external_exports.string(),
  source_a_run_dir: external_exports.string(),
  source_b_run_id: external_exports.string(),
  source_b_run_dir: external_exports.string(),
  imported_history_source: external_exports.string(),
  round_start: external_exports.number().int(),
  rounds_after_swap: external_exports.number().int(),
  target_event_id: external_exports.string(),
  source_b_round_end: external_exports.number().int(),
  source_b_cutoff_event_id: external_exports.string(),
  replaced_agent_id: external_exports.string(),
  imported_model: external_exports.string(),
  imported_provider: external_exports.string(),
  channels_with_visible_history: external_exports.array(external_exports.string()),
  blocked_tool_call_channels: external_exports.array(external_exports.string()),
  replaced_at: external_exports.number()
});

export {
  replaceManifestSchema,
  crossRunReplaceManifestSchema
};
