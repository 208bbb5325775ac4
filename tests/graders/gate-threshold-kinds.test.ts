/**
 * A gate threshold keeps its Python kind and value in the GATE FAILED text (`str(gate_threshold)`):
 * an int beyond 2^53 prints all its digits (python3: str(12345678901234567) == '12345678901234567',
 * 0.5 < 9007199254740993 compares exactly), where it was rounded to a double and printed as one
 * (`1.2345678901234568e+16`, `1e+20`). A NaN or infinite threshold is refused naming the field, as
 * a NaN weight is: with it OpenJudge's gate would pass (nan, -inf) or fail (inf) every trial.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runGraders } from "../../src/graders/run-graders.js";
import { parseYamlText, prepareOpenJudge } from "../../src/node/grading-config.js";

const file = path.join(import.meta.dirname, "..", "fixtures", "openjudge", "gate-threshold.yaml");
const config = (threshold: string) => `graders:
  a: {grader: StringMatchGrader, mapper: {response: candidate.output_text, reference_response: reference.expected}}
  b: {grader: StringMatchGrader, params: {algorithm: prefix_match}, mapper: {response: candidate.output_text, reference_response: reference.expected}}
aggregators:
  - {name: o, type: GatedWeightedSumAggregator, weights: {a: 1}, gate_graders: [b], gate_threshold: ${threshold}}
`;
const rows = [{ task: { id: "t" }, trial: { id: "t/1", task_id: "t", status: "completed" }, inputs: {}, reference: { expected: "yes" }, candidate: { output_text: "no", metadata: {} } }];

async function reason(threshold: string): Promise<string> {
  const text = config(threshold);
  const parsed = parseYamlText(text, file);
  const loaded = await prepareOpenJudge(parsed.value, file, parsed.lineOf);
  const outcome = await runGraders(loaded.plan, rows, {});
  return (outcome.results.o?.[0] as { reason: string }).reason;
}

describe("gate_threshold", () => {
  it("an int beyond 2^53 prints as Python's str() of it", async () => {
    expect(await reason("12345678901234567")).toBe("GATE FAILED: b=0.0 (< 12345678901234567). Hard requirement violated; weighted score suppressed.");
    expect(await reason("100000000000000000000")).toBe("GATE FAILED: b=0.0 (< 100000000000000000000). Hard requirement violated; weighted score suppressed.");
    expect(await reason("1")).toBe("GATE FAILED: b=0.0 (< 1). Hard requirement violated; weighted score suppressed.");
    expect(await reason("1.0")).toBe("GATE FAILED: b=0.0 (< 1.0). Hard requirement violated; weighted score suppressed.");
  });
  it("a big negative int gate passes (0.0 < -10**20 is False)", async () => {
    expect(await reason("-100000000000000000000")).toBe("a: 0.000 (weight: 1.00), b: 0.000 (weight: 0.00)");
  });
  it.each([".nan", ".inf", "-.inf"])("%s is refused naming the field", async (threshold) => {
    await expect(reason(threshold)).rejects.toThrow(/gate-threshold\.yaml:5: field 'aggregators\.0\.gate_threshold': a gate threshold must be a finite number/);
  });
});
