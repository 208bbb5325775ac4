import type { BuiltinMetric } from "./contract.js";
/** Postmortem phases that ended on their timer (spec §4.11). */
export declare const postmortemEndedTimeout: BuiltinMetric;
