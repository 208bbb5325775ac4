import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  ownKeysRecord
} from "./chunk-7GJBLW7Q.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// src/core/scenario-config.ts
var scenarioConfigFileSchema = external_exports.strictObject({
  name: external_exports.string().min(1).optional(),
  primary_channels: external_exports.array(external_exports.strictObject({ channel_id: external_exports.string().min(1), team_id: external_exports.string().min(1).nullable().default(null) })).min(1),
  channel_display_names: ownKeysRecord(external_exports.string(), external_exports.string()).default({}),
  agent_display_names: ownKeysRecord(external_exports.string(), external_exports.string()).default({}),
  world_name: external_exports.string().default("world"),
  /** The scenario's knob names, so `--knobs` can set one its runs did not record. */
  knobs: external_exports.array(external_exports.string().min(1)).default([])
});

export {
  scenarioConfigFileSchema
};
