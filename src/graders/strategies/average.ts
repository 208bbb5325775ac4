/**
 * `AverageEvaluationStrategy(num_evaluations=3)`, as upstream: N concurrent calls of the same
 * prompt (replicas 1..N); the mean of the GraderScores only, summed left to right; `name` and
 * `metadata` from the first valid result; reason `Averaged from {valid} valid evaluations out of
 * {N} total.`; no valid result raises; a failing replica fails the whole call (gather without
 * return_exceptions).
 */
import { isGraderScore, type GraderOutput, type GraderScore } from "../contract.js";
import { PyError } from "../py-format.js";
import { gatherReplicas, type EvaluateOnce, type EvaluationStrategy } from "./strategy.js";

export class AverageEvaluationStrategy implements EvaluationStrategy {
  readonly type = "AverageEvaluationStrategy";

  constructor(readonly numEvaluations = 3) {
    if (!Number.isInteger(numEvaluations) || numEvaluations < 2) throw new PyError("ValueError", "num_evaluations must be at least 2");
  }

  async execute(call: EvaluateOnce, args: Readonly<Record<string, unknown>>): Promise<GraderOutput> {
    const results = await gatherReplicas(call, args, this.numEvaluations);
    const valid = results.filter((r): r is GraderScore => isGraderScore(r));
    const first = valid[0];
    if (first === undefined) throw new PyError("ValueError", "No valid scores to average");
    let sum = 0;
    for (const r of valid) sum += r.score;
    return {
      name: first.name,
      score: sum / valid.length,
      reason: `Averaged from ${valid.length} valid evaluations out of ${results.length} total.`,
      metadata: first.metadata,
    };
  }
}
