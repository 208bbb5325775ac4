/**
 * The implementations of the judge and probe metrics, as one module: the registry's entries
 * (lazy-builtins.ts) import it when one of them first computes. One module rather than one per
 * metric keeps the bundle's chunks few (each chunk file a process loads costs start-up time).
 */
import type { BuiltinMetric } from "./contract.js";
export declare const JUDGED_METRICS: readonly BuiltinMetric[];
