/**
 * Built-in trial metrics: `type` name -> factory `(options, context) => metric`. A config entry
 * `{type: exact_match, ...options}` is built by `TRIAL_METRIC_FACTORIES[type](options, context)`.
 * One entry per line, one file per metric under src/trials/metrics/ (several engineers add here).
 */
import type { TrialMetricFactory } from "../contract.js";
export declare const TRIAL_METRIC_FACTORIES: Readonly<Record<string, TrialMetricFactory>>;
/** Built-in metric types that call the judge (grade then needs --provider/--model or fixtures). */
export declare const JUDGE_METRIC_TYPES: ReadonlySet<string>;
