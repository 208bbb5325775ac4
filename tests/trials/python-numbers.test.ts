/**
 * A trial dataset's numbers as Python's `json.loads` reads them (src/node/trial-dataset.ts): `1.0`
 * is a float, `1` an int, `1e2` the float 100.0, `1E400` inf, `12345678901234567890` an exact int,
 * and every place a dataset value reaches Python-semantics output prints or compares what
 * upstream's code path gives. Expected values: tests/fixtures/trials/python-number-vectors.json,
 * written by `python3 tests/fixtures/trials/python-number-vectors.py` (CPython 3.11.7, run here;
 * for each lexeme v: `x = json.loads(v)`, then `str(x)`, `repr(x)`, `type(x).__name__`,
 * `bool(x)`, `spec.format(x=x)`, `str({"x": x})`, `x.lower()`, `json.loads(x)`, and
 * `str(x).strip() == v.strip()`, the exact_match rule).
 */
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main.js";
import { PyFloat } from "../../src/core/json-format.js";
import { pyRepr, pyStr, pyTypeName } from "../../src/core/py-repr.js";
import { parseOpenJudgeConfig } from "../../src/graders/config.js";
import type { GraderScore } from "../../src/graders/contract.js";
import { CodeExecutionGrader } from "../../src/graders/code/code-execution.js";
import { createCorrectnessGrader } from "../../src/graders/llm/correctness-grader.js";
import { createLlmGraderFromParams } from "../../src/graders/llm/factories.js";
import { formatted } from "../helpers/py-formatted.js";
import { buildGradingPlan, runGraders } from "../../src/graders/run-graders.js";
import { SHARED_RESOURCES_KEY } from "../../src/graders/params.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import { evidenceSpan, parseTrialDataset } from "../../src/node/trial-dataset.js";
import { coerceValue, coercionDetail } from "../../src/trials/coerce.js";
import { MetricOutputSpec } from "../../src/trials/contract.js";
import { exactMatchMetric } from "../../src/trials/metrics/exact-match.js";
import { keywordMatchMetric } from "../../src/trials/metrics/keyword-match.js";
import { trialInput } from "./trial-input.js";

interface Vector {
  readonly str: string;
  readonly repr: string;
  readonly type: string;
  readonly bool: boolean;
  readonly format: Readonly<Record<string, string>>;
  readonly dict_str: string;
  readonly exact_vs_lexeme: number;
  readonly lower: string;
  readonly loads: string;
}

const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "trials", "python-number-vectors.json"), "utf8")) as { vectors: Record<string, Vector> };
const vectors = Object.entries(fixture.vectors);

const FILE = "/data/trials.jsonl";
const head = '"task":{"id":"t"},"trial":{"id":"a","task_id":"t","status":"completed"}';

/** A one-trial dataset whose reference is `{"x": <lexeme>}`, read by the dataset reader. */
function readLine(body: string) {
  const [trial] = parseTrialDataset(`{${head},${body}}\n`, FILE).trials;
  if (trial === undefined) throw new Error("no trial");
  return trial;
}
const datasetValue = (lexeme: string): unknown => readLine(`"reference":{"x":${lexeme}},"candidate":{"output_text":${JSON.stringify(lexeme)}}`).reference.x;


