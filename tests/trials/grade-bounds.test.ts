/**
 * `agent-eval grade` bounds user-supplied computation: a catastrophic regex_match pattern, a
 * module metric that loops forever, one whose promise never settles, and one that returns a label
 * too long for the report each fail that trial's metric or grader (named, with the trial and the
 * limit) while the other trials are graded, exit 1; a normal dataset's report is byte for byte
 * the report graded without the bound. No timing is asserted: the limit is 50 ms and the
 * computations would run forever, so only the outcome can pass.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_OUTPUT_CHARS } from "../../src/core/call-bound.js";
import { createCallBound, parseUserCodeTimeout } from "../../src/node/call-bound.js";
import { gradeDataset } from "../../src/node/grade-trials.js";
import { evaluateEntry } from "../../src/graders/runner.js";
import { VotingEvaluationStrategy } from "../../src/graders/strategies/voting.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import { llmJudgeMetric } from "../../src/trials/metrics/llm-judge.js";
import { trialInput, valuesOf } from "./trial-input.js";
import { cli as cliWith } from "../helpers/run-dirs.js";

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-grade-bounds-"));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const cli = (args: string[]) => cliWith(...args);

type Report = {
  trials: Array<{ trial_id: string; scores: Record<string, unknown>; errors: Record<string, string> }>;
  results: Record<string, Array<{ name: string; score?: number; error?: string; reason: string } | null>>;
};

const row = (trial: string, output: string, expected = "y"): string =>
  JSON.stringify({ task: { id: "t" }, trial: { id: trial, task_id: "t", status: "completed" }, inputs: {}, reference: { expected }, candidate: { output_text: output, metadata: {} } });

/** Trial `hang` makes every test metric misbehave; `ok` never does. */
const METRICS = `
const spec = (kind) => [{ name: "value", kind }];
const ok = (value) => ({ outputs: [{ name: "value", value }] });
export const spin = { type: "spin", outputSpec: () => spec("continuous_score"), async computeScores(input) {
  if (input.row.data.trial.id === "hang") for (;;) {}
  return ok(1);
} };
export const spinSync = { type: "spin_sync", outputSpec: () => spec("continuous_score"), computeScores(input) {
  while (input.row.data.trial.id === "hang") {}
  return Promise.resolve(ok(1));
} };
export const never = { type: "never", outputSpec: () => spec("continuous_score"), async computeScores(input) {
  if (input.row.data.trial.id === "hang") await new Promise(() => {});
  return ok(1);
} };
export const huge = { type: "huge", outputSpec: () => spec("label"), async computeScores(input) {
  return ok(input.row.data.trial.id === "hang" ? "x".repeat(${MAX_OUTPUT_CHARS} + 1) : "small");
} };
export function noisy({ response }) {
  return { name: "noisy", score: 1, reason: response === "hang" ? "r".repeat(${MAX_OUTPUT_CHARS} + 1) : "fine", metadata: {} };
}
export function loops({ response }) {
  while (response === "hang") {}
  return { name: "loops", score: 1, reason: "done", metadata: {} };
}
`;

async function setUp(config: string, rows: string[]): Promise<{ dataset: string; config: string; out: string }> {
  await writeFile(path.join(scratch, "metrics.mjs"), METRICS);
  await writeFile(path.join(scratch, "grading.yaml"), config);
  await writeFile(path.join(scratch, "d.jsonl"), `${rows.join("\n")}\n`);
  return { dataset: path.join(scratch, "d.jsonl"), config: path.join(scratch, "grading.yaml"), out: path.join(scratch, "r.json") };
}

const LIMIT = ["--user-code-timeout", "0.05"];

