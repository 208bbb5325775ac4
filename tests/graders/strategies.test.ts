/**
 * Strategies, hand-computed from openjudge-nemo-semantics.md "Strategies" (Counter.most_common
 * order checked with python3: Counter([3,1,1,3,2]).most_common() == [(3, 2), (1, 2), (2, 1)]).
 */
import { describe, expect, it } from "vitest";
import type { GraderResult } from "../../src/graders/contract.js";
import { AverageEvaluationStrategy } from "../../src/graders/strategies/average.js";
import { DirectEvaluationStrategy } from "../../src/graders/strategies/direct.js";
import { GRPOTournamentEvaluationStrategy } from "../../src/graders/strategies/grpo-tournament.js";
import type { EvaluateOnce } from "../../src/graders/strategies/strategy.js";
import { VotingEvaluationStrategy, mostCommon } from "../../src/graders/strategies/voting.js";

/** Replica i (1-based) answers outputs[i-1]; records the replica indexes asked for. */
function replicas(outputs: readonly GraderResult[]): { call: EvaluateOnce; asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    call: (_args, replica) => {
      asked.push(replica);
      const out = outputs[replica - 1];
      if (out === undefined) throw new Error(`no replica ${replica}`);
      return Promise.resolve(out);
    },
  };
}
const s = (score: number, name = "g", metadata: Record<string, unknown> = {}): GraderResult => ({ name, score, reason: `r${score}`, metadata });
const e = (name = "g"): GraderResult => ({ name, error: "x", reason: "", metadata: {} });

describe("DirectEvaluationStrategy", () => {
  it("one call, replica 1, result unchanged", async () => {
    const { call, asked } = replicas([s(4)]);
    expect(await new DirectEvaluationStrategy().execute(call, {})).toEqual(s(4));
    expect(asked).toEqual([1]);
  });
});

describe("AverageEvaluationStrategy", () => {
  it("averages the valid scores; name and metadata from the first valid result", async () => {
    const { call, asked } = replicas([e("err"), s(4, "first", { k: 1 }), s(5, "second", { k: 2 })]);
    expect(await new AverageEvaluationStrategy(3).execute(call, {})).toEqual({
      name: "first",
      score: 4.5,
      reason: "Averaged from 2 valid evaluations out of 3 total.",
      metadata: { k: 1 },
    });
    expect(asked.sort()).toEqual([1, 2, 3]);
  });
  it("sums left to right (0.1 + 0.2 + 0.3 = 0.6000000000000001, / 3)", async () => {
    const { call } = replicas([s(0.1), s(0.2), s(0.3)]);
    expect(((await new AverageEvaluationStrategy(3).execute(call, {})) as { score: number }).score).toBe(0.6000000000000001 / 3);
  });
  it("raises with no valid result, and when a replica throws; needs at least 2", async () => {
    await expect(new AverageEvaluationStrategy(2).execute(replicas([e(), e()]).call, {})).rejects.toThrow();
    await expect(new AverageEvaluationStrategy(3).execute(replicas([s(1), s(2)]).call, {})).rejects.toThrow(/no replica 3/);
    expect(() => new AverageEvaluationStrategy(1)).toThrow(/at least 2/);
  });
});

