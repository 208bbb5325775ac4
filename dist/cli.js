#!/usr/bin/env node
import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runCli
} from "./chunks/chunk-NCHO546I.js";
import {
  WORKER_ENV,
  serveEvaluationRequests
} from "./chunks/chunk-QS6RJS2K.js";
import "./chunks/chunk-WDAPZPU4.js";
import "./chunks/chunk-NIFHNOOX.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/cli/index.ts
if (process.env[WORKER_ENV] === "1" && process.send !== void 0) {
  const send = process.send.bind(process);
  serveEvaluationRequests({ on: (event, listener) => process.on(event, listener), send: (message) => send(message) });
} else {
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrStream: process.stderr,
    workerScript: new URL(import.meta.url)
  });
}
