import type { StandbyThreads } from "../node/thread-plan.js";
export { judgeConfigFrom, probeConfigFrom } from "./judge-flags.js";
export { EXIT_INTERNAL_ERROR, isInternalError } from "../core/errors.js";
export interface CliIo {
    readonly stdout: (text: string) => void;
    readonly stderr: (text: string) => void;
    /** Where stderr goes, to tell a terminal (redrawn progress bar) from a log (structural: process.stderr fits). */
    readonly stderrStream?: {
        readonly isTTY?: boolean;
    };
    /** The bundled CLI entry, reused as the worker script for parallel evaluation. */
    readonly workerScript?: URL;
    /** Evaluation threads of `workerScript` the entry started ahead (see node/thread-plan.ts). */
    readonly standbyThreads?: StandbyThreads;
}
export declare function runCli(argv: readonly string[], givenIo?: CliIo): Promise<number>;
