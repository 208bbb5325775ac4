/**
 * What the in-process Action tests share: a logger that records every line with its level, and
 * a capture of what the Action writes to stdout (where @actions/core prints `::error::` lines).
 */
import type { Logger } from "../../src/github/log.js";

/** A Logger keeping `level: message` lines (debug dropped), in order. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (level: string) => (message: string) => void lines.push(`${level}: ${message}`);
  return { lines, debug: () => undefined, info: push("info"), notice: push("notice"), warning: push("warning"), error: push("error") };
}

/**
 * Runs `work` with stdout captured; stdout and process.exitCode (which the Action sets on failure)
 * are restored afterwards, so a failing run does not fail the test process.
 */
export async function withCapturedStdout<T>(work: () => Promise<T>): Promise<{ value: T; stdout: string }> {
  const chunks: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    const value = await work();
    return { value, stdout: chunks.join("") };
  } finally {
    process.stdout.write = write;
    process.exitCode = 0;
  }
}
