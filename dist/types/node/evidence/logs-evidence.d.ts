/**
 * The logs evidence handle (NeMo's `LogHandle`): a log directory of a trial, confined like a
 * snapshot (no `..`, no absolute paths, no links leading out).
 *
 * `tail(file, lines = 50)` reads the whole file and returns its last `lines` lines joined with
 * `\n`, without a trailing newline. Lines are split as Python's `str.splitlines()` splits them
 * (`\n`, `\r\n`, `\r`, `\v`, `\f`, `\x1c`–`\x1e`, `\x85`, `\u2028`, `\u2029`), so a final newline
 * does not make an empty last line.
 */
import type { LogsHandle } from "../../trials/contract.js";
export declare const DEFAULT_TAIL_LINES = 50;
export declare class LocalLogsEvidence implements LogsHandle {
    private readonly files;
    private readonly label;
    private constructor();
    /** Opens the log directory `dir` (confined like a snapshot); an error naming `label` when it is not one. */
    static open(dir: string, label: string): Promise<LocalLogsEvidence>;
    listFiles(): Promise<string[]>;
    readText(file: string): Promise<string>;
    tail(file: string, lines?: number): Promise<string>;
}
