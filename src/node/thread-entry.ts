/**
 * The bundled CLI and the bundled Action double as the program of their evaluation threads
 * (`runMany` starts them with `worker_threads`). Each entry asks this first; only a thread loads
 * the evaluation code here, so the main thread's start-up stays as light as its command.
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { isStandbyThreadData } from "./thread-plan.js";

/** Serves this program's evaluation thread and resolves true; on the main thread, false at once. */
export async function runAsEvaluationThread(): Promise<boolean> {
  if (isMainThread || parentPort === null) return false;
  const port = parentPort;
  const evaluation = import("./run-jobs.js");
  // A thread started ahead of its job loads the evaluation code while it waits for the job.
  const data: unknown = isStandbyThreadData(workerData) ? await new Promise((resolve) => port.once("message", resolve)) : workerData;
  const { isEvaluationThreadData, serveEvaluationThread } = await evaluation;
  if (!isEvaluationThreadData(data)) throw new Error("agent-eval: started as a worker thread without evaluation data");
  await serveEvaluationThread(data, (message) => port.postMessage(message));
  return true;
}
