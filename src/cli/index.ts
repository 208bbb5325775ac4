#!/usr/bin/env node
import { WORKER_ENV, serveEvaluationRequests } from "../node/run-jobs.js";

// The bundled CLI doubles as the program of its evaluation worker processes. A worker only
// evaluates runs, so it does not load the commands (commander, yaml, graders, trials): the
// command line is imported only when this process is the CLI.
if (process.env[WORKER_ENV] === "1" && process.send !== undefined) {
  const send = process.send.bind(process);
  serveEvaluationRequests({ on: (event, listener) => process.on(event, listener), send: (message) => send(message) });
} else {
  const { runCli } = await import("./main.js");
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrStream: process.stderr,
    workerScript: new URL(import.meta.url),
  });
}
