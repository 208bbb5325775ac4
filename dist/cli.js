#!/usr/bin/env node
import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli,
  serveEvaluationRequests
} from "./chunks/chunk-JB5QCDJV.js";

// src/cli/index.ts
import { isMainThread, parentPort, workerData } from "node:worker_threads";
if (!isMainThread && parentPort !== null && workerData?.agentEvalWorker === true) {
  serveEvaluationRequests(parentPort);
} else {
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrStream: process.stderr,
    workerScript: new URL(import.meta.url)
  });
}
