#!/usr/bin/env node
import { isMainThread, parentPort, workerData } from "node:worker_threads";

// The bundled CLI doubles as the program of its evaluation threads. A thread only evaluates
// runs, so it loads the evaluation code alone; the command line (commander, yaml, graders,
// trials, the diff) is imported only when this is the CLI itself.
if (!isMainThread && parentPort !== null) {
  const port = parentPort;
  const { isEvaluationThreadData, serveEvaluationThread } = await import("../node/run-jobs.js");
  if (!isEvaluationThreadData(workerData)) throw new Error("agent-eval: started as a worker thread without evaluation data");
  await serveEvaluationThread(workerData, (message) => port.postMessage(message));
} else {
  const { runCli } = await import("./main.js");
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrStream: process.stderr,
    workerScript: new URL(import.meta.url),
  });
}
