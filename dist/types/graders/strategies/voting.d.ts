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
import { type GraderOutput } from "../contract.js";
import { type EvaluateOnce, type EvaluationStrategy, type StrategyCallContext } from "./strategy.js";
export type TieBreakerFunction = (candidates: number[]) => number | Promise<number>;
export type TieBreaker = "min" | "max" | "closest_to_mean" | TieBreakerFunction;
export declare const TIE_BREAKERS: readonly ["min", "max", "closest_to_mean"];
/** `Counter(values).most_common()`: [value, count] by count descending, ties in first-seen order. */
export declare function mostCommon(values: readonly number[]): Array<[number, number]>;
export declare class VotingEvaluationStrategy implements EvaluationStrategy {
    readonly numVotes: number;
    readonly tieBreaker: TieBreaker;
    readonly type = "VotingEvaluationStrategy";
    constructor(numVotes?: number, tieBreaker?: TieBreaker);
    execute(call: EvaluateOnce, args: Readonly<Record<string, unknown>>, context?: StrategyCallContext): Promise<GraderOutput>;
    private breakTie;
}
