import type { Metric } from "./contract.js";
export declare const meanCharsPerMessage: Metric;
