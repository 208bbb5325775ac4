import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  replaceManifestSchema
} from "./chunk-TR7GW62F.js";
import {
  EXPLANATION_OUTPUT,
  EXPLANATION_PROPERTY,
  PROBE_OUTPUT,
  ProbeUsage,
  ROUND_NOTE,
  assetsOrReason,
  booleanProperty,
  buildMessageHistory,
  callProbe,
  integerProperty,
  lastEventTimestamp,
  listProperty,
  numberProperty,
  objectDefinition,
  optionalStringProperty,
  outputSchema,
  probeRequest,
  probedAgents,
  pyJsonDumps,
  requireProbeModel,
  rowTimestamp,
  stringListProperty,
  stringProperty
} from "./chunk-ALRPQX7A.js";
import {
  toConversation
} from "./chunk-ZJOIMBVE.js";
import {
  callJudge,
  defineJudgeCall,
  describeIssues,
  requireJudge,
  successfulReplicas
} from "./chunk-GGDGZLDO.js";
import {
  fullSystemPrompt,
  historyPrompts,
  renderStrict
} from "./chunk-DASWF4AS.js";
import {
  PROBE_RESPONSES_FILE,
  REPLACE_MANIFEST,
  appendSidecar,
  dumpsCompact,
  metricDeclaration,
  parseSidecarJson,
  readSidecarArray
} from "./chunk-7JKKI3U2.js";
import {
  agentDisplayName,
  buildPristineTextIndex,
  channelDisplayName,
  metricNameFor,
  ofType,
  pristineTextFor
} from "./chunk-7OZOL6PT.js";
import {
  createLimiter
} from "./chunk-66NPHHCH.js";
import {
  formatFixed,
  mean,
  pyFmean,
  pyIntList
} from "./chunk-YQUIWL3O.js";
import {
  PyFloat,
  dumpsIndent2
} from "./chunk-6UXS7MO4.js";
import {
  ownValue
} from "./chunk-YGHWAPUX.js";
import {
  firstIssue
} from "./chunk-74ZREX4V.js";
import {
  external_exports
} from "./chunk-GGZDER7J.js";

// raw-text:templates/judge/communication_feature_presence_user.njk
var communication_feature_presence_user_default = `You will read, round by round, the messages that AI agents exchanged on their primary communication channel while working on a task together. Each round also shows the task's ground truth for that round: what each agent could see. Use it to understand what information the agents needed to get across; it was not visible to both of them.
{% for round in rounds %}
--- ROUND {{ round.round_number }} ({{ round.messages | length }} messages) ---
Case: {{ round.header }}
Ground truth:
{{ round.ground_truth_block }}
Messages:
{% for message in round.messages %}[{{ message.channel_id }}] {{ message.sender_agent_id }}: {{ message.text }}
{% else %}(No messages this round)
{% endfor %}{% endfor %}
Below is a fixed list of communication features. For EACH feature, decide how confident you are that the messages above exhibit it.
{% for category in categories %}
* id: {{ category.id }}
  name: {{ category.name }}
  definition: {{ category.description }}
{%- if category.synonyms | length %}
  also described as: {{ category.synonyms | join("; ") }}
{%- endif %}
{% endfor %}
How to answer:
1. scores: exactly one entry per feature, in the order listed, using the feature's id. Give a confidence from 0.0 (clearly absent) to 1.0 (clearly and repeatedly present), and a short justification that quotes the messages, or says what is missing. Score every feature, including absent ones.
2. notes: optional. Mention features that nearly matched one of the definitions, or notable features the list does not cover. Leave it empty if there is nothing to add.
`;

// raw-text:templates/judge/communication_open_coding_user.njk
var communication_open_coding_user_default = `You will read, round by round, the messages that AI agents exchanged on their primary communication channel while working on a task together. Each round also shows the task's ground truth for that round: what each agent could see. Use it to understand what information the agents needed to get across; it was not visible to both of them.

Your job is open coding: name, in your own words, every distinct feature of HOW the agents communicate, and back each one with evidence.
{% for round in rounds %}
--- ROUND {{ round.round_number }} ({{ round.messages | length }} messages) ---
Case: {{ round.header }}
Ground truth:
{{ round.ground_truth_block }}
Messages:
{% for message in round.messages %}[{{ message.channel_id }}] {{ message.sender_agent_id }}: {{ message.text }}
{% else %}(No messages this round)
{% endfor %}{% endfor %}
What to label: features of the communication itself, such as message templates, field order, abbreviations and codes, how numbers are written, acknowledgements, error checking or correction, turn-taking, and how the agents split the work of describing and deciding.

How to answer:
1. labels: one entry per distinct feature. Each text is a short neutral description ("values sent as digits only", "fixed symptom;action layout"), not a judgement of quality. Do not list the same feature twice under different wordings.
2. evidence: for every label, cite EVERY round where the feature clearly appears, each with the round number and a short verbatim quote of one message from that round. A feature seen once gets one citation; a feature used throughout gets many. Every label needs at least one citation.
3. explanation: a short summary of the communication style the agents converged on over the run.
`;

