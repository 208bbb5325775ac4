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
import type { MetricContext, BuiltinMetric } from "../contract.js";
import { type CommunicationOntology } from "./ontology.js";
export declare const FEATURE_PRESENCE_SIDECAR = "communication_feature_presence.json";
export declare const PRESENCE_THRESHOLD = 0.5;
export declare const COMMUNICATION_FEATURE_PRESENCE_OUTPUT: import("./schemas.js").OutputContract<z.ZodObject<{
    scores: z.ZodArray<z.ZodObject<{
        category_id: z.ZodString;
        confidence: z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>;
        justification: z.ZodString;
    }, z.core.$strip>>;
    notes: z.ZodDefault<z.ZodString>;
}, z.core.$strip>>;
export type CommunicationFeaturePresenceOutput = z.output<typeof COMMUNICATION_FEATURE_PRESENCE_OUTPUT.zod>;
export declare const COMMUNICATION_FEATURE_PRESENCE_CALL: import("./judge-call.js").JudgeCallSpec<{
    scores: {
        category_id: string;
        confidence: number;
        justification: string;
    }[];
    notes: string;
}>;
/** Read and validate the ontology named by `--ontology-path` (resolved by the sidecar store). */
export declare function loadOntology(context: MetricContext): Promise<{
    path: string;
    ontology: CommunicationOntology;
}>;
export declare const communicationFeaturePresence: BuiltinMetric;
