/**
 * A hostile or mistyped vote count is refused at the config, naming the field: num_votes 10000000
 * ran ten million calls per trial (2.7 GB and the time limit for a function grader; as many judge
 * calls for an LLM grader). OpenJudge sets no limit; agent-eval's is MAX_STRATEGY_CALLS.
 */
import { describe, expect, it } from "vitest";
import { GraderConfigError, MAX_STRATEGY_CALLS, parseOpenJudgeConfig } from "../../src/graders/config.js";

function fieldOf(raw: unknown): string {
  try {
    parseOpenJudgeConfig(raw);
  } catch (error) {
    if (error instanceof GraderConfigError) return `${error.field}: ${error.problem}`;
    throw error;
  }
  return "accepted";
}
const withStrategy = (strategy: Record<string, unknown>) => ({ graders: { v: { grader: "FunctionGrader", strategy } } });

describe("strategy call counts", () => {
  it("num_votes and num_evaluations up to the limit are accepted", () => {
    expect(MAX_STRATEGY_CALLS).toBe(1000);
    expect(fieldOf(withStrategy({ type: "VotingEvaluationStrategy", num_votes: 1000 }))).toBe("accepted");
    expect(fieldOf(withStrategy({ type: "AverageEvaluationStrategy", num_evaluations: 1000 }))).toBe("accepted");
  });
  it("above it they are config errors naming the field", () => {
    expect(fieldOf(withStrategy({ type: "VotingEvaluationStrategy", num_votes: 10_000_000 }))).toBe(
      "graders.v.strategy.num_votes: at most 1000 (each one is another call of the grader, a judge call for an LLM grader, on every trial)",
    );
    expect(fieldOf(withStrategy({ type: "AverageEvaluationStrategy", num_evaluations: 1001 }))).toBe(
      "graders.v.strategy.num_evaluations: at most 1000 (each one is another call of the grader, a judge call for an LLM grader, on every trial)",
    );
  });
});
