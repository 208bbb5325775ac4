/**
 * `WeightedSumAggregator(name, weights=None)`, as upstream:
 * - no results: `GraderError(reason="No grader result to aggregate", error="No grader result provided for aggregation")`;
 * - no (or empty) weights: every grader gets 1/len(results), errored ones counted;
 * - only GraderScores contribute; a grader without a configured weight gets 0.0;
 * - score = Σ score·w / Σ w, or 0.0 when Σ w ≤ 0 (NaN propagates);
 * - reason: the parts in result order joined by ", ": `name: 0.750 (weight: 0.40)`, `name: rank [2, 1]`,
 *   `name: ERROR` (Python `:.3f`/`:.2f`, half-to-even on the exact binary value);
 * - `metadata = {"weights": <the configured dict, or the computed equal weights>}`.
 *
 * `onError` is agent-eval's stricter option (see aggregator.ts); `skip` is upstream's behaviour.
 */
import { PyFloat } from "../../core/json-format.js";
import { defineOwn, ownValue } from "../../core/own-keys.js";
import { formatFixed } from "../../core/pynum.js";
import { graderError, isGraderError, isGraderRank, isGraderScore, type GraderResult } from "../contract.js";
import { pyStr } from "../../core/py-repr.js";
import type { Aggregator, OnError, RowResults, Weight } from "./aggregator.js";

/** `f"{weight:.2f}"`: a Python int prints every digit (a bigint beyond 2^53), a float half-to-even. */
function formatWeight(weight: Weight): string {
  return typeof weight === "bigint" ? `${weight}.00` : formatFixed(Number(weight), 2);
}

export interface WeightedSumOptions {
  readonly name: string;
  readonly weights?: Readonly<Record<string, Weight>>;
  readonly onError?: OnError;
}

function single(result: unknown): GraderResult | undefined {
  return result === undefined || result === null || Array.isArray(result) ? undefined : (result as GraderResult);
}

export class WeightedSumAggregator implements Aggregator {
  readonly name: string;
  readonly weights: Readonly<Record<string, Weight>>;
  readonly onError: OnError;

  constructor(options: WeightedSumOptions) {
    this.name = options.name;
    this.weights = options.weights ?? {};
    this.onError = options.onError ?? "skip";
  }

  aggregate(results: RowResults): GraderResult {
    if (results.size === 0) {
      return graderError(this.name, "No grader result provided for aggregation", "No grader result to aggregate");
    }
    let weights: Record<string, Weight>;
    // the metadata's weights: a computed equal weight is Python's float `1.0 / len(results)`, so a
    // whole one (a single result: 1.0) is a PyFloat, which the report writes `1.0` as json.dumps does
    let shownWeights: Record<string, Weight>;
    if (Object.keys(this.weights).length === 0) {
      const equal = 1.0 / results.size;
      weights = {};
      shownWeights = {};
      for (const name of results.keys()) {
        defineOwn(weights, name, equal);
        defineOwn(shownWeights, name, Number.isInteger(equal) ? new PyFloat(equal) : equal);
      }
    } else {
      weights = { ...this.weights };
      shownWeights = weights;
    }
    if (this.onError === "fail") {
      const failed = [...results].filter(([name, r]) => isGraderError(single(r)) && Number(ownValue(weights, name) ?? 0) !== 0).map(([name]) => name);
      if (failed.length > 0) {
        const text = `Weighted grader(s) errored: ${failed.join(", ")} (on_error: fail)`;
        return graderError(this.name, text, text, { weights: shownWeights });
      }
    }
    let weightedSum = 0.0;
    let totalWeight = 0.0;
    const parts: string[] = [];
    for (const [name, output] of results) {
      const result = single(output);
      if (isGraderScore(result)) {
        const weight = ownValue(weights, name) ?? 0.0;
        // float * int and float + int convert the int to the nearest float first, as Number() does
        weightedSum += result.score * Number(weight);
        totalWeight += Number(weight);
        parts.push(`${name}: ${formatFixed(result.score, 3)} (weight: ${formatWeight(weight)})`);
      } else if (isGraderRank(result)) {
        parts.push(`${name}: rank ${pyStr(result.rank)}`);
      } else if (isGraderError(result)) {
        if (this.onError === "zero") {
          const weight = ownValue(weights, name) ?? 0.0;
          totalWeight += Number(weight);
          parts.push(`${name}: ERROR (counted as 0, weight: ${formatWeight(weight)})`);
        } else {
          parts.push(`${name}: ERROR`);
        }
      }
    }
    // Python `if total_weight > 0` is False for a NaN total: 0.0, as upstream
    const score = totalWeight > 0 ? weightedSum / totalWeight : 0.0;
    return { name: this.name, score, reason: parts.join(", "), metadata: { weights: shownWeights } };
  }
}
