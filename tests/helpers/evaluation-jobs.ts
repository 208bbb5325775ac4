/**
 * What the tests of evaluation threads share: a small job, numbered runs of the small Veyru log,
 * a main-thread evaluation that waits for the threads, and a report's text for comparisons.
 */
import { readFileSync } from "node:fs";
import type { EvaluationJob, SummaryResult, runJob as RunJob } from "../../src/node/run-jobs.js";
import { runJob } from "../../src/node/run-jobs.js";
import { smallVeyruLog, tempDir, writeRun } from "./run-dirs.js";

/** The bundled CLI, the program of every real evaluation thread. */
export const bundledCli = new URL("../../dist/cli.js", import.meta.url);

export const smallJob: EvaluationJob = {
  scenario: undefined,
  metrics: "round_success,message_entropy",
  out: undefined,
  allowIncomplete: false,
  scenarioConfig: undefined,
  ngramTablesDir: tempDir(),
  judge: undefined,
  metricOptions: {},
};

/** `count` run directories, each with the small log under its own simulation id (`sim-<i>`). */
export function numberedRuns(count: number): string[] {
  const root = tempDir();
  return Array.from({ length: count }, (_, i) => writeRun(root, `run-${i}`, { "veyru.jsonl": smallVeyruLog().replace('"sim-1"', `"sim-${i}"`) }));
}

/**
 * The main thread's evaluation, holding its first run until `threadResults` results came from
 * threads (or 20 s passed): the threads take runs however slowly they start. `sawResult` goes in
 * onResult; `onMain` holds the runs the main thread evaluated.
 */
export function mainAfterThreads(threadResults: number) {
  const onMain = new Set<string>();
  let seen = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, 20_000).unref());
  const runInline: typeof RunJob = async (runDir, ...rest) => {
    const first = onMain.size === 0;
    onMain.add(runDir);
    if (first) await Promise.race([released, deadline]);
    return runJob(runDir, ...rest);
  };
  const sawResult = (runDir: string): void => {
    if (!onMain.has(runDir) && ++seen >= threadResults) release();
  };
  return { runInline, sawResult, onMain };
}

/** A run's report file, or why it was not evaluated. */
export function reportText(result: SummaryResult | undefined): string {
  return result?.kind === "ok" ? readFileSync(result.outcome.reportPath, "utf8") : `not evaluated: ${result?.message}`;
}
