import { type JudgeConfig, type ProbeModelConfig } from "../node/judge-setup.js";
import type { JudgeFlags } from "./judge-flags.js";
export interface CliIo {
    readonly stdout: (text: string) => void;
    readonly stderr: (text: string) => void;
    /** Where stderr goes, to tell a terminal (redrawn progress bar) from a log (structural: process.stderr fits). */
    readonly stderrStream?: {
        readonly isTTY?: boolean;
    };
    /** The bundled CLI entry, reused as the worker script for parallel evaluation. */
    readonly workerScript?: URL;
}
/** The probe model stack's settings (mode and store shared with the judge); undefined without probe metrics. */
export declare function probeConfigFrom(flags: JudgeFlags, probeMetricNames: readonly string[]): ProbeModelConfig | undefined;
/** Judge configuration from flags; undefined when no judge metric is requested. */
export declare function judgeConfigFrom(flags: JudgeFlags, judgeMetricNames: readonly string[]): JudgeConfig | undefined;
export declare function runCli(argv: readonly string[], givenIo?: CliIo): Promise<number>;
