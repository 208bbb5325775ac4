/**
 * Benchmark: the nine StringMatchGrader algorithms over 10,000 trial rows, against a floor measured
 * in the same run: the loop over the same rows doing a plain `===` compare of response and
 * reference, nothing else. Each algorithm is timed two ways: its grader's `evaluate` called on
 * every row, and `runGraders` (mapper, a copy of each row, the runner) over the 10,000 rows.
 * Medians of interleaved repetitions.
 *
 *   npm run bench:string-match
 */
import os from "node:os";
import { mulberry32 } from "../src/diff/statistics.js";
import { parseOpenJudgeConfig } from "../src/graders/config.js";
import { SHARED_RESOURCES_KEY } from "../src/graders/params.js";
import { buildGradingPlan, runGraders } from "../src/graders/run-graders.js";
import { STRING_MATCH_ALGORITHMS, StringMatchGrader } from "../src/graders/text/string-match.js";
import { loadJiebaTokenizer } from "../src/node/jieba-tokenizer.js";
import { median } from "./stats.js";

const ROWS = 10_000;
const REPEAT = 5;

const random = mulberry32(42); // a deterministic row generator
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const EN = ["Your order", "shipped on", "May 12", "tracking number", "refund issued", "the parcel", "arrives soon", "thank you", "Order", "status"];
const ZH = ["您的订单", "已经发货", "预计明天到达", "退款已处理", "谢谢您的耐心", "快递单号"];

const rows = Array.from({ length: ROWS }, (_, i) => {
  const order = `#${10000 + (i % 5000)}`;
  const words = Array.from({ length: 4 + Math.floor(random() * 6) }, () => (random() < 0.3 ? pick(ZH) : pick(EN)));
  const response = `${words.join(" ")} ${order}`;
  const reference = random() < 0.3 ? response : `Order ${order}: ${pick(EN)} ${pick(ZH)}`;
  return { candidate: { output_text: response }, reference: { expected: reference } };
});

const PARAMS: Readonly<Record<string, Record<string, unknown>>> = {
  regex_match: { pattern: "#(\\d{5})\\b" },
  contains_all: { substrings: ["order", "#1", "已经发货"] },
  contains_any: { substrings: ["refund", "退款"] },
};

const tokenizer = loadJiebaTokenizer;
await tokenizer(); // load jieba-wasm once, outside the timings

function floor(): number {
  const started = performance.now();
  let equal = 0;
  for (const row of rows) if (row.candidate.output_text === row.reference.expected) equal++;
  const elapsed = performance.now() - started;
  if (equal < 0) throw new Error("unreachable");
  return elapsed;
}

async function direct(algorithm: string): Promise<number> {
  const grader = new StringMatchGrader({ algorithm, wordTokenizer: tokenizer, callDefaults: PARAMS[algorithm] ?? {} });
  const started = performance.now();
  for (const row of rows) await grader.evaluate({ response: row.candidate.output_text, reference_response: row.reference.expected });
  return performance.now() - started;
}

const loaded = new Map<string, unknown>([[SHARED_RESOURCES_KEY, { wordTokenizer: tokenizer }]]);
async function runner(algorithm: string): Promise<number> {
  const plan = buildGradingPlan(
    parseOpenJudgeConfig({
      graders: { [algorithm]: { grader: "StringMatchGrader", params: { algorithm, ...PARAMS[algorithm] }, mapper: { response: "candidate.output_text", reference_response: "reference.expected" } } },
    }),
    loaded,
  );
  const started = performance.now();
  const outcome = await runGraders(plan, rows, {});
  const elapsed = performance.now() - started;
  if (outcome.results[algorithm]?.length !== ROWS) throw new Error(`${algorithm}: missing results`);
  return elapsed;
}

const floors: number[] = [];
const directTimes = new Map<string, number[]>(STRING_MATCH_ALGORITHMS.map((a) => [a, []]));
const runnerTimes = new Map<string, number[]>(STRING_MATCH_ALGORITHMS.map((a) => [a, []]));
for (let r = 0; r < REPEAT; r++) {
  for (const algorithm of STRING_MATCH_ALGORITHMS) {
    floors.push(floor());
    directTimes.get(algorithm)?.push(await direct(algorithm));
    runnerTimes.get(algorithm)?.push(await runner(algorithm));
  }
}
const floorMs = median(floors);
const lines = [
  `string-match benchmark (Node ${process.version}, ${os.availableParallelism()} cores): ${ROWS} rows, medians of ${REPEAT} interleaved repetitions`,
  `floor (=== over the same rows): ${floorMs.toFixed(3)} ms (${((floorMs * 1e6) / ROWS).toFixed(1)} ns/row)`,
  `${"algorithm".padEnd(16)} ${"evaluate ms".padStart(12)} ${"x floor".padStart(9)} ${"µs/row".padStart(8)} ${"runGraders ms".padStart(14)} ${"µs/row".padStart(8)}`,
];
for (const algorithm of STRING_MATCH_ALGORITHMS) {
  const d = median(directTimes.get(algorithm) ?? []);
  const g = median(runnerTimes.get(algorithm) ?? []);
  lines.push(
    `${algorithm.padEnd(16)} ${d.toFixed(1).padStart(12)} ${(d / floorMs).toFixed(0).padStart(9)} ${((d * 1000) / ROWS).toFixed(2).padStart(8)} ${g.toFixed(1).padStart(14)} ${((g * 1000) / ROWS).toFixed(2).padStart(8)}`,
  );
}
process.stdout.write(lines.join("\n") + "\n");
