import type { BuiltinMetric } from "./contract.js";
export declare const PROTOCOL_EXPLANATION = "protocol_explanation";
export declare const EXPLANATION_RESPONSES_FILE = "protocol_explanation_responses.jsonl";
export declare const EXPLANATION_USAGE_FILE = "protocol_explanation_usage.json";
export declare const protocolExplanation: BuiltinMetric;
