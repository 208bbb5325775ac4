/**
 * A failed aggregator is named `aggregator.<name>` in grade's failure lines (its key in `scores` and
 * `summary`), not `grader.<name>`; failures are listed graders first, then aggregators, in config
 * order (integer-like names too, which a JavaScript object would move first).
 */
import { describe, expect, it } from "vitest";
import { failuresOf } from "../../src/node/grade-trials.js";

const error = (name: string, text: string) => ({ name, error: text, reason: text, metadata: {} });

describe("failuresOf", () => {
  it("names an aggregator's GraderError aggregator.<name>, in config order", () => {
    const failures = failuresOf({
      trials: [{ row_index: 0, task_id: "t", trial_id: "t/1", status: "completed", scores: {}, errors: {} }],
      results: { "2": [error("2", "boom")], b: [error("b", "bang")], o: [error("o", "No grader result provided for aggregation")] },
      agent_eval: { graders: [{ name: "b", class: "FunctionGrader" }, { name: "2", class: "FunctionGrader" }], aggregators: [{ name: "o", type: "WeightedSumAggregator" }] },
    });
    expect(failures.map((f) => `${f.name}: ${f.error}`)).toEqual(["grader.b: bang", "grader.2: boom", "aggregator.o: No grader result provided for aggregation"]);
  });
  it("without provenance (an Action's downloaded report read loosely) every result still counts, as grader.<name>", () => {
    const failures = failuresOf({ trials: [{ row_index: 0, task_id: "t", trial_id: "t/1", status: "completed", scores: {}, errors: {} }], results: { g: [error("g", "x")] } });
    expect(failures.map((f) => f.name)).toEqual(["grader.g"]);
  });
});
