import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runAsEvaluationThread
} from "./chunks/chunk-SJZ3B4DB.js";
import "./chunks/chunk-WTETZPRF.js";
import "./chunks/chunk-CQPRHBHR.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/action/index.ts
if (!await runAsEvaluationThread()) {
  const { run } = await import("./chunks/main-TS2Q5WOF.js");
  await run({ workerScript: new URL(import.meta.url) });
}
