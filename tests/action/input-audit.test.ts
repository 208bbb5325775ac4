/**
 * Hostile and edge-case inputs run through the whole Action (in-process, no GitHub): each either
 * works as documented or fails the step naming the input.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../src/action/main.js";
import { recordingLogger, withCapturedStdout } from "../helpers/action-run.js";
import { smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

async function runAction(inputs: Record<string, string>, workspace: string): Promise<{ stdout: string; log: string[]; verdict: string | undefined; exitCode: number | undefined }> {
  const log = recordingLogger();
  let exitCode: number | undefined;
  const { stdout, value } = await withCapturedStdout(async () => {
    const result = await run({
      getInput: (n) => inputs[n] ?? "",
      env: { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(workspace, "..", "runner-temp"), GITHUB_REPOSITORY: "octo/demo", GITHUB_RUN_ID: "1" },
      artifacts: () => undefined,
      log,
    });
    exitCode = typeof process.exitCode === "number" ? process.exitCode : undefined;
    return result;
  });
  return { stdout, log: log.lines, verdict: value?.verdict, exitCode };
}

function workspaceWithRuns(...names: string[]): string {
  const workspace = path.join(tempDir(), "ws");
  for (const name of names) writeRun(path.join(workspace, "runs"), name, { "veyru.jsonl": smallVeyruLog() });
  return workspace;
}

describe("glob inputs", () => {
  it("runs: runs/{a,b} evaluates both run directories (the comma is the glob's, not the list's)", async () => {
    const workspace = workspaceWithRuns("a", "b", "c");
    const { log, verdict, stdout } = await runAction({ runs: "runs/{a,b}", metrics: "message_entropy", mode: "evaluate" }, workspace);
    expect(stdout).not.toContain("::error::");
    expect(verdict).toBe("evaluated");
    expect(log).toContain("info: Evaluating 2 of 2 run directories");
  });
});
