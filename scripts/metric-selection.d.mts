export declare const DETERMINISTIC_METRICS: readonly string[];
export declare const DEMO_JUDGE_METRICS: readonly string[];
export declare const EXAMPLE_JUDGE_FLAGS: readonly string[];
export declare const DEMO_DIFF_FLAGS: readonly string[];
