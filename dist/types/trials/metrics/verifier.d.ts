import { type TrialMetricFactory } from "../contract.js";
/** The last `lines` lines of stdout, then of stderr (trailing newlines dropped). */
export declare function outputTail(stdout: string, stderr: string, lines: number): string;
export declare const VERIFIER = "verifier";
export declare const DEFAULT_VERIFIER_TIMEOUT_S = 120;
export declare const verifierMetric: TrialMetricFactory;
