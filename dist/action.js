import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/action/index.ts
import { isMainThread, parentPort, workerData } from "node:worker_threads";
if (!isMainThread && parentPort !== null) {
  const port = parentPort;
  const { isEvaluationThreadData, serveEvaluationThread } = await import("./chunks/run-jobs-CORFJZJB.js");
  if (!isEvaluationThreadData(workerData)) throw new Error("agent-eval: started as a worker thread without evaluation data");
  await serveEvaluationThread(workerData, (message) => port.postMessage(message));
} else {
  const { run } = await import("./chunks/main-3MTGO4YW.js");
  await run({ workerScript: new URL(import.meta.url) });
}
