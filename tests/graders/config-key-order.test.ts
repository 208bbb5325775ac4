/**
 * Graders named like integers ("2", "1") keep the config file's order, as OpenJudge's dict does:
 * a JavaScript object lists integer-like keys first, which reordered the runner's results, the
 * aggregator's reason and its summation. Expected texts by hand from openjudge-nemo-semantics.md
 * (WeightedSumAggregator: parts in the results dict's order, `{score:.3f} (weight: {w:.2f})`).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runGraders } from "../../src/graders/run-graders.js";
import { parseYamlText, prepareOpenJudge } from "../../src/node/grading-config.js";

const file = path.join(import.meta.dirname, "..", "fixtures", "openjudge", "key-order.yaml");
const text = `graders:
  b: {grader: StringMatchGrader, mapper: {response: candidate.output_text, reference_response: reference.expected}}
  "2": {grader: StringMatchGrader, params: {algorithm: prefix_match}, mapper: {response: candidate.output_text, reference_response: reference.other}}
  "1": {grader: StringMatchGrader, params: {algorithm: suffix_match}, mapper: {response: candidate.output_text, reference_response: reference.expected}}
aggregators:
  - {name: overall, type: WeightedSumAggregator}
  - {name: "0", type: WeightedSumAggregator, weights: {"1": 0.5, b: 0.25}}
`;
const rows = [{ task: { id: "t" }, trial: { id: "t/1", task_id: "t", status: "completed" }, inputs: {}, reference: { expected: "yes", other: "no" }, candidate: { output_text: "yes", metadata: {} } }];

describe("integer-like grader names", () => {
  it("keep the file's order in the plan, the results and the aggregator's reason", async () => {
    const parsed = parseYamlText(text, file);
    const loaded = await prepareOpenJudge(parsed.value, file, parsed.lineOf);
    expect(loaded.config.graders.map((g) => g.key)).toEqual(["b", "2", "1"]);
    const outcome = await runGraders(loaded.plan, rows, {});
    expect(Object.keys(outcome.scores[0] ?? {})).toEqual(["grader.b", "grader.2", "grader.1", "aggregator.overall", "aggregator.0"]);
    const overall = outcome.results.overall?.[0] as { reason: string };
    expect(overall.reason).toBe("b: 1.000 (weight: 0.33), 2: 0.000 (weight: 0.33), 1: 1.000 (weight: 0.33)");
    const zero = outcome.results["0"]?.[0] as { reason: string };
    expect(zero.reason).toBe("b: 1.000 (weight: 0.25), 2: 0.000 (weight: 0.00), 1: 1.000 (weight: 0.50)");
  });
});
