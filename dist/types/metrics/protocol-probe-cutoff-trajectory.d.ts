import type { Metric } from "./contract.js";
export declare const protocolProbeCutoffTrajectory: Metric;
