/**
 * The communication ontology: its file format (read by `communication_feature_presence`) and the
 * consolidation call that merges open-coding labels from many runs into one (GlossoGen's
 * `scripts/consolidate_communication_ontology.py`, spec §4.19). Pure: the caller gathers the label
 * pool, supplies version and timestamp, and writes the result.
 */
import { z } from "zod";
import source from "../../../templates/judge/communication_ontology_consolidate_user.njk?raw";
import type { Judge, JudgeIdentity } from "../../judge/judge.js";
import { callJudge, defineJudgeCall } from "./judge-call.js";
import { listProperty, objectDefinition, outputSchema, stringListProperty, stringProperty } from "./schemas.js";

const CONSOLIDATE = "communication_ontology_consolidate";

const ONTOLOGY_CATEGORY = objectDefinition({
  title: "OntologyCategory",
  description: "One communication feature of the shared ontology.",
  properties: {
    id: stringProperty("Id", "Stable snake_case identifier naming the feature; feature-presence scores are keyed by it."),
    name: stringProperty("Name", "Short human-readable name for reports."),
    description: stringProperty(
      "Description",
      "One or two sentences defining the feature precisely enough to decide from a run's messages whether it is present.",
    ),
    synonyms: stringListProperty("Synonyms", "Open-coding labels from the pool that this category absorbs, copied exactly; empty when none."),
  },
});
export type OntologyCategory = z.output<typeof ONTOLOGY_CATEGORY.zod>;

/** An ontology file (`runs/<scenario>/_ontology/<version>.json`); unknown keys are ignored. */
export const communicationOntologySchema = z.object({
  version: z.string(),
  // upstream writes an ISO timestamp; agent-eval's consolidation writes what its caller passes
  generated_at: z.string().nullable(),
  source_run_ids: z.array(z.string()),
  categories: z.array(ONTOLOGY_CATEGORY.zod),
});
export type CommunicationOntology = z.output<typeof communicationOntologySchema>;

export const ONTOLOGY_CONSOLIDATION_OUTPUT = outputSchema({
  title: "CommunicationOntologyConsolidationOutput",
  description: "A shared set of communication-feature categories merged from many runs' open-coding labels.",
  properties: {
    categories: listProperty("Categories", ONTOLOGY_CATEGORY),
    explanation: stringProperty("Explanation", "Why this taxonomy: the aspects of communication it covers and what was deliberately left out."),
  },
});
export type OntologyConsolidationOutput = z.output<typeof ONTOLOGY_CONSOLIDATION_OUTPUT.zod>;

export const ONTOLOGY_CONSOLIDATION_CALL = defineJudgeCall({
  metric: CONSOLIDATE,
  templateName: "communication_ontology_consolidate_user.njk",
  templateSource: source,
  variables: ["label_pool", "source_run_count"],
  outputName: "CommunicationOntologyConsolidationOutput",
  outputDescription: "Report the consolidated communication-feature categories and the reasoning behind them.",
  outputSchema: ONTOLOGY_CONSOLIDATION_OUTPUT.json,
  output: ONTOLOGY_CONSOLIDATION_OUTPUT.zod,
});

/** One pooled open-coding label across runs. */
export interface PooledLabel {
  readonly text: string;
  readonly run_ids: readonly string[];
  readonly evidence_count_total: number;
  readonly sample_quotes: readonly string[];
}

export interface ConsolidateOntologyInput {
  readonly labelPool: readonly PooledLabel[];
  readonly sourceRunCount: number;
  readonly judge: Judge;
  readonly identity: JudgeIdentity;
  /** Bookkeeping written into the ontology as given. */
  readonly version: string;
  readonly generatedAt: string | null;
  /** Defaults to every run id of the label pool, in first-seen order. */
  readonly sourceRunIds?: readonly string[];
}

export interface ConsolidatedOntology extends CommunicationOntology {
  readonly explanation: string;
}

/** One judge call merging the pooled labels into a versioned ontology object. */
export async function consolidateOntology(input: ConsolidateOntologyInput): Promise<ConsolidatedOntology> {
  if (input.labelPool.length === 0) throw new Error(`${CONSOLIDATE}: the label pool is empty; run communication_open_coding first`);
  const output = await callJudge(
    { judge: input.judge, identity: input.identity, concurrency: 1 },
    ONTOLOGY_CONSOLIDATION_CALL,
    { label_pool: input.labelPool, source_run_count: input.sourceRunCount },
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
    explanation: output.explanation,
  };
}
