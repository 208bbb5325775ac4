import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runAsEvaluationThread
} from "./chunks/chunk-XVXCGYDF.js";
import "./chunks/chunk-F22SDX2K.js";
import "./chunks/chunk-PF7TFW42.js";
import "./chunks/chunk-TESCUGIO.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/action/index.ts
if (!await runAsEvaluationThread()) {
  const { run } = await import("./chunks/main-4HD6CPOJ.js");
  await run({ workerScript: new URL(import.meta.url) });
}
