import type { Command } from "commander";
import type { JudgeConfig, ProbeModelConfig } from "../node/judge-setup.js";
export interface JudgeFlags {
    provider?: string;
    model?: string;
    judgeSettings?: string;
    judgeMode: string;
    fixtures: string;
    judgeConcurrency?: string;
    judgeTimeout?: string;
}
export declare function addJudgeOptions(command: Command): Command;
/** The probe model stack's settings (mode and store shared with the judge); undefined without probe metrics. */
export declare function probeConfigFrom(flags: JudgeFlags, probeMetricNames: readonly string[]): ProbeModelConfig | undefined;
/** Checks every judge flag now, for commands that learn only later whether they judge. */
export declare function checkJudgeFlags(flags: JudgeFlags): void;
/** The arguments of this invocation (runCli notes them), so a replay miss can print the command that records it. */
export declare function noteInvocation(argv: readonly string[] | undefined): void;
/**
 * This invocation's command line with `--judge-mode record-missing` in place of the given mode
 * (reference D.6: a miss ends with the exact command that fixes it).
 */
export declare function recordCommandFor(argv: readonly string[]): string;
/** Judge configuration from flags; undefined when no judge metric is requested. */
export declare function judgeConfigFrom(flags: JudgeFlags, judgeMetricNames: readonly string[]): JudgeConfig | undefined;
