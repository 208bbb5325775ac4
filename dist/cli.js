#!/usr/bin/env node
import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunks/chunk-5NSSGVOS.js";
import {
  serveEvaluationRequests
} from "./chunks/chunk-WI7PPYUA.js";
import "./chunks/chunk-MLUGHVMO.js";
import "./chunks/chunk-7WX4DTNH.js";
import "./chunks/chunk-UH4U5CWS.js";

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
