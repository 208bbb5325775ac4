import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runAsEvaluationThread
} from "./chunks/chunk-EWDA22UD.js";
import "./chunks/chunk-YEEWSOER.js";
import "./chunks/chunk-J3BMVM6G.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/action/index.ts
if (!await runAsEvaluationThread()) {
  const { run } = await import("./chunks/main-6MXAF76T.js");
  await run({ workerScript: new URL(import.meta.url) });
}
