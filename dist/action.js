import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  runAsEvaluationThread
} from "./chunks/chunk-ZFOXK7VO.js";
import "./chunks/chunk-74ZPRVVT.js";
import "./chunks/chunk-OSQLWR62.js";
import "./chunks/chunk-Q5Q3ZZMX.js";
import "./chunks/chunk-UH4U5CWS.js";

// src/action/index.ts
if (!await runAsEvaluationThread()) {
  const { run } = await import("./chunks/main-BFKJAS7K.js");
  await run({ workerScript: new URL(import.meta.url) });
}
