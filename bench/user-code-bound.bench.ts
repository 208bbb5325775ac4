/**
 * Benchmark: what the time limit on user-supplied computation costs `agent-eval grade`. 5,000
 * trials with three user calls each (a module metric, a FunctionGrader, a regex_match grader),
 * graded in one process with the limit (the default 10 s) and without it (`userCodeTimeoutMs:
 * null`), interleaved; the calls are trivial, so this is the bound's cost at its largest share.
 * Medians of paired repetitions at each concurrency (the CLI's default on 2 cores is 4).
 *
 *   node --import tsx --import ./scripts/register-raw-text.mjs bench/user-code-bound.bench.ts [--trials N] [--repeat R]
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gradeDataset } from "../src/node/grade-trials.js";
import { numberFlag } from "./args.js";
import { median } from "./stats.js";

const TRIALS = numberFlag("--trials", 5000);
const REPEAT = numberFlag("--repeat", 5);
const CALLS_PER_TRIAL = 3;
const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-eval-user-code-bench-"));
const dataset = path.join(scratch, "trials.jsonl");
const config = path.join(scratch, "grading.yaml");

writeFileSync(
  path.join(scratch, "user.mjs"),
  [
    'export const len = { type: "len", outputSpec: () => [{ name: "n", kind: "discrete_score" }], async computeScores(input) { return { outputs: [{ name: "n", value: (input.candidate.outputText ?? "").length }] }; } };',
    'export function short({ response }) { return { name: "short", score: response.length < 20 ? 1 : 0, reason: "", metadata: {} }; }',
    "",
  ].join("\n"),
);
writeFileSync(
  config,
  [
    "metrics:",
    "  - {module: ./user.mjs, export: len}",
    "graders:",
    "  short: {grader: FunctionGrader, module: ./user.mjs, export: short, mapper: {response: candidate.output_text}}",
    "  digits: {grader: StringMatchGrader, params: {algorithm: regex_match, pattern: '\\d+'}, mapper: {response: candidate.output_text, reference_response: reference.expected}}",
    "",
  ].join("\n"),
);
const lines: string[] = [];
for (let i = 0; i < TRIALS; i++) {
  const task = `task-${Math.floor(i / 4)}`;
  lines.push(JSON.stringify({ task: { id: task }, trial: { id: `${task}:${i % 4}`, task_id: task, status: "completed" }, inputs: {}, reference: { expected: `${i}` }, candidate: { output_text: `The answer is ${i}`, metadata: {} } }));
}
writeFileSync(dataset, `${lines.join("\n")}\n`);

async function grade(concurrency: number, userCodeTimeoutMs: number | null): Promise<number> {
  const started = performance.now();
  const outcome = await gradeDataset({ dataset, config, out: path.join(scratch, "r.json"), concurrency, userCodeTimeoutMs, log: () => undefined });
  const elapsed = performance.now() - started;
  if (outcome.failures.length > 0) throw new Error(`${outcome.failures.length} failures, e.g. ${JSON.stringify(outcome.failures[0])}`);
  return elapsed;
}

try {
  console.log(`user-code bound (Node ${process.versions.node}, ${os.availableParallelism()} cores): ${TRIALS} trials × ${CALLS_PER_TRIAL} trivial user calls, ${REPEAT} paired repetitions`);
  for (const concurrency of [4, 16, 64]) {
    await grade(concurrency, null); // warm-up
    await grade(concurrency, 10_000);
    const free: number[] = [];
    const bounded: number[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const f = await grade(concurrency, null);
      const b = await grade(concurrency, 10_000);
      free.push(f);
      bounded.push(b);
      ratios.push(b / f);
    }
    const extra = ((median(bounded) - median(free)) / (TRIALS * CALLS_PER_TRIAL)) * 1000;
    console.log(`--concurrency ${concurrency}: unbounded ${median(free).toFixed(0)} ms, bounded ${median(bounded).toFixed(0)} ms (${median(ratios).toFixed(2)}x paired, +${extra.toFixed(0)} µs per call)`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
