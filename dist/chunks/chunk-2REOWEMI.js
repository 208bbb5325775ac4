import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);

// src/node/thread-entry.ts
import { isMainThread, parentPort, workerData } from "node:worker_threads";
async function runAsEvaluationThread() {
  if (isMainThread || parentPort === null) return false;
  const port = parentPort;
  const { isEvaluationThreadData, serveEvaluationThread } = await import("./run-jobs-SHAM2LCQ.js");
  if (!isEvaluationThreadData(workerData)) throw new Error("agent-eval: started as a worker thread without evaluation data");
  await serveEvaluationThread(workerData, (message) => port.postMessage(message));
  return true;
}

export {
  runAsEvaluationThread
};
