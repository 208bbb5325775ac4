#!/usr/bin/env node
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { runCli } from "./main.js";
import { serveEvaluationRequests } from "./run-jobs.js";

// The bundled CLI doubles as the script of its evaluation worker threads.
if (!isMainThread && parentPort !== null && (workerData as { agentEvalWorker?: boolean } | null)?.agentEvalWorker === true) {
  serveEvaluationRequests(parentPort);
} else {
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrStream: process.stderr,
    workerScript: new URL(import.meta.url),
  });
}
