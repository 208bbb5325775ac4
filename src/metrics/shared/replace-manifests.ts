/**
 * The zod schemas of GlossoGen's replace-agent manifests, beside a resumed run. In a module of
 * their own: round_success_after_resume imports them (and zod) only for a run that has one.
 */
import { ownKeysRecord } from "../../core/own-record.js";
import { z } from "zod";

/** `replace_manifest.json` (GlossoGen `replace_manifest.py`); unknown keys are ignored like pydantic. */
export const replaceManifestSchema = z.object({
  source_run_id: z.string(),
  source_run_dir: z.string(),
  round_start: z.number().int(),
  rounds_after_swap: z.number().int(),
  target_event_id: z.string(),
  replaced_agent_id: z.string().nullable(),
  replacement_model: z.string().nullable(),
  replacement_provider: z.string().nullable(),
  channels_with_visible_history: z.array(z.string()),
  blocked_tool_call_channels: z.array(z.string()),
  channel_history_floors: ownKeysRecord(z.string(), z.number().int()).default({}),
  replaced_at: z.number(),
});

/** `cross_run_replace_manifest.json` (GlossoGen `cross_run_replace_manifest.py`). */
export const crossRunReplaceManifestSchema = z.object({
  source_a_run_id: z.string(),
  source_a_run_dir: z.string(),
  source_b_run_id: z.string(),
  source_b_run_dir: z.string(),
  imported_history_source: z.string(),
  round_start: z.number().int(),
  rounds_after_swap: z.number().int(),
  target_event_id: z.string(),
  source_b_round_end: z.number().int(),
  source_b_cutoff_event_id: z.string(),
  replaced_agent_id: z.string(),
  imported_model: z.string(),
  imported_provider: z.string(),
  channels_with_visible_history: z.array(z.string()),
  blocked_tool_call_channels: z.array(z.string()),
  replaced_at: z.number(),
});
