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
import { splitLines } from "../../core/py-splitlines.js";
import { LocalFilesystemEvidence } from "./filesystem-evidence.js";

export const DEFAULT_TAIL_LINES = 50;

export class LocalLogsEvidence implements LogsHandle {
  private constructor(
    private readonly files: LocalFilesystemEvidence,
    private readonly label: string,
  ) {}

  /** Opens the log directory `dir` (confined like a snapshot); an error naming `label` when it is not one. */
  static async open(dir: string, label: string): Promise<LocalLogsEvidence> {
    return new LocalLogsEvidence(await LocalFilesystemEvidence.open(dir, label), label);
  }

  listFiles(): Promise<string[]> {
    return this.files.listFiles();
  }

  readText(file: string): Promise<string> {
    return this.files.readText(file);
  }

  async tail(file: string, lines: number = DEFAULT_TAIL_LINES): Promise<string> {
    if (!Number.isInteger(lines) || lines < 1) throw new Error(`${this.label}: tail needs a positive whole number of lines, got ${lines}`);
    return splitLines(await this.files.readText(file)).slice(-lines).join("\n");
  }
}
