/**
 * `GRPOTournamentEvaluationStrategy(debiased=False)`: a round-robin tournament between the
 * rollouts in `responses`. Every pair is compared by the wrapped (listwise) grader with
 * `responses=[a, b]`; the response ranked 1 wins. In debiased mode each pair is also compared in
 * the order `[b, a]`, and the comparison counts only when both orders name the same winner.
 * A comparison that errors or returns no usable rank does not count; a replay miss is not an
 * error of the comparison but stops the run, as everywhere else.
 *
 * Each rollout's score is its net win rate `(2·wins − c)/c` over its `c` valid comparisons, in
 * [-1, 1] (0.0 when c = 0), one GraderScore per rollout in `responses` order.
 */
import { isGraderRank, type GraderOutput, type GraderResult, type GraderScore } from "../contract.js";
import { PyError } from "../py-format.js";
import { isFatalJudgeError } from "../../metrics/judge/judge-call.js";
import type { EvaluateOnce, EvaluationStrategy } from "./strategy.js";

/** 0 when the first of the pair ranks better, 1 when the second does, undefined when unusable. */
function winnerOf(result: GraderResult | undefined): 0 | 1 | undefined {
  if (!isGraderRank(result) || result.rank.length < 2) return undefined;
  const [a, b] = result.rank as [number, number];
  if (a === b) return undefined;
  return a < b ? 0 : 1;
}

async function settle(call: EvaluateOnce, args: Readonly<Record<string, unknown>>): Promise<GraderResult | undefined> {
  try {
    return await call(args, 1);
  } catch (error) {
    // a replay miss (or an unusable recording) stops the run: dropping the comparison would
    // silently change every rollout's replayed score
    if (isFatalJudgeError(error)) throw error;
    return undefined;
  }
}

export class GRPOTournamentEvaluationStrategy implements EvaluationStrategy {
  readonly type = "GRPOTournamentEvaluationStrategy";

  constructor(readonly debiased = false) {}

  async execute(call: EvaluateOnce, args: Readonly<Record<string, unknown>>): Promise<GraderOutput> {
    const responses = args.responses;
    if (!Array.isArray(responses)) throw new PyError("ValueError", "GRPO tournament needs 'responses', a list of rollouts to compare");
    const n = responses.length;
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j]);
    const settled = await Promise.allSettled(
      pairs.map(async ([i, j]) => {
        const forward = settle(call, { ...args, responses: [responses[i], responses[j]] });
        const backward = this.debiased ? settle(call, { ...args, responses: [responses[j], responses[i]] }) : Promise.resolve(undefined);
        const [first, second] = await Promise.allSettled([forward, backward]);
        if (first.status === "rejected") throw first.reason;
        if (second.status === "rejected") throw second.reason;
        return { i, j, forward: first.value, backward: second.value };
      }),
    );
    // several misses: the first pair's, in pair order (not whichever recording was read first)
    const missed = settled.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (missed !== undefined) throw missed.reason;
    const outcomes = settled.map((r) => (r as PromiseFulfilledResult<{ i: number; j: number; forward: GraderResult | undefined; backward: GraderResult | undefined }>).value);
    const wins = new Array<number>(n).fill(0);
    const comparisons = new Array<number>(n).fill(0);
    let name: string | undefined;
    for (const { i, j, forward, backward } of outcomes) {
      name ??= forward?.name ?? backward?.name;
      const first = winnerOf(forward);
      if (first === undefined) continue;
      const winner = first === 0 ? i : j;
      if (this.debiased) {
        const second = winnerOf(backward);
        if (second === undefined) continue;
        // in the swapped order, position 0 is j
        if ((second === 0 ? j : i) !== winner) continue;
      }
      comparisons[i] = (comparisons[i] as number) + 1;
      comparisons[j] = (comparisons[j] as number) + 1;
      wins[winner] = (wins[winner] as number) + 1;
    }
    return wins.map((w, k): GraderScore => {
      const c = comparisons[k] as number;
      return {
        name: name ?? "",
        score: c === 0 ? 0.0 : (2 * w - c) / c,
        reason: `Net win rate from ${w} wins in ${c} valid comparisons${this.debiased ? " (debiased: both orders agree)" : ""}.`,
        metadata: { wins: w, comparisons: c, debiased: this.debiased },
      };
    });
  }
}
