import { type TrialMetricFactory } from "../contract.js";
export declare const KEYWORD_MATCH = "keyword_match";
export declare const keywordMatchMetric: TrialMetricFactory;
