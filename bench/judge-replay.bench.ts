/**
 * Benchmark: replaying 1,000+ recorded judge calls through a judge metric. Records the answers of
 * the scripted example judge for `language_repetition` (3 replicas per round) on a generated run
 * with 340 rounds, then times evaluations that replay every call from the fixture store.
 *
 *   npm run bench:judge
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { evaluateRun } from "../src/node/evaluate-run.js";
import { loadRun } from "../src/node/read-run.js";
import { builtinScenario } from "../src/core/builtin-scenarios.js";
import type { Metric } from "../src/metrics/contract.js";
import { resolveMetricList, builtinRegistry } from "../src/metrics/registry.js";
import { createExampleJudgeStack } from "../scripts/example-judge.js";
import { generateRun } from "../scripts/generate-examples.js";
import { median } from "./stats.js";

const ROUNDS = 340;
const REPEAT = 5;
const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-eval-judge-bench-"));
const runDir = path.join(scratch, "run");
const store = path.join(scratch, "recorded-judges");
mkdirSync(runDir, { recursive: true });
writeFileSync(path.join(runDir, "veyru.jsonl"), generateRun({ runId: "veyru/judge-bench", idNamespace: "judge-bench", seed: 3, rounds: ROUNDS }));
const metrics = resolveMetricList(builtinRegistry(), "language_repetition");

async function evaluate(mode: "record-missing" | "replay") {
  const stack = createExampleJudgeStack(store, mode);
  const started = performance.now();
  const outcome = await evaluateRun({
    runDir,
    scenario: "veyru",
    metrics,
    out: path.join(scratch, `report-${mode}.json`),
    log: () => undefined,
    judge: () => stack,
    sidecarWriteDir: scratch,
    invocationLog: false,
  });
  const elapsed = performance.now() - started;
  const failed = Object.values(outcome.metrics).filter((r) => r.status === "failed");
  if (failed.length > 0) throw new Error(`language_repetition failed: ${failed.map((r) => r.error).join("; ")}`);
  return { elapsed, calls: outcome.invocation.judge?.used.calls ?? 0, replayed: outcome.invocation.judge?.replayed ?? 0 };
}

/** Only the metric: the run is loaded once, then language_repetition replays every call. */
async function computeOnly(): Promise<{ elapsed: number; calls: number }> {
  const run = await loadRun(runDir, "veyru");
  const stack = createExampleJudgeStack(store, "replay");
  const scenario = builtinScenario("veyru", run.simulationStarted.scenario_config);
  if (scenario === undefined) throw new Error("veyru descriptor missing");
  const started = performance.now();
  await (metrics[0] as Metric).compute({
    events: run.events,
    agentConfigs: run.agentConfigs,
    scenario,
    runDir,
    options: {},
    sidecars: { readText: () => Promise.resolve(undefined), writeText: () => Promise.resolve() },
    loadRun: () => Promise.resolve(undefined),
    ngramTables: { location: "(unused)" },
    log: () => undefined,
    judge: stack.judge,
    judgeIdentity: stack.identity,
  });
  return { elapsed: performance.now() - started, calls: stack.accounting.snapshot().replayed };
}

try {
  const recorded = await evaluate("record-missing");
  const metricOnly: number[] = [];
  let metricCalls = 0;
  for (let i = 0; i < REPEAT; i++) {
    const result = await computeOnly();
    metricOnly.push(result.elapsed);
    metricCalls = result.calls;
  }
  const timings: number[] = [];
  let replayed = 0;
  for (let i = 0; i < REPEAT; i++) {
    const result = await evaluate("replay");
    timings.push(result.elapsed);
    replayed = result.replayed;
  }
  process.stdout.write(
    [
      `judge replay benchmark (Node ${process.version}, ${os.availableParallelism()} cores)`,
      `recorded ${recorded.calls} language_repetition judge calls (${ROUNDS} rounds x 3 replicas) with the scripted example judge`,
      `replaying ${metricCalls} recorded calls through language_repetition.compute: median ${median(metricOnly).toFixed(0)} ms over ${REPEAT} runs`,
      `whole evaluation (read and validate the ${ROUNDS}-round log, replay ${replayed} calls, write the report): median ${median(timings).toFixed(0)} ms`,
    ].join("\n") + "\n",
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
