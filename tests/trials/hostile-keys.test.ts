/**
 * Keys that name Object.prototype's members (`__proto__`, `constructor`, `prototype`, `toString`,
 * `hasOwnProperty`, `valueOf`) are ordinary keys to Python's json.loads and PyYAML, so to NeMo's
 * reader and OpenJudge's graders: kept, printed, compared, counted. zod's records drop a
 * `__proto__` key and a plain lookup finds `constructor` on every object; here each one is an
 * ordinary key from the dataset line and the grading config to the trial report and its diff.
 * Expected values are hand-computed from upstream's semantics (OpenJudge's WeightedSumAggregator:
 * `weights.get(name, 0.0)`; GatedWeightedSumAggregator: `gate_thresholds.get(name, threshold)`;
 * the mapper's `get_value_by_path` walks dict keys).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { runDiffCommand } from "../../src/cli/diff-command.js";
import { parseTrialDataset } from "../../src/node/trial-dataset.js";
import { diffTrialReports } from "../../src/diff/trial-diff.js";
import { mergeTrialReports, parseTrialReport } from "../../src/diff/trial-report.js";
import { type TrialSpec, trialReport } from "../diff/trial-helpers.js";
import { type LlmJudgeMetric, llmJudgeMetric } from "../../src/trials/metrics/llm-judge.js";
import { FORBIDDEN_JUDGE } from "../judge/judge-test-helpers.js";
import { trialInput } from "./trial-input.js";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures", "hostile-keys");
const dataset = path.join(FIXTURES, "dataset.jsonl");
const config = path.join(FIXTURES, "graders.yaml");
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-hostile-keys-"));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
});

async function cli(args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

const own = (value: unknown, key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value;

describe("hostile keys in a trial dataset", () => {
  it("keeps every key of every field as json.loads does (task, trial, inputs, reference, candidate, evidence)", async () => {
    const text = await readFile(dataset, "utf8");
    const { trials } = parseTrialDataset(text, dataset);
    const [first] = trials;
    if (first === undefined) throw new Error("no trial");
    // python3: json.loads(line)["inputs"].keys() == ['__proto__', 'obj', 'q']
    expect(Object.keys(first.inputs)).toEqual(["__proto__", "obj", "q"]);
    expect(own(first.inputs, "__proto__")).toEqual({ x: "hello", polluted: true });
    expect(Object.getPrototypeOf(first.inputs)).toBe(Object.prototype);
    expect(JSON.stringify(first.inputs.obj)).toBe('{"__proto__":1,"valueOf":[{"__proto__":null}]}');
    expect(Object.keys(first.reference)).toEqual(["constructor", "prototype"]);
    expect(Object.keys(first.task.metadata)).toEqual(["__proto__", "constructor"]);
    expect(Object.keys(first.trial.metadata)).toEqual(["toString"]);
    expect(Object.keys(first.candidateMetadata)).toEqual(["hasOwnProperty", "__proto__"]);
    // an evidence descriptor named __proto__ is a descriptor like any other
    expect(Object.keys(first.evidence ?? {})).toEqual(["trace", "__proto__"]);
    expect(own(first.evidence, "__proto__")).toMatchObject({ kind: "logs", data: "log text" });
    const line = JSON.parse(text.split("\n")[0] as string) as { candidate: { evidence: { trace: unknown } } };
    expect(JSON.stringify(first.evidence?.trace?.data)).toBe(JSON.stringify(line.candidate.evidence.trace));
  });

  it("a bare path under a name Object.prototype has ('constructor') is not a standard descriptor", () => {
    const line = JSON.stringify({ task: { id: "t" }, trial: { id: "t:a", task_id: "t", status: "completed" }, candidate: { output_text: "", metadata: {}, evidence: { constructor: "trace.json" } } });
    expect(() => parseTrialDataset(line, "d.jsonl")).toThrow(/d\.jsonl:1: field 'candidate\.evidence\.constructor': a bare path names only a standard descriptor/);
  });
});

describe("hostile keys through grade and diff", () => {
  it("grades with graders, aggregators, views and a task override named after Object.prototype members", async () => {
    const out = path.join(scratch, "r.json");
    const result = await cli(["grade", "--dataset", dataset, "--config", config, "--out", out]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(out, "utf8")) as {
      trials: Array<{ task_id: string; scores: Record<string, number> }>;
      results: Record<string, Array<{ score: number; reason: string }>>;
      summary: Record<string, unknown>;
    };
    expect(Object.keys(report.results)).toEqual(["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"]);
    // mapper inputs.__proto__.x = "hello" against reference.constructor = "hello": an exact match
    expect((own(report.results, "__proto__") as Array<{ score: number }>).map((r) => r.score)).toEqual([1, 1]);
    // weights {__proto__: 0.25, toString: 0.75}; constructor has no weight (0.0):
    // (1·0.25 + 1·0 + 0·0.75) / (0.25 + 0 + 0.75) = 0.25
    expect((own(report.results, "valueOf") as unknown[])[0]).toMatchObject({ score: 0.25, reason: "__proto__: 1.000 (weight: 0.25), constructor: 1.000 (weight: 0.00), toString: 0.000 (weight: 0.75)" });
    // the gate toString scored 0.0 < the default threshold 1.0 (no own threshold for 'toString')
    expect((own(report.results, "hasOwnProperty") as unknown[])[0]).toMatchObject({ score: 0, reason: "GATE FAILED: toString=0.0 (< 1.0). Hard requirement violated; weighted score suppressed." });
    // task '__proto__' replaces the views with its own 'constructor' view; 'constructor' keeps the default '__proto__' view
    expect(report.trials.map((t) => [t.task_id, Object.keys(t.scores).filter((k) => k.startsWith("view."))])).toEqual([
      ["__proto__", ["view.constructor"]],
      ["constructor", ["view.__proto__"]],
    ]);
    expect(report.trials[1]?.scores["view.__proto__"]).toBe(1);
    expect(Object.keys(report.summary)).toEqual(["view.__proto__", "view.constructor", "grader.__proto__", "grader.constructor", "grader.toString", "aggregator.valueOf", "aggregator.hasOwnProperty"]);

    // the report read back by diff: every key compared, task 'constructor' keeps its intent
    let stdout = "";
    const code = await runDiffCommand({ baseline: [out], candidate: [out], format: "json", gate: [], failOn: "regression" }, { stdout: (t) => (stdout += t), stderr: () => undefined });
    expect(code).toBe(0);
    const diff = JSON.parse(stdout) as { metrics: Array<{ metric: string }>; tasks: { shared: number } };
    expect(diff.metrics.map((m) => m.metric).sort()).toEqual(Object.keys(report.summary).sort());
    expect(diff.tasks.shared).toBe(2);
  });
});

describe("hostile keys through grade --shard and --merge", () => {
  it("the merged shard reports equal the unsharded report byte for byte", async () => {
    const out = (name: string) => path.join(scratch, name);
    for (const [shard, name] of [["1/2", "s1.json"], ["2/2", "s2.json"]] as const) {
      expect((await cli(["grade", "--dataset", dataset, "--config", config, "--shard", shard, "--out", out(name)])).code).toBe(0);
    }
    expect((await cli(["grade", "--dataset", dataset, "--config", config, "--out", out("whole.json")])).code).toBe(0);
    expect((await cli(["grade", "--merge", out("s1.json"), out("s2.json"), "--out", out("merged.json")])).code).toBe(0);
    const merged = await readFile(out("merged.json"), "utf8");
    expect(merged).toBe(await readFile(out("whole.json"), "utf8"));
    expect(Object.keys((JSON.parse(merged) as { results: object }).results)).toEqual(["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"]);
  });
});

describe("hostile keys in a metric entry", () => {
  it("a built-in's option __proto__ is an unknown option (NeMo's models forbid extra keys), not dropped", async () => {
    const file = path.join(scratch, "m.yaml");
    await writeFile(file, "metrics:\n  - {type: exact_match, reference_key: constructor, __proto__: 1}\n");
    const refused = await cli(["grade", "--dataset", dataset, "--config", file, "--out", path.join(scratch, "r.json")]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file}:2: field 'metrics.0.__proto__': exact_match: unknown option (known: reference_key, case_sensitive, strip)`);
    // reference_key: constructor reads the line's own 'constructor' ("hello" = the answer); the second line lacks it
    await writeFile(file, "metrics:\n  - {type: exact_match, reference_key: constructor}\n");
    const graded = await cli(["grade", "--dataset", dataset, "--config", file, "--out", path.join(scratch, "r.json")]);
    const report = JSON.parse(await readFile(path.join(scratch, "r.json"), "utf8")) as { trials: Array<{ scores: Record<string, number> }> };
    expect(graded.code).toBe(0);
    expect(report.trials.map((t) => t.scores["exact_match.score"])).toEqual([1, 1]);
  });

  it("a grader's params key __proto__ is an unexpected argument (Python's TypeError), not dropped", async () => {
    const file = path.join(scratch, "g.yaml");
    await writeFile(file, "graders:\n  g:\n    grader: StringMatchGrader\n    params: {algorithm: exact_match, __proto__: {algorithm: regex_match}}\n");
    const refused = await cli(["grade", "--dataset", dataset, "--config", file, "--out", path.join(scratch, "r.json")]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file}:4: field 'graders.g.params': Unrecognized key: "__proto__"`);
  });
});

describe("hostile keys in trial reports read by diff", () => {
  const specs = (candidate: boolean): TrialSpec[] =>
    ["constructor", "toString", "__proto__", "valueOf"].map((task, i) => ({
      task,
      intent: `intent of ${task}`,
      scores: { "constructor.score": candidate && i === 0 ? 0 : 1, "grader.__proto__": 1 },
    }));
  const parse = (candidate: boolean) => {
    const raw = trialReport(specs(candidate));
    return parseTrialReport(JSON.parse(JSON.stringify({ ...raw, tasks: specs(candidate).map((s) => ({ id: s.task, intent: s.intent, metrics: [], views: {} })) })) as unknown, "r.json");
  };

  it("keeps intents, errors and scores of tasks and metric types named after Object.prototype members", () => {
    const base = parse(false);
    const cand = parse(true);
    expect(base.intents).toEqual(JSON.parse('{"constructor": "intent of constructor", "toString": "intent of toString", "__proto__": "intent of __proto__", "valueOf": "intent of valueOf"}'));
    const result = diffTrialReports(base, cand);
    expect(result.diff.metrics.map((m) => m.metric).sort()).toEqual(["constructor.score", "grader.__proto__"]);
    // the one flip: task 'constructor', key 'constructor.score', no error recorded (errors: {})
    expect(result.newlyFailing).toEqual([
      expect.objectContaining({ taskId: "constructor", intent: "intent of constructor", key: "constructor.score", reason: null }),
    ]);
  });

  it("merges shards whose names are __proto__ without losing them", () => {
    const one = parse(false);
    const raw = JSON.parse(JSON.stringify(trialReport([{ task: "other", scores: { "grader.__proto__": 0 } }]))) as Record<string, unknown>;
    raw.results = JSON.parse('{"__proto__": [{"name": "__proto__", "score": 0, "reason": "r"}]}');
    const two = parseTrialReport(raw, "two.json");
    expect(Object.keys(two.results)).toEqual(["__proto__"]);
    const merged = mergeTrialReports([
      { report: one, source: "one.json" },
      { report: two, source: "two.json" },
    ]);
    expect(Object.keys(merged.results)).toEqual(["__proto__"]);
    expect(own(merged.results, "__proto__")).toHaveLength(5);
    expect(Object.keys(merged.intents)).toContain("__proto__");
  });
});

describe("llm_judge's json_path naming Object.prototype members", () => {
  it("shows __proto__ and constructor as keys of the JSON example and pollutes nothing", async () => {
    const scores = [
      { name: "a", description: "d", minimum: 1, maximum: 5, parser: { type: "json", json_path: "__proto__.score" } },
      { name: "b", description: "d", minimum: 0, maximum: 1, parser: { type: "json", json_path: "constructor.name" } },
    ];
    const metric = llmJudgeMetric({ scores, prompt_template: "{{ json_example }}" }, { judge: FORBIDDEN_JUDGE, judgeIdentity: { model: "m", provider: "scripted", settings: {} } }) as LlmJudgeMetric;
    const request = await metric.request(trialInput({}));
    expect(request.user).toBe('{"__proto__":{"score":"<number from 1 to 5>"},"constructor":{"name":"<number from 0 to 1>"}}');
    expect((Object.prototype as { score?: unknown }).score).toBeUndefined();
  });
});
