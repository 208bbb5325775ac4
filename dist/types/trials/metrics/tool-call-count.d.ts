import { type TrialMetricFactory } from "../contract.js";
export declare const TOOL_CALL_COUNT = "tool_call_count";
export declare const toolCallCountMetric: TrialMetricFactory;
