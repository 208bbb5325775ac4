import { runAsEvaluationThread } from "../node/thread-entry.js";

// The bundled Action doubles as the program of its evaluation threads.
if (!(await runAsEvaluationThread())) {
  const { run } = await import("./main.js");
  await run({ workerScript: new URL(import.meta.url) });
}
