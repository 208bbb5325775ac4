/**
 * Benchmark: `agent-eval grade` on 10,000 trials with the deterministic built-ins (keyword_match,
 * exact_match, tool_call_count, efficient_tool_use, token_usage) and a mean view, end to end in one
 * process (read and validate the dataset and config, open the evidence, run and validate every
 * metric, summary statistics and pass@k, write the report), against a floor measured in the same
 * run: reading the dataset file and JSON.parse-ing every line, nothing else. 2,500 tasks × 4
 * trials; half the trials carry an inline ATIF trace of 3–6 steps (so the floor parses them too).
 * Medians of interleaved repetitions; the ratio is paired per repetition.
 *
 * `--floats` writes a whole float (`"weight": 1.0`) into every reference, so every line takes the
 * dataset reader's second, CPython-exact parse (node/trial-dataset.ts): the worst case of keeping
 * Python's int/float distinction.
 *
 *   node --import tsx --import ./scripts/register-raw-text.mjs bench/trials.bench.ts [--trials N] [--repeat R] [--floats]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gradeDataset } from "../src/node/grade-trials.js";
import { numberFlag } from "./args.js";
import { median } from "./stats.js";

const TRIALS = numberFlag("--trials", 10_000);
const REPEAT = numberFlag("--repeat", 5);
const PER_TASK = 4;
const FLOATS = process.argv.includes("--floats");
const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-eval-trials-bench-"));
const dataset = path.join(scratch, "trials.jsonl");
const config = path.join(scratch, "grading.yaml");

function trace(i: number): Record<string, unknown> {
  const steps: Record<string, unknown>[] = [{ step_id: 1, source: "user", message: `Question ${i}: what is ${i} plus ${i}?` }];
  const turns = 2 + (i % 4);
  for (let s = 0; s < turns; s++) {
    const calls = s === turns - 1 ? [] : [{ tool_call_id: `c${s}`, function_name: s % 2 === 0 ? "search" : "python", arguments: { q: `${i + (s % 2)}` } }];
    steps.push({
      step_id: s + 2,
      source: "agent",
      message: s === turns - 1 ? `${2 * i}` : "",
      ...(calls.length === 0 ? {} : { tool_calls: calls, observation: { results: [{ source_call_id: `c${s}`, content: `result ${s}` }] } }),
      metrics: { prompt_tokens: 200 + 50 * s, completion_tokens: 10 + s, cached_tokens: 100 },
    });
  }
  return { schema_version: "ATIF-v1.4", session_id: `s${i}`, agent: { name: "bench", version: "1" }, steps };
}

const lines: string[] = [];
for (let i = 0; i < TRIALS; i++) {
  const n = Math.floor(i / PER_TASK);
  const task = `task-${n}`;
  const right = i % 3 !== 0;
  lines.push(
    JSON.stringify({
      task: { id: task, intent: "Add two numbers." },
      trial: { id: `${task}:${i % PER_TASK}`, task_id: task, status: i % 97 === 0 ? "failed" : "completed" },
      inputs: { instruction: `What is ${n} plus ${n}?` },
      reference: { expected: `${2 * n}`, ...(FLOATS ? { weight: 1 } : {}) },
      ...(i % 97 === 0 ? {} : { candidate: { output_text: right ? `The answer is ${2 * n}.` : `${2 * n + 1}`, metadata: {}, ...(i % 2 === 0 ? { evidence: { trace: trace(i) } } : {}) } }),
    }).replace('"weight":1}', '"weight":1.0}'),
  );
}
writeFileSync(dataset, `${lines.join("\n")}\n`);
writeFileSync(
  config,
  [
    "metrics:",
    "  - {type: keyword_match}",
    "  - {type: exact_match, case_sensitive: false}",
    "  - {type: tool_call_count}",
    "  - {type: efficient_tool_use}",
    "  - {type: token_usage}",
    "views:",
    "  quality: {reducer: mean, signals: [{metric: keyword_match, output: score}, {metric: exact_match, output: score}]}",
    "",
  ].join("\n"),
);

function floor(): number {
  const started = performance.now();
  const text = readFileSync(dataset, "utf8");
  let start = 0;
  let parsed = 0;
  for (;;) {
    const end = text.indexOf("\n", start);
    const line = end === -1 ? text.slice(start) : text.slice(start, end);
    if (line.trim() !== "") {
      JSON.parse(line);
      parsed++;
    }
    if (end === -1) break;
    start = end + 1;
  }
  if (parsed !== TRIALS) throw new Error(`floor parsed ${parsed} lines`);
  return performance.now() - started;
}

async function grade(): Promise<number> {
  const started = performance.now();
  const outcome = await gradeDataset({ dataset, config, out: path.join(scratch, "trials.report.json"), concurrency: 16, log: () => undefined });
  const elapsed = performance.now() - started;
  if (outcome.failures.length > 0) throw new Error(`${outcome.failures.length} metric failures, e.g. ${JSON.stringify(outcome.failures[0])}`);
  if (outcome.report.trials.length !== TRIALS) throw new Error(`graded ${outcome.report.trials.length} trials`);
  return elapsed;
}

try {
  await grade(); // warm-up: module loading and JIT
  const floors: number[] = [];
  const grades: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const f = floor();
    const g = await grade();
    floors.push(f);
    grades.push(g);
    ratios.push(g / f);
  }
  const size = (readFileSync(dataset).length / 1e6).toFixed(1);
  console.log(`trials: ${TRIALS} (${TRIALS / PER_TASK} tasks, ${size} MB, half with inline ATIF traces${FLOATS ? ", a whole float in every line" : ""}), 5 built-ins + 1 view, ${REPEAT} repetitions`);
  console.log(`floor (read + JSON.parse every line): median ${median(floors).toFixed(1)} ms`);
  console.log(`agent-eval grade (in process, report written): median ${median(grades).toFixed(1)} ms (${((median(grades) / TRIALS) * 1000).toFixed(1)} µs per trial)`);
  console.log(`ratio (paired): median ${median(ratios).toFixed(1)}x the floor`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
