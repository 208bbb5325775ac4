import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runAsEvaluationThread
} from "./chunks/chunk-XNCC7KLP.js";
import "./chunks/chunk-YEEWSOER.js";
import "./chunks/chunk-J3BMVM6G.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/action/index.ts
if (!await runAsEvaluationThread()) {
  const { run } = await import("./chunks/main-XBTXV5CU.js");
  await run({ workerScript: new URL(import.meta.url) });
}
