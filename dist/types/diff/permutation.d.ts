/** Full enumeration up to this many relabelings (C(20, 10) = 184,756 fits). */
export declare const MAX_ENUMERATED = 200000;
/** Monte Carlo draws beyond that. */
export declare const MONTE_CARLO_DRAWS = 20000;
/** A permutation test that can be asked about any shift θ of Δ. */
export interface ShiftTest {
    /** Observed Δ (candidate − baseline mean, or mean paired difference). */
    readonly delta: number;
    /** Number of relabelings counted (including the observed one). */
    readonly count: number;
    /** True when every relabeling was enumerated (the p-values are exact). */
    readonly exact: boolean;
    /** Two-sided p for H0: Δ = θ: twice the smaller one-sided p, capped at 1 (as scipy's permutation_test). */
    readonly pTwoSided: (theta: number) => number;
    /** One-sided p for H0: Δ = θ against H1: Δ > θ. */
    readonly pGreater: (theta: number) => number;
    /** One-sided p for H0: Δ = θ against H1: Δ < θ. */
    readonly pLess: (theta: number) => number;
    /** The smallest two-sided p any data of this design could give (2/C(6,3) = 0.10 at 3 vs 3). */
    readonly minTwoSidedP: number;
}
/**
 * Exact two-sample permutation test of mean(candidate) − mean(baseline) over runs. Each value is
 * one run. Needs at least one run a side.
 */
export declare function permutationTest(baseline: readonly number[], candidate: readonly number[]): ShiftTest;
/**
 * Invert a shift test: the θ with two-sided p(θ) > alpha, searched outward from Δ and bisected
 * to 1e-9 of the data scale. A side the test can never reject (p stays above alpha however far
 * θ goes, e.g. 3 vs 3 runs at alpha 0.05) is unbounded: null, or `bound` when given (a
 * fraction's Δ cannot pass ±1).
 */
export declare function invertShiftTest(test: ShiftTest, alpha: number, scale: number, bounds?: {
    readonly lower: number;
    readonly upper: number;
}): {
    lower: number | null;
    upper: number | null;
};