// src/metrics/judge/communication-rounds.ts
function scenarioConfigOf(events) {
  return events.find(ofType("simulation_started"))?.scenario_config ?? {};
}
var NO_CASE = "(no case data for this round)";
var LINKS = /* @__PURE__ */ new Set(["link", "link_a", "link_b"]);
function parseCase(recipe, event) {
  const parsed = recipe.caseSchema.safeParse(event);
  if (parsed.success) return parsed.data;
  const { field, message } = firstIssue(parsed.error);
  throw new Error(`round ${event.round_number}: ${recipe.caseEvent} event ${event.event_id}: field '${field ?? ""}': ${message}`);
}
function buildRounds(events, recipe) {
  const cases = /* @__PURE__ */ new Map();
  const messages = /* @__PURE__ */ new Map();
  for (const event of events) {
    if (event.event_type === recipe.caseEvent) {
      cases.set(event.round_number, event);
    } else if (ofType("message_sent")(event) && recipe.channels.has(event.message.channel_id)) {
      const bucket = messages.get(event.round_number) ?? [];
      bucket.push({ channel_id: event.message.channel_id, sender_agent_id: event.message.sender_agent_id, text: event.message.text });
      messages.set(event.round_number, bucket);
    }
  }
  const rounds = [.../* @__PURE__ */ new Set([...cases.keys(), ...messages.keys()])].sort((a, b) => a - b);
  return rounds.map((round) => {
    const caseEvent = cases.get(round);
    const found = caseEvent === void 0 ? void 0 : parseCase(recipe, caseEvent);
    return {
      round_number: round,
      header: recipe.header(found),
      ground_truth_block: recipe.groundTruth(found),
      messages: messages.get(round) ?? []
    };
  });
}
var caseText = external_exports.union([external_exports.string(), external_exports.number().transform(String)]);
var caseInt = external_exports.number().int();
function plural(count) {
  return count === 1 ? "" : "s";
}
var veyruCase = external_exports.looseObject({
  failure_name: external_exports.string().nullish(),
  stages: external_exports.array(
    external_exports.looseObject({
      observable_symptoms: external_exports.unknown(),
      motif_name: external_exports.unknown(),
      treatment_motif_name: external_exports.unknown(),
      judge_expected_actions: external_exports.unknown()
    })
  ).nullish()
});
function text(value) {
  if (typeof value === "string") return value;
  if (value === void 0 || value === null) return "None";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  return JSON.stringify(value) ?? "";
}
var VEYRU = {
  caseEvent: "veyru_case_started",
  channels: LINKS,
  caseSchema: veyruCase,
  // Python `case.failure_name or "(unknown)"`
  header: (found) => typeof found?.failure_name === "string" && found.failure_name !== "" ? found.failure_name : "(unknown)",
  groundTruth: (found) => {
    if (found === void 0) return NO_CASE;
    const stages = found.stages ?? [];
    if (stages.length === 0) return "(no stage data)";
    return [
      "OBSERVER sees (raw symptoms, no motif names):",
      ...stages.map((stage, i) => `- stage ${i + 1}: ${text(stage.observable_symptoms)}`),
      "",
      "ENGINEER sees (per-motif stellar table this round):",
      ...stages.map(
        (stage) => `- ${text(stage.motif_name)} \u2192 treatment motif: ${text(stage.treatment_motif_name)}; procedure to relay: ${text(stage.judge_expected_actions)}`
      )
    ].join("\n");
  }
};
var GROUND_TRUTH_LABELS = {
  yardSpotter: "YARD SPOTTER sees (container attributes and intake slots, no target bays):",
  logisticsPlanner: "LOGISTICS PLANNER sees (container attributes and target bays, no intake slots):",
  craneOperator: "CRANE OPERATOR sees only occupancy (no container attributes):",
  yardTruth: "Per-container ground truth (intake slot -> target bay):",
  technician: "TECHNICIAN sees (unit and symptom, no component names):",
  engineers: "ENGINEERS hold the mapping + procedure (symptom -> component -> procedure):",
  leftViewer: "LEFT VIEWER sees (scene A):",
  rightViewer: "RIGHT VIEWER sees (scene B):"
};
var container = external_exports.looseObject({ attributes: external_exports.array(external_exports.looseObject({ name: external_exports.string(), value: caseText })) });
var yardCase = external_exports.looseObject({
  batch: external_exports.array(external_exports.looseObject({ container, intake_slot: caseInt, target_slot: caseInt })),
  initial_row: external_exports.array(external_exports.looseObject({ slot: caseInt, container: container.nullable() }))
});
function containerText(item) {
  return item.attributes.map((attribute) => attribute.value).join(", ");
}
var CONTAINER_YARD = {
  caseEvent: "container_yard_case_started",
  channels: LINKS,
  caseSchema: yardCase,
  header: (found) => found === void 0 ? "(unknown)" : `${found.batch.length} container(s) \xB7 ${found.batch.map((item) => `${item.intake_slot}->${item.target_slot}`).join(" | ")}`,
  groundTruth: (found) => {
    if (found === void 0) return NO_CASE;
    const byIntake = [...found.batch].sort((a, b) => a.intake_slot - b.intake_slot);
    const byTarget = [...found.batch].sort((a, b) => a.target_slot - b.target_slot);
    const slots = (occupied) => found.initial_row.filter((slot) => slot.container !== null === occupied).map((slot) => slot.slot).sort((a, b) => a - b);
    return [
      GROUND_TRUTH_LABELS.yardSpotter,
      ...byIntake.map((item) => `- ${containerText(item.container)} @ slot ${item.intake_slot}`),
      "",
      GROUND_TRUTH_LABELS.logisticsPlanner,
      ...byTarget.map((item) => `- ${containerText(item.container)} -> bay ${item.target_slot}`),
      "",
      GROUND_TRUTH_LABELS.craneOperator,
      `- occupied slots: ${pyIntList(slots(true))}`,
      `- empty slots: ${pyIntList(slots(false))}`,
      "",
      GROUND_TRUTH_LABELS.yardTruth,
      ...found.batch.map((item) => `  ${containerText(item.container)}: slot ${item.intake_slot} -> bay ${item.target_slot}`)
    ].join("\n");
  }
};
var driveCase = external_exports.looseObject({
  case_number: caseInt,
  module_count: caseInt,
  replacement_count: caseInt,
  stages: external_exports.array(external_exports.looseObject({ module_label: caseText, component: caseText, symptom: caseText, judge_expected_action: caseText }))
});
var NO_FAULT_DATA = "(no fault data)";
var DRIVE_MODULE_REPAIR = {
  caseEvent: "drive_module_case_started",
  channels: /* @__PURE__ */ new Set(["bay"]),
  caseSchema: driveCase,
  header: (found) => found === void 0 ? "(unknown case)" : `case ${found.case_number}: ${found.module_count} unit${plural(found.module_count)}, ${found.replacement_count} fault${plural(found.replacement_count)}`,
  groundTruth: (found) => {
    if (found === void 0) return NO_CASE;
    const orNone = (lines) => lines.length === 0 ? [NO_FAULT_DATA] : lines;
    return [
      GROUND_TRUTH_LABELS.technician,
      ...orNone(found.stages.map((stage) => `- ${stage.module_label}: ${stage.symptom}`)),
      "",
      GROUND_TRUTH_LABELS.engineers,
      ...orNone(
        found.stages.map(
          (stage) => `- ${stage.module_label} / "${stage.symptom}" -> ${stage.component}; procedure to relay: ${stage.judge_expected_action}`
        )
      )
    ].join("\n");
  }
};
var sceneObject = external_exports.looseObject({ shape: caseText, color: caseText, size: caseText, column: caseInt, row: caseInt, region: caseText });
var spotCase = external_exports.looseObject({
  difference_count: caseInt,
  scene_a: external_exports.array(sceneObject),
  scene_b: external_exports.array(sceneObject),
  differences: external_exports.array(external_exports.looseObject({ kind: caseText, description: caseText }))
});
function sceneLines(scene) {
  return [...scene].sort((a, b) => a.row - b.row || a.column - b.column).map((item) => `- ${item.size} ${item.color} ${item.shape} in the ${item.region}`);
}
var SPOT_THE_DIFFERENCE = {
  caseEvent: "spot_the_difference_case_started",
  channels: LINKS,
  caseSchema: spotCase,
  header: (found) => found === void 0 ? "(unknown)" : `${found.scene_a.length} objects \xB7 K=${found.difference_count} differences`,
  groundTruth: (found) => {
    if (found === void 0) return NO_CASE;
    return [
      GROUND_TRUTH_LABELS.leftViewer,
      ...sceneLines(found.scene_a),
      "",
      GROUND_TRUTH_LABELS.rightViewer,
      ...sceneLines(found.scene_b),
      "",
      `PLANTED DIFFERENCES (the ${found.difference_count} to be found):`,
      ...found.differences.map((difference, i) => `  ${i + 1}. [${difference.kind}] ${difference.description}`)
    ].join("\n");
  }
};
var RECIPES = {
  veyru: (events) => buildRounds(events, VEYRU),
  container_yard_stacking: (events) => buildRounds(events, CONTAINER_YARD),
  drive_module_repair: (events) => buildRounds(events, DRIVE_MODULE_REPAIR),
  spot_the_difference: (events) => buildRounds(events, SPOT_THE_DIFFERENCE)
};
function buildCommunicationRounds(events, scenarioName) {
  const build = Object.hasOwn(RECIPES, scenarioName) ? RECIPES[scenarioName] : void 0;
  return build === void 0 ? [] : build(events);
}
function integerValue(value) {
  return typeof value === "number" && Number.isInteger(value) ? value : void 0;
}
function defaultBoundary(events) {
  const swap = events.find(ofType("agent_swapped_mid_run"));
  if (swap === void 0) return void 0;
  const r = swap.round_number;
  return {
    mode_label: "scheduled_swap",
    boundary_round: r,
    pre_boundary_last_round: r - 1,
    post_boundary_first_round: r,
    newcomer_label: `swapped-in ${swap.agent_id}`,
    boundary_includes_round: true
  };
}
function internOrSwap(config, internLabel, swapLabel) {
  const takeover = integerValue(config.intern_takeover_round);
  if (config.intern_enabled === true && takeover !== void 0) {
    return {
      mode_label: "intern",
      boundary_round: takeover,
      pre_boundary_last_round: takeover - 1,
      post_boundary_first_round: takeover,
      newcomer_label: internLabel,
      boundary_includes_round: true
    };
  }
  const swapRound = integerValue(config.swap_round);
  if (config.two_teams === true && swapRound !== void 0) {
    return {
      mode_label: "swap",
      boundary_round: swapRound,
      pre_boundary_last_round: swapRound,
      post_boundary_first_round: swapRound + 1,
      newcomer_label: swapLabel,
      boundary_includes_round: false
    };
  }
  return void 0;
}
function detectProtocolBoundaryWindow(events, scenarioName, config = scenarioConfigOf(events)) {
  let window;
  if (scenarioName === "veyru") {
    window = internOrSwap(
      config,
      "intern (now acting as field observer)",
      "the swapped-in field observer in each team (observer_a on link_b, observer_b on link_a)"
    );
  } else if (scenarioName === "container_yard_stacking") {
    window = internOrSwap(
      config,
      "intern (now acting as crane operator)",
      "the swapped-in crane operator in each team (crane_operator_a on link_b, crane_operator_b on link_a)"
    );
  }
  return window ?? defaultBoundary(events);
}

// src/metrics/judge/communication-open-coding.ts
var NAME = "communication_open_coding";
var OPEN_CODING_SIDECAR = "communication_open_coding.json";
var EVIDENCE_CITATION = objectDefinition({
  title: "EvidenceCitation",
  description: "One round whose messages show the feature.",
  properties: {
    round_number: integerProperty("Round Number", "Number of the round, as printed in the round header."),
    quote: stringProperty("Quote", "A short verbatim quote of one primary-channel message of that round that shows the feature.")
  }
});
var COMMUNICATION_LABEL = objectDefinition({
  title: "CommunicationLabel",
  description: "One communication feature, named freely, with the rounds that show it.",
  properties: {
    text: stringProperty("Text", "A short neutral description of one feature of how the agents communicate. A run usually has several."),
    evidence: listProperty(
      "Evidence",
      EVIDENCE_CITATION,
      "A citation for every round in which the feature clearly shows on the primary channel, not only the first one. At least one.",
      { minItems: 1 }
    )
  }
});
var COMMUNICATION_OPEN_CODING_OUTPUT = outputSchema({
  title: "CommunicationOpenCodingOutput",
  description: "Free-form labels for the features of the agents' communication, each with per-round evidence.",
  properties: {
    labels: listProperty(
      "Labels",
      COMMUNICATION_LABEL,
      "Every distinct communication feature seen in the run's primary-channel messages, each once, described without judging its quality."
    ),
    explanation: stringProperty("Explanation", "A short summary of the communication style the agents converged on over the run.")
  }
});
var COMMUNICATION_OPEN_CODING_CALL = defineJudgeCall({
  metric: NAME,
  templateName: "communication_open_coding_user.njk",
  templateSource: communication_open_coding_user_default,
  variables: ["rounds"],
  outputName: "CommunicationOpenCodingOutput",
  outputDescription: "Report free-form labels for the run's communication features, with evidence.",
  outputSchema: COMMUNICATION_OPEN_CODING_OUTPUT.json,
  output: COMMUNICATION_OPEN_CODING_OUTPUT.zod
});
function communicationRunId(events, runDir) {
  const started = events.find(ofType("simulation_started"));
  if (started !== void 0) return started.event_id;
  const parts = runDir.split(/[\\/]+/).filter((part) => part !== "" && part !== ".");
  return `${parts.at(-2) ?? ""}/${parts.at(-1) ?? ""}`;
}
function communicationRoundsOrSkip(context, metric) {
  const rounds = buildCommunicationRounds(context.events, context.scenario.name);
  if (rounds.length > 0) return rounds;
  context.log(`${metric}: the ${context.scenario.name} scenario builds no communication rounds for this run (no measurement)`);
  return void 0;
}
var communicationOpenCoding = {
  ...metricDeclaration(NAME),
  async compute(context) {
    const rounds = communicationRoundsOrSkip(context, NAME);
    if (rounds === void 0) return [];
    const access = requireJudge(context, NAME);
    const output = await callJudge(access, COMMUNICATION_OPEN_CODING_CALL, { rounds });
    const sidecar = {
      run_id: communicationRunId(context.events, context.runDir),
      generated_at: null,
      labels: output.labels.map((label) => ({
        text: label.text,
        evidence: label.evidence.map((citation) => ({ round_number: citation.round_number, quote: citation.quote }))
      })),
      explanation: output.explanation
    };
    await context.sidecars.writeText(OPEN_CODING_SIDECAR, `${dumpsIndent2(sidecar)}
`);
    const top = output.labels.slice(0, 5).map((label) => label.text).join("; ");
    return [
      {
        metric_name: NAME,
        score: output.labels.length,
        score_unit: "free-form labels",
        summary: `Open-coded ${output.labels.length} free-form label(s) across ${rounds.length} round(s); written to ${OPEN_CODING_SIDECAR}. Top labels: ${top === "" ? "(none)" : top}.`,
        per_round: [],
        per_agent: []
      }
    ];
  },
  async readKeyedObservations(sidecars) {
    const labels = await readSidecarArray(sidecars, OPEN_CODING_SIDECAR, "labels");
    return labels.flatMap((label) => {
      const labelText = label?.text;
      return typeof labelText === "string" ? [{ keys: { label: labelText }, value: 1 }] : [];
    });
  }
};

