/**
 * `VotingEvaluationStrategy(num_votes=3, tie_breaker="min")`, as upstream:
 * - N concurrent calls of the same prompt (replicas 1..N); a failing replica fails the call;
 * - the votes are the scores of every result that has one; `Counter.most_common` order (count
 *   descending, then first appearance) gives the candidates with the top count;
 * - a tie goes to the tie breaker: `min`, `max`, `closest_to_mean` (the mean of all votes; equal
 *   distance goes to the lower score) or a function, consulted only on a tie, that must return one
 *   of the candidates (else ValueError);
 * - `name` from the first result (even a GraderError), reason `Vote from {num_votes} evaluations.`,
 *   `metadata = {"original_results": [every result, errors included]}`.
 */
import { isGraderScore, type GraderOutput, type GraderResult } from "../contract.js";
import { pyFloatRepr, pyRepr } from "../../core/py-repr.js";
import { PyError } from "../py-format.js";
import { gatherReplicas, type EvaluateOnce, type EvaluationStrategy, type StrategyCallContext } from "./strategy.js";

export type TieBreakerFunction = (candidates: number[]) => number | Promise<number>;
export type TieBreaker = "min" | "max" | "closest_to_mean" | TieBreakerFunction;
export const TIE_BREAKERS = ["min", "max", "closest_to_mean"] as const;

/** `Counter(values).most_common()`: [value, count] by count descending, ties in first-seen order. */
export function mostCommon(values: readonly number[]): Array<[number, number]> {
  // A Map turns a -0 key into +0; Counter keeps the first-seen of equal keys (-0.0 before 0.0 stays -0.0)
  const counts = new Map<number, [number, number]>();
  for (const v of values) {
    const entry = counts.get(v);
    if (entry === undefined) counts.set(v, [v, 1]);
    else entry[1] += 1;
  }
  // Array.prototype.sort is stable: equal counts keep insertion (first-seen) order
  return [...counts.values()].sort((a, b) => b[1] - a[1]);
}

export class VotingEvaluationStrategy implements EvaluationStrategy {
  readonly type = "VotingEvaluationStrategy";

  constructor(
    readonly numVotes = 3,
    readonly tieBreaker: TieBreaker = "min",
  ) {
    if (!Number.isInteger(numVotes) || numVotes < 2) throw new PyError("ValueError", "num_votes must be at least 2");
    if (typeof tieBreaker === "string" && !(TIE_BREAKERS as readonly string[]).includes(tieBreaker)) {
      throw new PyError("ValueError", `tie_breaker must be one of ${TIE_BREAKERS.join(", ")} or a callable, got ${pyRepr(tieBreaker)}`);
    }
  }

  async execute(call: EvaluateOnce, args: Readonly<Record<string, unknown>>, context: StrategyCallContext = {}): Promise<GraderOutput> {
    const results = await gatherReplicas(call, args, this.numVotes);
    const votes = results.filter((r) => isGraderScore(r)).map((r) => r.score);
    const ranked = mostCommon(votes);
    const top = ranked[0];
    if (top === undefined) throw new PyError("IndexError", "list index out of range");
    const candidates = ranked.filter(([, count]) => count === top[1]).map(([value]) => value);
    const score = candidates.length === 1 ? top[0] : await this.breakTie(candidates, votes, context);
    const first: GraderResult | undefined = results[0];
    return {
      name: first?.name ?? "",
      score,
      reason: `Vote from ${this.numVotes} evaluations.`,
      metadata: { original_results: results },
    };
  }

  private async breakTie(candidates: number[], votes: readonly number[], context: StrategyCallContext): Promise<number> {
    const tb = this.tieBreaker;
    // Python's min/max keep the first candidate unless a later one compares less/greater, so a
    // NaN candidate wins only from the front (Math.min/max would return NaN whenever one is there)
    if (tb === "min") return candidates.reduce((best, c) => (c < best ? c : best));
    if (tb === "max") return candidates.reduce((best, c) => (c > best ? c : best));
    if (tb === "closest_to_mean") {
      let sum = 0;
      for (const v of votes) sum += v;
      const mean = sum / votes.length;
      let best = candidates[0] as number;
      for (const c of candidates) {
        const d = Math.abs(c - mean);
        const bestD = Math.abs(best - mean);
        if (d < bestD || (d === bestD && c < best)) best = c;
      }
      return best;
    }
    // a tie-breaker function is user code: time-limited when the runner gives a bound
    const { bound } = context;
    const chosen = await (bound === undefined ? tb([...candidates]) : bound.call(`the tie-breaker of ${context.what ?? "a grader"}`, () => tb([...candidates])));
    if (!candidates.includes(chosen)) {
      throw new PyError("ValueError", `Tie breaker returned ${pyRepr(chosen)}, which is not one of the tied candidates [${candidates.map(pyFloatRepr).join(", ")}]`);
    }
    return chosen;
  }
}
