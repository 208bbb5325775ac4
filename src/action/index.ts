import { isMainThread, parentPort, workerData } from "node:worker_threads";

// The bundled Action doubles as the program of its evaluation threads (see src/node/run-jobs.ts).
if (!isMainThread && parentPort !== null) {
  const port = parentPort;
  const { isEvaluationThreadData, serveEvaluationThread } = await import("../node/run-jobs.js");
  if (!isEvaluationThreadData(workerData)) throw new Error("agent-eval: started as a worker thread without evaluation data");
  await serveEvaluationThread(workerData, (message) => port.postMessage(message));
} else {
  const { run } = await import("./main.js");
  await run({ workerScript: new URL(import.meta.url) });
}
