import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runAsEvaluationThread
} from "./chunks/chunk-T6UIOGAF.js";
import "./chunks/chunk-WTETZPRF.js";
import "./chunks/chunk-CQPRHBHR.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/action/index.ts
if (!await runAsEvaluationThread()) {
  const { run } = await import("./chunks/main-SYYQ2IOB.js");
  await run({ workerScript: new URL(import.meta.url) });
}
