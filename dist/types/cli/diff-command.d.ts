import { type FailOn } from "../diff/diff.js";
import { type DiffFormat } from "./diff-options.js";
export { DIFF_FORMATS, FAIL_ON_VALUES } from "./diff-options.js";
export type { DiffFormat } from "./diff-options.js";
export interface DiffCommandOptions {
    /** Report files, run directories or folders of run directories. */
    readonly baseline: readonly string[];
    readonly candidate: readonly string[];
    readonly format: DiffFormat;
    /** Gate rules such as `round_success:-5pp` (an item may hold several, separated by commas, semicolons or newlines). */
    readonly gate: readonly string[];
    readonly failOn: FailOn;
    /** `--icc`: within-run correlation of rounds, 0 to 1, as written (validated here); omitted: estimated or the default. */
    readonly icc?: string;
    /** `--sequential`: confirm mode (per-look level alpha/((k-2)(k-1))). */
    readonly sequential?: boolean;
    /** Markdown only: start the comment with this sticky-comment marker. */
    readonly commentId?: string;
    /** Markdown only: add the head marker (needs a commit sha). */
    readonly headSha?: string;
    readonly runAttempt?: number;
    /** Markdown only: comment title. */
    readonly title?: string;
}
export interface DiffCommandIo {
    readonly stdout: (text: string) => void;
    readonly stderr: (text: string) => void;
}
/**
 * Run the diff command; returns the exit status (0 ok, 1 gated failure, 2 input error). Input
 * errors are written to stderr as `error: ...`; other errors propagate.
 */
export declare function runDiffCommand(options: DiffCommandOptions, io: DiffCommandIo): Promise<number>;
