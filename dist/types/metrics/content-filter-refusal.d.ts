import type { BuiltinMetric } from "./contract.js";
/** Provider content-filter refusals across the run, per round and per agent (spec §4.12). */
export declare const contentFilterRefusal: BuiltinMetric;
