import type { BuiltinMetric } from "./contract.js";
export declare const protocolProbeCutoffTrajectory: BuiltinMetric;
