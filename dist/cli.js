#!/usr/bin/env node
import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runAsEvaluationThread
} from "./chunks/chunk-2REOWEMI.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/cli/index.ts
if (!await runAsEvaluationThread()) {
  const { runCli } = await import("./chunks/main-X35N3BIR.js");
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrStream: process.stderr,
    workerScript: new URL(import.meta.url)
  });
}
