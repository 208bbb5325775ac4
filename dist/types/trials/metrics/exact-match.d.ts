import { type TrialMetricFactory } from "../contract.js";
export declare const EXACT_MATCH = "exact_match";
export declare const exactMatchMetric: TrialMetricFactory;
