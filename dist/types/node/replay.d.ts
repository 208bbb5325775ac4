import type { Knobs } from "../core/knobs.js";
import type { EvaluationReport } from "../report/report.js";
import type { RunOutcome } from "./evaluate-run.js";
import { type JudgeConfig } from "./judge-setup.js";
/** The judge a report was made with, set to replay from `fixturesDir`; undefined when it had none. */
export declare function replayJudgeOf(report: EvaluationReport, fixturesDir: string, concurrency: number): JudgeConfig | undefined;
export interface ScratchReplay {
    readonly scenario: string;
    readonly metrics: readonly string[];
    readonly allowIncomplete: boolean;
    readonly ngramTablesDir: string;
    readonly judge: JudgeConfig | undefined;
    readonly ontologyPath: string | undefined;
    /** Plug-in specs whose metrics the report may list, resolved from `pluginCwd`. */
    readonly plugins?: readonly string[];
    readonly pluginCwd?: string;
    /** Prefix of an unknown-metric error: the report, not a flag, named the metrics. */
    readonly metricsLabel?: string;
    /** The knobs the report was made with (its `agent_eval.inputs.knobs`). */
    readonly knobs?: Knobs;
    /** A local GPT-2 model directory, for reports that list perplexity. */
    readonly gpt2Model?: string;
}
/** The `--knobs` a report was made with, as recorded in its agent_eval block (none: `{}`). */
export declare function recordedKnobs(report: EvaluationReport): Knobs;
export declare function replayInScratch(runDir: string, spec: ScratchReplay, log: (line: string) => void): Promise<RunOutcome>;
