/**
 * OpenJudge's `results` are written as Python's `json.dumps` writes floats (`repr(float)`): a
 * grader's score (GraderScore.score is a float) and a whole float a dataset or config holds (a
 * PyFloat) as `1.0`, not `1`; small and large numbers in Python's exponent form (`1e-07`,
 * `1e-05`, `1e+20`, `9.223372036910453e+18`), not JavaScript's (`1e-7`, `0.00001`,
 * `100000000000000000000`, `9223372036910453000`); and read back so that a report read
 * and written again, or shards merged, keep those bytes.
 * Expected texts: python3 (CPython 3.11.7) here,
 *   json.dumps({"one":1.0,"b":9.223372036910453e+18,"e20":1e20,"e7":1e-7,"sub":5e-324,"e300":1.5e300,"z":-0.0,
 *     "q":0.25,"i":7,"e16":1e16,"k":1e-05,"w":123456789012345.0,"big":2**60,"list":[2.0,{"deep":-3.0}]}, separators=(",",":"))
 *   json.dumps([{"name":"e","score":s,"reason":"r","metadata":{"v":s}} for s in
 *     [1.0, 0.0, 9.223372036910453e+18, 1e20, 1e-7, 5e-324, 1.5e300, -0.0]], separators=(",",":"))
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { PyFloat } from "../../src/core/json-format.js";
import { WeightedSumAggregator } from "../../src/graders/aggregators/weighted-sum-aggregator.js";
import { buildTrialReport, mergeTrialReports, parseTrialReport, serializeTrialReport, stringifyReport, type TrialProvenance } from "../../src/trials/report.js";
import type { GraderOutput } from "../../src/graders/contract.js";
import type { TaskDescriptor, TrialEntry } from "../../src/trials/summary.js";
import { mergedTwoShards } from "./shard-merge.js";

const PYTHON_METADATA =
  '{"one":1.0,"b":9.223372036910453e+18,"e20":1e+20,"e7":1e-07,"sub":5e-324,"e300":1.5e+300,"z":-0.0,"q":0.25,"i":7,"e16":1e+16,"k":1e-05,"w":123456789012345.0,"big":1152921504606846976,"list":[2.0,{"deep":-3.0}]}';
const metadata = {
  one: new PyFloat(1),
  b: 9.223372036910453e18,
  e20: 1e20,
  e7: 1e-7,
  sub: 5e-324,
  e300: 1.5e300,
  z: -0,
  q: 0.25,
  i: 7,
  e16: 1e16,
  k: 1e-5,
  w: new PyFloat(123456789012345),
  big: 2n ** 60n,
  list: [new PyFloat(2), { deep: new PyFloat(-3) }],
};

describe("stringifyReport with pythonFloats writes floats as python3's json.dumps", () => {
  it("PyFloats and non-int numbers as repr(float), ints and bigints as digits", () => {
    expect(stringifyReport(metadata, undefined, { pythonFloats: true })).toBe(PYTHON_METADATA);
  });

  it("without it (trials, summary, grade --json) numbers stay JavaScript's, as before", () => {
    expect(stringifyReport({ a: new PyFloat(1), b: 1e20, c: 1e-7 })).toBe('{"a":1,"b":100000000000000000000,"c":1e-7}');
  });

  it("a non-finite PyFloat is the report's string", () => {
    expect(stringifyReport([new PyFloat(Number.NaN), new PyFloat(Number.NEGATIVE_INFINITY)], undefined, { pythonFloats: true })).toBe('["NaN","-Infinity"]');
  });
});

describe("a WeightedSumAggregator's computed equal weight is a float", () => {
  it("one result: its weight 1.0 / 1 is written 1.0, as python3's json.dumps writes OpenJudge's metadata", () => {
    const result = new WeightedSumAggregator({ name: "q" }).aggregate(new Map([["e", { name: "e", score: 1, reason: "", metadata: {} }]]));
    // python3: json.dumps({"name":"q","score":1.0,"reason":"e: 1.000 (weight: 1.00)","metadata":{"weights":{"e":1.0}}}, separators=(",",":"))
    expect(stringifyReport({ ...result, score: new PyFloat(1) }, undefined, { pythonFloats: true })).toBe('{"name":"q","score":1.0,"reason":"e: 1.000 (weight: 1.00)","metadata":{"weights":{"e":1.0}}}');
  });
});

const SCORES = [1, 0, 9.223372036910453e18, 1e20, 1e-7, 5e-324, 1.5e300, -0];
const PYTHON_SCORE_TEXTS = ["1.0", "0.0", "9.223372036910453e+18", "1e+20", "1e-07", "5e-324", "1.5e+300", "-0.0"];

const provenance: TrialProvenance = {
  report_format: "agent-eval/trial-report@1",
  tool_version: "test",
  dataset: { file: "d.jsonl", sha256: "0".repeat(64), trials: SCORES.length, tasks: 2 },
  config: { file: "c.yaml", sha256: "1".repeat(64) },
  metrics: {},
  graders: [{ name: "g", class: "FunctionGrader" }],
  aggregators: [],
  judge: null,
};
const tasks: TaskDescriptor[] = ["A", "B"].map((id) => ({ id, metrics: [], views: {} }));
const entries: TrialEntry[] = SCORES.map((score, i) => ({ row_index: i, task_id: i % 2 === 0 ? "A" : "B", trial_id: `t${i}`, status: "completed", scores: { "grader.g": score }, errors: {} }));
const results: Record<string, GraderOutput[]> = { g: SCORES.map((score) => ({ name: "e", score, reason: "r", metadata: { v: Number.isInteger(score) && Math.abs(score) < 1e16 ? new PyFloat(score) : score } })) };

describe("a report's results hold Python's floats and read back to the same bytes", () => {
  const whole = serializeTrialReport(buildTrialReport(entries, tasks, results, provenance));

  it("writes the scores and metadata floats as python3 does", () => {
    const resultsText = whole.slice(whole.indexOf('"results"'), whole.indexOf('"tasks"'));
    expect(resultsText).not.toContain("100000000000000000000");
    expect(resultsText).not.toContain("9223372036910453000");
    for (const text of PYTHON_SCORE_TEXTS) {
      expect(resultsText).toContain(`"score": ${text},`);
      expect(resultsText).toContain(`"v": ${text}\n`);
    }
    // trials keep JavaScript's numbers (not OpenJudge's output): 1 stays 1
    expect(whole).toContain('"grader.g": 1\n');
  });

  it("reads scores as plain numbers, whole metadata floats as PyFloats, and rewrites the same bytes", () => {
    const parsed = parseTrialReport(whole, "r.json");
    const first = parsed.results.g?.[0] as { score: unknown; metadata: Record<string, unknown> };
    expect(first.score).toBe(1);
    expect(first.metadata.v).toBeInstanceOf(PyFloat);
    expect((parsed.results.g?.[3] as { score: unknown }).score).toBe(1e20);
    expect(serializeTrialReport(mergeTrialReports([{ source: "r.json", report: parsed }]))).toBe(whole);
  });

  it("merges shards into the unsharded bytes", () => {
    expect(mergedTwoShards(entries, tasks, results, provenance)).toBe(whole);
  });
});

// Through the CLI: a FunctionGrader scores each trial with the dataset's float (a JavaScript grader
// gets plain numbers: its metadata echo of 1.0 is 1, a number whose Python type it cannot know)
const GRADER = `export function echo({ s }) {
  return { name: "echo", score: s, reason: "r", metadata: { v: s } };
}
`;
// and a StringMatchGrader whose char_overlap ratio (Python's len(common) / len(ref), a float) is
// whole: 1.0 when the answer holds every character, 0.0 when it holds none; and a WeightedSumAggregator
// whose metadata echoes the config's weights, a float 1.0 and an int 2 (PyYAML's kinds)
const CONFIG = `graders:
  e: {grader: FunctionGrader, module: ./g.mjs, export: echo, mapper: {s: reference.s}}
  c: {grader: StringMatchGrader, params: {algorithm: char_overlap}, mapper: {response: candidate.output_text, reference_response: reference.text}}
aggregators:
  - {name: o, type: WeightedSumAggregator, weights: {e: 1.0, c: 2}}
`;
// python3: json.dumps({"weights": {"e": 1.0, "c": 2}}, indent=2)
const PYTHON_WEIGHTS = '"weights": {\n            "e": 1.0,\n            "c": 2\n          }';
// python3: json.dumps({"overlap_ratio": 1.0, "algorithm": "char_overlap"}) and with 0.0
const PYTHON_OVERLAP = ['"overlap_ratio": 1.0,', '"overlap_ratio": 0.0,'];
// python3: [json.dumps(v) for v in SCORES]
const DATASET_TEXTS = ["1.0", "0.0", "9.223372036910453e+18", "1e+20", "1e-07", "5e-324", "1.5e+300", "-0.0"];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-py-floats-"));
  await writeFile(path.join(dir, "g.mjs"), GRADER);
  await writeFile(path.join(dir, "c.yaml"), CONFIG);
  const lines = DATASET_TEXTS.map((s, i) => `{"task": {"id": "t${i}"}, "trial": {"id": "t${i}/0", "task_id": "t${i}", "status": "completed"}, "reference": {"s": ${s}, "text": "ab"}, "candidate": {"output_text": "${i % 2 === 0 ? "ba" : ""}"}}`);
  await writeFile(path.join(dir, "d.jsonl"), `${lines.join("\n")}\n`);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const grade = async (...args: string[]): Promise<{ code: number; out: string }> => {
  let out = "";
  const code = await runCli(["grade", ...args], { stdout: (text: string) => void (out += text), stderr: () => undefined });
  return { code, out };
};

describe("grade writes results' floats as python3's json.dumps, and merges them byte for byte", () => {
  it("scores as repr(float); 3 shards merge into the same bytes; --json agrees with the file", async () => {
    const at = (name: string) => path.join(dir, name);
    expect((await grade("--dataset", at("d.jsonl"), "--config", at("c.yaml"), "--out", at("whole.json"))).code).toBe(0);
    const whole = await readFile(at("whole.json"), "utf8");
    for (const text of PYTHON_SCORE_TEXTS) expect(whole).toContain(`"score": ${text},`);
    for (const text of PYTHON_SCORE_TEXTS.slice(2)) expect(whole).toContain(`"v": ${text}\n`);
    expect(whole).toContain('"v": 1\n');
    for (const text of PYTHON_OVERLAP) expect(whole).toContain(text);
    expect(whole).toContain(PYTHON_WEIGHTS);
    const shards: string[] = [];
    for (const i of [1, 2, 3]) {
      shards.push(at(`s${i}.json`));
      expect((await grade("--dataset", at("d.jsonl"), "--config", at("c.yaml"), "--shard", `${i}/3`, "--out", at(`s${i}.json`))).code).toBe(0);
    }
    const merged = await grade("--merge", ...shards.reverse(), "--out", at("merged.json"), "--json");
    expect(merged.code).toBe(0);
    expect(await readFile(at("merged.json"), "utf8")).toBe(whole);
    expect((JSON.parse(merged.out) as { summary: unknown }).summary).toEqual((JSON.parse(whole) as { summary: unknown }).summary);
  });
});
