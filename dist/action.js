import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runAsEvaluationThread
} from "./chunks/chunk-3WDZCYX7.js";
import "./chunks/chunk-ODM45EBO.js";
import "./chunks/chunk-PF7TFW42.js";
import "./chunks/chunk-TESCUGIO.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/action/index.ts
if (!await runAsEvaluationThread()) {
  const { run } = await import("./chunks/main-HKSO3I7G.js");
  await run({ workerScript: new URL(import.meta.url) });
}
