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
import { type GraderOutput } from "../contract.js";
import type { EvaluateOnce, EvaluationStrategy } from "./strategy.js";
export declare class GRPOTournamentEvaluationStrategy implements EvaluationStrategy {
    readonly debiased: boolean;
    readonly type = "GRPOTournamentEvaluationStrategy";
    constructor(debiased?: boolean);
    execute(call: EvaluateOnce, args: Readonly<Record<string, unknown>>): Promise<GraderOutput>;
}
