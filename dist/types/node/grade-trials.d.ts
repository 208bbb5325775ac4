import type { GraderFactory } from "../graders/params.js";
import type { EvidenceFactory, TrialMetricFactory } from "../trials/contract.js";
import { type Shard, type TrialReport } from "../trials/report.js";
import { type JudgeConfig, type JudgeStack } from "./judge-setup.js";
import { type LoadedGradingConfig } from "./trial-config.js";
import { type TrialDataset } from "./trial-dataset.js";
export interface GradeOptions {
    readonly dataset: string;
    /** `dataset` already read (the Action checks every dataset before grading any): not read again. */
    readonly parsed?: TrialDataset;
    readonly config: string;
    /** `config` already read and validated (the Action and the CLI check it before grading): not read again. */
    readonly loaded?: LoadedGradingConfig;
    /** Default: `<dataset name>.report.json` beside the dataset (`<name>.shard-i-of-n.report.json` for a shard). */
    readonly out?: string;
    readonly shard?: Shard;
    /** (trial, metric) pairs and (grader, trial) pairs at once. */
    readonly concurrency: number;
    /** Judge settings; undefined when no judge is configured. */
    readonly judge?: JudgeConfig;
    readonly metricFactories?: Readonly<Record<string, TrialMetricFactory>>;
    readonly graderFactories?: Readonly<Record<string, GraderFactory>>;
    readonly evidenceFactory?: EvidenceFactory;
    /**
     * The time limit of one call of user-supplied computation, in ms (default 10 s):
     * --user-code-timeout. `null`: no limit (for a caller that bounds the whole process itself).
     */
    readonly userCodeTimeoutMs?: number | null;
    /**
     * How the caller names that limit, for the message of a call that never yields: the CLI's
     * `--user-code-timeout`, the Action's input (default: gradeDataset's userCodeTimeoutMs).
     */
    readonly userCodeTimeoutKnob?: string;
    readonly log: (line: string) => void;
}
export interface MetricFailure {
    readonly task_id: string;
    readonly trial_id: string;
    readonly name: string;
    readonly error: string;
}
export interface GradeOutcome {
    readonly reportPath: string;
    readonly report: TrialReport;
    /** Metrics (and graders: `grader.<name>`) that failed on a trial. */
    readonly failures: readonly MetricFailure[];
    readonly judge?: JudgeStack;
}
/** Evaluations at once when none is asked for (the CLI's --concurrency default, and the Action's): twice the cores, at least 4. */
export declare function defaultGradeConcurrency(): number;
/** `<dir>/<name>.report.json` for `<dir>/<name>.jsonl`. */
export declare function defaultReportPath(dataset: string, shard?: Shard): string;
export declare function gradeDataset(options: GradeOptions): Promise<GradeOutcome>;
/** Every metric that failed on a trial, then every GraderError, in dataset order. */
export declare function failuresOf(report: Pick<TrialReport, "trials" | "results"> & {
    readonly agent_eval?: Pick<TrialReport["agent_eval"], "graders" | "aggregators">;
}): MetricFailure[];
/** Merges shard reports into `out` (the unsharded report, byte for byte). */
export declare function mergeShardReports(files: readonly string[], out: string): Promise<{
    reportPath: string;
    report: TrialReport;
}>;
