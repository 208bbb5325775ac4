import type { Metric } from "./contract.js";
export declare const protocolProbeAgentPairSimilarity: Metric;
