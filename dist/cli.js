#!/usr/bin/env node
import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/cli/index.ts
import { isMainThread, parentPort, workerData } from "node:worker_threads";
if (!isMainThread && parentPort !== null) {
  const port = parentPort;
  const { isEvaluationThreadData, serveEvaluationThread } = await import("./chunks/run-jobs-CORFJZJB.js");
  if (!isEvaluationThreadData(workerData)) throw new Error("agent-eval: started as a worker thread without evaluation data");
  await serveEvaluationThread(workerData, (message) => port.postMessage(message));
} else {
  const { runCli } = await import("./chunks/main-2AQHWTY2.js");
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrStream: process.stderr,
    workerScript: new URL(import.meta.url)
  });
}
