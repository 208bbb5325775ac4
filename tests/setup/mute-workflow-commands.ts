/**
 * Vitest setup: the Action's code, run in-process by the tests, talks to the runner through
 * @actions/core, which writes workflow commands (`::error::…`, `::set-output name=…::`) to stdout
 * and outputs to $GITHUB_OUTPUT. When the suite itself runs in GitHub Actions (this project's CI),
 * stdout is parsed by the runner: those lines would become real annotations and step outputs. So
 * in tests, outputs and state go to throwaway files, and workflow-command lines on stdout are
 * diverted into `capturedWorkflowCommands()` instead of reaching the runner.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-eval-runner-files-"));
for (const name of ["GITHUB_OUTPUT", "GITHUB_STATE", "GITHUB_ENV", "GITHUB_PATH"]) {
  const file = path.join(scratch, name.toLowerCase());
  writeFileSync(file, ""); // @actions/core appends only to a file that exists
  process.env[name] = file;
}
// the job summary is written only when a test sets it
delete process.env.GITHUB_STEP_SUMMARY;

const captured: string[] = [];
const write = process.stdout.write.bind(process.stdout) as (chunk: unknown, ...rest: unknown[]) => boolean;
process.stdout.write = ((chunk: unknown, ...rest: unknown[]): boolean => {
  const text = typeof chunk === "string" ? chunk : Buffer.isBuffer(chunk) ? chunk.toString("utf8") : undefined;
  if (text !== undefined && /^::[a-z-]+( [^:]*)?::/m.test(text)) {
    const kept = text.split(/(?<=\n)/).filter((line) => {
      if (!/^::[a-z-]+( [^:]*)?::/.test(line)) return true;
      captured.push(line.replace(/\r?\n$/, ""));
      return false;
    });
    if (kept.length === 0) {
      const callback = rest.find((r): r is () => void => typeof r === "function");
      callback?.();
      return true;
    }
    return write(kept.join(""), ...rest);
  }
  return write(chunk, ...rest);
});

/** Workflow commands the code under test wrote to stdout (diverted from the runner). */
export function capturedWorkflowCommands(): readonly string[] {
  return captured;
}
