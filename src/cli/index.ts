#!/usr/bin/env node
import module from "node:module";
import os from "node:os";
import { StandbyThreads, standbyThreadsFor } from "../node/thread-plan.js";
import { runAsEvaluationThread } from "../node/thread-entry.js";

// Node 22.1+ keeps the compiled code of the modules loaded below in a cache on disk (os.tmpdir(),
// keyed by each file's content; NODE_DISABLE_COMPILE_CACHE=1 turns it off), as TypeScript's and
// npm's CLIs do: a later command compiles less (a one-run evaluate on Node 24: ~11% fewer
// instructions). Node 20 has no such cache and this does nothing there.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// In an evaluation thread this program only evaluates runs; the command line (commander, yaml,
// graders, trials, the diff) is imported only when this is the CLI itself.
if (!(await runAsEvaluationThread())) {
  const argv = process.argv.slice(2);
  const script = new URL(import.meta.url);
  // An evaluation that will use threads gets them now: they load the evaluation code on the other
  // cores while this thread loads the command line (~0.1 s), instead of after it.
  const standby = new StandbyThreads(script, standbyThreadsFor(argv, os.availableParallelism()));
  // A reader that goes away (`agent-eval export | head`) closes the pipe, and every later write
  // fails with EPIPE, which Node raises as an uncaught 'error' event (a stack trace, and exit 1
  // after evaluate had written its report). Nobody reads what is left, so it is dropped: the
  // command finishes and exits with its own status.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") throw error;
    });
  }
  const { runCli } = await import("./main.js");
  try {
    process.exitCode = await runCli(argv, {
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      stderrStream: process.stderr,
      workerScript: script,
      standbyThreads: standby,
    });
  } finally {
    standby.dispose();
  }
  await exitOnceFlushed();
}

/**
 * Ends the process as soon as stdout and stderr have handed their last bytes to the OS. Left to
 * itself, Node waits at exit for V8's background compiler to finish optimising functions nobody
 * will call again: ~25 ms after every command (measured on `evaluate` of one run, 2 cores). Every
 * command's work is awaited by runCli, so nothing else is left to run; pending writes (pipes are
 * asynchronous on macOS, TTYs on Windows) are flushed first.
 */
async function exitOnceFlushed(): Promise<void> {
  const flushed = (stream: NodeJS.WriteStream) =>
    new Promise<void>((resolve) => {
      if (stream.destroyed || stream.writableLength === 0) resolve();
      else stream.write("", () => resolve());
    });
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit();
}