describe("VotingEvaluationStrategy", () => {
  it("mostCommon keeps the first-seen value of equal votes, -0.0 included, as Counter's key (python3: Counter([-0.0, 0.0, 1.0]).most_common() == [(-0.0, 2), (1.0, 1)])", () => {
    const [top] = mostCommon([-0.0, 0.0, 1.0]);
    expect(top?.[1]).toBe(2);
    expect(Object.is(top?.[0], -0)).toBe(true);
    const [other] = mostCommon([0.0, -0.0, 1.0]);
    expect(Object.is(other?.[0], 0)).toBe(true);
  });
  it("a vote of -0.0 stays -0.0 (a weighted sum downstream prints -0.000, as upstream)", async () => {
    const result = await new VotingEvaluationStrategy(2, "min").execute(replicas([s(-0.0), s(2)]).call, {});
    expect(Object.is((result as { score: number }).score, -0)).toBe(true);
  });
  it("mostCommon orders by count, then first appearance", () => {
    expect(mostCommon([3, 1, 1, 3, 2])).toEqual([[3, 2], [1, 2], [2, 1]]);
  });
  it("the majority wins; reason counts the configured votes; original results kept", async () => {
    const outputs = [s(4), e(), s(4)];
    const result = await new VotingEvaluationStrategy(3).execute(replicas(outputs).call, {});
    expect(result).toEqual({ name: "g", score: 4, reason: "Vote from 3 evaluations.", metadata: { original_results: outputs } });
  });
  it("name from the first result even when it is a GraderError", async () => {
    const result = await new VotingEvaluationStrategy(3).execute(replicas([e("error-name"), s(2, "a"), s(2, "b")]).call, {});
    expect(result).toMatchObject({ name: "error-name", score: 2 });
  });
  it("tie breakers: min, max, closest_to_mean (toward the lower score on equal distance)", async () => {
    const votes = [s(1), s(5), s(1), s(5), s(3)];
    const run = (tb: "min" | "max" | "closest_to_mean") => new VotingEvaluationStrategy(5, tb).execute(replicas(votes).call, {});
    expect(await run("min")).toMatchObject({ score: 1 });
    expect(await run("max")).toMatchObject({ score: 5 });
    // mean 3: |1-3| == |5-3| -> the lower score
    expect(await run("closest_to_mean")).toMatchObject({ score: 1 });
    // mean of all votes (2+2+5+5+1)/5 = 3 -> 2 is closer than 5
    const mixed = [s(5), s(2), s(5), s(2), s(1)];
    expect(await new VotingEvaluationStrategy(5, "closest_to_mean").execute(replicas(mixed).call, {})).toMatchObject({ score: 2 });
  });
  it("min/max tie breakers are Python's min/max: a NaN among the tied scores does not win (openjudge-nemo-semantics.md, Voting)", async () => {
    // tied at 2 votes each: 3, NaN, 5 (or 3, 5 when Python counts each NaN object apart);
    // python3: min([3.0, float('nan'), 5.0]) == 3.0, max([3.0, float('nan'), 5.0]) == 5.0
    const votes = [s(3), s(Number.NaN), s(3), s(Number.NaN), s(5), s(5)];
    expect(await new VotingEvaluationStrategy(6, "min").execute(replicas(votes).call, {})).toMatchObject({ score: 3 });
    expect(await new VotingEvaluationStrategy(6, "max").execute(replicas(votes).call, {})).toMatchObject({ score: 5 });
  });
  it("NaN votes count as one value (docs/openjudge.md, differences on purpose: Python keys NaN by identity)", async () => {
    const votes = [s(3), s(Number.NaN), s(Number.NaN)];
    expect(((await new VotingEvaluationStrategy(3).execute(replicas(votes).call, {})) as { score: number }).score).toBeNaN();
  });
  it("a callable tie breaker is consulted only on a tie, gets the candidates in most_common order, and must return one", async () => {
    const seen: number[][] = [];
    const tb = (c: number[]) => {
      seen.push(c);
      return c[c.length - 1] as number;
    };
    expect(await new VotingEvaluationStrategy(3, tb).execute(replicas([s(2), s(2), s(3)]).call, {})).toMatchObject({ score: 2 });
    expect(seen).toEqual([]);
    expect(await new VotingEvaluationStrategy(4, tb).execute(replicas([s(3), s(1), s(1), s(3)]).call, {})).toMatchObject({ score: 1 });
    expect(seen).toEqual([[3, 1]]);
    await expect(new VotingEvaluationStrategy(2, () => 9).execute(replicas([s(1), s(2)]).call, {})).rejects.toThrow(/not one of the tied candidates/);
    // the candidates are GraderScore floats: Python's repr is [1.0, 2.0] (python3: repr([1.0, 2.0]))
    await expect(new VotingEvaluationStrategy(2, () => 9).execute(replicas([s(1), s(2)]).call, {})).rejects.toThrow("Tie breaker returned 9, which is not one of the tied candidates [1.0, 2.0]");
  });
});

