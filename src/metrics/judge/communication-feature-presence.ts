/**
 * `communication_feature_presence` (spec §4.19): one judge call scores a confidence for every
 * category of a communication ontology; categories at >= 0.5 count. The per-category vector goes
 * to `communication_feature_presence.json`.
 *
 * Ontology lookup differs from GlossoGen: upstream falls back to the most recently modified
 * `../_ontology/*.json`, but metrics reach files only through the sidecar store, which cannot list
 * a directory, so `--ontology-path` is required here.
 */
import type { z } from "zod";
import source from "../../../templates/judge/communication_feature_presence_user.njk?raw";
import type { KeyedObservation } from "../../core/measurement.js";
import { formatFixed } from "../../core/pynum.js";
import { PyFloat, dumpsIndent2 } from "../../core/json-format.js";
import type { MetricContext, SidecarStore, BuiltinMetric } from "../contract.js";
import { communicationRoundsOrSkip, communicationRunId } from "./communication-open-coding.js";
import { callJudge, defineJudgeCall, describeIssues, requireJudge } from "./judge-call.js";
import { type CommunicationOntology, communicationOntologySchema } from "./ontology.js";
import { listProperty, numberProperty, objectDefinition, optionalStringProperty, outputSchema, stringProperty } from "./schemas.js";
import { readSidecarArray } from "../shared/sidecar-json.js";
import { metricDeclaration } from "../lazy-builtins.js";

const NAME = "communication_feature_presence";
export const FEATURE_PRESENCE_SIDECAR = "communication_feature_presence.json";
export const PRESENCE_THRESHOLD = 0.5;

const CATEGORY_CONFIDENCE = objectDefinition({
  title: "CategoryConfidence",
  description: "The judge's confidence for one ontology category in this run.",
  properties: {
    category_id: stringProperty("Category Id", "The category's id, exactly as listed in the prompt."),
    confidence: numberProperty(
      "Confidence",
      "From 0.0 (clearly absent) to 1.0 (clearly and repeatedly present): how sure the judge is that the run's primary-channel messages show this feature.",
      { minimum: 0.0, maximum: 1.0 },
    ),
    justification: stringProperty("Justification", "Brief reasoning quoting primary-channel messages, or naming what is missing."),
  },
});

export const COMMUNICATION_FEATURE_PRESENCE_OUTPUT = outputSchema({
  title: "CommunicationFeaturePresenceOutput",
  description: "A confidence, for every ontology category, that the run's communication shows that feature.",
  properties: {
    scores: listProperty(
      "Scores",
      CATEGORY_CONFIDENCE,
      "One entry for every category, in the order presented, including categories that are plainly absent (confidence near 0).",
    ),
    notes: optionalStringProperty(
      "Notes",
      "Optional: near-misses, or features the categories do not cover. Empty when there is nothing to add.",
      "",
    ),
  },
});
export type CommunicationFeaturePresenceOutput = z.output<typeof COMMUNICATION_FEATURE_PRESENCE_OUTPUT.zod>;

export const COMMUNICATION_FEATURE_PRESENCE_CALL = defineJudgeCall({
  metric: NAME,
  templateName: "communication_feature_presence_user.njk",
  templateSource: source,
  variables: ["rounds", "categories"],
  outputName: "CommunicationFeaturePresenceOutput",
  outputDescription: "Report a confidence for every ontology category, with a justification.",
  outputSchema: COMMUNICATION_FEATURE_PRESENCE_OUTPUT.json,
  output: COMMUNICATION_FEATURE_PRESENCE_OUTPUT.zod,
});

/** Read and validate the ontology named by `--ontology-path` (resolved by the sidecar store). */
export async function loadOntology(context: MetricContext): Promise<{ path: string; ontology: CommunicationOntology }> {
  const path = context.options.ontologyPath;
  if (path === undefined || path === "") {
    throw new Error(
      `${NAME} needs an ontology: none was given with --ontology-path and there is no *.json in ../_ontology/ beside the run. Build one with agent-eval ontology consolidate, then pass --ontology-path FILE or put it in ../_ontology/.`,
    );
  }
  const text = await context.sidecars.readText(path);
  if (text === undefined) throw new Error(`${NAME}: ontology file not found: ${path}`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${NAME}: ontology ${path} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = communicationOntologySchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${NAME}: ontology ${path} is not a communication ontology: ${describeIssues(parsed.error)}`);
  if (parsed.data.categories.length === 0) throw new Error(`${NAME}: ontology ${path} has no categories`);
  return { path, ontology: parsed.data };
}

export const communicationFeaturePresence: BuiltinMetric = {
  ...metricDeclaration(NAME),
  async compute(context) {
    const rounds = communicationRoundsOrSkip(context, NAME);
    if (rounds === undefined) return [];
    const { path, ontology } = await loadOntology(context);
    const access = requireJudge(context, NAME);
    const output = await callJudge(access, COMMUNICATION_FEATURE_PRESENCE_CALL, { rounds, categories: ontology.categories });

    const known = new Set(ontology.categories.map((category) => category.id));
    const returned = new Set(output.scores.map((score) => score.category_id));
    const missing = ontology.categories.filter((category) => !returned.has(category.id)).map((category) => category.id);
    const invented = [...returned].filter((id) => !known.has(id));
    if (missing.length > 0) context.log(`${NAME}: the judge scored no confidence for ${missing.join(", ")}`);
    if (invented.length > 0) context.log(`${NAME}: the judge scored categories not in the ontology: ${invented.join(", ")}`);

    // generated_at is null: the pure core has no clock
    const sidecar = {
      run_id: communicationRunId(context.events, context.runDir),
      ontology_version: ontology.version,
      ontology_path: path,
      generated_at: null,
      scores: output.scores.map((score) => ({
        category_id: score.category_id,
        confidence: new PyFloat(score.confidence),
        justification: score.justification,
      })),
      notes: output.notes,
    };
    await context.sidecars.writeText(FEATURE_PRESENCE_SIDECAR, `${dumpsIndent2(sidecar)}\n`);

    // the judge's list as returned: duplicated or invented ids count, as upstream
    const above = output.scores.filter((score) => score.confidence >= PRESENCE_THRESHOLD);
    const top = [...output.scores]
      .sort((a, b) => b.confidence - a.confidence)
      .slice(0, 3)
      .map((score) => `${score.category_id}=${formatFixed(score.confidence, 2)}`)
      .join("; ");
    const total = ontology.categories.length;
    return [
      {
        metric_name: NAME,
        score: above.length,
        score_unit: `categories ≥ 0.5 (of ${total})`,
        summary: `${above.length}/${total} categories ≥ 0.5 on ontology ${ontology.version}; written to ${FEATURE_PRESENCE_SIDECAR}. Top: ${top === "" ? "(none)" : top}.`,
        per_round: [],
        per_agent: [],
      },
    ];
  },
  async readKeyedObservations(sidecars: SidecarStore): Promise<KeyedObservation[]> {
    const scores = await readSidecarArray(sidecars, FEATURE_PRESENCE_SIDECAR, "scores");
    return scores.flatMap((score) => {
      const { category_id: id, confidence } = (score ?? {}) as { category_id?: unknown; confidence?: unknown };
      return typeof id === "string" && typeof confidence === "number" ? [{ keys: { category_id: id }, value: confidence }] : [];
    });
  },
};
