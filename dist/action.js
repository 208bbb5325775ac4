import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runAsEvaluationThread
} from "./chunks/chunk-SCB6YTYG.js";
import "./chunks/chunk-R4NUEURG.js";
import "./chunks/chunk-PXYAA3UN.js";
import "./chunks/chunk-TESCUGIO.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/action/index.ts
if (!await runAsEvaluationThread()) {
  const { run } = await import("./chunks/main-YAE2Y5HO.js");
  await run({ workerScript: new URL(import.meta.url) });
}
