import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  isStandbyThreadData
} from "./chunk-74ZPRVVT.js";

// src/node/thread-entry.ts
import { isMainThread, parentPort, workerData } from "node:worker_threads";
async function runAsEvaluationThread() {
  if (isMainThread || parentPort === null) return false;
  const port = parentPort;
  const evaluation = import("./run-jobs-4GNXBYRL.js");
  const data = isStandbyThreadData(workerData) ? await new Promise((resolve) => port.once("message", resolve)) : workerData;
  const { isEvaluationThreadData, serveEvaluationThread } = await evaluation;
  if (!isEvaluationThreadData(data)) throw new Error("agent-eval: started as a worker thread without evaluation data");
  await serveEvaluationThread(data, (message) => port.postMessage(message));
  return true;
}

export {
  runAsEvaluationThread
};
