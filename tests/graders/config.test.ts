/**
 * The OpenJudge config: both forms (graders/aggregators and the seed's dimensions/aggregation)
 * mean the same; errors name the file, line and field path; includes and modules load.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GraderConfigError, parseOpenJudgeConfig } from "../../src/graders/config.js";
import { buildGradingPlan, runGraders } from "../../src/graders/run-graders.js";
import { loadOpenJudgeConfig } from "../../src/node/grading-config.js";

const dir = path.join(import.meta.dirname, "..", "fixtures", "openjudge");
const rows = [
  { task: { id: "t1" }, trial: { id: "t1-1", task_id: "t1", status: "completed" }, inputs: {}, reference: {}, candidate: { output_text: '{"claim_id": 1, "status": "open"}', metadata: {} } },
  { task: { id: "t2" }, trial: { id: "t2-1", task_id: "t2", status: "completed" }, inputs: {}, reference: {}, candidate: { output_text: '{"claim_id": 2, "status": "paid", "amount": 5, "email": "a@b.com"}', metadata: {} } },
  { task: { id: "t3" }, trial: { id: "t3-1", task_id: "t3", status: "completed" }, inputs: {}, reference: {}, candidate: { output_text: "no json", metadata: {} } },
];

describe("parseOpenJudgeConfig", () => {
  it("the dimensions form means the same as graders/aggregators", () => {
    const dims = parseOpenJudgeConfig({
      dimensions: [
        { id: "order_accuracy", grader: "CorrectnessGrader", mode: "score", weight: 0.4, mapper: { response: "response", reference_response: "reference_response" } },
        { id: "no_pii", grader: "FunctionGrader", mode: "gate", gate_threshold: 1.0 },
      ],
      aggregation: "GatedWeightedSumAggregator",
    });
    expect(dims.aggregators).toEqual([
      { name: "overall", type: "GatedWeightedSumAggregator", weights: { order_accuracy: 0.4 }, gateGraders: ["no_pii"], gateThresholds: { no_pii: 1 }, onError: "skip", path: "aggregation", defaultName: true },
    ]);
    expect(dims.graders.map((g) => [g.key, g.grader, g.path])).toEqual([
      ["order_accuracy", "CorrectnessGrader", "dimensions.0"],
      ["no_pii", "FunctionGrader", "dimensions.1"],
    ]);
  });

  it("errors name the path of the bad field", () => {
    const fieldOf = (raw: unknown) => {
      try {
        buildGradingPlan(parseOpenJudgeConfig(raw));
      } catch (error) {
        return (error as GraderConfigError).message;
      }
      return "no error";
    };
    expect(fieldOf({ graders: { c: { grader: "CorrectnessGrader", params: { threshold: "high" } } } })).toMatch(/^graders\.c\.params\.threshold: /);
    expect(fieldOf({ graders: { c: { grader: "NoSuchGrader" } } })).toMatch(/^graders\.c\.grader: unknown grader class 'NoSuchGrader'/);
    expect(fieldOf({ graders: { c: { grader: "CorrectnessGrader", strategy: { type: "VotingEvaluationStrategy", num_votes: 1 } } } })).toMatch(/^graders\.c\.strategy\.num_votes: /);
    expect(fieldOf({ graders: { c: { grader: "CorrectnessGrader" } }, aggregators: [{ name: "o", type: "WeightedSumAggregator", weights: { x: 1 } }] })).toBe(
      "aggregators.0.weights.x: 'x' is not a grader in this config",
    );
    expect(fieldOf({ graders: { c: { grader: "CorrectnessGrader" } }, aggregators: [{ name: "c", type: "WeightedSumAggregator" }] })).toMatch(/^aggregators\.0\.name: 'c' is already/);
    expect(fieldOf({ graders: { c: { grader: "CorrectnessGrader", params: { model: "gpt" } } } })).toMatch(/^graders\.c\.params\.model: /);
    expect(fieldOf({ graders: { f: { grader: "FunctionGrader" } } })).toMatch(/^graders\.f\.module: /);
    expect(fieldOf({ graders: {}, dimensions: [] })).toMatch(/either graders/);
  });
});

describe("loadOpenJudgeConfig (YAML, modules, includes)", () => {
  it("loads FunctionGrader and mapper modules; both forms give the same results and scores", async () => {
    const a = await loadOpenJudgeConfig(path.join(dir, "gated.yaml"));
    const b = await loadOpenJudgeConfig(path.join(dir, "gated-dimensions.yaml"));
    const ra = await runGraders(a.plan, rows, {});
    const rb = await runGraders(b.plan, rows, {});
    expect(rb).toEqual(ra);
    expect(ra.scores).toEqual([
      { "grader.fields_present": 2 / 3, "grader.no_pii": 1, "aggregator.overall": 2 / 3 },
      { "grader.fields_present": 1, "grader.no_pii": 0, "aggregator.overall": 0 },
      { "grader.fields_present": 0, "grader.no_pii": 1, "aggregator.overall": 0 },
    ]);
    expect(ra.results.overall?.[1]).toEqual({
      name: "overall",
      score: 0,
      reason: "GATE FAILED: no_pii=0.0 (< 1.0). Hard requirement violated; weighted score suppressed.",
      metadata: { gate_failed: "no_pii" },
    });
  });

  it("names the file, line and field of a bad value", async () => {
    await expect(loadOpenJudgeConfig(path.join(dir, "bad-threshold.yaml"))).rejects.toThrow(/bad-threshold\.yaml:5: field 'graders\.correctness\.params\.threshold': threshold must be in range \[1, 5\]/);
  });

  it("inlines an included grader entry (as rubrics generate writes it)", async () => {
    const loaded = await loadOpenJudgeConfig(path.join(dir, "with-include.yaml"));
    expect(loaded.config.graders[0]).toMatchObject({ key: "support_quality", grader: "LLMGrader", params: { name: "support_quality" } });
    expect(loaded.plan.graders[0]?.grader.name).toBe("support_quality");
  });

  it("a missing export names the module and what it exports", async () => {
    const text = "graders:\n  f:\n    grader: FunctionGrader\n    module: ./checks.mjs\n    export: nope\n";
    const { parseYamlText, prepareOpenJudge } = await import("../../src/node/grading-config.js");
    const parsed = parseYamlText(text, path.join(dir, "inline.yaml"));
    await expect(prepareOpenJudge(parsed.value, path.join(dir, "inline.yaml"), parsed.lineOf)).rejects.toThrow(/inline\.yaml:4: field 'graders\.f\.module': module \.\/checks\.mjs has no function export 'nope'/);
  });
});
