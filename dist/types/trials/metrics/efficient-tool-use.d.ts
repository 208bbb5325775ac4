import { type TrialMetricFactory, type TraceToolCall } from "../contract.js";
export declare const EFFICIENT_TOOL_USE = "efficient_tool_use";
/**
 * The count of the most frequent identical call (name + canonical arguments). The arguments are
 * compared as Python reads them (NeMo's handle is Python): the trace handle's json.loads reading when
 * it attached one (core/python-reading.ts), so 9007199254740993 and 9007199254740992, or 1 and 1.0,
 * are two arguments.
 */
export declare function maxRepeatedToolCalls(calls: readonly TraceToolCall[]): number;
export declare const efficientToolUseMetric: TrialMetricFactory;