describe("python number vectors", () => {
  it("cover the lexemes the task names", () => {
    expect(Object.keys(fixture.vectors)).toEqual(expect.arrayContaining(["1.0", "1", "-0.0", "1e2", "1E400", "12345678901234567890", "0.1"]));
  });

  it.each(vectors)("%s: str, repr and type(x).__name__ as Python prints them", (lexeme, v) => {
    const x = datasetValue(lexeme);
    expect(pyStr(x)).toBe(v.str);
    expect(pyRepr(x)).toBe(v.repr);
    expect(pyTypeName(x)).toBe(v.type);
    expect(pyStr({ x })).toBe(v.dict_str);
  });

  it.each(vectors)("%s: str.format specs (OpenJudge templates)", (lexeme, v) => {
    const x = datasetValue(lexeme);
    for (const [spec, expected] of Object.entries(v.format)) expect(formatted(spec, x), spec).toBe(expected);
  });

  it.each(vectors)("%s: exact_match compares str(reference) with the answer; keyword_match finds it", async (lexeme, v) => {
    const reference = { expected: datasetValue(lexeme) };
    const exact = await exactMatchMetric({}, {}).computeScores(trialInput({ reference, outputText: lexeme }));
    expect(exact.outputs).toEqual([{ name: "score", value: v.exact_vs_lexeme }]);
    // keyword_match: str(expected).lower() in answer.lower()
    const keyword = await keywordMatchMetric({}, {}).computeScores(trialInput({ reference, outputText: `The value is ${v.str}.` }));
    expect(keyword.outputs).toEqual([{ name: "score", value: 1.0 }]);
  });

  it.each(vectors)("%s: graders see the Python type (str methods, json.loads, truthiness)", async (lexeme, v) => {
    const row = readLine(`"reference":{"x":${lexeme},"expected":"A","doc":"{}"},"candidate":{"output_text":"a"}`).row;
    const plan = buildGradingPlan(
      parseOpenJudgeConfig({
        graders: {
          exact: { grader: "StringMatchGrader", mapper: { response: "candidate.output_text", reference_response: "reference.x" } },
          cased: { grader: "StringMatchGrader", mapper: { response: "candidate.output_text", reference_response: "reference.expected", case_sensitive: "reference.x" } },
          json: { grader: "JsonMatchGrader", mapper: { response: "reference.doc", reference_response: "reference.x" } },
          valid: { grader: "JsonValidatorGrader", mapper: { response: "reference.x" } },
        },
      }),
      new Map([[SHARED_RESOURCES_KEY, {}]]),
    );
    const { results } = await runGraders(plan, [row], {});
    // a str method on a number: the runner's GraderError with str(e)
    expect(results.exact?.[0]).toMatchObject({ error: `Error in string_match during evaluation: ${v.lower.replace(/^AttributeError: /, "")}` });
    // a per-call case_sensitive is read by truthiness: bool(x)
    expect((results.cased?.[0] as GraderScore).reason).toBe(v.bool ? "Exact Match: not matched" : "Exact Match: matched");
    // json.loads(x) of a number: TypeError, whose str(e) is the reason
    expect((results.json?.[0] as GraderScore).reason).toBe(v.loads.replace(/^TypeError: /, ""));
    expect((results.valid?.[0] as GraderScore).reason).toBe(`Invalid input type: expected str, got ${v.type}`);
  });

  it.each(vectors)("%s: LLM grader prompts print str(x) (OpenJudge placeholders and the built-in graders)", async (lexeme, v) => {
    const reference = readLine(`"reference":{"x":${lexeme}},"candidate":{"output_text":""}`).reference;
    const judge = new ScriptedJudge(() => ({ output: { score: 3, reason: "ok" } }));
    const context = { judge, judgeIdentity: { model: "m", provider: "scripted", settings: {} } };
    const grader = createLlmGraderFromParams({ key: "g", params: { name: "g", template: "Reference: {reference} / x: {x}" }, resources: {} });
    await grader.evaluate({ reference, x: reference.x }, context);
    expect(judge.requests[0]?.user).toBe(`Reference: ${v.dict_str} / x: ${v.str}`);
    await createCorrectnessGrader().evaluate({ query: "q", response: "r", reference_response: reference.x }, context);
    expect(judge.requests[1]?.user).toContain(`\n${v.str}\n`);
  });

  it.each(vectors)("%s: CodeExecutionGrader compares stdout with str(expected_output)", async (lexeme, v) => {
    const testCases = readLine(`"reference":{"cases":[{"input":"","expected_output":${lexeme}}]},"candidate":{"output_text":""}`).reference.cases;
    const stdin: string[] = [];
    // a program that prints str(expected_output) passes; the fake runs nothing, it echoes that text
    const code = { checkSyntax: () => Promise.resolve([]), run: (_l: string, source: string, input: string) => (stdin.push(input), Promise.resolve({ stdout: `${source}\n`, stderr: "", exitCode: 0, timedOut: false })) };
    const grader = new CodeExecutionGrader(code);
    expect((await grader.evaluate({ response: v.str, test_cases: testCases })).score).toBe(1);
    expect((await grader.evaluate({ response: `${v.str}0`, test_cases: testCases })).score).toBe(0);
  });

  it.each(vectors)("%s: NeMo's coercion of a value a metric passes through names its Python type", (lexeme, v) => {
    const x = datasetValue(lexeme);
    const label = coerceValue(MetricOutputSpec.label("l"), x);
    if (label.ok) throw new Error("a number is not a label");
    expect(coercionDetail(label, x)).toBe(`Input should be a valid string [type=string_type, input_value=${v.repr}, input_type=${v.type}]`);
    const continuous = coerceValue(MetricOutputSpec.continuousScore("s"), x);
    expect(continuous.ok && continuous.value).toBe(Number(v.repr.replace("inf", "Infinity")));
  });
});

