import { z } from "zod";
/** `replace_manifest.json` (GlossoGen `replace_manifest.py`); unknown keys are ignored like pydantic. */
export declare const replaceManifestSchema: z.ZodObject<{
    source_run_id: z.ZodString;
    source_run_dir: z.ZodString;
    round_start: z.ZodNumber;
    rounds_after_swap: z.ZodNumber;
    target_event_id: z.ZodString;
    replaced_agent_id: z.ZodNullable<z.ZodString>;
    replacement_model: z.ZodNullable<z.ZodString>;
    replacement_provider: z.ZodNullable<z.ZodString>;
    channels_with_visible_history: z.ZodArray<z.ZodString>;
    blocked_tool_call_channels: z.ZodArray<z.ZodString>;
    channel_history_floors: z.ZodDefault<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, number>, unknown>>>;
    replaced_at: z.ZodNumber;
}, z.core.$strip>;
/** `cross_run_replace_manifest.json` (GlossoGen `cross_run_replace_manifest.py`). */
export declare const crossRunReplaceManifestSchema: z.ZodObject<{
    source_a_run_id: z.ZodString;
    source_a_run_dir: z.ZodString;
    source_b_run_id: z.ZodString;
    source_b_run_dir: z.ZodString;
    imported_history_source: z.ZodString;
    round_start: z.ZodNumber;
    rounds_after_swap: z.ZodNumber;
    target_event_id: z.ZodString;
    source_b_round_end: z.ZodNumber;
    source_b_cutoff_event_id: z.ZodString;
    replaced_agent_id: z.ZodString;
    imported_model: z.ZodString;
    imported_provider: z.ZodString;
    channels_with_visible_history: z.ZodArray<z.ZodString>;
    blocked_tool_call_channels: z.ZodArray<z.ZodString>;
    replaced_at: z.ZodNumber;
}, z.core.$strip>;
