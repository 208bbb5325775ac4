/**
 * Two-sided exact sign test: of `worse + better` discordant pairs, is the split compatible with
 * a fair coin? p = min(1, 2 · P(X ≤ min(worse, better))), X ~ Binomial(worse + better, 1/2).
 * For one 0/1 outcome per task and side this is McNemar's exact test (scipy:
 * `binomtest(min(b, c), b + c, 0.5).pvalue`, which for p = 1/2 is the same doubled tail). With no
 * discordant pair p = 1. The smallest attainable p is 2 · 2^-n: never 0.
 */
export declare function signTestP(worse: number, better: number): number;
/** Per-pair differences → (worse, better) counts for a test where "worse" is a drop. */
export declare function discordantCounts(differences: readonly number[]): {
    readonly worse: number;
    readonly better: number;
    readonly ties: number;
};
/**
 * One-sided exact sign test for "worse": P(X ≥ worse), X ~ Binomial(worse + better, 1/2), the
 * chance of at least this many drops among the discordant pairs if drops and gains were equally
 * likely. scipy: `binomtest(worse, worse + better, 0.5, alternative="greater").pvalue`.
 */
export declare function signTestWorseP(worse: number, better: number): number;