describe("the representation", () => {
  it("only whole floats become PyFloats and only ints beyond 2^53 bigints; the rest is JSON.parse's", () => {
    expect(datasetValue("1.0")).toBeInstanceOf(PyFloat);
    expect(datasetValue("1e2")).toEqual(new PyFloat(100));
    expect(datasetValue("0.1")).toBe(0.1);
    expect(Object.is(datasetValue("-0.0"), -0)).toBe(true);
    expect(Object.is(datasetValue("-0"), 0)).toBe(true);
    expect(datasetValue("1E400")).toBe(Number.POSITIVE_INFINITY);
    expect(datasetValue("1e16")).toBe(1e16);
    expect(datasetValue("9007199254740991")).toBe(9007199254740991);
    expect(datasetValue("12345678901234567890")).toBe(12345678901234567890n);
  });

  it("a PyFloat reads as its number in JavaScript (arithmetic, JSON.stringify), so our own prompts do not change", () => {
    const x = datasetValue("2.0") as PyFloat;
    expect(+x * 3).toBe(6);
    expect(x < (3 as unknown as PyFloat)).toBe(true);
    expect(JSON.stringify({ x })).toBe('{"x":2}');
  });

  it("a line without such a number is exactly JSON.parse's result", () => {
    const body = '"inputs":{"q":"Is 3.5 = 1.0e2? -0"},"reference":{"expected":"210","n":7,"list":[1,2.5,-3]},"candidate":{"output_text":"x","metadata":{"t":"2026-01-02"}}';
    const line = `{${head},${body}}`;
    const trial = readLine(body);
    const parsed = JSON.parse(line) as { inputs: unknown; reference: unknown; candidate: { metadata: unknown } };
    expect(trial.inputs).toStrictEqual(parsed.inputs);
    expect(trial.reference).toStrictEqual(parsed.reference);
    expect(trial.candidateMetadata).toStrictEqual(parsed.candidate.metadata);
  });

  it("reads NaN and Infinity as json.loads does (JSON.parse refuses them); other bad JSON is still refused", () => {
    const trial = readLine('"reference":{"x":NaN,"w":1.0},"candidate":{"output_text":"x","evidence":{"trace":{"schema_version":"ATIF-v1.4","steps":[{"step_id":1,"metrics":{"cost_usd":2.0}}]}}}');
    expect(pyStr(trial.reference)).toBe("{'x': nan, 'w': 1.0}"); // python3: str(json.loads('{"x":NaN,"w":1.0}'))
    const data = trial.evidence?.trace?.data as { steps: Array<{ metrics: { cost_usd: unknown } }> };
    expect(data.steps[0]?.metrics.cost_usd).toBe(2);
    expect(() => readLine('"reference":{"x":nan},"candidate":{"output_text":"x"}')).toThrow(/not valid JSON/);
  });

  it("finds the candidate's evidence value whole (skipped by the second parse), past strings that look like keys", () => {
    const lines = [
      '{"candidate":{"output_text":"x","evidence":{"trace":{"a":[1.5,{"b":"}\\"]"}]}}},"task":{}}',
      '{"reference":{"evidence":1.0,"s":"\\"candidate\\":{\\"evidence\\":2"},"candidate" : { "evidence" : [ 1.0 , "]" ] , "metadata":{}}}',
      '{"candidate":{"evidence":null}}',
      '{"candidate":{"evidence":"traces/a.json","output_text":"\\\\"}}',
      '{"candidate":{"evidence": 2.0 }}',
      '{"task":{"candidate":{"evidence":1}},"candidate":{"output_text":"evidence"}}',
    ];
    for (const line of lines) {
      const expected = (JSON.parse(line) as { candidate: Record<string, unknown> }).candidate;
      const span = evidenceSpan(line);
      if (!Object.hasOwn(expected, "evidence")) {
        expect(span, line).toBeUndefined();
        continue;
      }
      if (span === undefined) throw new Error(`no span in ${line}`);
      expect(JSON.parse(line.slice(...span)), line).toEqual(expected.evidence);
    }
  });

  it("keeps duplicate keys as JSON.parse and Python do (the first place, the last value) and evidence as JSON.parse read it", () => {
    const trace = { schema_version: "ATIF-v1.4", session_id: "s", agent: { name: "a", version: "1" }, steps: [{ step_id: 1, source: "agent", message: "m", metrics: { cost_usd: 1.0 } }] };
    const trial = readLine(`"reference":{"c":1.0,"d":1,"d":2.0},"candidate":{"output_text":"x","evidence":{"trace":${JSON.stringify(trace).replace('"cost_usd":1', '"cost_usd":1.0')}}}`);
    expect(pyStr(trial.reference)).toBe("{'c': 1.0, 'd': 2.0}"); // python3: str(json.loads('{"c":1.0,"d":1,"d":2.0}'))
    const data = trial.evidence?.trace?.data as typeof trace;
    expect(data.steps[0]?.metrics.cost_usd).toBe(1);
  });
});

