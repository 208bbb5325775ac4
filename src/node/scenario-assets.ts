/**
 * Reading the user's GlossoGen probe prompts (`--scenario-assets DIR`): DIR is a GlossoGen
 * checkout's `src/glossogen/scenarios` folder (or one scenario's folder inside it). The runner
 * prompts are GlossoGen's `src/glossogen/runners/prompts/` next to it. Files that are absent make
 * the probes not apply (with the reason); files that are present but invalid are input errors.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { InputError } from "../core/errors.js";
import { firstIssue } from "../core/schema-issue.js";
import {
  BUILTIN_PROBE_LAYOUTS,
  PROBE_LAYOUT_FILE,
  type Available,
  type ProbeAssets,
  type ProbeLayout,
  type RoleTemplates,
  type RunnerTemplates,
  type TemplateFile,
  layoutFromFile,
  probeLayoutFileSchema,
  probeQuestionsSchema,
} from "../metrics/probes/probe-config.js";

const RUNNER_FILES = { systemSuffix: "system_suffix.jinja", initial: "initial_prompt.jinja", continuation: "continue_prompt.jinja" } as const;

const isDir = (p: string): boolean => existsSync(p) && statSync(p).isDirectory();

function readJson(file: string, label: string): unknown {
  const text = readFileSync(file, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${label} ${file}: not valid JSON (${(error as Error).message})`);
  }
}

function template(file: string): TemplateFile {
  return { name: file, source: readFileSync(file, "utf8") };
}

/** The scenario's own folder under DIR: DIR/<scenario>, or DIR itself when it is one. */
function scenarioFolder(dir: string, scenario: string): string | undefined {
  const nested = path.join(dir, scenario);
  if (isDir(nested)) return nested;
  if (path.basename(path.resolve(dir)) === scenario || existsSync(path.join(dir, "prompts")) || existsSync(path.join(dir, PROBE_LAYOUT_FILE))) return dir;
  return undefined;
}

function runnerTemplates(dir: string, scenarioDir: string | undefined): Available<RunnerTemplates> {
  const candidates = [
    path.join(dir, "runners", "prompts"),
    path.join(dir, "..", "runners", "prompts"),
    ...(scenarioDir === undefined ? [] : [path.join(scenarioDir, "..", "..", "runners", "prompts")]),
  ];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, RUNNER_FILES.systemSuffix)));
  if (found === undefined) {
    return { ok: false, reason: `GlossoGen's runner prompts (runners/prompts/${RUNNER_FILES.systemSuffix} …) were not found next to ${dir} (looked in ${candidates.join(", ")})` };
  }
  const missing = Object.values(RUNNER_FILES).filter((name) => !existsSync(path.join(found, name)));
  if (missing.length > 0) return { ok: false, reason: `${found} lacks ${missing.join(", ")}` };
  return {
    ok: true,
    value: {
      systemSuffix: template(path.join(found, RUNNER_FILES.systemSuffix)),
      initial: template(path.join(found, RUNNER_FILES.initial)),
      continuation: template(path.join(found, RUNNER_FILES.continuation)),
    },
  };
}

function layoutFor(scenarioDir: string, scenario: string): ProbeLayout | undefined {
  const file = path.join(scenarioDir, PROBE_LAYOUT_FILE);
  if (existsSync(file)) {
    const parsed = probeLayoutFileSchema.safeParse(readJson(file, "--scenario-assets"));
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new InputError(`--scenario-assets ${file}: field '${field ?? "(root)"}': ${message}`);
    }
    return layoutFromFile(parsed.data);
  }
  return Object.hasOwn(BUILTIN_PROBE_LAYOUTS, scenario) ? BUILTIN_PROBE_LAYOUTS[scenario] : undefined;
}

function roleTemplates(layout: ProbeLayout, folder: string, files: Readonly<Record<string, string>>): RoleTemplates {
  const templates = new Map<string, TemplateFile>();
  const missingTemplates = new Map<string, string>();
  for (const [filter, name] of Object.entries(files)) {
    const file = path.join(folder, name);
    if (existsSync(file)) templates.set(filter, template(file));
    else missingTemplates.set(filter, file);
  }
  return { roleGroups: new Map(Object.entries(layout.roleGroups).map(([filter, roles]) => [filter, new Set(roles)])), templates, missingTemplates };
}

/** The probe assets of `scenario` under `dir`; throws InputError when DIR itself does not exist or a file is invalid. */
export function loadProbeAssets(dir: string, scenario: string): ProbeAssets {
  if (!isDir(dir)) throw new InputError(`--scenario-assets ${dir}: no such directory`);
  const scenarioDir = scenarioFolder(dir, scenario);
  const runner = runnerTemplates(dir, scenarioDir);
  if (scenarioDir === undefined) {
    const reason = `${dir} has no folder for scenario '${scenario}'`;
    return { location: dir, runner, probe: { ok: false, reason }, explanation: { ok: false, reason } };
  }
  const layout = layoutFor(scenarioDir, scenario);
  if (layout === undefined) {
    const reason = `scenario '${scenario}' declares no probe layout (agent-eval knows veyru, drive_module_repair and spot_the_difference; add ${PROBE_LAYOUT_FILE} to ${scenarioDir})`;
    return { location: scenarioDir, runner, probe: { ok: false, reason }, explanation: { ok: false, reason } };
  }
  const explanation: Available<RoleTemplates> = { ok: true, value: roleTemplates(layout, path.join(scenarioDir, "prompts", "describe"), layout.describeTemplates) };
  let probe: ProbeAssets["probe"];
  const questionsFile = layout.questionsFile === undefined ? undefined : path.join(scenarioDir, layout.questionsFile);
  if (questionsFile === undefined || !existsSync(questionsFile)) {
    probe = { ok: false, reason: `scenario '${scenario}' has no probe question bank${questionsFile === undefined ? "" : ` (${questionsFile} not found)`}` };
  } else {
    const parsed = probeQuestionsSchema.safeParse(readJson(questionsFile, "--scenario-assets"));
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new InputError(`--scenario-assets ${questionsFile}: field '${field ?? "(root)"}': ${message}`);
    }
    probe = { ok: true, value: { ...roleTemplates(layout, path.join(scenarioDir, "prompts", "probe"), layout.probeTemplates), questions: parsed.data } };
  }
  return { location: scenarioDir, runner, probe, explanation };
}
