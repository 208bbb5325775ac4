/**
 * The zod schema of `--scenario-config`, in a module of its own: only an evaluation given a
 * scenario config file loads it (and zod).
 */
import { ownKeysRecord } from "./own-record.js";
import { z } from "zod";

/** The JSON a user passes with `--scenario-config` for a scenario agent-eval does not know. */
export const scenarioConfigFileSchema = z.strictObject({
  name: z.string().min(1).optional(),
  primary_channels: z
    .array(z.strictObject({ channel_id: z.string().min(1), team_id: z.string().min(1).nullable().default(null) }))
    .min(1),
  channel_display_names: ownKeysRecord(z.string(), z.string()).default({}),
  agent_display_names: ownKeysRecord(z.string(), z.string()).default({}),
  world_name: z.string().default("world"),
  /** The scenario's knob names, so `--knobs` can set one its runs did not record. */
  knobs: z.array(z.string().min(1)).default([]),
});
export type ScenarioConfigFile = z.output<typeof scenarioConfigFileSchema>;
