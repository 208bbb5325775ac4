/**
 * Ints beyond 2^53 that a grader echoes in its result metadata (a Python int, held as a `bigint`)
 * are written with every digit, as OpenJudge's `json.dumps` writes them, not as the nearest double
 * (`Number(2n ** 60n)` prints 1152921504606847000); and read back exactly, so that a report read
 * and written again, or shards merged, keep them.
 * Expected texts: python3 (CPython 3.11.7) here,
 *   json.dumps({"big": 2**53+1, "p60": 2**60, "p64": 2**64+1, "neg": -(2**63)-1, "e30": 10**30,
 *     "safe": 2**53-1, "list": [-(2**70), {"deep": 2**64}], "z": -0.0}, separators=(",", ":"))
 *   json.dumps({"weights": {"a": 12345678901234567, "b": -100000000000000000001}}, separators=(",", ":"))
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { buildTrialReport, mergeTrialReports, parseTrialReport, serializeTrialReport, stringifyReport, type TrialProvenance } from "../../src/trials/report.js";
import type { GraderOutput } from "../../src/graders/contract.js";
import type { TaskDescriptor, TrialEntry } from "../../src/trials/summary.js";
import { mergedTwoShards } from "./shard-merge.js";

const PYTHON_METADATA =
  '{"big":9007199254740993,"p60":1152921504606846976,"p64":18446744073709551617,"neg":-9223372036854775809,"e30":1000000000000000000000000000000,"safe":9007199254740991,"list":[-1180591620717411303424,{"deep":18446744073709551616}],"z":-0.0}';
const metadata = { big: 2n ** 53n + 1n, p60: 2n ** 60n, p64: 2n ** 64n + 1n, neg: -(2n ** 63n) - 1n, e30: 10n ** 30n, safe: 2 ** 53 - 1, list: [-(2n ** 70n), { deep: 2n ** 64n }], z: -0 };

describe("stringifyReport writes big ints as python3's json.dumps", () => {
  it("every digit, signs and -0.0 kept", () => {
    expect(stringifyReport(metadata)).toBe(PYTHON_METADATA);
  });

  it("a string or key holding the placeholder marker stays a string", () => {
    const marker = "\u0000agent-eval-number:0\u0000";
    const value = { [`${marker}1`]: `${marker}123`, n: 2n ** 60n, also: `${"\u0000agent-eval-number:1\u0000"}5` };
    expect(JSON.parse(stringifyReport(value))).toEqual({ [`${marker}1`]: `${marker}123`, n: 2 ** 60, also: "\u0000agent-eval-number:1\u00005" });
    expect(stringifyReport(value)).toContain('"n":1152921504606846976');
  });
});

const provenance: TrialProvenance = {
  report_format: "agent-eval/trial-report@1",
  tool_version: "test",
  dataset: { file: "d.jsonl", sha256: "0".repeat(64), trials: 4, tasks: 2 },
  config: { file: "c.yaml", sha256: "1".repeat(64) },
  metrics: { m: { version: null, source: "module" } },
  graders: [{ name: "g", class: "FunctionGrader" }],
  aggregators: [],
  judge: null,
};
const metric = { type: "m", outputs: [{ name: "s", kind: "continuous_score" as const }, { name: "obj", kind: "model" as const }] };
const tasks: TaskDescriptor[] = ["A", "B"].map((id) => ({ id, metrics: [metric], views: {} }));
// a float score of 2^60 is written as JavaScript writes it (1152921504606847000) and must stay a float
const entries: TrialEntry[] = [0, 1, 2, 3].map((i) => ({
  row_index: i,
  task_id: i % 2 === 0 ? "A" : "B",
  trial_id: `t${i}`,
  status: "completed",
  scores: { "m.s": i === 0 ? 2 ** 60 : 0.5, "m.obj": { id: 2n ** 64n + BigInt(i) }, "grader.g": 2 ** 60 },
  errors: {},
}));
const results: Record<string, GraderOutput[]> = {
  g: [0, 1, 2, 3].map((i) => ({ name: "g", score: i === 1 ? 2 ** 60 : 1, reason: `echo ${2n ** 60n + BigInt(i)}`, metadata: { ...metadata, row: 2n ** 60n + BigInt(i) } })),
};

describe("a report with big ints reads back exactly", () => {
  const whole = serializeTrialReport(buildTrialReport(entries, tasks, results, provenance));

  it("writes them as python3 does", () => {
    expect(whole).toContain('"p60": 1152921504606846976');
    expect(whole).toContain('"row": 1152921504606846979');
    expect(whole).toContain('"id": 18446744073709551619');
    expect(whole).not.toContain('"big": 9007199254740992');
  });

  it("reads the metadata and model scores as bigints, float scores as numbers, and rewrites the same bytes", () => {
    const parsed = parseTrialReport(whole, "r.json");
    const first = parsed.results.g?.[0] as { metadata: Record<string, unknown> };
    expect(first.metadata.p64).toBe(2n ** 64n + 1n);
    expect(first.metadata.safe).toBe(2 ** 53 - 1);
    expect((parsed.results.g?.[1] as { score: unknown }).score).toBe(2 ** 60);
    expect(parsed.trials[0]?.scores["m.s"]).toBe(2 ** 60);
    expect(parsed.trials[0]?.scores["grader.g"]).toBe(2 ** 60);
    expect(parsed.trials[3]?.scores["m.obj"]).toEqual({ id: 2n ** 64n + 3n });
    expect(serializeTrialReport(mergeTrialReports([{ source: "r.json", report: parsed }]))).toBe(whole);
  });

  it("merges shards into the unsharded bytes", () => {
    expect(mergedTwoShards(entries, tasks, results, provenance)).toBe(whole);
  });
});

// Through the CLI: a FunctionGrader (a Python int is a bigint to a JavaScript grader) and a
// WeightedSumAggregator whose metadata echoes the config's int weights.
const GRADER = `export function echo({ digits }) {
  const v = BigInt(digits);
  return { name: "echo", score: 1.0, reason: "echo " + v, metadata: { big: v, list: [v, { nested: -v }] } };
}
`;
const CONFIG = `graders:
  e: {grader: FunctionGrader, module: ./g.mjs, export: echo, mapper: {digits: reference.digits}}
aggregators:
  - {name: o, type: WeightedSumAggregator, weights: {e: 12345678901234567}}
`;
// python3: [str(v) for v in (2**53+1, 2**60, 2**64, 2**64+1, -(2**63)-1, -(2**70), 10**30, 2**53-1)]
const DIGITS = ["9007199254740993", "1152921504606846976", "18446744073709551616", "18446744073709551617", "-9223372036854775809", "-1180591620717411303424", "1000000000000000000000000000000", "9007199254740991"];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agent-eval-big-ints-"));
  await writeFile(path.join(dir, "g.mjs"), GRADER);
  await writeFile(path.join(dir, "c.yaml"), CONFIG);
  const lines = DIGITS.flatMap((digits, i) => [0, 1].map((k) => JSON.stringify({ task: { id: `t${i}` }, trial: { id: `t${i}/${k}`, task_id: `t${i}`, status: "completed" }, reference: { digits }, candidate: { output_text: "" } })));
  await writeFile(path.join(dir, "d.jsonl"), `${lines.join("\n")}\n`);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const grade = async (...args: string[]): Promise<number> => runCli(["grade", ...args], { stdout: () => undefined, stderr: () => undefined });

describe("grade writes and merges big ints as python3's json.dumps", () => {
  it("every digit in the file; 3 shards merge into the same bytes", async () => {
    const at = (name: string) => path.join(dir, name);
    expect(await grade("--dataset", at("d.jsonl"), "--config", at("c.yaml"), "--out", at("whole.json"))).toBe(0);
    const whole = await readFile(at("whole.json"), "utf8");
    for (const digits of DIGITS) {
      const negated = digits.startsWith("-") ? digits.slice(1) : `-${digits}`;
      expect(whole).toContain(`"big": ${digits},`);
      expect(whole).toContain(`"nested": ${negated}\n`);
    }
    // python3: json.dumps({"weights": {"e": 12345678901234567}})
    expect(whole).toContain('"e": 12345678901234567\n');
    const shards: string[] = [];
    for (const i of [1, 2, 3]) {
      shards.push(at(`s${i}.json`));
      expect(await grade("--dataset", at("d.jsonl"), "--config", at("c.yaml"), "--shard", `${i}/3`, "--out", at(`s${i}.json`))).toBe(0);
    }
    expect(await grade("--merge", ...shards.reverse(), "--out", at("merged.json"))).toBe(0);
    expect(await readFile(at("merged.json"), "utf8")).toBe(whole);
  });
});
