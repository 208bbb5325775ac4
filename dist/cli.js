#!/usr/bin/env node
import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  WORKER_ENV,
  serveEvaluationRequests
} from "./chunks/chunk-JF4UB2TO.js";
import "./chunks/chunk-CUUTXFEF.js";
import "./chunks/chunk-D67Q6H56.js";
import "./chunks/chunk-7UFXUXX3.js";
import "./chunks/chunk-HR3ZGJWV.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/cli/index.ts
if (process.env[WORKER_ENV] === "1" && process.send !== void 0) {
  const send = process.send.bind(process);
  serveEvaluationRequests({ on: (event, listener) => process.on(event, listener), send: (message) => send(message) });
} else {
  const { runCli } = await import("./chunks/main-WZCVQPDM.js");
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrStream: process.stderr,
    workerScript: new URL(import.meta.url)
  });
}
