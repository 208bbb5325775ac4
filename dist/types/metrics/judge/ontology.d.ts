/**
 * The communication ontology: its file format (read by `communication_feature_presence`) and the
 * consolidation call that merges open-coding labels from many runs into one (GlossoGen's
 * `scripts/consolidate_communication_ontology.py`, spec §4.19). Pure: the caller gathers the label
 * pool, supplies version and timestamp, and writes the result.
 */
import { z } from "zod";
import type { Judge, JudgeIdentity } from "../../judge/judge.js";
declare const ONTOLOGY_CATEGORY: import("./schemas.js").ObjectDefinition<z.ZodObject<{
    id: z.ZodString;
    name: z.ZodString;
    description: z.ZodString;
    synonyms: z.ZodArray<z.ZodString>;
}, z.core.$strip>>;
export type OntologyCategory = z.output<typeof ONTOLOGY_CATEGORY.zod>;
/** An ontology file (`runs/<scenario>/_ontology/<version>.json`); unknown keys are ignored. */
export declare const communicationOntologySchema: z.ZodObject<{
    version: z.ZodString;
    generated_at: z.ZodNullable<z.ZodString>;
    source_run_ids: z.ZodArray<z.ZodString>;
    categories: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        description: z.ZodString;
        synonyms: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type CommunicationOntology = z.output<typeof communicationOntologySchema>;
export declare const ONTOLOGY_CONSOLIDATION_OUTPUT: import("./schemas.js").OutputContract<z.ZodObject<{
    categories: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        description: z.ZodString;
        synonyms: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    explanation: z.ZodString;
}, z.core.$strip>>;
export type OntologyConsolidationOutput = z.output<typeof ONTOLOGY_CONSOLIDATION_OUTPUT.zod>;
export declare const ONTOLOGY_CONSOLIDATION_CALL: import("./judge-call.js").JudgeCallSpec<{
    categories: {
        id: string;
        name: string;
        description: string;
        synonyms: string[];
    }[];
    explanation: string;
}>;
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
export declare function consolidateOntology(input: ConsolidateOntologyInput): Promise<ConsolidatedOntology>;
export {};
