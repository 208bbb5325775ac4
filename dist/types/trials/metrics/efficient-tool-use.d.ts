import { type TrialMetricFactory, type TraceToolCall } from "../contract.js";
export declare const EFFICIENT_TOOL_USE = "efficient_tool_use";
/** The count of the most frequent identical call (name + canonical arguments). */
export declare function maxRepeatedToolCalls(calls: readonly TraceToolCall[]): number;
export declare const efficientToolUseMetric: TrialMetricFactory;
