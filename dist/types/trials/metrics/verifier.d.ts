import { type TrialMetricFactory } from "../contract.js";
/**
 * The last `lines` lines of stdout, then of stderr, joined with `\n`: each split as Python's
 * `str.splitlines()` splits it, as NeMo's log `tail` does (`\r\n` and `\r` end a line too, a final
 * break makes no empty last line, a blank line before it is kept).
 */
export declare function outputTail(stdout: string, stderr: string, lines: number): string;
export declare const VERIFIER = "verifier";
export declare const DEFAULT_VERIFIER_TIMEOUT_S = 120;
export declare const verifierMetric: TrialMetricFactory;
