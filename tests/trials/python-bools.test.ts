/**
 * A trial dataset's `true`, `false` and `null` as Python prints them where upstream uses `str()`,
 * `repr()` or `format()` (`True`, `False`, `None`), and as JSON where upstream uses `json.dumps`
 * (`true`, `null`). Expected values: tests/fixtures/trials/python-bool-none-vectors.json, written by
 * `python3 tests/fixtures/trials/python-bool-none-vectors.py` (CPython 3.11.7, run here; for each
 * lexeme v: `x = json.loads(v)`, then `str(x)`, `repr(x)`, `type(x).__name__`, `json.dumps(x)`,
 * `spec.format(x=x)`, `str({"x": x, "l": [x]})`, `json.dumps({"x": x})`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jsonStringify } from "../../src/core/json-format.js";
import { pyRepr, pyStr, pyTypeName } from "../../src/core/py-repr.js";
import { CodeExecutionGrader } from "../../src/graders/code/code-execution.js";
import { createLlmGraderFromParams } from "../../src/graders/llm/factories.js";
import { formatted } from "../helpers/py-formatted.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import { parseTrialDataset } from "../../src/node/trial-dataset.js";
import { exactMatchMetric } from "../../src/trials/metrics/exact-match.js";
import { keywordMatchMetric } from "../../src/trials/metrics/keyword-match.js";
import { trialInput } from "./trial-input.js";

interface Vector {
  readonly str: string;
  readonly repr: string;
  readonly type: string;
  readonly dumps: string;
  readonly format: Readonly<Record<string, string>>;
  readonly dict_str: string;
  readonly dumps_dict: string;
}

const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "trials", "python-bool-none-vectors.json"), "utf8")) as { vectors: Record<string, Vector> };
const vectors = Object.entries(fixture.vectors);
const head = '"task":{"id":"t"},"trial":{"id":"a","task_id":"t","status":"completed"}';

function reference(body: string): Record<string, unknown> {
  const [trial] = parseTrialDataset(`{${head},"reference":${body},"candidate":{"output_text":""}}\n`, "/data/trials.jsonl").trials;
  if (trial === undefined) throw new Error("no trial");
  return trial.reference;
}
const datasetValue = (lexeme: string): unknown => reference(`{"x":${lexeme}}`).x;


function echoingCode(): { checkSyntax: () => Promise<never[]>; run: (l: string, source: string, input: string) => Promise<{ stdout: string; stderr: string; exitCode: number; timedOut: boolean }>; stdin: string[] } {
  const stdin: string[] = [];
  // the fake runs nothing: the program's stdout is its source text, so a response that is str(expected_output) passes
  return { stdin, checkSyntax: () => Promise.resolve([]), run: (_l, source, input) => (stdin.push(input), Promise.resolve({ stdout: `${source}\n`, stderr: "", exitCode: 0, timedOut: false })) };
}

describe("python bool and None vectors", () => {
  it("cover true, false and null", () => {
    expect(Object.keys(fixture.vectors)).toEqual(["true", "false", "null"]);
  });

  it.each(vectors)("%s: str, repr, type and a container's str as Python prints them; JSON dumps stay JSON", (lexeme, v) => {
    const x = datasetValue(lexeme);
    expect(pyStr(x)).toBe(v.str);
    expect(pyRepr(x)).toBe(v.repr);
    expect(pyTypeName(x)).toBe(v.type);
    expect(pyStr({ x, l: [x] })).toBe(v.dict_str);
    expect(jsonStringify(x)).toBe(v.dumps);
    expect(jsonStringify({ x }).replace(":", ": ")).toBe(v.dumps_dict);
  });

  it.each(vectors)("%s: str.format specs (OpenJudge templates)", (lexeme, v) => {
    const x = datasetValue(lexeme);
    for (const [spec, expected] of Object.entries(v.format)) expect(formatted(spec, x), spec).toBe(expected);
  });

  it.each(vectors)("%s: exact_match and keyword_match compare str(reference)", async (lexeme, v) => {
    const ref = { expected: datasetValue(lexeme) };
    expect((await exactMatchMetric({}, {}).computeScores(trialInput({ reference: ref, outputText: v.str }))).outputs).toEqual([{ name: "score", value: 1.0 }]);
    expect((await exactMatchMetric({}, {}).computeScores(trialInput({ reference: ref, outputText: lexeme }))).outputs).toEqual([{ name: "score", value: 0.0 }]);
    expect((await keywordMatchMetric({}, {}).computeScores(trialInput({ reference: ref, outputText: `it is ${v.str}` }))).outputs).toEqual([{ name: "score", value: 1.0 }]);
  });

  it.each(vectors)("%s: an OpenJudge placeholder prompt prints str(x) and str(reference)", async (lexeme, v) => {
    const ref = reference(`{"x":${lexeme},"l":[${lexeme}]}`);
    const judge = new ScriptedJudge(() => ({ output: { score: 3, reason: "ok" } }));
    const grader = createLlmGraderFromParams({ key: "g", params: { name: "g", template: "Reference: {reference} / x: {x}" }, resources: {} });
    await grader.evaluate({ reference: ref, x: ref.x }, { judge, judgeIdentity: { model: "m", provider: "scripted", settings: {} } });
    expect(judge.requests[0]?.user).toBe(`Reference: ${v.dict_str} / x: ${v.str}`);
  });

  it.each(vectors)("%s: CodeExecutionGrader compares stdout with str(expected_output) and feeds str(input)", async (lexeme, v) => {
    const cases = reference(`{"cases":[{"input":${lexeme},"expected_output":${lexeme}}],"paired":{"inputs":[${lexeme}],"outputs":[${lexeme}]}}`);
    for (const testCases of [cases.cases, cases.paired]) {
      const code = echoingCode();
      const grader = new CodeExecutionGrader(code);
      expect((await grader.evaluate({ response: v.str, test_cases: testCases })).score).toBe(1);
      expect((await grader.evaluate({ response: lexeme, test_cases: testCases })).score).toBe(0);
      expect(code.stdin).toEqual([v.str, v.str]);
    }
  });
});
