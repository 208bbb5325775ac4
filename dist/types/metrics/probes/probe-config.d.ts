import { z } from "zod";
export interface TemplateFile {
    /** Where it was read from (for messages). */
    readonly name: string;
    readonly source: string;
}
export interface RunnerTemplates {
    readonly systemSuffix: TemplateFile;
    readonly initial: TemplateFile;
    readonly continuation: TemplateFile;
}
export interface ProbeQuestion {
    readonly id: string;
    readonly agent_role_filter: string;
    readonly inputs: Readonly<Record<string, string>>;
}
export interface RoleTemplates {
    readonly roleGroups: ReadonlyMap<string, ReadonlySet<string>>;
    /** Role filter → template (filters whose template file was found). */
    readonly templates: ReadonlyMap<string, TemplateFile>;
    /** Role filter → template file name the layout names but that does not exist. */
    readonly missingTemplates: ReadonlyMap<string, string>;
}
export interface ProtocolProbeConfig extends RoleTemplates {
    readonly questions: readonly ProbeQuestion[];
}
export type Available<T> = {
    readonly ok: true;
    readonly value: T;
} | {
    readonly ok: false;
    readonly reason: string;
};
/** The probe assets of one scenario, as read from `--scenario-assets`. */
export interface ProbeAssets {
    /** The directory they came from. */
    readonly location: string;
    readonly runner: Available<RunnerTemplates>;
    /** Unavailable: the scenario offers no probe configuration (the metric does not apply). */
    readonly probe: Available<ProtocolProbeConfig>;
    /** Unavailable: the generic explanation prompt is used. */
    readonly explanation: Available<RoleTemplates>;
}
/** Template file names and role groups of a scenario (GlossoGen `ProtocolProbeConfig`/`ProtocolExplanationConfig`). */
export interface ProbeLayout {
    readonly questionsFile: string | undefined;
    readonly roleGroups: Readonly<Record<string, readonly string[]>>;
    /** Filter → file under `prompts/probe/`. */
    readonly probeTemplates: Readonly<Record<string, string>>;
    /** Filter → file under `prompts/describe/`. */
    readonly describeTemplates: Readonly<Record<string, string>>;
}
export declare const BUILTIN_PROBE_LAYOUTS: Readonly<Record<string, ProbeLayout>>;
/** `agent-eval-probe-config.json`: the layout of a scenario agent-eval does not know. */
export declare const PROBE_LAYOUT_FILE = "agent-eval-probe-config.json";
export declare const probeLayoutFileSchema: z.ZodObject<{
    questions_file: z.ZodDefault<z.ZodNullable<z.ZodString>>;
    role_groups: z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, string[]>, unknown>>;
    probe_templates: z.ZodDefault<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, string>, unknown>>>;
    describe_templates: z.ZodDefault<z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, string>, unknown>>>;
}, z.core.$strict>;
export declare function layoutFromFile(file: z.output<typeof probeLayoutFileSchema>): ProbeLayout;
/** GlossoGen's questions file: a JSON array of `{id, agent_role_filter, inputs{str: str}}`. */
export declare const probeQuestionsSchema: z.ZodArray<z.ZodObject<{
    id: z.ZodString;
    agent_role_filter: z.ZodString;
    inputs: z.ZodPipe<z.ZodUnknown, z.ZodTransform<Record<string, string>, unknown>>;
}, z.core.$strip>>;
/** A template rendered by GlossoGen's strict renderer: undefined variables fail, result stripped. */
export declare function renderStrict(template: TemplateFile, variables: Readonly<Record<string, unknown>>): string;
/** `build_full_system_prompt(base, role_name)`: base, a blank line, the rendered suffix. */
export declare function fullSystemPrompt(base: string, roleName: string, runner: RunnerTemplates): string;
export declare function historyPrompts(runner: RunnerTemplates): {
    initial: string;
    continuation: string;
};
