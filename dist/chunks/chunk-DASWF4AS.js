import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  renderTemplate
} from "./chunk-Y5GWXIEH.js";
import {
  pyStrip
} from "./chunk-YQUIWL3O.js";
import {
  ownKeysRecord
} from "./chunk-7GJBLW7Q.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// src/metrics/probes/probe-config.ts
var teamed = (role) => [role, `${role} Alpha`, `${role} Beta`];
var BUILTIN_PROBE_LAYOUTS = {
  veyru: {
    questionsFile: "protocol_probe_questions.json",
    roleGroups: { field_observer: teamed("Field Observer"), stabilization_engineer: teamed("Stabilization Engineer") },
    probeTemplates: { field_observer: "field_observer_probe.jinja", stabilization_engineer: "engineer_probe.jinja" },
    describeTemplates: { field_observer: "field_observer_describe.jinja", stabilization_engineer: "engineer_describe.jinja" }
  },
  drive_module_repair: {
    questionsFile: "protocol_probe_questions.json",
    roleGroups: { field_technician: ["Field Technician"], diagnostics_engineer: ["Diagnostics Engineer"], spec_engineer: ["Spec Engineer"] },
    probeTemplates: {
      field_technician: "field_technician_probe.jinja",
      diagnostics_engineer: "diagnostics_engineer_probe.jinja",
      spec_engineer: "spec_engineer_probe.jinja"
    },
    describeTemplates: {
      field_technician: "field_technician_describe.jinja",
      diagnostics_engineer: "diagnostics_engineer_describe.jinja",
      spec_engineer: "spec_engineer_describe.jinja"
    }
  },
  spot_the_difference: {
    questionsFile: "protocol_probe_questions.json",
    roleGroups: {
      viewer: ["Scene Viewer L", "Scene Viewer R", "Scene Viewer L (Team A)", "Scene Viewer R (Team A)", "Scene Viewer L (Team B)", "Scene Viewer R (Team B)"]
    },
    probeTemplates: { viewer: "viewer_probe.jinja" },
    describeTemplates: { viewer: "viewer_describe.jinja" }
  }
};
var PROBE_LAYOUT_FILE = "agent-eval-probe-config.json";
var probeLayoutFileSchema = external_exports.strictObject({
  questions_file: external_exports.string().nullable().default(null),
  role_groups: ownKeysRecord(external_exports.string(), external_exports.array(external_exports.string())),
  probe_templates: ownKeysRecord(external_exports.string(), external_exports.string()).default({}),
  describe_templates: ownKeysRecord(external_exports.string(), external_exports.string()).default({})
});
function layoutFromFile(file) {
  return {
    questionsFile: file.questions_file ?? void 0,
    roleGroups: file.role_groups,
    probeTemplates: file.probe_templates,
    describeTemplates: file.describe_templates
  };
}
var probeQuestionsSchema = external_exports.array(
  external_exports.object({ id: external_exports.string(), agent_role_filter: external_exports.string(), inputs: ownKeysRecord(external_exports.string(), external_exports.string()) })
);
function renderStrict(template, variables) {
  return pyStrip(renderTemplate(template.source, variables, { name: template.name }));
}
function fullSystemPrompt(base, roleName, runner) {
  return `${base}

${renderStrict(runner.systemSuffix, { role_name: roleName })}`;
}
function historyPrompts(runner) {
  return { initial: renderStrict(runner.initial, {}), continuation: renderStrict(runner.continuation, {}) };
}

export {
  BUILTIN_PROBE_LAYOUTS,
  PROBE_LAYOUT_FILE,
  probeLayoutFileSchema,
  layoutFromFile,
  probeQuestionsSchema,
  renderStrict,
  fullSystemPrompt,
  historyPrompts
};