describe("agent-eval grade end to end", () => {
  it("scores exact_match of reference 1.0 as Python and renders an OpenJudge {x:.2} template with it", async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), "agent-eval-pyfloats-"));
    try {
      const line = (id: string, answer: string, x: string) =>
        `{"task":{"id":"t"},"trial":{"id":"${id}","task_id":"t","status":"completed"},"reference":{"expected":1.0,"x":${x}},"candidate":{"output_text":"${answer}"}}`;
      await writeFile(path.join(scratch, "d.jsonl"), `${line("a", "1.0", "1.0")}\n${line("b", "1", "1")}\n`);
      await writeFile(
        path.join(scratch, "c.yaml"),
        ["metrics:", "  - {type: exact_match}", "graders:", "  fmt:", "    grader: LLMGrader", "    params: {name: fmt, template: 'x is {x:.2}; answer {response}'}", "    mapper: {x: reference.x, response: candidate.output_text}", ""].join("\n"),
      );
      // the scripted judge answers no custom LLMGrader, so the call fails after the prompt rendered
      const code = await runCli(["grade", "--dataset", path.join(scratch, "d.jsonl"), "--config", path.join(scratch, "c.yaml"), "--provider", "scripted", "--model", "scripted-local-judge", "--judge-mode", "live"], {
        stdout: () => undefined,
        stderr: () => undefined,
      });
      expect(code).toBe(1);
      const report = JSON.parse(await readFile(path.join(scratch, "d.report.json"), "utf8")) as { trials: Array<{ scores: Record<string, number> }>; results: Record<string, Array<{ error?: string }>> };
      // python3: str(json.loads("1.0")) == "1.0" is True, str(json.loads("1.0")) == "1" is False
      expect(report.trials.map((t) => t.scores["exact_match.score"])).toEqual([1.0, 0.0]);
      // python3: "{x:.2}".format(x=json.loads("1.0")) is "1.0"; with json.loads("1"): ValueError: Precision not allowed in integer format specifier
      expect(report.results.fmt?.[0]?.error).toMatch(/no script for output GraderScoreCallback/);
      expect(report.results.fmt?.[1]?.error).toBe("Error in fmt during evaluation: Precision not allowed in integer format specifier");
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