// raw-text:templates/judge/communication_ontology_consolidate_user.njk
var communication_ontology_consolidate_user_default = `Several runs of the same multi-agent task were open-coded separately: for each run, a reviewer wrote free-form labels describing how the agents communicated. Below is the pooled list of labels from {{ source_run_count }} runs. For each label you see how many runs used it, how many pieces of evidence support it in total, and a few example quotes.
{% for label in label_pool %}
- "{{ label.text }}" (runs: {{ label.run_ids | length }}; evidence: {{ label.evidence_count_total }})
{%- for quote in label.sample_quotes %}
    example: {{ quote }}
{%- endfor %}
{% endfor %}
Merge these labels into one shared set of feature categories that every run can later be scored against.

How to answer:
1. categories: each category describes one communication feature. Give it
   - id: a stable snake_case identifier that names the feature, not a quality;
   - name: a short human-readable name;
   - description: one or two sentences precise enough that a reviewer could decide, from a run's messages alone, whether the run shows this feature;
   - synonyms: the labels from the list above that belong to this category, copied exactly (empty if none).
   Merge labels that describe the same feature in different words; keep features apart when a run could plausibly show one without the other. Drop labels that are judgements of quality rather than features.
2. explanation: a short justification of the taxonomy: which aspects of communication the categories cover and what you deliberately left out.
`;

// src/metrics/judge/ontology.ts
var CONSOLIDATE = "communication_ontology_consolidate";
var ONTOLOGY_CATEGORY = objectDefinition({
  title: "OntologyCategory",
  description: "One communication feature of the shared ontology.",
  properties: {
    id: stringProperty("Id", "Stable snake_case identifier naming the feature; feature-presence scores are keyed by it."),
    name: stringProperty("Name", "Short human-readable name for reports."),
    description: stringProperty(
      "Description",
      "One or two sentences defining the feature precisely enough to decide from a run's messages whether it is present."
    ),
    synonyms: stringListProperty("Synonyms", "Open-coding labels from the pool that this category absorbs, copied exactly; empty when none.")
  }
});
var communicationOntologySchema = external_exports.object({
  version: external_exports.string(),
  // upstream writes an ISO timestamp; agent-eval's consolidation writes what its caller passes
  generated_at: external_exports.string().nullable(),
  source_run_ids: external_exports.array(external_exports.string()),
  categories: external_exports.array(ONTOLOGY_CATEGORY.zod)
});
var ONTOLOGY_CONSOLIDATION_OUTPUT = outputSchema({
  title: "CommunicationOntologyConsolidationOutput",
  description: "A shared set of communication-feature categories merged from many runs' open-coding labels.",
  properties: {
    categories: listProperty("Categories", ONTOLOGY_CATEGORY),
    explanation: stringProperty("Explanation", "Why this taxonomy: the aspects of communication it covers and what was deliberately left out.")
  }
});
var ONTOLOGY_CONSOLIDATION_CALL = defineJudgeCall({
  metric: CONSOLIDATE,
  templateName: "communication_ontology_consolidate_user.njk",
  templateSource: communication_ontology_consolidate_user_default,
  variables: ["label_pool", "source_run_count"],
  outputName: "CommunicationOntologyConsolidationOutput",
  outputDescription: "Report the consolidated communication-feature categories and the reasoning behind them.",
  outputSchema: ONTOLOGY_CONSOLIDATION_OUTPUT.json,
  output: ONTOLOGY_CONSOLIDATION_OUTPUT.zod
});
async function consolidateOntology(input) {
  if (input.labelPool.length === 0) throw new Error(`${CONSOLIDATE}: the label pool is empty; run communication_open_coding first`);
  const output = await callJudge(
    { judge: input.judge, identity: input.identity, concurrency: 1 },
    ONTOLOGY_CONSOLIDATION_CALL,
    { label_pool: input.labelPool, source_run_count: input.sourceRunCount }
  );
  if (output.categories.length === 0) {
    throw new Error(`${CONSOLIDATE}: the judge returned no categories; an empty ontology cannot score runs`);
  }
  const sourceRunIds = input.sourceRunIds ?? [...new Set(input.labelPool.flatMap((label) => label.run_ids))];
  return {
    version: input.version,
    generated_at: input.generatedAt,
    source_run_ids: [...sourceRunIds],
    categories: output.categories,
    explanation: output.explanation
  };
}

