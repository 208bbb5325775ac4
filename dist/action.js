import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runAsEvaluationThread
} from "./chunks/chunk-2REOWEMI.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/action/index.ts
if (!await runAsEvaluationThread()) {
  const { run } = await import("./chunks/main-7FY6AN4Q.js");
  await run({ workerScript: new URL(import.meta.url) });
}
