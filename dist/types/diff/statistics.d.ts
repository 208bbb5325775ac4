/** ln Γ(x) for x > 0 (Lanczos, g = 7; relative error ~1e-15 over the range we use). */
export declare function logGamma(x: number): number;
/**
 * Regularized incomplete beta I_x(a, b). `y` = 1 − x may be passed when the caller has it exactly
 * (the t distribution's t²/(df + t²)): recomputing it from x near 1 loses digits (p-values near 1
 * at df = 2000 were off by 3.5e-12).
 */
export declare function regularizedIncompleteBeta(x: number, a: number, b: number, y?: number): number;
/** Standard normal CDF Φ(z), via erfc = Q(1/2, z²/2) so both tails keep full relative precision. */
export declare function normalCdf(z: number): number;
/**
 * Standard normal quantile Φ⁻¹(p), 0 < p < 1. Solved on the lower tail, where Φ keeps full relative
 * precision (an upper p is mirrored through 1 − p, exact for p ≥ 1/2): solving Φ(z) = p above the
 * median compares 1 − tail, which left Φ⁻¹(1 − 1e-12) off by 1e-6 and threw on Φ⁻¹(1e-20).
 */
export declare function normalQuantile(p: number): number;
/** Student t CDF with `df` > 0 degrees of freedom (`Infinity` → normal). */
export declare function studentTCdf(t: number, df: number): number;
/** Two-sided p-value P(|T_df| ≥ |t|), computed from the tail directly (no 1 − x cancellation). */
export declare function studentTTwoSidedP(t: number, df: number): number;
/**
 * Student t quantile: the t with P(T_df ≤ t) = p. Non-integer df is allowed (Welch). Solved on the
 * lower tail like {@link normalQuantile}, so far quantiles (confirm mode's per-look levels) keep
 * their precision.
 */
export declare function studentTQuantile(p: number, df: number): number;
/**
 * The power of two that brings the largest |value| into [1, 2) when the values lie beyond ±2^±500,
 * else 1. Dividing by it is exact, so statistics computed on the scaled values and multiplied back
 * neither overflow (scores near 1e308 summed to NaN) nor drown in absolute tolerances (1e-300).
 */
export declare function extremeScale(values: readonly number[]): number;
/** fmean that does not overflow to NaN on scores near ±1e308 (its sum would): exact otherwise. */
export declare function scaledMean(values: readonly number[]): number;
/** Sample variance (n − 1). Constant inputs return exactly 0 rather than rounding noise. */
export declare function sampleVariance(values: readonly number[]): number;
/** A confidence interval for Δ = candidate − baseline, with what produced it. */
export interface MeanDifference {
    /** candidate − baseline. */
    readonly delta: number;
    readonly se: number;
    /** Degrees of freedom; null when the standard error is zero (the t distribution is undefined). */
    readonly df: number | null;
    readonly lower: number;
    readonly upper: number;
    /** Two-sided p-value for Δ = 0. */
    readonly pValue: number;
}
/**
 * Welch's unequal-variance interval for mean(candidate) − mean(baseline), with the
 * Welch–Satterthwaite degrees of freedom (§4.4a). Each value is one run: the run is the unit of
 * independence, never the round.
 */
export declare function welchInterval(baseline: readonly number[], candidate: readonly number[], alpha?: number): MeanDifference;
/** Paired t interval over per-pair differences d_j = candidate_j − baseline_j (§4.4b). */
export declare function pairedInterval(differences: readonly number[], alpha?: number): MeanDifference;
/** An interval for one proportion. */
export interface ProportionInterval {
    readonly estimate: number;
    readonly lower: number;
    readonly upper: number;
}
/**
 * Wilson score interval. Counts may be fractional: the design-effect deflation (§4.4d) produces
 * effective counts that are not integers.
 */
export declare function wilsonInterval(successes: number, trials: number, alpha?: number): ProportionInterval;
/** Counts for one arm of a proportion comparison. */
export interface Counts {
    readonly successes: number;
    readonly trials: number;
}
/** Newcombe's interval for p_candidate − p_baseline, with the p-value read off its inversion. */
export interface ProportionDifference {
    readonly delta: number;
    readonly lower: number;
    readonly upper: number;
    /**
     * Two-sided p-value by test inversion: the α at which the interval's near limit touches zero.
     * This keeps "p ≤ α" and "the interval excludes 0" the same statement, which Holm relies on.
     */
    readonly pValue: number;
}
/**
 * Newcombe's hybrid score interval (1998, method 10) for a difference of independent
 * proportions, built from the two Wilson intervals.
 */
export declare function newcombeInterval(baseline: Counts, candidate: Counts, alpha?: number): ProportionDifference;
/**
 * Minimum detectable effect for a two-sided test at `alpha` with the given power (§4.6):
 * (q_{1−α/2} + q_{power}) · SE, with Student-t quantiles on `df` (pass Infinity for the normal
 * approximation the reference's tables use).
 */
export declare function minimumDetectableEffect(se: number, options?: {
    alpha?: number;
    power?: number;
    df?: number;
}): number;
/** Holm's step-down result, in the order the p-values were given. */
export interface HolmResult {
    /** Holm-adjusted p-values (monotone, capped at 1). */
    readonly adjusted: readonly number[];
    readonly rejected: readonly boolean[];
}
/** Holm's step-down correction: controls the family-wise error rate across the gated metrics. */
export declare function holmAdjust(pValues: readonly number[], alpha?: number): HolmResult;
/** FNV-1a over a string, 32 bits: a stable seed derived from the data itself. */
export declare function hashSeed(text: string): number;
/** mulberry32: tiny, fast, good enough for resampling indices, and fully determined by its seed. */
export declare function mulberry32(seed: number): () => number;
/**
 * Percentile bootstrap interval for mean(candidate) − mean(baseline), resampling runs with
 * replacement on each side (§4.4e). The PRNG is seeded from a hash of the inputs unless a seed is
 * given, so identical data always yields the identical interval. Display only: with few runs it
 * under-covers, so it never drives a verdict.
 */
export declare function bootstrapInterval(baseline: readonly number[], candidate: readonly number[], options?: {
    resamples?: number;
    alpha?: number;
    seed?: number;
}): {
    lower: number;
    upper: number;
    seed: number;
    resamples: number;
};
