/**
 * A weight that is an int beyond 2^53 prints every digit in the reason, as OpenJudge's
 * `f"{weight:.2f}"` of a Python int does (python3: f"{12345678901234567:.2f}" ==
 * '12345678901234567.00'), and counts as float(weight) in the sum (0.0 + 12345678901234567 ==
 * 1.2345678901234568e16); it was rounded to a double first and printed `12345678901234568.00`.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runGraders } from "../../src/graders/run-graders.js";
import { parseYamlText, prepareOpenJudge } from "../../src/node/grading-config.js";

const file = path.join(import.meta.dirname, "..", "fixtures", "openjudge", "big-weight.yaml");
const text = `graders:
  a: {grader: StringMatchGrader, mapper: {response: candidate.output_text, reference_response: reference.expected}}
  b: {grader: StringMatchGrader, params: {algorithm: prefix_match}, mapper: {response: candidate.output_text, reference_response: reference.other}}
aggregators:
  - {name: o, type: WeightedSumAggregator, weights: {a: 12345678901234567, b: -100000000000000000001}}
`;
const rows = [{ task: { id: "t" }, trial: { id: "t/1", task_id: "t", status: "completed" }, inputs: {}, reference: { expected: "yes", other: "no" }, candidate: { output_text: "yes", metadata: {} } }];

describe("big int weights", () => {
  it("print every digit and sum as Python's float(int)", async () => {
    const parsed = parseYamlText(text, file);
    const loaded = await prepareOpenJudge(parsed.value, file, parsed.lineOf);
    const o = (await runGraders(loaded.plan, rows, {})).results.o?.[0] as { score: number; reason: string };
    expect(o.reason).toBe("a: 1.000 (weight: 12345678901234567.00), b: 0.000 (weight: -100000000000000000001.00)");
    // total = 1.2345678901234568e16 + -1e20 < 0: Python gives 0.0
    expect(o.score).toBe(0);
  });
});

describe("weight errors keep their words with big ints allowed", () => {
  it("a NaN or a string weight says what is wrong, not 'expected bigint'", async () => {
    const { parseOpenJudgeConfig } = await import("../../src/graders/config.js");
    const problem = (w: unknown) => {
      try {
        parseOpenJudgeConfig({ graders: { a: { grader: "FunctionGrader" } }, aggregators: [{ name: "o", type: "WeightedSumAggregator", weights: { a: w } }] });
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(problem(Number.NaN)).toBe("aggregators.0.weights.a: a weight must be a finite number (with .nan OpenJudge would score every aggregate 0.0, with .inf NaN)");
    expect(problem("abc")).toBe("aggregators.0.weights.a: Invalid input: expected number, received string");
    expect(problem(12345678901234567n)).toBe("accepted");
  });
});
