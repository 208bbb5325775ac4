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
import { ownKeysRecord } from "../../core/own-record.js";
import { z } from "zod";
import { renderTemplate } from "../../core/template.js";
import { pyStrip } from "../../core/pynum.js";

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

export type Available<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

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

const teamed = (role: string): string[] => [role, `${role} Alpha`, `${role} Beta`];

export const BUILTIN_PROBE_LAYOUTS: Readonly<Record<string, ProbeLayout>> = {
  veyru: {
    questionsFile: "protocol_probe_questions.json",
    roleGroups: { field_observer: teamed("Field Observer"), stabilization_engineer: teamed("Stabilization Engineer") },
    probeTemplates: { field_observer: "field_observer_probe.jinja", stabilization_engineer: "engineer_probe.jinja" },
    describeTemplates: { field_observer: "field_observer_describe.jinja", stabilization_engineer: "engineer_describe.jinja" },
  },
  drive_module_repair: {
    questionsFile: "protocol_probe_questions.json",
    roleGroups: { field_technician: ["Field Technician"], diagnostics_engineer: ["Diagnostics Engineer"], spec_engineer: ["Spec Engineer"] },
    probeTemplates: {
      field_technician: "field_technician_probe.jinja",
      diagnostics_engineer: "diagnostics_engineer_probe.jinja",
      spec_engineer: "spec_engineer_probe.jinja",
    },
    describeTemplates: {
      field_technician: "field_technician_describe.jinja",
      diagnostics_engineer: "diagnostics_engineer_describe.jinja",
      spec_engineer: "spec_engineer_describe.jinja",
    },
  },
  spot_the_difference: {
    questionsFile: "protocol_probe_questions.json",
    roleGroups: {
      viewer: ["Scene Viewer L", "Scene Viewer R", "Scene Viewer L (Team A)", "Scene Viewer R (Team A)", "Scene Viewer L (Team B)", "Scene Viewer R (Team B)"],
    },
    probeTemplates: { viewer: "viewer_probe.jinja" },
    describeTemplates: { viewer: "viewer_describe.jinja" },
  },
};

/** `agent-eval-probe-config.json`: the layout of a scenario agent-eval does not know. */
export const PROBE_LAYOUT_FILE = "agent-eval-probe-config.json";
export const probeLayoutFileSchema = z.strictObject({
  questions_file: z.string().nullable().default(null),
  role_groups: ownKeysRecord(z.string(), z.array(z.string())),
  probe_templates: ownKeysRecord(z.string(), z.string()).default({}),
  describe_templates: ownKeysRecord(z.string(), z.string()).default({}),
});

export function layoutFromFile(file: z.output<typeof probeLayoutFileSchema>): ProbeLayout {
  return {
    questionsFile: file.questions_file ?? undefined,
    roleGroups: file.role_groups,
    probeTemplates: file.probe_templates,
    describeTemplates: file.describe_templates,
  };
}

/** GlossoGen's questions file: a JSON array of `{id, agent_role_filter, inputs{str: str}}`. */
export const probeQuestionsSchema = z.array(
  z.object({ id: z.string(), agent_role_filter: z.string(), inputs: ownKeysRecord(z.string(), z.string()) }),
);

/** A template rendered by GlossoGen's strict renderer: undefined variables fail, result stripped. */
export function renderStrict(template: TemplateFile, variables: Readonly<Record<string, unknown>>): string {
  return pyStrip(renderTemplate(template.source, variables, { name: template.name }));
}

/** `build_full_system_prompt(base, role_name)`: base, a blank line, the rendered suffix. */
export function fullSystemPrompt(base: string, roleName: string, runner: RunnerTemplates): string {
  return `${base}\n\n${renderStrict(runner.systemSuffix, { role_name: roleName })}`;
}

export function historyPrompts(runner: RunnerTemplates): { initial: string; continuation: string } {
  return { initial: renderStrict(runner.initial, {}), continuation: renderStrict(runner.continuation, {}) };
}