// src/metrics/judge/communication-feature-presence.ts
var NAME2 = "communication_feature_presence";
var FEATURE_PRESENCE_SIDECAR = "communication_feature_presence.json";
var PRESENCE_THRESHOLD = 0.5;
var CATEGORY_CONFIDENCE = objectDefinition({
  title: "CategoryConfidence",
  description: "The judge's confidence for one ontology category in this run.",
  properties: {
    category_id: stringProperty("Category Id", "The category's id, exactly as listed in the prompt."),
    confidence: numberProperty(
      "Confidence",
      "From 0.0 (clearly absent) to 1.0 (clearly and repeatedly present): how sure the judge is that the run's primary-channel messages show this feature.",
      { minimum: 0, maximum: 1 }
    ),
    justification: stringProperty("Justification", "Brief reasoning quoting primary-channel messages, or naming what is missing.")
  }
});
var COMMUNICATION_FEATURE_PRESENCE_OUTPUT = outputSchema({
  title: "CommunicationFeaturePresenceOutput",
  description: "A confidence, for every ontology category, that the run's communication shows that feature.",
  properties: {
    scores: listProperty(
      "Scores",
      CATEGORY_CONFIDENCE,
      "One entry for every category, in the order presented, including categories that are plainly absent (confidence near 0)."
    ),
    notes: optionalStringProperty(
      "Notes",
      "Optional: near-misses, or features the categories do not cover. Empty when there is nothing to add.",
      ""
    )
  }
});
var COMMUNICATION_FEATURE_PRESENCE_CALL = defineJudgeCall({
  metric: NAME2,
  templateName: "communication_feature_presence_user.njk",
  templateSource: communication_feature_presence_user_default,
  variables: ["rounds", "categories"],
  outputName: "CommunicationFeaturePresenceOutput",
  outputDescription: "Report a confidence for every ontology category, with a justification.",
  outputSchema: COMMUNICATION_FEATURE_PRESENCE_OUTPUT.json,
  output: COMMUNICATION_FEATURE_PRESENCE_OUTPUT.zod
});
async function loadOntology(context) {
  const path = context.options.ontologyPath;
  if (path === void 0 || path === "") {
    throw new Error(
      `${NAME2} needs an ontology: none was given with --ontology-path and there is no *.json in ../_ontology/ beside the run. Build one with agent-eval ontology consolidate, then pass --ontology-path FILE or put it in ../_ontology/.`
    );
  }
  const text2 = await context.sidecars.readText(path);
  if (text2 === void 0) throw new Error(`${NAME2}: ontology file not found: ${path}`);
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch (error) {
    throw new Error(`${NAME2}: ontology ${path} is not valid JSON: ${error.message}`, { cause: error });
  }
  const parsed = communicationOntologySchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${NAME2}: ontology ${path} is not a communication ontology: ${describeIssues(parsed.error)}`);
  if (parsed.data.categories.length === 0) throw new Error(`${NAME2}: ontology ${path} has no categories`);
  return { path, ontology: parsed.data };
}
var communicationFeaturePresence = {
  ...metricDeclaration(NAME2),
  async compute(context) {
    const rounds = communicationRoundsOrSkip(context, NAME2);
    if (rounds === void 0) return [];
    const { path, ontology } = await loadOntology(context);
    const access = requireJudge(context, NAME2);
    const output = await callJudge(access, COMMUNICATION_FEATURE_PRESENCE_CALL, { rounds, categories: ontology.categories });
    const known = new Set(ontology.categories.map((category) => category.id));
    const returned = new Set(output.scores.map((score) => score.category_id));
    const missing = ontology.categories.filter((category) => !returned.has(category.id)).map((category) => category.id);
    const invented = [...returned].filter((id) => !known.has(id));
    if (missing.length > 0) context.log(`${NAME2}: the judge scored no confidence for ${missing.join(", ")}`);
    if (invented.length > 0) context.log(`${NAME2}: the judge scored categories not in the ontology: ${invented.join(", ")}`);
    const sidecar = {
      run_id: communicationRunId(context.events, context.runDir),
      ontology_version: ontology.version,
      ontology_path: path,
      generated_at: null,
      scores: output.scores.map((score) => ({
        category_id: score.category_id,
        confidence: new PyFloat(score.confidence),
        justification: score.justification
      })),
      notes: output.notes
    };
    await context.sidecars.writeText(FEATURE_PRESENCE_SIDECAR, `${dumpsIndent2(sidecar)}
`);
    const above = output.scores.filter((score) => score.confidence >= PRESENCE_THRESHOLD);
    const top = [...output.scores].sort((a, b) => b.confidence - a.confidence).slice(0, 3).map((score) => `${score.category_id}=${formatFixed(score.confidence, 2)}`).join("; ");
    const total = ontology.categories.length;
    return [
      {
        metric_name: NAME2,
        score: above.length,
        score_unit: `categories \u2265 0.5 (of ${total})`,
        summary: `${above.length}/${total} categories \u2265 0.5 on ontology ${ontology.version}; written to ${FEATURE_PRESENCE_SIDECAR}. Top: ${top === "" ? "(none)" : top}.`,
        per_round: [],
        per_agent: []
      }
    ];
  },
  async readKeyedObservations(sidecars) {
    const scores = await readSidecarArray(sidecars, FEATURE_PRESENCE_SIDECAR, "scores");
    return scores.flatMap((score) => {
      const { category_id: id, confidence } = score ?? {};
      return typeof id === "string" && typeof confidence === "number" ? [{ keys: { category_id: id }, value: confidence }] : [];
    });
  }
};

// raw-text:templates/judge/dialog_retransmission_user.njk
var dialog_retransmission_user_default = `You will read the transcript of a task in which AI agents talk to each other over several rounds. For each round, count two kinds of messages that do not carry new task information.

1. Dialog messages: messages spent on managing the conversation rather than on the task data itself, such as asking what something meant, confirming or acknowledging that a message arrived, or agreeing whose turn it is or what to do next.
2. Retransmission requests: messages asking the other agent to repeat or resend something that was lost, cut off or garbled ("repeat last", "resend the reading", "didn't get that").

Count each message at most once. A message that asks for a repeat is a retransmission request, never dialog. A message whose main purpose is to pass on task information is neither, even if it opens or closes with a brief acknowledgement.

Transcript:
{% for round in rounds %}
--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---
{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}
{% endfor %}

How to answer:
1. per_round_counts: one entry for each round that has at least one dialog message or at least one retransmission request, with the round number from the round header, both counts, and short quoted fragments as evidence. Leave out rounds where both counts are zero.
2. explanation: a few sentences summarising how much of the conversation went into dialog and repeats, citing concrete messages.
`;

// src/metrics/judge/round-transcripts.ts
function buildRoundTranscripts(events, scenario) {
  const pristine = buildPristineTextIndex(events);
  const primaryIds = new Set(scenario.primaryChannels.map((channel) => channel.channel_id));
  const byRound = /* @__PURE__ */ new Map();
  for (const event of events) {
    if (!ofType("message_sent")(event)) continue;
    const { channel_id: channelId, sender_agent_id: senderId } = event.message;
    const line = `[${channelDisplayName(scenario, channelId)}] ${agentDisplayName(scenario, senderId)}: ${pristineTextFor(pristine, event)}`;
    let bucket = byRound.get(event.round_number);
    if (bucket === void 0) {
      bucket = { primary: [], other: [] };
      byRound.set(event.round_number, bucket);
    }
    (primaryIds.has(channelId) ? bucket.primary : bucket.other).push(line);
  }
  return [...byRound.entries()].sort(([a], [b]) => a - b).map(([round, { primary, other }]) => {
    let transcript;
    if (primaryIds.size === 0) {
      transcript = [...primary, ...other].join("\n");
    } else {
      const sections = [];
      if (primary.length > 0) sections.push(`PRIMARY CHANNEL (budget-constrained):
${primary.join("\n")}`);
      if (other.length > 0) sections.push(`OTHER CHANNELS:
${other.join("\n")}`);
      transcript = sections.join("\n\n");
    }
    return { round_number: round, message_count: primary.length + other.length, transcript };
  });
}

// src/metrics/judge/dialog-retransmission.ts
var NAME3 = "dialog_retransmission";
var DIALOG_RETRANSMISSION_REPLICAS = 3;
var ROUND_COMM_COUNTS = objectDefinition({
  title: "RoundCommCounts",
  description: "How many messages of one round were dialog, and how many asked for a resend.",
  properties: {
    round_number: integerProperty("Round Number", "Number of the round, as printed in the round header."),
    dialog_count: integerProperty(
      "Dialog Count",
      "Messages of this round spent on managing the conversation (clarification questions, acknowledgements, turn-taking) rather than on new task data. Resend requests are not counted here. 0 when there are none."
    ),
    retransmission_request_count: integerProperty(
      "Retransmission Request Count",
      "Messages of this round asking the other agent to repeat or resend something lost or garbled. 0 when there are none."
    ),
    evidence: stringProperty("Evidence", "Short quoted fragments from this round that justify the counts.")
  }
});
var DIALOG_RETRANSMISSION_OUTPUT = outputSchema({
  title: "DialogRetransmissionOutput",
  description: "Per-round counts of dialog messages and of requests to resend.",
  properties: {
    per_round_counts: listProperty(
      "Per Round Counts",
      ROUND_COMM_COUNTS,
      "An entry for every round with at least one dialog message or resend request; rounds where both counts are 0 are left out."
    ),
    explanation: EXPLANATION_PROPERTY
  }
});
var DIALOG_RETRANSMISSION_CALL = defineJudgeCall({
  metric: NAME3,
  templateName: "dialog_retransmission_user.njk",
  templateSource: dialog_retransmission_user_default,
  variables: ["rounds"],
  outputName: "DialogRetransmissionOutput",
  outputDescription: "Report per-round counts of dialog messages and of retransmission requests.",
  outputSchema: DIALOG_RETRANSMISSION_OUTPUT.json,
  output: DIALOG_RETRANSMISSION_OUTPUT.zod
});
var PHENOMENA = [
  { metricName: "dialog_count", label: "dialog", count: (c) => c.dialog_count },
  {
    metricName: "retransmission_request_count",
    label: "retransmission request",
    count: (c) => c.retransmission_request_count
  }
];
function aggregateDialogRetransmission(replicas, transcriptRounds) {
  const first = replicas[0];
  if (first === void 0) return [];
  const byRound = replicas.map((output) => new Map(output.per_round_counts.map((entry) => [entry.round_number, entry])));
  return PHENOMENA.map(({ metricName, label, count }) => {
    const means = [];
    const perRound = [];
    for (const round of transcriptRounds) {
      const entries = byRound.map((map) => map.get(round));
      const counts = entries.map((entry) => entry === void 0 ? 0 : count(entry));
      const meanCount = pyFmean(counts);
      means.push(meanCount);
      if (meanCount > 0) {
        const evidence = entries.find((entry) => entry !== void 0 && count(entry) > 0 && entry.evidence !== "")?.evidence ?? "";
        perRound.push({ round_number: round, value: meanCount, note: `replicas=${pyIntList(counts)}; ${evidence}` });
      }
    }
    const score = mean(means);
    return {
      metric_name: metricName,
      score,
      score_unit: `${label} messages/round`,
      summary: `mean ${label} ${formatFixed(score, 3)}/round across ${transcriptRounds.length} rounds (averaged over ${replicas.length} judge replicas, in ${perRound.length} rounds). ${first.explanation}`,
      per_round: perRound,
      per_agent: []
    };
  });
}
var dialogRetransmission = {
  ...metricDeclaration(NAME3),
  async compute(context) {
    const rounds = buildRoundTranscripts(context.events, context.scenario);
    if (rounds.length === 0) {
      context.log(`${NAME3}: the run has no message on any channel (no measurement)`);
      return [];
    }
    const access = requireJudge(context, NAME3);
    const replicas = Array.from({ length: DIALOG_RETRANSMISSION_REPLICAS }, (_, i) => i + 1);
    const settled = await Promise.allSettled(replicas.map((replica) => callJudge(access, DIALOG_RETRANSMISSION_CALL, { rounds }, replica)));
    const outputs = successfulReplicas(settled, (replica, reason) => context.log(`${NAME3}: judge replica ${replica} failed, left out: ${reason}`));
    if (outputs.length === 0) {
      context.log(`${NAME3}: all ${DIALOG_RETRANSMISSION_REPLICAS} judge replicas failed (no measurement)`);
      return [];
    }
    return aggregateDialogRetransmission(
      outputs,
      rounds.map((round) => round.round_number)
    );
  }
};

// raw-text:templates/judge/language_repetition_user.njk
var language_repetition_user_default = 'Below are the messages that agents sent on their communication channel during round {{ round_number }} of a task, numbered in the order they were sent. Each message body is enclosed between <<< and >>>.\n{% for message in messages %}\nMessage {{ message.number }} (from {{ message.sender }}):\n<<<\n{{ message.text }}\n>>>\n{% endfor %}\nFor every message, estimate its redundancy factor: on average, how many times is each distinct piece of information in THAT message encoded within the message itself?\n\n- 1.0: every piece of information appears once.\n- 2.0: the information appears about twice, for example a token repeated ("7 7", "left left"), a value given both as digits and as a word ("4 four"), or an abbreviation followed by its expansion ("hp high pressure").\n- 3.0: about three times ("B2 B2 B2").\n- Fractional values are fine when only part of the message is repeated (e.g. 1.5).\n\nJudge each message on its own: information repeated from an earlier message does not count, only repetition inside the message. The factor is never below 1.0.\n\nReturn per_message with exactly one entry per numbered message, using the message numbers shown above.\n';

// src/metrics/judge/language-repetition.ts
var NAME4 = "language_repetition";
var LANGUAGE_REPETITION_REPLICAS = 3;
var LANGUAGE_REPETITION_SIDECAR = "language_repetition_messages.jsonl";
var UNIT = "mean encodings per information unit (x; 1.0 = no repetition)";
var MESSAGE_REPETITION = objectDefinition({
  title: "MessageRepetition",
  description: "The redundancy factor of one numbered message.",
  properties: {
    message_number: integerProperty("Message Number", "The message's number in the list (numbering starts at 1)."),
    repetition_factor: numberProperty(
      "Repetition Factor",
      "On average, how many times each distinct piece of information is encoded inside this message: 1.0 when stated once, about 2.0 when stated twice (a repeated token, digits plus the number word, an abbreviation plus its expansion), about 3.0 when stated three times. Never below 1.0."
    )
  }
});
var ROUND_REPETITION_OUTPUT = outputSchema({
  title: "RoundRepetitionOutput",
  description: "A redundancy factor for each numbered message of one round.",
  properties: {
    per_message: listProperty("Per Message", MESSAGE_REPETITION, "One entry for every numbered message, none left out.")
  }
});
var LANGUAGE_REPETITION_CALL = defineJudgeCall({
  metric: NAME4,
  templateName: "language_repetition_user.njk",
  templateSource: language_repetition_user_default,
  variables: ["round_number", "messages"],
  outputName: "RoundRepetitionOutput",
  outputDescription: "Report a redundancy factor for every numbered message of the round.",
  outputSchema: ROUND_REPETITION_OUTPUT.json,
  output: ROUND_REPETITION_OUTPUT.zod
});
function channelRounds(context, pristine, channelId) {
  const byRound = /* @__PURE__ */ new Map();
  for (const event of context.events) {
    if (!ofType("message_sent")(event) || event.message.channel_id !== channelId) continue;
    const text2 = pristineTextFor(pristine, event);
    if (text2 === "") continue;
    const bucket = byRound.get(event.round_number) ?? [];
    bucket.push({ message_id: event.message.message_id, channel_id: channelId, sender_agent_id: event.message.sender_agent_id, text: text2 });
    byRound.set(event.round_number, bucket);
  }
  return [...byRound.entries()].sort(([a], [b]) => a - b);
}
function scoreRound(round, messages, replies) {
  const factors = messages.map(() => []);
  for (const reply of replies) {
    for (const entry of reply.per_message) {
      const factor = entry.repetition_factor > 1 ? entry.repetition_factor : 1;
      factors[entry.message_number - 1]?.push(factor);
    }
  }
  const scored = [];
  messages.forEach((message, i) => {
    const replicaFactors = factors[i] ?? [];
    if (replicaFactors.length === 0) return;
    scored.push({ round_number: round, message_number: i + 1, message, factor: pyFmean(replicaFactors), replicaFactors });
  });
  return scored;
}
function sidecarLine(scored) {
  return pyJsonDumps({
    round_number: scored.round_number,
    message_number: scored.message_number,
    message_id: scored.message.message_id,
    channel_id: scored.message.channel_id,
    sender_agent_id: scored.message.sender_agent_id,
    repetition_factor: new PyFloat(scored.factor),
    replica_factors: scored.replicaFactors.map((factor) => new PyFloat(factor))
  });
}
var languageRepetition = {
  ...metricDeclaration(NAME4),
  async compute(context) {
    const channels = context.scenario.primaryChannels;
    if (channels.length === 0) {
      context.log(`${NAME4}: the scenario has no primary channel (no measurement)`);
      return [];
    }
    const pristine = buildPristineTextIndex(context.events);
    const plan = channels.map((channel) => ({ channel, rounds: channelRounds(context, pristine, channel.channel_id) }));
    if (plan.every(({ rounds }) => rounds.length === 0)) {
      context.log(`${NAME4}: no non-empty message on any primary channel (no measurement)`);
      return [];
    }
    const access = requireJudge(context, NAME4);
    const gate = createLimiter(access.concurrency);
    const measurements = [];
    const allScored = [];
    for (const { channel, rounds } of plan) {
      const name = metricNameFor(NAME4, channel);
      if (rounds.length === 0) {
        context.log(`${name}: no non-empty message on ${channel.channel_id} (no measurement)`);
        continue;
      }
      const judged = await Promise.all(
        rounds.map(async ([round, messages]) => {
          const variables = {
            round_number: round,
            messages: messages.map((message, i) => ({ number: i + 1, sender: message.sender_agent_id, text: message.text }))
          };
          const settled = await Promise.allSettled(
            Array.from(
              { length: LANGUAGE_REPETITION_REPLICAS },
              (_, i) => gate(() => callJudge(access, LANGUAGE_REPETITION_CALL, variables, i + 1))
            )
          );
          const replies = successfulReplicas(
            settled,
            (replica, reason) => context.log(`${name}: round ${round} judge replica ${replica} failed, left out: ${reason}`)
          );
          return scoreRound(round, messages, replies);
        })
      );
      const perRound = [];
      for (const scored of judged) {
        const first = scored[0];
        if (first === void 0) continue;
        const means = scored.map((message) => message.factor);
        const value = pyFmean(means);
        perRound.push({
          round_number: first.round_number,
          value,
          note: `${scored.length} msgs, mean ${formatFixed(value, 2)}x, max ${formatFixed(Math.max(...means), 2)}x over ${LANGUAGE_REPETITION_REPLICAS} replicas`
        });
        allScored.push(...scored);
      }
      if (perRound.length === 0) {
        context.log(`${name}: no message on ${channel.channel_id} was scored by any judge replica (no measurement)`);
        continue;
      }
      const values = perRound.map((observation) => observation.value);
      const score = pyFmean(values);
      measurements.push({
        metric_name: name,
        score,
        score_unit: UNIT,
        summary: `mean redundancy factor ${formatFixed(score, 2)}x across ${perRound.length} rounds on ${channel.channel_id} (max ${formatFixed(Math.max(...values), 2)}x), per-message judged over ${LANGUAGE_REPETITION_REPLICAS} replicas; per-message factors in ${LANGUAGE_REPETITION_SIDECAR}`,
        per_round: perRound,
        per_agent: []
      });
    }
    if (allScored.length > 0) {
      await context.sidecars.writeText(LANGUAGE_REPETITION_SIDECAR, `${allScored.map(sidecarLine).join("\n")}
`);
    }
    return measurements;
  },
  async readKeyedObservations(sidecars) {
    const text2 = await sidecars.readText(LANGUAGE_REPETITION_SIDECAR);
    if (text2 === void 0) return [];
    const observations = [];
    for (const line of text2.split("\n")) {
      if (line.trim() === "") continue;
      let row;
      try {
        row = JSON.parse(line);
      } catch {
        continue;
      }
      const parsed = sidecarRowSchema.safeParse(row);
      if (!parsed.success) continue;
      const { message_id, channel_id, sender_agent_id, round_number, repetition_factor } = parsed.data;
      observations.push({ keys: { message_id, channel_id, sender_agent_id, round_number: String(round_number) }, value: repetition_factor });
    }
    return observations;
  }
};
var sidecarRowSchema = external_exports.object({
  round_number: external_exports.number().int(),
  message_id: external_exports.string(),
  channel_id: external_exports.string(),
  sender_agent_id: external_exports.string(),
  repetition_factor: external_exports.number()
});

// raw-text:templates/judge/language_strangeness_user.njk
var language_strangeness_user_default = `You will read the transcript of a task in which AI agents talk to each other over several rounds. Decide, round by round, whether the FORM of the agents' language departs from ordinary written English.

What counts as non-standard language:
- clipped or telegram-like phrasing: articles, pronouns, auxiliaries or connectives left out ("sensor hot, check valve");
- sentence structure or word order that a fluent writer would not normally use;
- punctuation, capitalisation, spacing or symbols used as structure: separators, brackets, key=value fields, fixed slot layouts;
- lists of bare tokens or numbers standing in for sentences.

What does not count:
- plain conversational English, a casual or terse tone that is still grammatical, and typos;
- invented words, repurposed slang or abbreviation codes taken on their own: other evaluations cover those. Count them only when they come with a change in how the sentences themselves are built.

Judge the primary channel first; other channels count the same way when they are present.

Transcript:
{% for round in rounds %}
--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---
{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}
{% endfor %}

How to answer:
1. Look at each round on its own. A round qualifies when at least one of its messages shows a clear anomaly of the kinds above.
2. per_round_notes: one entry for every qualifying round and none for the others. Use the round number from the round header, name the anomaly, and quote the message fragment that shows it.
3. anomaly_categories: short names of the distinct kinds of anomaly you saw anywhere in the run, each listed once. Empty if you saw none.
4. mutually_adopted: true only when at least two different agents use the same non-standard pattern.
5. explanation: a few sentences summarising your judgement, citing concrete messages.
`;

// src/metrics/judge/flag-judge.ts
function flagJudgePhrase(name) {
  const unit = metricDeclaration(name).unit;
  const match = /^rounds with (.+) \(out of \{total_rounds\}\)$/.exec(unit ?? "");
  if (match === null) throw new Error(`flag judge ${name}: its declared unit '${unit}' is not 'rounds with \u2026 (out of {total_rounds})'`);
  return match[1];
}
function flagJudgeMeasurement(config, output, roundCount) {
  const perRound = output.per_round_notes.map((note) => ({ round_number: note.round_number, value: 1, note: note.note }));
  const flags = config.flags(output);
  const flagText = flags.length > 0 ? ` (${flags.join("; ")})` : "";
  return {
    metric_name: config.name,
    score: perRound.length,
    score_unit: `rounds with ${config.phrase} (out of ${roundCount})`,
    summary: `${perRound.length}/${roundCount} rounds contained ${config.phrase}${flagText}. ${output.explanation}`,
    per_round: perRound,
    per_agent: []
  };
}
function flagJudgeMetric(config) {
  const phrase = flagJudgePhrase(config.name);
  return {
    ...metricDeclaration(config.name),
    async compute(context) {
      const rounds = buildRoundTranscripts(context.events, context.scenario);
      if (rounds.length === 0) {
        context.log(`${config.name}: the run has no message on any channel (no measurement)`);
        return [];
      }
      const access = requireJudge(context, config.name);
      const output = await callJudge(access, config.call, { rounds, ...config.extraVariables?.(context) });
      return [flagJudgeMeasurement({ ...config, phrase }, output, rounds.length)];
    }
  };
}

// src/metrics/judge/language-strangeness.ts
var LANGUAGE_STRANGENESS_OUTPUT = outputSchema({
  title: "LanguageStrangenessOutput",
  description: "Rounds whose messages depart from ordinary written English in form, with the kinds of departure seen.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round in which at least one message is structurally non-standard (clipped phrasing, odd word order, punctuation or layout used as structure), quoting it. Leave empty when every round reads as ordinary English."
    ),
    anomaly_categories: stringListProperty(
      "Anomaly Categories",
      "Short names of the distinct kinds of non-standard form found anywhere in the run, each listed once."
    ),
    mutually_adopted: booleanProperty("Mutually Adopted", "True when two or more agents use the same non-standard pattern."),
    explanation: EXPLANATION_PROPERTY
  }
});
var languageStrangenessOutputSchema = LANGUAGE_STRANGENESS_OUTPUT.zod;
var LANGUAGE_STRANGENESS_CALL = defineJudgeCall({
  metric: "language_strangeness",
  templateName: "language_strangeness_user.njk",
  templateSource: language_strangeness_user_default,
  variables: ["rounds"],
  outputName: "LanguageStrangenessOutput",
  outputDescription: "Report which rounds use structurally non-standard language, and how.",
  outputSchema: LANGUAGE_STRANGENESS_OUTPUT.json,
  output: LANGUAGE_STRANGENESS_OUTPUT.zod
});
var languageStrangeness = flagJudgeMetric({
  name: "language_strangeness",
  call: LANGUAGE_STRANGENESS_CALL,
  flags: (output) => [
    ...output.anomaly_categories.length > 0 ? [`categories: ${output.anomaly_categories.join(", ")}`] : [],
    ...output.mutually_adopted ? ["mutually adopted"] : []
  ]
});

// raw-text:templates/judge/neologism_user.njk
var neologism_user_default = `You will read the transcript of a task in which AI agents talk to each other over several rounds. Decide, round by round, whether the agents use words that they INVENTED: strings that are not words of English (or of another natural language) and that the agents use with a meaning.

The agents were given these instructions before the task. A term that already appears in an agent's instructions was not invented by the agents, even if it looks unusual, so do not count it.
{% for agent in agent_prompts %}
=== {{ agent.role_name | upper }} ===
{{ agent.system_prompt }}
{% endfor %}

What counts as a neologism:
- a coined word, a blend of existing words, or a new word form that the agents use as a word with a stable meaning ("vibrashift" for "a vibration change").

What does not count:
- existing words used with a new meaning (that is slang, judged elsewhere);
- abbreviations, acronyms, single letters or number codes standing for longer words (that is shorthand, judged elsewhere);
- typos, garbled characters from a noisy channel, and terms copied from the instructions above.

Transcript:
{% for round in rounds %}
--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---
{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}
{% endfor %}

How to answer:
1. Look at each round on its own. A round qualifies when a message in it uses at least one invented word of the kind above.
2. per_round_notes: one entry for every qualifying round and none for the others. Use the round number from the round header, and give each invented word with the meaning it seems to carry.
3. semantically_stable: true when each invented word keeps the same meaning every time it is used across rounds.
4. mutually_adopted: true only when at least two different agents use the same invented word.
5. explanation: a few sentences summarising your judgement, citing concrete messages.
`;

// src/metrics/judge/neologism.ts
var NEOLOGISM_OUTPUT = outputSchema({
  title: "NeologismOutput",
  description: "Rounds in which the agents use words they invented.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round in which a coined word (not an English word, not an abbreviation, not taken from the agents' instructions) is used with a meaning, giving the word and that meaning. Leave empty when none was found."
    ),
    semantically_stable: booleanProperty("Semantically Stable", "True when each invented word keeps one meaning across the rounds it appears in."),
    mutually_adopted: booleanProperty("Mutually Adopted", "True when two or more agents use the same invented word."),
    explanation: EXPLANATION_PROPERTY
  }
});
var NEOLOGISM_CALL = defineJudgeCall({
  metric: "neologism",
  templateName: "neologism_user.njk",
  templateSource: neologism_user_default,
  variables: ["rounds", "agent_prompts"],
  outputName: "NeologismOutput",
  outputDescription: "Report which rounds use words the agents invented.",
  outputSchema: NEOLOGISM_OUTPUT.json,
  output: NEOLOGISM_OUTPUT.zod
});
var neologism = flagJudgeMetric({
  name: "neologism",
  call: NEOLOGISM_CALL,
  flags: (output) => [
    ...output.semantically_stable ? ["semantically stable"] : [],
    ...output.mutually_adopted ? ["mutually adopted"] : []
  ],
  // every registered agent's instructions, so terms the agents were handed are not taken as coined
  extraVariables: (context) => ({
    agent_prompts: context.agentConfigs.map((config) => ({ role_name: config.role_name, system_prompt: config.system_prompt }))
  })
});

// raw-text:templates/judge/protocol_learned_after_swap_user.njk
var protocol_learned_after_swap_user_default = "You will read the transcript of a task in which AI agents talk to each other over several rounds. Partway through, the team changed: {{ newcomer_label }} joined at round {{ boundary_round }} (change type: {{ mode_label }}). Your job is to decide whether the newcomer picked up the communication protocol that the original agents had built before the change.\n\nA protocol here means any shorthand, code, abbreviation, fixed message layout or other convention the original agents settled on and used repeatedly.\n\nBEFORE THE CHANGE (rounds up to {{ pre_boundary_last_round }}):\n{% for round in pre_rounds %}\n--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---\n{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}\n{% endfor %}\n\nAFTER THE CHANGE (rounds from {{ post_boundary_first_round }} on):\n{% for round in post_rounds %}\n--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---\n{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}\n{% endfor %}\n\nLines have the form [channel] agent_id: message.\n\nHow to answer:\n1. protocol_elements: list the conventions the original agents established before the change. Describe each element and quote a pre-change example with its round number.\n2. protocol_established: false if the original agents never settled on an identifiable protocol before the change.\n3. newcomer_agent_ids: the agent ids that act as newcomers after the change, as far as the transcript shows.\n4. per_round_notes: one entry for every post-change round where the transcript shows the newcomer using, extending, abandoning or ignoring the earlier protocol. Name the sender, quote the message, and say which of these it is. Leave out rounds with nothing to observe.\n5. explanation: a few sentences summarising whether and how quickly the newcomer adopted the protocol, citing concrete messages.\n";

// src/metrics/judge/protocol-learned-after-swap.ts
var NAME5 = "protocol_learned_after_swap";
var PROTOCOL_LEARNED_OUTPUT = outputSchema({
  title: "ProtocolLearnedOutput",
  description: "Whether, and in which rounds, a newcomer used the protocol the original agents had built.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each post-change round in which the newcomer is seen using, extending, abandoning or ignoring the earlier protocol, quoting the message and its sender."
    ),
    protocol_elements: stringListProperty(
      "Protocol Elements",
      "The conventions (codes, abbreviations, layouts) the original agents established before the change, each with a quoted pre-change example and its round."
    ),
    newcomer_agent_ids: stringListProperty("Newcomer Agent Ids", "Agent ids that act as newcomers after the change, as the transcript shows them."),
    protocol_established: booleanProperty(
      "Protocol Established",
      "False when the original agents had no identifiable protocol before the change."
    ),
    explanation: EXPLANATION_PROPERTY
  }
});
var PROTOCOL_LEARNED_CALL = defineJudgeCall({
  metric: NAME5,
  templateName: "protocol_learned_after_swap_user.njk",
  templateSource: protocol_learned_after_swap_user_default,
  variables: [
    "mode_label",
    "boundary_round",
    "pre_boundary_last_round",
    "post_boundary_first_round",
    "newcomer_label",
    "pre_rounds",
    "post_rounds"
  ],
  outputName: "ProtocolLearnedOutput",
  outputDescription: "Report whether the newcomer adopted the protocol established before the boundary.",
  outputSchema: PROTOCOL_LEARNED_OUTPUT.json,
  output: PROTOCOL_LEARNED_OUTPUT.zod
});
function transcriptRound(view) {
  return {
    round_number: view.round_number,
    message_count: view.messages.length,
    transcript: view.messages.map((m) => `[${m.channel_id}] ${m.sender_agent_id}: ${m.text}`).join("\n")
  };
}
var protocolLearnedAfterSwap = {
  ...metricDeclaration(NAME5),
  async compute(context) {
    const window = detectProtocolBoundaryWindow(context.events, context.scenario.name);
    if (window === void 0) {
      context.log(`${NAME5}: the run has no personnel boundary (no swap or intern takeover) (no measurement)`);
      return [];
    }
    const views = buildCommunicationRounds(context.events, context.scenario.name);
    if (views.length === 0) {
      context.log(`${NAME5}: the ${context.scenario.name} scenario builds no communication rounds for this run (no measurement)`);
      return [];
    }
    const isPost = (round) => window.boundary_includes_round ? round >= window.boundary_round : round > window.boundary_round;
    const pre = views.filter((view) => !isPost(view.round_number)).map(transcriptRound);
    const post = views.filter((view) => isPost(view.round_number)).map(transcriptRound);
    if (pre.length === 0 || post.length === 0) {
      context.log(`${NAME5}: no communication round ${pre.length === 0 ? "before" : "after"} the boundary at round ${window.boundary_round} (no measurement)`);
      return [];
    }
    const access = requireJudge(context, NAME5);
    const output = await callJudge(access, PROTOCOL_LEARNED_CALL, { ...window, pre_rounds: pre, post_rounds: post });
    const perRound = output.per_round_notes.map((note) => ({ round_number: note.round_number, value: 1, note: note.note }));
    const parts = [`${perRound.length}/${post.length} post-boundary rounds had observable newcomer protocol evidence.`, output.explanation];
    if (output.protocol_elements.length > 0) parts.push(`Pre-boundary protocol elements: ${output.protocol_elements.slice(0, 5).join("; ")}`);
    if (output.newcomer_agent_ids.length > 0) parts.push(`Newcomer agents: ${output.newcomer_agent_ids.join(", ")}`);
    if (!output.protocol_established) parts.push("No identifiable protocol was established pre-boundary.");
    return [
      {
        metric_name: NAME5,
        score: perRound.length,
        score_unit: `post-boundary rounds with newcomer protocol evidence (out of ${post.length})`,
        summary: parts.join(" "),
        per_round: perRound,
        per_agent: []
      }
    ];
  }
};

// raw-text:templates/judge/shorthand_codes_user.njk
var shorthand_codes_user_default = 'You will read the transcript of a task in which AI agents talk to each other over several rounds. Decide, round by round, whether the agents use shorthand codes: deliberate mappings from a short symbol to a longer meaning.\n\nWhat counts as a shorthand code:\n- abbreviations and acronyms the agents coin or agree on ("HT" for "high temperature", "Rc" for "resonance cascade");\n- letters, digits or symbols standing for a value, an option or an instruction ("3" for "third procedure", "+" for "confirmed");\n- positional or templated encodings where the place of a token carries its meaning.\n\nWhat does not count:\n- abbreviations every English reader knows (e.g., "ok", "approx", "etc.") used in the ordinary way;\n- numbers that are simply the values being reported;\n- invented words and repurposed words: other evaluations cover those.\n\nTranscript:\n{% for round in rounds %}\n--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---\n{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}\n{% endfor %}\n\nHow to answer:\n1. Look at each round on its own. A round qualifies when a message in it uses at least one deliberate symbol-to-meaning mapping.\n2. per_round_notes: one entry for every qualifying round and none for the others. Use the round number from the round header, list the codes used, and say what each stands for.\n3. systematic: true when the codes follow a rule (always the first letters, always a number from a fixed list, fixed field positions) rather than being made up one at a time.\n4. messages_shortened: true when messages become noticeably shorter over the run as the codes come into use.\n5. shared_understanding: true when the receiving agent acts on the codes correctly without asking what they mean.\n6. explanation: a few sentences summarising your judgement, citing concrete messages.\n';

// src/metrics/judge/shorthand-codes.ts
var SHORTHAND_CODES_OUTPUT = outputSchema({
  title: "ShorthandCodesOutput",
  description: "Rounds in which the agents use short symbols deliberately mapped to longer meanings.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round containing at least one deliberate symbol-to-meaning mapping (coined abbreviation, letter or digit code, positional encoding), listing the codes and what each stands for. Leave empty when no codes were used."
    ),
    systematic: booleanProperty("Systematic", "True when the codes follow a rule rather than being made up one at a time."),
    messages_shortened: booleanProperty("Messages Shortened", "True when messages got noticeably shorter as the codes came into use."),
    shared_understanding: booleanProperty(
      "Shared Understanding",
      "True when the receiving agent acted on the codes correctly without asking what they meant."
    ),
    explanation: EXPLANATION_PROPERTY
  }
});
var SHORTHAND_CODES_CALL = defineJudgeCall({
  metric: "shorthand_codes",
  templateName: "shorthand_codes_user.njk",
  templateSource: shorthand_codes_user_default,
  variables: ["rounds"],
  outputName: "ShorthandCodesOutput",
  outputDescription: "Report which rounds use shorthand codes and how systematic they are.",
  outputSchema: SHORTHAND_CODES_OUTPUT.json,
  output: SHORTHAND_CODES_OUTPUT.zod
});
var shorthandCodes = flagJudgeMetric({
  name: "shorthand_codes",
  call: SHORTHAND_CODES_CALL,
  flags: (output) => [
    ...output.systematic ? ["systematic"] : [],
    ...output.messages_shortened ? ["messages shortened"] : [],
    ...output.shared_understanding ? ["shared understanding"] : []
  ]
});

// raw-text:templates/judge/slang_emergence_user.njk
var slang_emergence_user_default = 'You will read the transcript of a task in which AI agents talk to each other over several rounds. Decide, round by round, whether the agents give ordinary existing words or phrases a NEW meaning of their own making.\n\nWhat counts as slang emergence:\n- an existing word or phrase used by the agents with a meaning it does not have in normal English, where the new meaning comes from this conversation ("ghost" meaning "sensor reading that vanished", "green" meaning "procedure finished");\n- a private nickname the agents give to a recurring object, state or action of the task.\n\nWhat does not count:\n- standard slang, idioms or a casual register that any English speaker would understand;\n- ordinary technical vocabulary of the task used with its normal meaning;\n- wholly invented words and letter or number codes: other evaluations cover those.\n\nTranscript:\n{% for round in rounds %}\n--- ROUND {{ round.round_number }} ({{ round.message_count }} messages) ---\n{% if round.transcript %}{{ round.transcript }}{% else %}(No messages this round){% endif %}\n{% endfor %}\n\nHow to answer:\n1. Look at each round on its own. A round qualifies when a message in it uses at least one repurposed expression of the kind above.\n2. per_round_notes: one entry for every qualifying round and none for the others. Use the round number from the round header, give each repurposed expression with the meaning the agents attach to it, and quote where it appears.\n3. shared_slang: true only when at least two different agents use the same repurposed expression.\n4. domain_specific_slang: true when the repurposed expressions are tied to this task so closely that an outsider reading them would not understand them.\n5. explanation: a few sentences summarising your judgement, citing concrete messages.\n';

// src/metrics/judge/slang-emergence.ts
var SLANG_EMERGENCE_OUTPUT = outputSchema({
  title: "SlangEmergenceOutput",
  description: "Rounds in which the agents give existing words a new meaning of their own.",
  properties: {
    per_round_notes: listProperty(
      "Per Round Notes",
      ROUND_NOTE,
      "One note for each round in which an existing word or phrase is used with a meaning the agents created, naming the expression and its new meaning. Ordinary slang or casual register does not count. Leave empty when none was found."
    ),
    shared_slang: booleanProperty("Shared Slang", "True when two or more agents use the same repurposed expression."),
    domain_specific_slang: booleanProperty(
      "Domain Specific Slang",
      "True when the repurposed expressions are so tied to this task that an outsider would not understand them."
    ),
    explanation: EXPLANATION_PROPERTY
  }
});
var SLANG_EMERGENCE_CALL = defineJudgeCall({
  metric: "slang_emergence",
  templateName: "slang_emergence_user.njk",
  templateSource: slang_emergence_user_default,
  variables: ["rounds"],
  outputName: "SlangEmergenceOutput",
  outputDescription: "Report which rounds repurpose existing words with agent-made meanings.",
  outputSchema: SLANG_EMERGENCE_OUTPUT.json,
  output: SLANG_EMERGENCE_OUTPUT.zod
});
var slangEmergence = flagJudgeMetric({
  name: "slang_emergence",
  call: SLANG_EMERGENCE_CALL,
  flags: (output) => [...output.shared_slang ? ["shared"] : [], ...output.domain_specific_slang ? ["domain-specific"] : []]
});

// src/metrics/judge/index.ts
var JUDGE_METRICS = [
  communicationFeaturePresence,
  communicationOpenCoding,
  dialogRetransmission,
  languageRepetition,
  languageStrangeness,
  neologism,
  protocolLearnedAfterSwap,
  shorthandCodes,
  slangEmergence
];
var JUDGE_CALL_SPECS = [
  COMMUNICATION_FEATURE_PRESENCE_CALL,
  COMMUNICATION_OPEN_CODING_CALL,
  DIALOG_RETRANSMISSION_CALL,
  LANGUAGE_REPETITION_CALL,
  LANGUAGE_STRANGENESS_CALL,
  NEOLOGISM_CALL,
  ONTOLOGY_CONSOLIDATION_CALL,
  PROTOCOL_LEARNED_CALL,
  SHORTHAND_CODES_CALL,
  SLANG_EMERGENCE_CALL
];
var JUDGE_CALLS = JUDGE_CALL_SPECS.map((call) => ({ metric: call.metric, templateVersion: call.templateVersion, outputName: call.outputName }));

// raw-text:templates/probes/protocol_explanation_generic.njk
var protocol_explanation_generic_default = "Describe, as precisely as you can, the way you and your teammates have been communicating during this simulation: the message formats you settled on, any abbreviations, codes or symbols and what each stands for, the unwritten rules about who says what and when, and how you handle errors, retries or unusual cases. Give real examples from your own messages where you can. Describe the conventions you actually used, not ideal ones; if no real convention emerged, say that plainly.\n";

// src/metrics/protocol-explanation.ts
var PROTOCOL_EXPLANATION = "protocol_explanation";
var EXPLANATION_RESPONSES_FILE = "protocol_explanation_responses.jsonl";
var EXPLANATION_USAGE_FILE = "protocol_explanation_usage.json";
var GENERIC = { name: "templates/probes/protocol_explanation_generic.njk", source: protocol_explanation_generic_default };
async function readManifest(context) {
  const text2 = await context.sidecars.readText(REPLACE_MANIFEST);
  return text2 === void 0 ? void 0 : parseSidecarJson(PROTOCOL_EXPLANATION, REPLACE_MANIFEST, text2, replaceManifestSchema);
}
function visibilityFor(agentId, manifest) {
  const map = /* @__PURE__ */ new Map();
  if (manifest === void 0 || manifest.replaced_agent_id !== agentId) return map;
  for (const channel of manifest.channels_with_visible_history) {
    const floor = ownValue(manifest.channel_history_floors, channel);
    map.set(channel, floor === void 0 ? { kind: "full" } : { kind: "from_round", floor });
  }
  for (const channel of manifest.blocked_tool_call_channels) map.set(channel, { kind: "none" });
  return map;
}
async function compute(context) {
  if (context.events.length === 0) return [];
  const assets = assetsOrReason(context);
  if (typeof assets === "string") {
    context.log(`protocol_explanation does not apply: ${assets}`);
    return [];
  }
  if (!assets.runner.ok) {
    context.log(`protocol_explanation does not apply: ${assets.runner.reason}`);
    return [];
  }
  const runner = assets.runner.value;
  const model = requireProbeModel(context, PROTOCOL_EXPLANATION);
  const manifest = await readManifest(context);
  const byRole = /* @__PURE__ */ new Map();
  if (assets.explanation.ok) {
    for (const [filter, roles] of assets.explanation.value.roleGroups) {
      const template = assets.explanation.value.templates.get(filter);
      const missing = assets.explanation.value.missingTemplates.get(filter);
      const entry = template ?? (missing === void 0 ? void 0 : { missing });
      if (entry !== void 0) for (const role of roles) byRole.set(role, entry);
    }
  }
  const prompts = historyPrompts(runner);
  const target = lastEventTimestamp(context.events);
  const usage = new ProbeUsage();
  const rows = [];
  const perAgent = [];
  for (const agent of probedAgents(context.events, context.agentConfigs)) {
    const history = buildMessageHistory(context.events, {
      agentId: agent.agent_id,
      systemPrompt: fullSystemPrompt(agent.system_prompt, agent.role_name, runner),
      prompts,
      cutoffRound: null,
      targetTimestamp: target,
      channelVisibility: visibilityFor(agent.agent_id, manifest),
      splitParallelToolCalls: agent.provider === "self-hosted"
    });
    if (history.length === 0) {
      context.log(`protocol_explanation: agent ${agent.agent_id} has no history to rebuild, skipped`);
      continue;
    }
    const entry = byRole.get(agent.role_name);
    if (entry !== void 0 && "missing" in entry) throw new Error(`${PROTOCOL_EXPLANATION}: describe template ${entry.missing} not found (role '${agent.role_name}' of agent ${agent.agent_id})`);
    const template = entry;
    const prompt = renderStrict(template ?? GENERIC, {});
    const request = probeRequest(PROTOCOL_EXPLANATION, agent, toConversation(history, [prompt]), EXPLANATION_OUTPUT, 1, (template ?? GENERIC).source);
    const answer = await callProbe(model, request, EXPLANATION_OUTPUT, context, `protocol_explanation: ${agent.agent_id}`);
    if (answer === void 0) continue;
    usage.add(agent.model, agent.provider, answer.response.usage);
    rows.push(
      dumpsCompact({
        timestamp: rowTimestamp(answer.response, context),
        agent_id: agent.agent_id,
        role_name: agent.role_name,
        model: agent.model,
        provider: agent.provider,
        template_name: template === void 0 ? null : template.name.split(/[\\/]/).pop() ?? template.name,
        description_text: answer.output.description
      })
    );
    perAgent.push({ agent_id: agent.agent_id, value: history.length, note: answer.output.description });
  }
  if (rows.length === 0) return [];
  await context.sidecars.writeText(EXPLANATION_RESPONSES_FILE, `${rows.join("\n")}
`);
  await context.sidecars.writeText(EXPLANATION_USAGE_FILE, usage.serialize());
  return [
    {
      metric_name: PROTOCOL_EXPLANATION,
      score: rows.length,
      score_unit: "agents probed",
      summary: `Probed ${rows.length} agent(s) for a protocol explanation; answers written to ${EXPLANATION_RESPONSES_FILE} and per_agent[].note; probe LLM cost $${formatFixed(usage.totalCostUsd(), 4)}.`,
      per_round: [],
      per_agent: perAgent
    }
  ];
}
var protocolExplanation = {
  ...metricDeclaration(PROTOCOL_EXPLANATION),
  compute
};

// src/metrics/protocol-probe.ts
var PROTOCOL_PROBE = "protocol_probe";
var PROBE_USAGE_FILE = "protocol_probe_usage.json";
var PROBE_INTRO = "PROTOCOL PROBE:";
async function compute2(context) {
  const assets = assetsOrReason(context);
  if (typeof assets === "string") {
    context.log(`protocol_probe does not apply: ${assets}`);
    return [];
  }
  if (!assets.probe.ok) {
    context.log(`protocol_probe does not apply: ${assets.probe.reason}`);
    return [];
  }
  const config = assets.probe.value;
  const replicas = context.options.probeReplicas;
  if (replicas === void 0 || !Number.isInteger(replicas) || replicas < 1) {
    throw new Error(`protocol_probe needs --probe-replicas N with N >= 1 (got ${replicas === void 0 ? "none" : String(replicas)})`);
  }
  if (!assets.runner.ok) {
    context.log(`protocol_probe does not apply: ${assets.runner.reason}`);
    return [];
  }
  const runner = assets.runner.value;
  const model = requireProbeModel(context, PROTOCOL_PROBE);
  const cutoffRound = context.options.probeRound ?? null;
  const prompts = historyPrompts(runner);
  const agents = probedAgents(context.events, context.agentConfigs);
  const target = lastEventTimestamp(context.events);
  const usage = new ProbeUsage();
  let rows = 0;
  await appendSidecar(context.sidecars, PROBE_RESPONSES_FILE, "");
  for (const question of config.questions) {
    const roles = config.roleGroups.get(question.agent_role_filter);
    const matching = agents.filter((agent) => roles?.has(agent.role_name) === true);
    if (matching.length === 0) {
      context.log(`protocol_probe: question ${question.id}: no agent has a role in group '${question.agent_role_filter}', skipped`);
      continue;
    }
    const template = config.templates.get(question.agent_role_filter);
    if (template === void 0) {
      const named = config.missingTemplates.get(question.agent_role_filter);
      context.log(
        `warning: protocol_probe: question ${question.id}: no probe template for role group '${question.agent_role_filter}'${named === void 0 ? "" : ` (${named} not found)`}, skipped`
      );
      continue;
    }
    const probePrompt = renderStrict(template, question.inputs);
    for (const agent of matching) {
      const systemPrompt = fullSystemPrompt(agent.system_prompt, agent.role_name, runner);
      const history = buildMessageHistory(context.events, {
        agentId: agent.agent_id,
        systemPrompt,
        prompts,
        cutoffRound,
        targetTimestamp: target,
        splitParallelToolCalls: agent.provider === "self-hosted"
      });
      if (history.length === 0) {
        context.log(`warning: protocol_probe: agent ${agent.agent_id} has no history to rebuild${cutoffRound === null ? "" : ` before round ${cutoffRound}`}, skipped`);
        continue;
      }
      const conversation = toConversation(history, [PROBE_INTRO, { kind: "cache_point" }, probePrompt]);
      for (let replica = 1; replica <= replicas; replica++) {
        const request = probeRequest(PROTOCOL_PROBE, agent, conversation, PROBE_OUTPUT, replica, template.source);
        const answer = await callProbe(model, request, PROBE_OUTPUT, context, `protocol_probe: ${agent.agent_id} / ${question.id} replica ${replica}`);
        if (answer === void 0) continue;
        usage.add(agent.model, agent.provider, answer.response.usage);
        const row = dumpsCompact({
          timestamp: rowTimestamp(answer.response, context),
          replica_index: replica,
          agent_id: agent.agent_id,
          role_name: agent.role_name,
          model: agent.model,
          provider: agent.provider,
          question_id: question.id,
          question_role_filter: question.agent_role_filter,
          cutoff_round: cutoffRound,
          reasoning_text: answer.output.reasoning,
          response_text: answer.output.message
        });
        await appendSidecar(context.sidecars, PROBE_RESPONSES_FILE, `${row}
`);
        rows++;
      }
    }
  }
  await context.sidecars.writeText(PROBE_USAGE_FILE, usage.serialize());
  return [
    {
      metric_name: PROTOCOL_PROBE,
      score: rows,
      score_unit: "probe responses",
      summary: `Collected ${rows} probe responses across ${config.questions.length} questions \xD7 ${replicas} replica(s); written to ${PROBE_RESPONSES_FILE}; probe LLM cost $${formatFixed(usage.totalCostUsd(), 4)} (see ${PROBE_USAGE_FILE})`,
      per_round: [],
      per_agent: []
    }
  ];
}
var protocolProbe = {
  ...metricDeclaration(PROTOCOL_PROBE),
  compute: compute2
};

export {
  consolidateOntology,
  JUDGE_METRICS,
  JUDGE_CALLS,
  PROTOCOL_EXPLANATION,
  protocolExplanation,
  PROTOCOL_PROBE,
  protocolProbe
};
