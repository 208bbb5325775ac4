/**
 * A bad field inside a grader entry, a strategy, a mapper or the aggregation is named by its own
 * path and zod's words for it, not as "graders.v: Invalid input" (the union of an include entry
 * and a grader entry, of a tie-breaker name and a module, hid which field was wrong).
 */
import { describe, expect, it } from "vitest";
import { GraderConfigError, parseOpenJudgeConfig } from "../../src/graders/config.js";

function problem(raw: unknown): { field: string; problem: string } {
  try {
    parseOpenJudgeConfig(raw);
  } catch (error) {
    if (error instanceof GraderConfigError) return { field: error.field, problem: error.problem };
    throw error;
  }
  throw new Error("the config was accepted");
}

const voting = (strategy: Record<string, unknown>) => ({ graders: { v: { grader: "FunctionGrader", strategy: { type: "VotingEvaluationStrategy", ...strategy } } } });

describe("config errors inside unions name the bad field", () => {
  it("an unknown tie_breaker name", () => {
    expect(problem(voting({ tie_breaker: "median" }))).toEqual({ field: "graders.v.strategy.tie_breaker", problem: 'Invalid option: expected one of "min"|"max"|"closest_to_mean"' });
  });
  it("a tie_breaker module with an unknown key", () => {
    expect(problem(voting({ tie_breaker: { module: "./tb.mjs", exprt: "x" } }))).toEqual({ field: "graders.v.strategy.tie_breaker.exprt", problem: "unknown key" });
  });
  it("num_votes that is a boolean", () => {
    expect(problem(voting({ num_votes: true }))).toEqual({ field: "graders.v.strategy.num_votes", problem: "Invalid input: expected number, received boolean" });
  });
  it("a dict mapper with a non-string path", () => {
    expect(problem({ graders: { v: { grader: "FunctionGrader", mapper: { a: 1 } } } })).toEqual({ field: "graders.v.mapper.a", problem: "Invalid input: expected string, received number" });
  });
  it("an unknown key in a grader entry", () => {
    expect(problem({ graders: { v: { grader: "FunctionGrader", parms: {} } } })).toEqual({ field: "graders.v.parms", problem: "unknown key" });
  });
  it("an include that is not a string still names include", () => {
    expect(problem({ graders: { v: { include: 5 } } })).toEqual({ field: "graders.v.include", problem: "Invalid input: expected string, received number" });
  });
  it("an aggregation object with an unknown type", () => {
    expect(problem({ dimensions: [], aggregation: { type: "MeanAggregator" } }).field).toBe("aggregation.type");
  });
  it("a gate_threshold that is not a number says so", () => {
    expect(problem({ graders: { a: { grader: "FunctionGrader" }, b: { grader: "FunctionGrader" } }, aggregators: [{ name: "o", type: "GatedWeightedSumAggregator", gate_graders: ["b"], gate_threshold: "1" }] })).toEqual({
      field: "aggregators.0.gate_threshold",
      problem: "a gate threshold must be a number (OpenJudge compares the gate's score with it), received string",
    });
  });
});

describe("the dimensions form names its own fields", () => {
  it("a gated aggregation without a gate dimension names aggregation (it has no gate_graders field)", () => {
    expect(problem({ dimensions: [{ id: "a", grader: "FunctionGrader", weight: 1 }], aggregation: "GatedWeightedSumAggregator" })).toEqual({
      field: "aggregation",
      problem: "a GatedWeightedSumAggregator needs at least one dimension with mode: gate",
    });
  });
  it("the default name clashing with a dimension says it is the default", () => {
    expect(problem({ dimensions: [{ id: "overall", grader: "FunctionGrader" }], aggregation: "WeightedSumAggregator" })).toEqual({
      field: "aggregation",
      problem: "'overall' (the aggregation's default name) is already the name of a dimension; give it another: aggregation: {type: WeightedSumAggregator, name: ...}",
    });
  });
});
