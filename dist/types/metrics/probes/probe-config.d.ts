/**
 * What the agent-probe metrics need from the user's GlossoGen checkout (`--scenario-assets DIR`):
 * the runner prompts (system suffix, initial and continue prompts), and per scenario the probe
 * questions, role groups and per-role templates. agent-eval bundles none of GlossoGen's text: the
 * Node layer reads these files and hands them in; without them the probes do not apply.
 *
 * The built-in scenarios' role groups and template file names (identifiers, not text) are listed
 * here as GlossoGen's `scenario.py` files declare them; any scenario can instead ship an
 * `agent-eval-probe-config.json` (schema below) in its folder.
 */
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
    role_groups: z.ZodRecord<z.ZodString, z.ZodArray<z.ZodString>>;
    probe_templates: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodString>>;
    describe_templates: z.ZodDefault<z.ZodRecord<z.ZodString, z.ZodString>>;
}, z.core.$strict>;
export declare function layoutFromFile(file: z.output<typeof probeLayoutFileSchema>): ProbeLayout;
/** GlossoGen's questions file: a JSON array of `{id, agent_role_filter, inputs{str: str}}`. */
export declare const probeQuestionsSchema: z.ZodArray<z.ZodObject<{
    id: z.ZodString;
    agent_role_filter: z.ZodString;
    inputs: z.ZodRecord<z.ZodString, z.ZodString>;
}, z.core.$strip>>;
/** A template rendered by GlossoGen's strict renderer: undefined variables fail, result stripped. */
export declare function renderStrict(template: TemplateFile, variables: Readonly<Record<string, unknown>>): string;
/** `build_full_system_prompt(base, role_name)`: base, a blank line, the rendered suffix. */
export declare function fullSystemPrompt(base: string, roleName: string, runner: RunnerTemplates): string;
export declare function historyPrompts(runner: RunnerTemplates): {
    initial: string;
    continuation: string;
};
