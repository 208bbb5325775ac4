/**
 * Benchmark: the trial dataset reader (node/trial-dataset.ts: JSON.parse, then Python's json.loads
 * semantics for the lines whose numbers need it) against a floor measured in the same run:
 * JSON.parse, the zod line check and the dataset-wide check of every line (the reader also
 * resolves evidence paths, which the floor leaves out). Three datasets of 10,000 lines, half with an inline ATIF trace: no
 * floats (bench:trials' data), floats only inside the traces (cut out before the second parse),
 * and a whole float (`1.0`) in every line's reference (every line parsed twice: the worst case).
 * Medians of interleaved repetitions; the ratio is paired per repetition.
 *
 *   node --import tsx bench/trial-reader.bench.ts [--lines N] [--repeat R]
 */
import { parseTrialDataset } from "../src/node/trial-dataset.js";
import { checkTrials, parseTrialLine } from "../src/trials/dataset.js";
import { numberFlag } from "./args.js";
import { median } from "./stats.js";

const LINES = numberFlag("--lines", 10_000);
const REPEAT = numberFlag("--repeat", 7);

function dataset(referenceFloat: boolean, traceFloats: boolean): string {
  const lines: string[] = [];
  for (let i = 0; i < LINES; i++) {
    const steps = Array.from({ length: 4 }, (_, s) => ({
      step_id: s + 1,
      source: "agent",
      message: `step ${s} of ${i}`,
      tool_calls: [{ tool_call_id: `c${s}`, function_name: "search", arguments: { q: `${i}` } }],
      metrics: { prompt_tokens: 200, completion_tokens: 10, ...(traceFloats ? { cost_usd: 0.25 } : {}) },
    }));
    const task = `task-${i >> 2}`;
    const line = JSON.stringify({
      task: { id: task },
      trial: { id: `${task}:${i & 3}`, task_id: task, status: "completed" },
      inputs: { instruction: `What is ${i} plus ${i}?` },
      reference: { expected: `${2 * i}`, weight: 1 },
      candidate: { output_text: `The answer is ${2 * i}.`, metadata: {}, ...(i % 2 === 0 ? { evidence: { trace: { schema_version: "ATIF-v1.4", session_id: `s${i}`, agent: { name: "a", version: "1" }, steps } } } : {}) },
    });
    lines.push(referenceFloat ? line.replace('"weight":1}', '"weight":1.0}') : line);
  }
  return lines.join("\n");
}

function floor(text: string): void {
  checkTrials(
    text.split("\n").map((line, i) => parseTrialLine(JSON.parse(line), "bench.jsonl", i + 1, i)),
    "bench.jsonl",
  );
}

for (const [label, referenceFloat, traceFloats] of [
  ["no floats", false, false],
  ["floats only in the traces", false, true],
  ["a whole float in every reference", true, false],
] as const) {
  const text = dataset(referenceFloat, traceFloats);
  const floors: number[] = [];
  const reads: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < REPEAT; r++) {
    let started = performance.now();
    floor(text);
    const f = performance.now() - started;
    started = performance.now();
    parseTrialDataset(text, "bench.jsonl");
    const g = performance.now() - started;
    floors.push(f);
    reads.push(g);
    ratios.push(g / f);
  }
  console.log(`${label} (${LINES} lines, ${(text.length / 1e6).toFixed(1)} MB): floor ${median(floors).toFixed(1)} ms, reader ${median(reads).toFixed(1)} ms, ratio ${median(ratios).toFixed(2)}x`);
}
