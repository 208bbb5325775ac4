import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  BUILTIN_PROBE_LAYOUTS,
  PROBE_LAYOUT_FILE,
  layoutFromFile,
  probeLayoutFileSchema,
  probeQuestionsSchema
} from "./chunk-DASWF4AS.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";
import {
  firstIssue
} from "./chunk-74ZREX4V.js";

// src/node/scenario-assets.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
var RUNNER_FILES = { systemSuffix: "system_suffix.jinja", initial: "initial_prompt.jinja", continuation: "continue_prompt.jinja" };
var isDir = (p) => existsSync(p) && statSync(p).isDirectory();
function readJson(file, label) {
  const text = readFileSync(file, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${label} ${file}: not valid JSON (${error.message})`);
  }
}
function template(file) {
  return { name: file, source: readFileSync(file, "utf8") };
}
function scenarioFolder(dir, scenario) {
  const nested = path.join(dir, scenario);
  if (isDir(nested)) return nested;
  if (path.basename(path.resolve(dir)) === scenario || existsSync(path.join(dir, "prompts")) || existsSync(path.join(dir, PROBE_LAYOUT_FILE))) return dir;
  return void 0;
}
function runnerTemplates(dir, scenarioDir) {
  const candidates = [
    path.join(dir, "runners", "prompts"),
    path.join(dir, "..", "runners", "prompts"),
    ...scenarioDir === void 0 ? [] : [path.join(scenarioDir, "..", "..", "runners", "prompts")]
  ];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, RUNNER_FILES.systemSuffix)));
  if (found === void 0) {
    return { ok: false, reason: `GlossoGen's runner prompts (runners/prompts/${RUNNER_FILES.systemSuffix} \u2026) were not found next to ${dir} (looked in ${candidates.join(", ")})` };
  }
  const missing = Object.values(RUNNER_FILES).filter((name) => !existsSync(path.join(found, name)));
  if (missing.length > 0) return { ok: false, reason: `${found} lacks ${missing.join(", ")}` };
  return {
    ok: true,
    value: {
      systemSuffix: template(path.join(found, RUNNER_FILES.systemSuffix)),
      initial: template(path.join(found, RUNNER_FILES.initial)),
      continuation: template(path.join(found, RUNNER_FILES.continuation))
    }
  };
}
function layoutFor(scenarioDir, scenario) {
  const file = path.join(scenarioDir, PROBE_LAYOUT_FILE);
  if (existsSync(file)) {
    const parsed = probeLayoutFileSchema.safeParse(readJson(file, "--scenario-assets"));
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new InputError(`--scenario-assets ${file}: field '${field ?? "(root)"}': ${message}`);
    }
    return layoutFromFile(parsed.data);
  }
  return Object.hasOwn(BUILTIN_PROBE_LAYOUTS, scenario) ? BUILTIN_PROBE_LAYOUTS[scenario] : void 0;
}
function roleTemplates(layout, folder, files) {
  const templates = /* @__PURE__ */ new Map();
  const missingTemplates = /* @__PURE__ */ new Map();
  for (const [filter, name] of Object.entries(files)) {
    const file = path.join(folder, name);
    if (existsSync(file)) templates.set(filter, template(file));
    else missingTemplates.set(filter, file);
  }
  return { roleGroups: new Map(Object.entries(layout.roleGroups).map(([filter, roles]) => [filter, new Set(roles)])), templates, missingTemplates };
}
function loadProbeAssets(dir, scenario) {
  if (!isDir(dir)) throw new InputError(`--scenario-assets ${dir}: no such directory`);
  const scenarioDir = scenarioFolder(dir, scenario);
  const runner = runnerTemplates(dir, scenarioDir);
  if (scenarioDir === void 0) {
    const reason = `${dir} has no folder for scenario '${scenario}'`;
    return { location: dir, runner, probe: { ok: false, reason }, explanation: { ok: false, reason } };
  }
  const layout = layoutFor(scenarioDir, scenario);
  if (layout === void 0) {
    const reason = `scenario '${scenario}' declares no probe layout (agent-eval knows veyru, drive_module_repair and spot_the_difference; add ${PROBE_LAYOUT_FILE} to ${scenarioDir})`;
    return { location: scenarioDir, runner, probe: { ok: false, reason }, explanation: { ok: false, reason } };
  }
  const explanation = { ok: true, value: roleTemplates(layout, path.join(scenarioDir, "prompts", "describe"), layout.describeTemplates) };
  let probe;
  const questionsFile = layout.questionsFile === void 0 ? void 0 : path.join(scenarioDir, layout.questionsFile);
  if (questionsFile === void 0 || !existsSync(questionsFile)) {
    probe = { ok: false, reason: `scenario '${scenario}' has no probe question bank${questionsFile === void 0 ? "" : ` (${questionsFile} not found)`}` };
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

export {
  loadProbeAssets
};
