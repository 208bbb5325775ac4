/**
 * A reader that goes away before the output is written (`agent-eval evaluate --json | head -c 1`):
 * the CLI entry (src/cli/index.ts, run from the sources as a real process, since only a process
 * has a stdout pipe to lose) finishes the command and exits with its own status, without a stack
 * trace. Before, the EPIPE was an uncaught 'error' event: a trace, and exit 1 after evaluate had
 * written its report.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

function runWithClosedStdout(...argv: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/register-raw-text.mjs", "src/cli/index.ts", ...argv], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // nobody will read: the child's first write to stdout fails with EPIPE
  child.stdout.destroy();
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stderr })));
}

describe("a closed stdout (the reader went away)", () => {
  it("evaluate --json still exits 0 with its report written, and prints no stack trace", async () => {
    const run = writeRun(tempDir(), "run", { "veyru.jsonl": smallVeyruLog() });
    const result = await runWithClosedStdout("evaluate", "--run-dir", run, "--metrics", "message_entropy", "--json");
    expect(result.stderr).not.toContain("EPIPE");
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.code).toBe(0);
    expect(existsSync(path.join(run, "veyru_report.json"))).toBe(true);
  }, 30_000);
});
