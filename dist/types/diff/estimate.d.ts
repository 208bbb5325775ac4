import { type Entry } from "./pairing.js";
import type { IccInfo, IntervalKind, SequentialInfo } from "./verdicts.js";
type Side = "greater" | "less";
/** One row's estimate: Δ, its interval and tests, the MDE and the notes that explain the choice. */
export interface Estimate {
    readonly method: IntervalKind;
    readonly methodLabel: string;
    readonly delta: number;
    /**
     * Each side's point estimate, so that Δ = candidate − baseline (to the last bits): the mean of per-run
     * scores; with runs averaged per scenario/seed key (paired t), the mean of the key means; with
     * pooled rounds, the pooled rate ΣS/ΣN (§4.3's p̂).
     */
    readonly means: {
        readonly baseline: number;
        readonly candidate: number;
    };
    readonly lower: number | null;
    readonly upper: number | null;
    readonly calibrated: boolean;
    /** Level of the interval (1 − the alpha it was built at). */
    readonly confidence: number;
    /** The alpha significance and TOST use for this row (per-look level in sequential mode). */
    readonly alpha: number;
    readonly se: number | null;
    readonly df: number | null;
    readonly pValue: number | null;
    /** One-sided p for H0: Δ = θ against Δ > θ ("greater") or Δ < θ ("less"); null without a test. */
    readonly pShift: ((theta: number, side: Side) => number) | null;
    readonly mde: number | null;
    readonly mdeCapped: boolean;
    /** Too few runs (pairs) for a conclusive verdict. */
    readonly fewRuns: boolean;
    readonly pairs: number | null;
    readonly sequential: SequentialInfo | null;
    readonly icc: IccInfo | null;
    readonly notes: readonly string[];
}
/** The checked diff options the estimation reads. */
export interface Settings {
    readonly alpha: number;
    readonly power: number;
    readonly minRuns: number;
    /** The `icc` option, when given. */
    readonly icc: number | undefined;
    readonly sequential: boolean;
}
/** The MDE as shown: a fraction's is capped at 1 (100 pp), and whether the cap was reached. */
export declare function capMde(mde: number | null, fraction: boolean): {
    mde: number | null;
    capped: boolean;
};
/**
 * One metric's estimate: paired t when every run has a pairing key, both sides cover the same keys
 * and there are enough pairs with spread; else Welch t with enough runs a side (an exact
 * permutation test when a side's runs all agree); below that, the rough pooled-rounds interval,
 * a few-runs Welch t, or no interval at all.
 */
export declare function estimate(baseline: readonly Entry[], candidate: readonly Entry[], fraction: boolean, s: Settings): Estimate;
export {};
