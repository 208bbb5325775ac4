import type { BuiltinMetric } from "./contract.js";
export declare const REPLACE_MANIFEST = "replace_manifest.json";
export declare const CROSS_RUN_REPLACE_MANIFEST = "cross_run_replace_manifest.json";
export declare const roundSuccessAfterResume: BuiltinMetric;
