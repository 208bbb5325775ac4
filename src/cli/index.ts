#!/usr/bin/env node
import { runAsEvaluationThread } from "../node/thread-entry.js";

// In an evaluation thread this program only evaluates runs; the command line (commander, yaml,
// graders, trials, the diff) is imported only when this is the CLI itself.
if (!(await runAsEvaluationThread())) {
  const { runCli } = await import("./main.js");
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrStream: process.stderr,
    workerScript: new URL(import.meta.url),
  });
}
