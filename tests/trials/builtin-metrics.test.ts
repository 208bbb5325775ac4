/**
 * The deterministic built-in trial metrics. Expected values are worked out by hand from each rule:
 * keyword_match is the seed's Python (nemo-evaluator-writing-metrics.md), whose results are
 * annotated with what Python prints; token counts follow ATIF (cached tokens inside prompt_tokens)
 * and NeMo's token_usage() (atif-and-nemo-evidence.md §1.4, §2.3).
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MetricConfigError, type TrialMetric } from "../../src/trials/contract.js";
import { maxRepeatedToolCalls } from "../../src/trials/metrics/efficient-tool-use.js";
import { pyStrip } from "../../src/trials/metrics/options.js";
import { TRIAL_METRIC_FACTORIES } from "../../src/trials/metrics/registry.js";
import { descriptor, inlineTrace, trialInput, valuesOf } from "./trial-input.js";

function metric(type: string, options: Record<string, unknown> = {}): TrialMetric {
  const factory = TRIAL_METRIC_FACTORIES[type];
  if (factory === undefined) throw new Error(`no built-in ${type}`);
  return factory(options, {});
}

async function score(m: TrialMetric, parts: Parameters<typeof trialInput>[0]): Promise<Record<string, unknown>> {
  const result = await m.computeScores(trialInput(parts));
  // exactly the declared names, in spec order
  expect(result.outputs.map((o) => o.name)).toEqual(m.outputSpec().map((s) => s.name));
  return valuesOf(result);
}

describe("registry", () => {
  it("lists every built-in under its own type", () => {
    const minimal: Record<string, Record<string, unknown>> = {
      verifier: { command: "true" },
      llm_judge: { scores: [{ name: "quality", minimum: 1, maximum: 5, parser: { type: "json", json_path: "quality" } }] },
    };
    for (const type of ["exact_match", "keyword_match", "tool_call_count", "efficient_tool_use", "token_usage", "verifier", "llm_judge"]) {
      expect(metric(type, minimal[type] ?? {}).type).toBe(type);
    }
  });

  it("refuses unknown and ill-typed options, naming them", () => {
    expect(() => metric("keyword_match", { refrence_key: "x" })).toThrow(MetricConfigError);
    expect(() => metric("keyword_match", { refrence_key: "x" })).toThrow("refrence_key: keyword_match: unknown option (known: reference_key)");
    expect(() => metric("exact_match", { case_sensitive: "yes" })).toThrow(/^case_sensitive: exact_match: /);
    expect(() => metric("verifier", {})).toThrow(/^command: verifier: /);
    expect(() => metric("efficient_tool_use", { max_repeats: 0 })).toThrow(/^max_repeats: /);
  });
});

describe("keyword_match (the seed's rule)", () => {
  const m = metric("keyword_match");
  it.each([
    ["Paris", "The capital is paris.", 1.0],
    ["PARIS", "paris", 1.0],
    ["Tokyo", "It is Kyoto.", 0.0],
    ["", "anything", 0.0], // `expected and ...` is falsy
    [null, "None of them", 1.0], // str(None).lower() == "none"
    [42, "It is 42.", 1.0], // str(42) == "42"
    [true, "that is true", 1.0], // str(True).lower() == "true"
    ["\ud83d", "\ud83d\ude00 ok", 0.0], // python3: json.loads('"\\ud83d"') in json.loads('"\\ud83d\\ude00 ok"') is False (one code point)
    ["\ud83d", "x\ud83d!", 1.0], // a lone surrogate is found where it stands alone
  ])("expected %j in %j -> %d", async (expected, answer, value) => {
    expect(await score(m, { reference: { expected }, outputText: answer })).toEqual({ score: value });
  });

  it("scores 0.0 without an expected value or an answer; reads another key when told", async () => {
    expect(await score(m, { reference: {}, outputText: "Paris" })).toEqual({ score: 0.0 });
    expect(await score(m, { reference: { expected: "Paris" }, outputText: null })).toEqual({ score: 0.0 });
    expect(await score(metric("keyword_match", { reference_key: "city" }), { reference: { city: "Oslo" }, outputText: "oslo!" })).toEqual({ score: 1.0 });
  });
});

describe("exact_match", () => {
  it("strips Python's whitespace by default, compares case-sensitively", async () => {
    const m = metric("exact_match");
    expect(await score(m, { reference: { expected: "Paris" }, outputText: "  Paris\n" })).toEqual({ score: 1.0 });
    expect(await score(m, { reference: { expected: "Paris" }, outputText: "paris" })).toEqual({ score: 0.0 });
    // Python's str.strip() removes U+001C and U+0085 but not U+FEFF (JavaScript's trim() is the other way round)
    expect(await score(m, { reference: { expected: "Paris" }, outputText: "\x1cParis\x85" })).toEqual({ score: 1.0 });
    expect(await score(m, { reference: { expected: "Paris" }, outputText: "\ufeffParis" })).toEqual({ score: 0.0 });
    expect(await score(m, { reference: { expected: 5 }, outputText: "5" })).toEqual({ score: 1.0 });
  });

  it("follows case_sensitive, strip and reference_key", async () => {
    expect(await score(metric("exact_match", { case_sensitive: false }), { reference: { expected: "Paris" }, outputText: "PARIS" })).toEqual({ score: 1.0 });
    expect(await score(metric("exact_match", { strip: false }), { reference: { expected: "Paris" }, outputText: "Paris " })).toEqual({ score: 0.0 });
    expect(await score(metric("exact_match", { reference_key: "answer" }), { reference: { answer: "x" }, outputText: "x" })).toEqual({ score: 1.0 });
  });

  it("fails a trial whose reference lacks the key (it cannot be judged)", async () => {
    await expect(metric("exact_match").computeScores(trialInput({ reference: {}, outputText: "x" }))).rejects.toThrow("exact_match: the trial's reference has no 'expected'");
  });

  it("pyStrip is Python's str.strip()", () => {
    // python3 -c 'print(repr("\u3000\t a b \u2029\x1f".strip()))' -> 'a b'
    expect(pyStrip("\u3000\t a b \u2029\x1f")).toBe("a b");
    expect(pyStrip("\u200ba\u200b")).toBe("\u200ba\u200b");
  });
});

const calls = [
  { source: "user", message: "find it" },
  { source: "agent", message: "", tool_calls: [{ tool_call_id: "c1", function_name: "search", arguments: { q: "a", n: 1 } }], metrics: { prompt_tokens: 90, completion_tokens: 12, cached_tokens: 40 } },
  {
    source: "agent",
    message: "",
    tool_calls: [
      { tool_call_id: "c2", function_name: "bash", arguments: {} },
      { tool_call_id: "c3", function_name: "search", arguments: { n: 1, q: "a" } },
    ],
    metrics: { prompt_tokens: 100, completion_tokens: 20 },
  },
  { source: "agent", message: "done" },
];

describe("tool_call_count", () => {
  it("counts every call in step order, or one tool's calls", async () => {
    expect(await score(metric("tool_call_count"), { evidence: inlineTrace(calls) })).toEqual({ count: 3 });
    expect(await score(metric("tool_call_count", { tool: "search" }), { evidence: inlineTrace(calls) })).toEqual({ count: 2 });
    expect(await score(metric("tool_call_count", { tool: "grep" }), { evidence: inlineTrace(calls) })).toEqual({ count: 0 });
  });

  it("counts 0 without a trace descriptor (NeMo's guard), fails when the descriptor's file is missing", async () => {
    expect(await score(metric("tool_call_count"), {})).toEqual({ count: 0 });
    expect(await score(metric("tool_call_count"), { evidence: { logs: descriptor("logs", "x") } })).toEqual({ count: 0 });
    // NeMo's fallback descriptor for targets without a trajectory: not a trace, so no calls
    expect(await score(metric("tool_call_count"), { evidence: { trace: descriptor("sdk_online_generation", null, { text: "hi" }) } })).toEqual({ count: 0 });
    await expect(metric("tool_call_count").computeScores(trialInput({ evidence: { trace: descriptor("trace", "no-such-trace.json") } }))).rejects.toThrow(/no such file/);
  });

  it("reads a trace file with NaN or Infinity as NeMo's json.load does (JSON.parse refused it: 'not valid JSON')", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "trace-nan-"));
    try {
      const file = path.join(dir, "trace.json");
      // python3: json.loads('{"x": NaN, "y": -Infinity}') == {'x': nan, 'y': -inf}; NeMo ignores a step's cost_usd
      const step = '{"source": "agent", "message": "", "tool_calls": [{"tool_call_id": "c1", "function_name": "search", "arguments": {"q": "a"}}], "metrics": {"prompt_tokens": 90, "completion_tokens": 12, "cost_usd": NaN}, "extra": {"score": -Infinity}}';
      writeFileSync(file, `{"schema_version": "ATIF-v1.4", "steps": [${step}]}`);
      const evidence = { trace: descriptor("trace", "trace.json") };
      expect(await score(metric("tool_call_count"), { evidence, datasetDir: dir })).toEqual({ count: 1 });
      expect(await score(metric("token_usage"), { evidence, datasetDir: dir })).toEqual({ completion_tokens: 12, prompt_tokens: 90, total_tokens: 102 });
      // text Python refuses too keeps JSON.parse's error
      writeFileSync(file, '{"schema_version": "ATIF-v1.4", "steps": [{"metrics": {"cost_usd": nan}}]}');
      await expect(metric("tool_call_count").computeScores(trialInput({ evidence, datasetDir: dir }))).rejects.toThrow(/not valid JSON/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads another trace descriptor when told", async () => {
    const evidence = { subagent: inlineTrace([{ source: "agent", tool_calls: [{ function_name: "x" }] }]).trace as ReturnType<typeof descriptor> };
    expect(await score(metric("tool_call_count", { evidence: "subagent" }), { evidence })).toEqual({ count: 1 });
  });
});

describe("efficient_tool_use (the seed's two outputs)", () => {
  it("the most repeated identical call (name + arguments, key order ignored) against max_repeats", async () => {
    // search{q:a,n:1} twice (keys in another order the second time), bash once -> 2
    expect(await score(metric("efficient_tool_use"), { evidence: inlineTrace(calls) })).toEqual({ efficient_tool_use: false, max_repeated_tool_calls: 2 });
    expect(await score(metric("efficient_tool_use", { max_repeats: 2 }), { evidence: inlineTrace(calls) })).toEqual({ efficient_tool_use: true, max_repeated_tool_calls: 2 });
    expect(await score(metric("efficient_tool_use"), {})).toEqual({ efficient_tool_use: true, max_repeated_tool_calls: 0 });
    expect(metric("efficient_tool_use").outputSpec().map((s) => [s.name, s.kind])).toEqual([
      ["efficient_tool_use", "boolean"],
      ["max_repeated_tool_calls", "discrete_score"],
    ]);
  });

  it("different arguments are different calls", () => {
    expect(maxRepeatedToolCalls([{ function_name: "s", arguments: { q: "a" } }, { function_name: "s", arguments: { q: "b" } }, { function_name: "t", arguments: { q: "a" } }])).toBe(1);
  });
});

describe("token_usage", () => {
  it("sums the steps' counts without adding cached tokens", async () => {
    // prompt 90 + 100 (the 40 cached are inside the 90), completion 12 + 20
    expect(await score(metric("token_usage"), { evidence: inlineTrace(calls) })).toEqual({ completion_tokens: 32, prompt_tokens: 190, total_tokens: 222 });
  });

  it("takes final_metrics as stored; unknown counts are NaN", async () => {
    const rfc = { final_metrics: { total_prompt_tokens: 1120, total_completion_tokens: 124, total_cached_tokens: 0 } };
    expect(await score(metric("token_usage"), { evidence: inlineTrace(calls, rfc) })).toEqual({ completion_tokens: 124, prompt_tokens: 1120, total_tokens: 1244 });
    const partial = { final_metrics: { total_prompt_tokens: 500 } };
    expect(await score(metric("token_usage"), { evidence: inlineTrace(calls, partial) })).toEqual({ completion_tokens: NaN, prompt_tokens: 500, total_tokens: NaN });
    expect(await score(metric("token_usage"), {})).toEqual({ completion_tokens: NaN, prompt_tokens: NaN, total_tokens: NaN });
    expect(await score(metric("token_usage"), { evidence: { trace: descriptor("sdk_online_generation", null, {}) } })).toEqual({ completion_tokens: NaN, prompt_tokens: NaN, total_tokens: NaN });
  });
});

describe("verifier", () => {
  let dataset: string;
  beforeAll(() => {
    dataset = mkdtempSync(path.join(tmpdir(), "verifier-metric-"));
    const state = path.join(dataset, "final");
    mkdirSync(state, { recursive: true });
    writeFileSync(path.join(state, "answer.txt"), "42\n");
    writeFileSync(path.join(state, "check.sh"), '#!/bin/sh\ntouch checked\n[ "$(cat answer.txt)" = "${1:-42}" ]\n');
    chmodSync(path.join(state, "check.sh"), 0o755);
  });
  afterAll(() => rmSync(dataset, { recursive: true, force: true }));
  const evidence = (): Record<string, ReturnType<typeof descriptor>> => ({ final_state: descriptor("filesystem", "final") });

  it("scores the exit code of an argv or a shell string, run in a copy", async () => {
    expect(await score(metric("verifier", { command: ["./check.sh"] }), { evidence: evidence(), datasetDir: dataset })).toEqual({ exit_code: 0, score: 1.0, timed_out: false });
    expect(await score(metric("verifier", { command: ["./check.sh", "41"] }), { evidence: evidence(), datasetDir: dataset })).toEqual({ exit_code: 1, score: 0.0, timed_out: false });
    expect(await score(metric("verifier", { command: "grep -q 42 answer.txt && exit 7" , expected_exit_code: 7 }), { evidence: evidence(), datasetDir: dataset })).toEqual({
      exit_code: 7,
      score: 1.0,
      timed_out: false,
    });
    expect(existsSync(path.join(dataset, "final", "checked"))).toBe(false);
  });

  it("overlay files reach the copy (held-out tests)", async () => {
    const m = metric("verifier", { command: ["sh", "tests/hidden.sh"], overlay_files: { "tests/hidden.sh": "grep -q 42 answer.txt\n" } });
    expect(await score(m, { evidence: evidence(), datasetDir: dataset })).toEqual({ exit_code: 0, score: 1.0, timed_out: false });
  });

  it("output_lines reports the end of stdout then stderr as a label", async () => {
    const m = metric("verifier", { command: "printf 'a\\nb\\nc\\n'; echo oops >&2; exit 2", output_lines: 2 });
    expect(await score(m, { evidence: evidence(), datasetDir: dataset })).toEqual({ exit_code: 2, score: 0.0, timed_out: false, output: "b\nc\noops" });
  });

  it("a timeout scores 0 with exit -1", async () => {
    const m = metric("verifier", { command: "sleep 20", timeout_s: 0.2 });
    expect(await score(m, { evidence: evidence(), datasetDir: dataset })).toEqual({ exit_code: -1, score: 0.0, timed_out: true });
  });

  it("fails a trial without the final state, or with a missing snapshot", async () => {
    const m = metric("verifier", { command: "true" });
    await expect(m.computeScores(trialInput({}))).rejects.toThrow("verifier: the trial has no evidence (needs 'final_state')");
    await expect(m.computeScores(trialInput({ evidence: { trace: descriptor("trace", null, {}) } }))).rejects.toThrow("evidence 'final_state' is missing");
    await expect(m.computeScores(trialInput({ evidence: { final_state: descriptor("filesystem", "gone") }, datasetDir: dataset }))).rejects.toThrow(/does not exist/);
  });
});
