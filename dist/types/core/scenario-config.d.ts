import { z } from "zod";
/** The JSON a user passes with `--scenario-config` for a scenario agent-eval does not know. */
export declare const scenarioConfigFileSchema: z.ZodObject<{
    name: z.ZodOptional<z.ZodString>;
    primary_channels: z.ZodArray<z.ZodObject<{
        channel_id: z.ZodString;
        team_id: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    }, z.core.$strict>>;
    channel_display_names: z.ZodDefault<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, string>, unknown>>>;
    agent_display_names: z.ZodDefault<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, string>, unknown>>>;
    world_name: z.ZodDefault<z.ZodString>;
    knobs: z.ZodDefault<z.ZodArray<z.ZodString>>;
}, z.core.$strict>;
export type ScenarioConfigFile = z.output<typeof scenarioConfigFileSchema>;
