/**
 * NeMo's `_aggregate_range_score` (agent_eval/results.py 04c799e; openjudge-nemo-semantics.md,
 * "Summary stats"): non-finite values are dropped and counted in `nan_count = max(total - finite, 0)`;
 * `sum` is Python's left-to-right `sum` (CPython 3.11, uncompensated), `mean = sum / count`;
 * `variance`/`std_dev` divide by n, `sample_variance`/`sample_std_dev` by n - 1 (null when n < 2);
 * percentiles p10..p100 at rank `(p/100)(n+1) - 1` over the sorted values, clamped to the first
 * and last value and interpolated linearly in between; `median = p50`. With no finite value every
 * field but `count` (0) and `nan_count` is null.
 */

export const PERCENTILES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

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
export function pySum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** The value at rank `(p/100)(n+1) - 1` of sorted values, clamped and linearly interpolated. */
export function percentileOf(sorted: readonly number[], p: number): number {
  const n = sorted.length;
  const rank = (p / 100) * (n + 1) - 1;
  if (rank <= 0) return sorted[0] as number;
  if (rank >= n - 1) return sorted[n - 1] as number;
  const lower = Math.floor(rank);
  const weight = rank - lower;
  const a = sorted[lower] as number;
  const b = sorted[lower + 1] as number;
  return a + (b - a) * weight;
}

export function aggregateRangeScore(values: readonly number[], total: number): RangeStats {
  const finite = values.filter((v) => Number.isFinite(v));
  const count = finite.length;
  const nanCount = Math.max(total - count, 0);
  if (count === 0) {
    return {
      count: 0,
      nan_count: nanCount,
      sum: null,
      mean: null,
      min: null,
      max: null,
      variance: null,
      std_dev: null,
      sample_variance: null,
      sample_std_dev: null,
      percentiles: null,
      median: null,
    };
  }
  const sum = pySum(finite);
  const mean = sum / count;
  let min = finite[0] as number;
  let max = finite[0] as number;
  for (const v of finite) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  // d * d, exactly rounded (what V8's `d ** 2` gives too); CPython's `d ** 2` is the C library's pow,
  // which glibc rounds the other way for about 0.1% of values (docs/trial-report.md says so)
  const squares = pySum(finite.map((v) => (v - mean) * (v - mean)));
  const variance = squares / count;
  const sampleVariance = count < 2 ? null : squares / (count - 1);
  const sorted = [...finite].sort((a, b) => a - b);
  const percentiles = Object.fromEntries(PERCENTILES.map((p) => [`p${p}`, percentileOf(sorted, p)])) as Percentiles;
  return {
    count,
    nan_count: nanCount,
    sum,
    mean,
    min,
    max,
    variance,
    std_dev: Math.sqrt(variance),
    sample_variance: sampleVariance,
    sample_std_dev: sampleVariance === null ? null : Math.sqrt(sampleVariance),
    percentiles,
    median: percentiles.p50,
  };
}
