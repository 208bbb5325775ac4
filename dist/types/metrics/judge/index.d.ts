/** The LLM-judge metrics, in GlossoGen's registry order, for the metric registry to add. */
import type { BuiltinMetric } from "../contract.js";
import type { JudgeCallSpec } from "./judge-call.js";
export declare const JUDGE_METRICS: readonly BuiltinMetric[];
export { consolidateOntology } from "./ontology.js";
export type { ConsolidateOntologyInput, ConsolidatedOntology, PooledLabel } from "./ontology.js";
/** Every judge call definition (prompt templates, output contract, template version). */
export declare const JUDGE_CALL_SPECS: readonly JudgeCallSpec<unknown>[];
/** Metric, template version and output name of every call: recordings under another version are stale. */
export declare const JUDGE_CALLS: {
    metric: string;
    templateVersion: string;
    outputName: string;
}[];
