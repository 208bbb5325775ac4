/**
 * A grading config's numbers as PyYAML (`yaml.safe_load`, YAML 1.1) reads them, where they reach
 * Python-visible output: `3.0` is a float and `3` an int, `1e3` a string, `1_000` an int, `017`
 * octal. Expected values: tests/fixtures/trials/pyyaml-number-vectors.json, written by
 * `python3 tests/fixtures/trials/pyyaml-number-vectors.py` (CPython 3.11.7, PyYAML 6.0.3, run here;
 * for each lexeme v: `x = yaml.safe_load("x: " + v)["x"]`, then `type(x).__name__`, `str(x)`,
 * `repr(x)` and `"x is {x}".format(x=x)`); the gate texts' source is named at their test.
 */
import { describe, expect, it } from "vitest";
import { expectPrintedAsPython, llmGraderPrompt, readPyYamlVectors, yamlValue } from "./pyyaml-vectors.js";
import { PyFloat } from "../../src/core/json-format.js";
import { createCodeExecutionGraderFromParams } from "../../src/graders/code/code-execution.js";
import type { CodeCapabilities } from "../../src/graders/code/capabilities.js";
import { runGraders } from "../../src/graders/run-graders.js";
import { parseYamlText, prepareOpenJudge } from "../../src/node/grading-config.js";

const fixture = { vectors: readPyYamlVectors("pyyaml-number-vectors.json") };
const vectors = Object.entries(fixture.vectors);

describe("PyYAML number vectors", () => {
  it("cover the lexemes where YAML 1.1 and 1.2 differ", () => {
    expect(Object.keys(fixture.vectors)).toEqual(expect.arrayContaining(["3.0", "3", "1e3", "1.0e3", ".5", "1_000", "017", "0o17", "1:20"]));
  });

  it.each(vectors)("%s: type, str and repr as PyYAML's value prints them", (lexeme, v) => {
    expectPrintedAsPython(yamlValue(lexeme), v);
  });

  it.each(vectors)("%s: an LLMGrader's extra param in an OpenJudge template prints str(x)", async (lexeme, v) => {
    expect(await llmGraderPrompt(`params: {name: g, template: 'x is {x}', x: ${lexeme}}\n`)).toBe(v.template);
  });

  it.each(vectors)("%s: CodeExecutionGrader's params.test_cases compare stdout with str(expected_output)", async (lexeme, v) => {
    const params = (parseYamlText(`params: {timeout: 5.0, test_cases: [{input: ${lexeme}, expected_output: ${lexeme}}]}\n`, "c.yaml").value as { params: Record<string, unknown> }).params;
    const stdin: string[] = [];
    // the fake runs nothing: the program's stdout is its source text
    const code: CodeCapabilities = { checkSyntax: () => Promise.resolve([]), run: (_l, source, input) => (stdin.push(input), Promise.resolve({ stdout: `${source}\n`, stderr: "", exitCode: 0, timedOut: false })) };
    const grader = createCodeExecutionGraderFromParams({ key: "c", params, resources: { code } }) as unknown as { evaluate: (a: Record<string, unknown>) => Promise<{ score: number }>; timeoutSeconds: number };
    expect(grader.timeoutSeconds).toBe(5);
    expect((await grader.evaluate({ response: v.str })).score).toBe(1);
    expect(stdin).toEqual([v.str]);
  });
});

describe("the gate threshold in GatedWeightedSumAggregator's reason", () => {
  // python3 + PyYAML 6.0.3: t = yaml.safe_load("t: " + v)["t"], then the seed's f"GATE FAILED: {gate}={score} (< {t}). ..." with score 0.0
  it.each([
    ["1", "1"],
    ["1.0", "1.0"],
    ["0.5", "0.5"],
    ["1_0", "10"],
    ["!!float 1", "1.0"],
  ])("gate_threshold: %s prints (< %s)", async (lexeme, printed) => {
    const text = [
      "graders:",
      "  g: {grader: StringMatchGrader, mapper: {response: candidate.output_text, reference_response: reference.expected}}",
      "  f: {grader: StringMatchGrader, mapper: {response: candidate.output_text, reference_response: candidate.output_text}}",
      "aggregators:",
      `  - {name: overall, type: GatedWeightedSumAggregator, weights: {f: 1.0}, gate_graders: [g], gate_threshold: ${lexeme}}`,
      "",
    ].join("\n");
    const loaded = await prepareOpenJudge(parseYamlText(text, "c.yaml").value, "c.yaml");
    const { results } = await runGraders(loaded.plan, [{ candidate: { output_text: "a" }, reference: { expected: "b" } }], {});
    expect((results.overall?.[0] as { reason: string }).reason).toBe(`GATE FAILED: g=0.0 (< ${printed}). Hard requirement violated; weighted score suppressed.`);
  });
});

describe("typed config fields", () => {
  it("read a whole float as a plain number and keep a big int weight exact (weights, thresholds, strategy counts, params)", async () => {
    const text = [
      "graders:",
      "  a: {grader: StringMatchGrader, params: {algorithm: exact_match}, strategy: {type: VotingEvaluationStrategy, num_votes: 3.0}}",
      "  b: {grader: CodeExecutionGrader, params: {timeout: 2.0, test_cases: [{input: '', expected_output: 1.0}]}}",
      "aggregators:",
      "  - {name: overall, type: GatedWeightedSumAggregator, weights: {a: 1.0, b: 12345678901234567890}, gate_graders: [b], gate_threshold: 1.0}",
      "",
    ].join("\n");
    const loaded = await prepareOpenJudge(parseYamlText(text, "c.yaml").value, "c.yaml");
    // a weight past 2^53 is a Python int upstream: held exactly (a BigInt), as WeightedSumAggregator multiplies it;
    // a whole float weight keeps its kind (a PyFloat), as the aggregator's metadata echoes it (`1.0` in the report)
    expect(loaded.config.aggregators[0]).toMatchObject({ weights: { a: new PyFloat(1), b: 12345678901234567890n }, gateThreshold: new PyFloat(1) });
    expect(loaded.config.graders.find((g) => g.key === "a")?.strategy).toEqual({ type: "VotingEvaluationStrategy", num_votes: 3, tie_breaker: "min" });
  });

  it("a PyYAML string such as 1e3 is refused where a number is expected, naming the field", async () => {
    // python3: yaml.safe_load("t: 1e3")["t"] == "1e3" (a str)
    const parsed = parseYamlText("graders:\n  b: {grader: CodeExecutionGrader, params: {timeout: 1e3}}\n", "c.yaml");
    await expect(prepareOpenJudge(parsed.value, "c.yaml", parsed.lineOf)).rejects.toThrow(/c\.yaml:2: field 'graders\.b\.params\.timeout'/);
  });
});