describe("a call over the limit fails that trial, names it, and the rest is graded", () => {
  it("a catastrophic regex_match pattern: a GraderError in the runner's words, the other trial scored", async () => {
    const files = await setUp(
      "graders:\n  re: {grader: StringMatchGrader, params: {algorithm: regex_match, pattern: '(x+x+)+y'}, mapper: {response: candidate.output_text, reference_response: reference.expected}}\n",
      [row("hang", "x".repeat(32)), row("ok", "xxy")],
    );
    const result = await cli(["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out, ...LIMIT]);
    expect(result.code).toBe(1);
    const report = JSON.parse(await readFile(files.out, "utf8")) as Report;
    const [hang, ok] = report.results.re ?? [];
    // OpenJudge's runner convention for a grader that raises (runner.ts runnerError), with the
    // grader's own name (StringMatchGrader's is string_match, a FunctionGrader's is "" unless named)
    expect(hang).toEqual({
      name: "string_match",
      reason: "Error in string_match during evaluation",
      error: "Error in string_match during evaluation: grader 're' on trial 'hang' ran over the time limit of 0.05 s per call of user-supplied code (--user-code-timeout)",
      metadata: {},
    });
    expect(ok).toMatchObject({ score: 1 });
    expect(report.trials[1]?.scores["grader.re"]).toBe(1);
    expect(result.stderr).toContain("error: task t trial hang: grader.re failed: Error in string_match during evaluation: grader 're' on trial 'hang' ran over the time limit of 0.05 s");
  });

  it("an infinite loop in a module metric (async and plain), and in a FunctionGrader", async () => {
    const files = await setUp(
      [
        "metrics:",
        "  - {module: ./metrics.mjs, export: spin}",
        "  - {module: ./metrics.mjs, export: spinSync}",
        "graders:",
        "  loops: {grader: FunctionGrader, module: ./metrics.mjs, export: loops, mapper: {response: trial.id}}",
        "",
      ].join("\n"),
      [row("hang", "a"), row("ok", "b")],
    );
    const result = await cli(["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out, ...LIMIT]);
    expect(result.code).toBe(1);
    const report = JSON.parse(await readFile(files.out, "utf8")) as Report;
    expect(report.trials[0]?.errors).toEqual({
      spin: "metric 'spin' on trial 'hang' ran over the time limit of 0.05 s per call of user-supplied code (--user-code-timeout)",
      spin_sync: "metric 'spin_sync' on trial 'hang' ran over the time limit of 0.05 s per call of user-supplied code (--user-code-timeout)",
    });
    expect(report.trials[1]?.errors).toEqual({});
    expect(report.trials[1]?.scores).toMatchObject({ "spin.value": 1, "spin_sync.value": 1, "grader.loops": 1 });
    expect(report.results.loops?.[0]?.error).toBe("Error in  during evaluation: grader 'loops' on trial 'hang' ran over the time limit of 0.05 s per call of user-supplied code (--user-code-timeout)");
  });

  it("a module metric whose promise never settles", async () => {
    const files = await setUp("metrics:\n  - {module: ./metrics.mjs, export: never}\n", [row("hang", "a"), row("ok", "b")]);
    const result = await cli(["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out, ...LIMIT, "--json"]);
    expect(result.code).toBe(1);
    const summary = JSON.parse(result.stdout) as { exit_status: number; failures: unknown[] };
    expect(summary.exit_status).toBe(1);
    expect(summary.failures).toEqual([
      { task_id: "t", trial_id: "hang", name: "never", error: "metric 'never' on trial 'hang' ran over the time limit of 0.05 s per call of user-supplied code (--user-code-timeout)" },
    ]);
    const report = JSON.parse(await readFile(files.out, "utf8")) as Report;
    expect(report.trials[1]?.scores["never.value"]).toBe(1);
  });

  it("a label (or a user grader's result) too long for the report fails that trial with its size, not 'Invalid string length'", async () => {
    const files = await setUp(
      "metrics:\n  - {module: ./metrics.mjs, export: huge}\ngraders:\n  noisy: {grader: FunctionGrader, module: ./metrics.mjs, export: noisy, mapper: {response: trial.id}}\n",
      [row("hang", "a"), row("ok", "b")],
    );
    const result = await cli(["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out]);
    expect(result.code).toBe(1);
    const report = JSON.parse(await readFile(files.out, "utf8")) as Report;
    expect(report.trials[0]?.errors).toEqual({
      huge: `output 'value' of metric 'huge' on trial 'hang' is ${MAX_OUTPUT_CHARS + 1} characters, over the ${MAX_OUTPUT_CHARS}-character limit of a report value`,
    });
    expect(report.trials[1]?.scores["huge.value"]).toBe("small");
    const noisy = report.results.noisy?.[0]?.error ?? "";
    expect(noisy).toMatch(new RegExp(`^Error in  during evaluation: the result of grader 'noisy' on trial 'hang' is ${MAX_OUTPUT_CHARS + 1 + '{"name":"noisy","score":1,"reason":"","metadata":{}}'.length} characters as JSON, over the ${MAX_OUTPUT_CHARS}-character limit`));
    expect(report.results.noisy?.[1]).toMatchObject({ score: 1, reason: "fine" });
  });
});

describe("llm_judge's regex parser is the user's pattern on the judge's answer", () => {
  it("a catastrophic parser pattern fails the metric on that trial, named; a normal answer still parses", async () => {
    const judge = new ScriptedJudge((request) => ({ output: { answer: request.user.includes("hang") ? "x".repeat(40) : "xxy 4" } }));
    const metric = llmJudgeMetric(
      { scores: [{ name: "correctness", minimum: 1, maximum: 5, parser: { type: "regex", pattern: "(?:x+x+)+y (\\d)" } }] },
      { judge, judgeIdentity: { model: "m", provider: "scripted", settings: {} }, bound: createCallBound(50) },
    );
    await expect(metric.computeScores(trialInput({ outputText: "hang", trialId: "t-hang" }))).rejects.toThrow(
      "the regex parser of metric 'llm_judge' on trial 't-hang' ran over the time limit of 0.05 s per call of user-supplied code (--user-code-timeout)",
    );
    expect(valuesOf(await metric.computeScores(trialInput({ outputText: "fine", trialId: "t-ok" })))).toEqual({ correctness: 4 });
  });
});

describe("a tie-breaker function is user code even around a built-in grader", () => {
  it("one that loops forever fails the grader on that trial; without a tie it is never called", async () => {
    // replica 1 votes 1, replica 2 votes 0 when the row asks for a tie: a 1-1 tie between 0 and 1
    const grader = {
      name: "split",
      mode: "pointwise" as const,
      evaluate: (args: Readonly<Record<string, unknown>>, context: { replica?: number }) =>
        Promise.resolve({ name: "split", score: args.tie === true && context.replica === 2 ? 0 : 1, reason: "", metadata: {} }),
    };
    const loops = (): number => {
      for (;;) {
        /* forever */
      }
    };
    const entry = { key: "v", grader, strategy: new VotingEvaluationStrategy(2, loops), mapper: { tie: "candidate.tie" } };
    const bound = createCallBound(50);
    const tied = await evaluateEntry(entry, { trial: { id: "t-tie" }, candidate: { tie: true } }, { bound });
    expect(tied).toMatchObject({ error: "Error in split during evaluation: the tie-breaker of grader 'v' on trial 't-tie' ran over the time limit of 0.05 s per call of user-supplied code (--user-code-timeout)" });
    expect(await evaluateEntry(entry, { trial: { id: "t-agree" }, candidate: { tie: false } }, { bound })).toMatchObject({ score: 1 });
  });
});

describe("the bound changes nothing when nothing runs over", () => {
  it("a dataset with module metrics, a FunctionGrader and regex_match: the same bytes as graded without the bound", async () => {
    const config = [
      "metrics:",
      "  - {module: ./metrics.mjs, export: spin}",
      "  - {module: ./metrics.mjs, export: huge}",
      "  - {type: exact_match, reference_key: expected}",
      "graders:",
      "  loops: {grader: FunctionGrader, module: ./metrics.mjs, export: loops, mapper: {response: trial.id}}",
      "  re: {grader: StringMatchGrader, params: {algorithm: regex_match, pattern: '^x+y$'}, mapper: {response: candidate.output_text, reference_response: reference.expected}}",
      "",
    ].join("\n");
    const files = await setUp(config, [row("a", "xxy"), row("b", "xy z"), row("c", "y", "y")]);
    const unbounded = path.join(scratch, "unbounded.json");
    await gradeDataset({ dataset: files.dataset, config: files.config, out: unbounded, concurrency: 4, userCodeTimeoutMs: null, log: () => undefined });
    const result = await cli(["grade", "--dataset", files.dataset, "--config", files.config, "--out", files.out]);
    expect(result.code).toBe(0);
    const bounded = await readFile(files.out, "utf8");
    expect(bounded).toBe(await readFile(unbounded, "utf8"));
    // and the scores are what the computations give: ^x+y$ matches "xxy" only
    const report = JSON.parse(bounded) as Report;
    expect(report.trials.map((t) => t.scores["grader.re"])).toEqual([1, 0, 0]);
  });
});

describe("--user-code-timeout and the bound itself", () => {
  it("reads decimal seconds strictly (core/count.ts parseDecimal) and refuses the rest (exit 2)", async () => {
    expect(parseUserCodeTimeout(undefined)).toBeUndefined();
    // a flag given as '' is refused (as --concurrency '' is); an Action input left blank is unset
    expect(() => parseUserCodeTimeout("")).toThrow("--user-code-timeout: expected a number of seconds in decimal digits, at least 0.001 and at most 86400 (e.g. 10 or 0.5), got ''");
    expect(parseUserCodeTimeout("  ", "input", true)).toBeUndefined();
    expect(parseUserCodeTimeout("10")).toBe(10_000);
    expect(parseUserCodeTimeout("0.05")).toBe(50);
    expect(parseUserCodeTimeout("0.001")).toBe(1);
    for (const bad of ["0", "0.0001", "0.0005", "0.0009", "1e1", "0x10", " 5", "-1", "ten", "86401"]) expect(() => parseUserCodeTimeout(bad), bad).toThrow(/--user-code-timeout: expected a number of seconds in decimal digits/);
    const files = await setUp("metrics:\n  - {module: ./metrics.mjs, export: spin}\n", [row("ok", "a")]);
    const result = await cli(["grade", "--dataset", files.dataset, "--config", files.config, "--user-code-timeout", "1e1"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--user-code-timeout: expected a number of seconds in decimal digits");
  });

  it("passes errors through unchanged, returns values, and stays usable after a timeout", async () => {
    const bound = createCallBound(50);
    const thrown = new TypeError("mine");
    await expect(bound.call("x", () => { throw thrown; })).rejects.toBe(thrown);
    await expect(bound.call("x", () => Promise.reject(thrown))).rejects.toBe(thrown);
    await expect(bound.call("the regex", () => /(x+x+)+y/.test("x".repeat(40)))).rejects.toThrow("the regex ran over the time limit of 0.05 s");
    expect(await bound.call("x", () => 42)).toBe(42);
    expect(await bound.call("x", () => Promise.resolve(43))).toBe(43);
    // a bounded call inside a bounded call runs in a later timed run
    expect(await bound.call("outer", () => bound.call("inner", () => 1).then((n) => n + 1))).toBe(2);
  });

  it("calls that arrive together share a timed run, and a stopped one fails alone, none run twice", async () => {
    const bound = createCallBound(50);
    const runs = new Map<string, number>();
    const counted = (id: string, body: () => string) => () => {
      runs.set(id, (runs.get(id) ?? 0) + 1);
      return body();
    };
    const outcomes = await Promise.allSettled([
      bound.call("a", counted("a", () => "a")),
      bound.call("spin", counted("spin", () => { for (;;) { /* forever */ } })),
      bound.call("b", counted("b", () => "b")),
      bound.call("regex", counted("regex", () => String(/(x+x+)+y/.test("x".repeat(40))))),
      bound.call("c", counted("c", () => "c")),
    ]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value : (o.reason as Error).message))).toEqual([
      "a",
      "spin ran over the time limit of 0.05 s per call of user-supplied code (--user-code-timeout)",
      "b",
      "regex ran over the time limit of 0.05 s per call of user-supplied code (--user-code-timeout)",
      "c",
    ]);
    expect(Object.fromEntries(runs)).toEqual({ a: 1, spin: 1, b: 1, regex: 1, c: 1 });
  });
});
