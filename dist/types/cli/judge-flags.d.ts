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
/** Judge configuration from flags; undefined when no judge metric is requested. */
export declare function judgeConfigFrom(flags: JudgeFlags, judgeMetricNames: readonly string[]): JudgeConfig | undefined;
