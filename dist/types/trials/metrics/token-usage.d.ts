import { type TrialMetricFactory } from "../contract.js";
export declare const TOKEN_USAGE = "token_usage";
export declare const tokenUsageMetric: TrialMetricFactory;
