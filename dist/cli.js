#!/usr/bin/env node
import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runAsEvaluationThread
} from "./chunks/chunk-ZFOXK7VO.js";
import {
  StandbyThreads,
  standbyThreadsFor
} from "./chunks/chunk-74ZPRVVT.js";
import "./chunks/chunk-OSQLWR62.js";
import "./chunks/chunk-Q5Q3ZZMX.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/cli/index.ts
import module from "node:module";
import os from "node:os";
module.enableCompileCache?.();
if (!await runAsEvaluationThread()) {
  const argv = process.argv.slice(2);
  const script = new URL(import.meta.url);
  const standby = new StandbyThreads(script, standbyThreadsFor(argv, os.availableParallelism()));
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error) => {
      if (error.code !== "EPIPE") throw error;
    });
  }
  const { runCli } = await import("./chunks/main-RUR3O24T.js");
  try {
    process.exitCode = await runCli(argv, {
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      stderrStream: process.stderr,
      workerScript: script,
      standbyThreads: standby
    });
  } finally {
    standby.dispose();
  }
  await exitOnceFlushed();
}
async function exitOnceFlushed() {
  const flushed = (stream) => new Promise((resolve) => {
    if (stream.destroyed || stream.writableLength === 0) resolve();
    else stream.write("", () => resolve());
  });
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit();
}