describe("GRPOTournamentEvaluationStrategy", () => {
  // the judge prefers the longer response; in debiased mode it is position-biased for pairs with "b"
  const judge = (biased: boolean): EvaluateOnce => (args) => {
    const [x, y] = args.responses as [string, string];
    let first = x.length >= y.length;
    if (biased && (x === "bb" || y === "bb")) first = true;
    return Promise.resolve({ name: "pairwise", rank: first ? [1, 2] : [2, 1], reason: "", metadata: {} });
  };
  it("net win rate (2·wins − c)/c per rollout over every pair", async () => {
    const out = (await new GRPOTournamentEvaluationStrategy().execute(judge(false), { responses: ["a", "bb", "ccc"] })) as unknown as Array<{ score: number; name: string }>;
    // ccc beats both (1), bb beats a (0), a loses both (-1)
    expect(out.map((r) => r.score)).toEqual([-1, 0, 1]);
    expect(out[0]?.name).toBe("pairwise");
  });
  it("debiased: a comparison counts only when both orders agree", async () => {
    const out = (await new GRPOTournamentEvaluationStrategy(true).execute(judge(true), { responses: ["a", "bb", "ccc"] })) as unknown as Array<{ score: number; metadata: unknown }>;
    // pairs with bb are inconsistent (position bias) and dropped; a vs ccc: ccc wins both orders
    expect(out.map((r) => r.score)).toEqual([-1, 0, 1]);
    expect(out.map((r) => r.metadata)).toEqual([
      { wins: 0, comparisons: 1, debiased: true },
      { wins: 0, comparisons: 0, debiased: true },
      { wins: 1, comparisons: 1, debiased: true },
    ]);
  });
  it("needs a responses list", async () => {
    await expect(new GRPOTournamentEvaluationStrategy().execute(judge(false), {})).rejects.toThrow(/responses/);
  });
  it("a replay miss in one comparison stops the tournament instead of dropping that comparison", async () => {
    // before, every exception was swallowed: the 3-rollout tournament scored [-1, -1, 1] from 2 of 3 comparisons
    const miss = Object.assign(new Error('No recorded judge response for metric "openjudge.pairwise" (replica 1)'), { fatal: true });
    const missing: EvaluateOnce = (args) => ((args.responses as string[]).includes("a") && (args.responses as string[]).includes("bb") ? Promise.reject(miss) : judge(false)(args, 1));
    await expect(new GRPOTournamentEvaluationStrategy().execute(missing, { responses: ["a", "bb", "ccc"] })).rejects.toBe(miss);
    // two misses: the first pair's in pair order, though the later pair's comes first in time
    const missAt = (pair: string, delay: number) => new Promise<never>((_resolve, reject) => setTimeout(() => reject(Object.assign(new Error(`miss ${pair}`), { fatal: true })), delay));
    const twoMisses: EvaluateOnce = (args) => {
      const pair = (args.responses as string[]).join("-");
      return pair === "a-bb" ? missAt(pair, 20) : pair === "bb-ccc" ? missAt(pair, 0) : judge(false)(args, 1);
    };
    await expect(new GRPOTournamentEvaluationStrategy().execute(twoMisses, { responses: ["a", "bb", "ccc"] })).rejects.toThrow("miss a-bb");
    // an ordinary grading error still only drops the comparison
    const failing: EvaluateOnce = (args) => ((args.responses as string[]).includes("a") && (args.responses as string[]).includes("bb") ? Promise.reject(new Error("bad rank")) : judge(false)(args, 1));
    const out = (await new GRPOTournamentEvaluationStrategy().execute(failing, { responses: ["a", "bb", "ccc"] })) as unknown as Array<{ score: number }>;
    expect(out.map((r) => r.score)).toEqual([-1, -1, 1]);
  });
});

describe("which failing replica fails a Voting or Average call", () => {
  // replica 2 fails late, replica 3 at once: before, the call raised whichever failure came first in
  // time (replica 3's here; with replayed answers, whichever recording was read first)
  const failing = (fatalReplica?: number, lateReplica = 2): EvaluateOnce => (_args, replica) => {
    if (replica === 1) return Promise.resolve(s(4));
    const error = Object.assign(new Error(`replica ${replica} failed`), replica === fatalReplica ? { fatal: true } : {});
    return new Promise((_resolve, reject) => setTimeout(() => reject(error), replica === lateReplica ? 20 : 0));
  };
  it("the first in replica order, whatever the timing", async () => {
    await expect(new VotingEvaluationStrategy(3).execute(failing(), {})).rejects.toThrow("replica 2 failed");
    await expect(new AverageEvaluationStrategy(3).execute(failing(), {})).rejects.toThrow("replica 2 failed");
  });
  it("a replay miss (fatal) before any grading error", async () => {
    // replica 3's miss comes last and is not the first failure in replica order
    await expect(new VotingEvaluationStrategy(3).execute(failing(3, 3), {})).rejects.toThrow("replica 3 failed");
  });
});
