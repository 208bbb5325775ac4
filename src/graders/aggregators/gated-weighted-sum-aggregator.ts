/**
 * The seed's `GatedWeightedSumAggregator(name, weights, gate_graders, gate_threshold=1.0)`, as
 * written there:
 * - gates are checked in `gate_graders` order; a gate whose result is a GraderScore below its
 *   threshold returns score 0.0, reason `GATE FAILED: {gate}={score} (< {threshold}). Hard
 *   requirement violated; weighted score suppressed.` (the score a Python float repr, `0.0`; the
 *   threshold `str()` of what it was given: the default and a config's `1.0` print `1.0`, an int `1`) and
 *   `metadata={"gate_failed": gate}`;
 * - a gate that errored or is missing passes;
 * - otherwise a WeightedSumAggregator over the weights minus the gate graders (so with only gate
 *   weights the inner weights are `{}` and equal weights apply to every result, gates included;
 *   gates appear in its reason with weight 0.00).
 *
 * agent-eval additions: per-gate thresholds (the seed's `dimensions:` form gives each gate its
 * own `gate_threshold`), and `onError` (`zero`: an errored or missing gate fails and errored
 * components count 0; `fail`: either makes the aggregate a GraderError).
 */
import { defineOwn, ownValue } from "../../core/own-keys.js";
import { graderError, isGraderError, isGraderScore, type GraderResult } from "../contract.js";
import { PyFloat } from "../../core/json-format.js";
import { pyFloatRepr, pyStr } from "../../core/py-repr.js";
import type { Aggregator, OnError, RowResults, Weight } from "./aggregator.js";
import { WeightedSumAggregator } from "./weighted-sum-aggregator.js";

/** A gate threshold's Python kind: an int (a number, or a bigint beyond 2^53), or a float (a PyFloat for a whole value). */
export type GateThreshold = number | bigint | PyFloat;

export interface GatedWeightedSumOptions {
  readonly name: string;
  readonly weights?: Readonly<Record<string, Weight>>;
  readonly gateGraders: readonly string[];
  /** An int (a number or a bigint) or a float (a PyFloat for a whole value); default `1.0`. */
  readonly gateThreshold?: GateThreshold;
  /** Per-gate thresholds; a gate not listed uses `gateThreshold`. */
  readonly gateThresholds?: Readonly<Record<string, GateThreshold>>;
  readonly onError?: OnError;
}

export class GatedWeightedSumAggregator implements Aggregator {
  readonly name: string;
  readonly gateGraders: readonly string[];
  readonly gateThreshold: GateThreshold;
  private readonly gateThresholds: Readonly<Record<string, GateThreshold>>;
  private readonly onError: OnError;
  private readonly scorer: WeightedSumAggregator;

  constructor(options: GatedWeightedSumOptions) {
    this.name = options.name;
    this.gateGraders = options.gateGraders;
    this.gateThreshold = options.gateThreshold ?? new PyFloat(1.0);
    this.gateThresholds = options.gateThresholds ?? {};
    this.onError = options.onError ?? "skip";
    const weights: Record<string, Weight> = {};
    for (const [key, value] of Object.entries(options.weights ?? {})) if (!this.gateGraders.includes(key)) defineOwn(weights, key, value);
    this.scorer = new WeightedSumAggregator({ name: this.name, weights, onError: this.onError });
  }

  thresholdOf(gate: string): GateThreshold {
    return ownValue(this.gateThresholds, gate) ?? this.gateThreshold;
  }

  aggregate(results: RowResults): GraderResult {
    for (const gate of this.gateGraders) {
      const output = results.get(gate);
      const result = Array.isArray(output) ? undefined : (output as GraderResult | undefined);
      const threshold = this.thresholdOf(gate);
      // Python compares a float with an int exactly: so does `number < bigint`
      if (isGraderScore(result) && result.score < (threshold instanceof PyFloat ? threshold.value : threshold)) {
        return {
          name: this.name,
          score: 0.0,
          reason: `GATE FAILED: ${gate}=${pyFloatRepr(result.score)} (< ${pyStr(threshold)}). Hard requirement violated; weighted score suppressed.`,
          metadata: { gate_failed: gate },
        };
      }
      if (this.onError !== "skip" && !isGraderScore(result)) {
        const what = isGraderError(result) ? "errored" : "has no score";
        if (this.onError === "fail") {
          const text = `Gate ${gate} ${what} (on_error: fail)`;
          return graderError(this.name, text, text, { gate_failed: gate });
        }
        return {
          name: this.name,
          score: 0.0,
          reason: `GATE FAILED: ${gate} ${what} (on_error: zero). Hard requirement violated; weighted score suppressed.`,
          metadata: { gate_failed: gate },
        };
      }
    }
    return this.scorer.aggregate(results);
  }
}
