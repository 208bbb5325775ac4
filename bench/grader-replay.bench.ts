/**
 * Benchmark: replaying 1,000 recorded LLM-grader calls. Records the answers of a scripted judge
 * for CorrectnessGrader on 1,000 generated trial rows (one call each) into a temporary fixture
 * store, then times runGraders replaying every call from the store (a fresh judge stack per
 * repetition, as in CI), against a floor measured in the same run: reading and JSON.parse-ing the
 * same 1,000 fixture files, nothing else. Medians of interleaved repetitions; the ratio is paired
 * per repetition.
 *
 *   node --import tsx --import ./scripts/register-raw-text.mjs bench/grader-replay.bench.ts
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseOpenJudgeConfig } from "../src/graders/config.js";
import { buildGradingPlan, runGraders } from "../src/graders/run-graders.js";
import { createJudgeStack, type JudgeMode } from "../src/judge/replay-judge.js";
import { ScriptedJudge } from "../src/judge/scripted-judge.js";
import type { Judge } from "../src/judge/judge.js";
import { openFixtureStore } from "../src/providers/fixture-files.js";
import { median } from "./stats.js";

const CALLS = 1000;
const REPEAT = 7;
const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-eval-grader-bench-"));
const storeDir = path.join(scratch, "recorded-judges");
const identity = { model: "scripted-local-judge", provider: "scripted", settings: {} };

const rows = Array.from({ length: CALLS }, (_, i) => ({
  task: { id: `task-${i}` },
  trial: { id: `task-${i}/1`, task_id: `task-${i}`, status: "completed" },
  inputs: { query: `Where is my order #${10000 + i}?`, context: `Order #${10000 + i} | Status: shipped | Date: 2026-05-${String((i % 28) + 1).padStart(2, "0")}` },
  reference: { expected: `Order #${10000 + i} shipped on May ${(i % 28) + 1}.` },
  candidate: { output_text: `Your order #${10000 + i} shipped on May ${(i % 28) + 1}.`, metadata: {} },
}));
const plan = buildGradingPlan(
  parseOpenJudgeConfig({
    graders: {
      correctness: {
        grader: "CorrectnessGrader",
        mapper: { query: "inputs.query", response: "candidate.output_text", reference_response: "reference.expected", context: "inputs.context" },
      },
    },
    aggregators: [{ name: "overall", type: "WeightedSumAggregator" }],
  }),
);

async function grade(mode: JudgeMode, provider: Judge): Promise<{ elapsed: number; replayed: number }> {
  const { judge, accounting } = createJudgeStack({ mode, provider, store: openFixtureStore(storeDir), now: () => "2026-12-01T00:00:00.000Z" });
  const started = performance.now();
  const outcome = await runGraders(plan, rows, { judge, judgeIdentity: identity });
  const elapsed = performance.now() - started;
  const errors = (outcome.results.correctness ?? []).filter((r) => "error" in r);
  if (errors.length > 0) throw new Error(`${errors.length} grader errors`);
  return { elapsed, replayed: accounting.snapshot().replayed };
}

function floor(): number {
  const started = performance.now();
  for (const dir of readdirSync(storeDir)) {
    for (const file of readdirSync(path.join(storeDir, dir))) JSON.parse(readFileSync(path.join(storeDir, dir, file), "utf8"));
  }
  return performance.now() - started;
}

try {
  const provider = new ScriptedJudge((request) => ({ output: { score: 4 + (request.user.length % 2), reason: "scripted" } }));
  await grade("record-missing", provider);
  if (provider.calls !== CALLS) throw new Error(`expected ${CALLS} recorded calls, got ${provider.calls}`);
  const forbidden: Judge = { call: () => Promise.reject(new Error("the provider must not be called in replay")) };
  const replays: number[] = [];
  const floors: number[] = [];
  const ratios: number[] = [];
  let replayed = 0;
  for (let i = 0; i < REPEAT; i++) {
    const f = floor();
    const r = await grade("replay", forbidden);
    floors.push(f);
    replays.push(r.elapsed);
    ratios.push(r.elapsed / f);
    replayed = r.replayed;
  }
  process.stdout.write(
    [
      `grader replay benchmark (Node ${process.version}, ${os.availableParallelism()} cores)`,
      `runGraders replaying ${replayed} recorded CorrectnessGrader calls (+ a WeightedSumAggregator): median ${median(replays).toFixed(0)} ms over ${REPEAT} runs (${((median(replays) * 1000) / CALLS).toFixed(0)} µs per call)`,
      `floor (read + JSON.parse the same ${CALLS} fixture files): median ${median(floors).toFixed(0)} ms`,
      `ratio replay / floor (paired per run): median ${median(ratios).toFixed(2)}x, range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}x`,
    ].join("\n") + "\n",
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
