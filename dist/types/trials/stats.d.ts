/**
 * NeMo's `_aggregate_range_score` (agent_eval/results.py 04c799e; openjudge-nemo-semantics.md,
 * "Summary stats"): non-finite values are dropped and counted in `nan_count = max(total - finite, 0)`;
 * `sum` is Python's left-to-right `sum` (CPython 3.11, uncompensated), `mean = sum / count`;
 * `variance`/`std_dev` divide by n, `sample_variance`/`sample_std_dev` by n - 1 (null when n < 2);
 * percentiles p10..p100 at rank `(p/100)(n+1) - 1` over the sorted values, clamped to the first
 * and last value and interpolated linearly in between; `median = p50`. With no finite value every
 * field but `count` (0) and `nan_count` is null.
 */
export declare const PERCENTILES: readonly [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
export type Percentiles = Readonly<Record<`p${(typeof PERCENTILES)[number]}`, number>>;
/** The stats of one summary key, in NeMo's field order. */
export interface RangeStats {
    readonly count: number;
    readonly nan_count: number;
    readonly sum: number | null;
    readonly mean: number | null;
    readonly min: number | null;
    readonly max: number | null;
    readonly variance: number | null;
    readonly std_dev: number | null;
    readonly sample_variance: number | null;
    readonly sample_std_dev: number | null;
    readonly percentiles: Percentiles | null;
    readonly median: number | null;
}
/** Python's built-in `sum` over floats as CPython 3.11 does it: left to right from the int 0. */
export declare function pySum(values: readonly number[]): number;
/** The value at rank `(p/100)(n+1) - 1` of sorted values, clamped and linearly interpolated. */
export declare function percentileOf(sorted: readonly number[], p: number): number;
export declare function aggregateRangeScore(values: readonly number[], total: number): RangeStats;
