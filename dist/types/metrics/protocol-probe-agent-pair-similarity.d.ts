import type { BuiltinMetric } from "./contract.js";
export declare const protocolProbeAgentPairSimilarity: BuiltinMetric;
