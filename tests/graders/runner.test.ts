/**
 * GradingRunner semantics (openjudge-nemo-semantics.md "GradingRunner"): key order, per-row
 * copies, the exact error texts, aggregators after graders, and a replay miss that stops the run.
 */
import { describe, expect, it } from "vitest";
import { WeightedSumAggregator } from "../../src/graders/aggregators/weighted-sum-aggregator.js";
import type { GraderOutput } from "../../src/graders/contract.js";
import { FunctionGrader } from "../../src/graders/function-grader.js";
import { runGrading } from "../../src/graders/runner.js";
import { AverageEvaluationStrategy } from "../../src/graders/strategies/average.js";
import { JudgeFixtureMissingError } from "../../src/judge/judge-errors.js";

const rows = [{ response: "ok", n: 1 }, { response: "bad", n: 2 }];

describe("runGrading", () => {
  it("keys results by config name in config order, then aggregators, one per row in row order", async () => {
    const results = await runGrading(
      {
        graders: [
          { key: "second", grader: new FunctionGrader((a) => ({ name: "fn2", score: a.n === 1 ? 1 : 0.5 })) },
          { key: "first", grader: new FunctionGrader((a) => ({ name: "fn1", score: (a.n as number) / 4, reason: "q" })), mapper: { n: "n" } },
        ],
        aggregators: [new WeightedSumAggregator({ name: "overall" })],
      },
      rows,
      {},
    );
    expect([...results.keys()]).toEqual(["second", "first", "overall"]);
    expect(results.get("first")).toEqual([
      { name: "fn1", score: 0.25, reason: "q", metadata: {} },
      { name: "fn1", score: 0.5, reason: "q", metadata: {} },
    ]);
    expect((results.get("overall") as Array<{ score: number }>).map((r) => r.score)).toEqual([0.625, 0.5]);
  });

  it("an exception becomes upstream's GraderError, named after the grader (not the config key)", async () => {
    const results = await runGrading({ graders: [{ key: "key", grader: new FunctionGrader(() => 0.5, "my_grader") }] }, rows.slice(0, 1), {});
    expect(results.get("key")).toEqual([
      {
        name: "my_grader",
        reason: "Error in my_grader during evaluation",
        error: "Error in my_grader during evaluation: Expected GraderScore for pointwise mode, got <class 'float'>",
        metadata: {},
      },
    ]);
  });

  it("each (grader, row) gets its own copy of the row", async () => {
    const mutate = new FunctionGrader((a) => {
      (a.row as { n: number }).n = 99;
      return { name: "m", score: 1 };
    });
    const read = new FunctionGrader((a) => ({ name: "r", score: (a.row as { n: number }).n }));
    const data = [{ row: { n: 1 } }];
    const results = await runGrading({ graders: [{ key: "m", grader: mutate }, { key: "r", grader: read }], maxConcurrency: 1 }, data, {});
    expect((results.get("r") as Array<{ score: number }>)[0]?.score).toBe(1);
    expect(data[0]?.row.n).toBe(1);
  });

  it("strategies get distinct replica indexes through the context", async () => {
    const seen: number[] = [];
    const grader = new FunctionGrader((_a, ctx) => {
      seen.push(ctx.replica ?? 0);
      return { name: "g", score: ctx.replica ?? 0 };
    });
    const results = await runGrading({ graders: [{ key: "g", grader, strategy: new AverageEvaluationStrategy(3) }] }, [{}], {});
    expect(seen.sort()).toEqual([1, 2, 3]);
    expect((results.get("g") as GraderOutput[])[0]).toMatchObject({ score: 2, reason: "Averaged from 3 valid evaluations out of 3 total." });
  });

  it("a replay miss is not swallowed into a GraderError: the run stops with its explanation", async () => {
    const grader = new FunctionGrader(() => {
      throw new JudgeFixtureMissingError("No recorded judge response for metric x", "x", "k".repeat(64), 1, undefined, "");
    });
    await expect(runGrading({ graders: [{ key: "g", grader }] }, [{}], {})).rejects.toThrow(/No recorded judge response/);
  });

  it("runs at most maxConcurrency tasks at once", async () => {
    let running = 0;
    let peak = 0;
    const grader = new FunctionGrader(async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 2));
      running--;
      return { name: "g", score: 1 };
    });
    await runGrading({ graders: [{ key: "g", grader }], maxConcurrency: 3 }, Array.from({ length: 12 }, () => ({})), {});
    expect(peak).toBe(3);
  });
});
