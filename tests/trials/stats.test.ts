/**
 * Summary statistics, pass@k and view reducers against independently computed values:
 * - tests/trials/vectors/stats.json (make-stats-vectors.py): the reference's rules written out in
 *   Python 3.11 (exact comparison) and numpy's var/std/percentile(method="weibull") (tolerance);
 * - pass@k: Python's product form of the estimator (exact) and math.comb's 1 - C(n-c,k)/C(n,k);
 * - views: hand computation from openjudge-nemo-semantics.md ("Views").
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { passAtK } from "../../src/trials/pass-at-k.js";
import { aggregateRangeScore, type RangeStats } from "../../src/trials/stats.js";
import { reduceView } from "../../src/trials/views.js";

interface StatsCase {
  name: string;
  values: Array<number | string>;
  total: number;
  rules: Partial<RangeStats> & { count: number; nan_count: number };
  numpy: Record<string, number | Record<string, number>> | null;
}
const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "stats.json"), "utf8")) as { cases: StatsCase[] };
const num = (v: number | string): number => (typeof v === "number" ? v : v === "NaN" ? Number.NaN : v === "Infinity" ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY);

describe("aggregateRangeScore (NeMo _aggregate_range_score)", () => {
  for (const c of vectors.cases) {
    it(`${c.name}: the reference's rules exactly`, () => {
      const stats = aggregateRangeScore(c.values.map(num), c.total);
      if (c.rules.count === 0) {
        expect(stats).toEqual({
          count: 0,
          nan_count: c.rules.nan_count,
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
        });
      } else expect(stats).toEqual(c.rules);
      expect(Object.keys(stats)).toEqual(["count", "nan_count", "sum", "mean", "min", "max", "variance", "std_dev", "sample_variance", "sample_std_dev", "percentiles", "median"]);
    });
    if (c.numpy !== null) {
      it(`${c.name}: agrees with numpy`, () => {
        const stats = aggregateRangeScore(c.values.map(num), c.total);
        const np = c.numpy as Record<string, number | Record<string, number>>;
        for (const key of ["mean", "variance", "std_dev", "sample_variance", "sample_std_dev"] as const) {
          if (np[key] === undefined) continue;
          expect(stats[key] as number).toBeCloseTo(np[key] as number, 6);
        }
        for (const [p, v] of Object.entries(np.percentiles as Record<string, number>)) expect((stats.percentiles as Record<string, number>)[p]).toBeCloseTo(v, 9);
      });
    }
  }

  it("sums left to right like CPython 3.11's sum (0.1 + 0.2 + 0.3 = 0.6000000000000001)", () => {
    expect(aggregateRangeScore([0.1, 0.2, 0.3], 3).sum).toBe(0.6000000000000001);
  });

  it("n = 1: no sample variance, every percentile is the value", () => {
    const s = aggregateRangeScore([0.25], 1);
    expect(s.sample_variance).toBeNull();
    expect(s.sample_std_dev).toBeNull();
    expect(Object.values(s.percentiles ?? {})).toEqual(Array(10).fill(0.25));
  });

  it("rank (p/100)(n+1)-1 for 1..4: p10 clamps to 1, p50 = 2.5, p70 = 3.5, p80 clamps to 4 (hand-computed)", () => {
    const p = aggregateRangeScore([4, 3, 2, 1], 4).percentiles as Record<string, number>;
    // ranks: p10 -0.5, p20 0, p30 0.5, p40 1, p50 1.5, p60 2, p70 2.5, p80 3, p90 3.5, p100 4
    expect(p).toEqual({ p10: 1, p20: 1, p30: 1.5, p40: 2, p50: 2.5, p60: 3, p70: 3.5, p80: 4, p90: 4, p100: 4 });
  });
});

describe("passAtK (unbiased estimator, by product)", () => {
  // [n, c, k, Python product form, 1 - comb(n-c,k)/comb(n,k)]
  const cases: Array<[number, number, number, number, number]> = [
    [5, 2, 1, 0.3999999999999999, 0.4],
    [5, 2, 2, 0.7, 0.7],
    [5, 2, 3, 0.9, 0.9],
    [5, 2, 4, 1.0, 1.0],
    [3, 0, 1, 0.0, 0.0],
    [3, 3, 2, 1.0, 1.0],
    [10, 3, 5, 0.9166666666666666, 0.9166666666666666],
    [4, 1, 2, 0.5, 0.5],
    [2, 1, 2, 1.0, 1.0],
    [7, 2, 3, 0.7142857142857143, 0.7142857142857143],
  ];
  for (const [n, c, k, product, comb] of cases) {
    it(`n=${n} c=${c} k=${k}`, () => {
      expect(passAtK(n, c, k)).toBe(product);
      expect(passAtK(n, c, k)).toBeCloseTo(comb, 14);
    });
  }
});

describe("view reducers", () => {
  it("single takes the first signal, all the min, any the max, mean the mean", () => {
    expect(reduceView("single", [0.3, 1, 0])).toBe(0.3);
    expect(reduceView("all", [0.3, 1, 0])).toBe(0);
    expect(reduceView("any", [0.3, 1, 0])).toBe(1);
    expect(reduceView("mean", [1, 0.5])).toBe(0.75);
  });
  it("all/any follow Python's min/max with NaN: min([1, nan]) is 1, min([nan, 1]) is nan", () => {
    expect(reduceView("all", [1, Number.NaN])).toBe(1);
    expect(reduceView("all", [Number.NaN, 1])).toBeNaN();
    expect(reduceView("any", [0, Number.NaN, 2])).toBe(2);
    expect(reduceView("any", [Number.NaN, 2])).toBeNaN();
  });
  it("mean ignores non-finite signals; none finite skips the view", () => {
    expect(reduceView("mean", [1, Number.NaN, 0, Number.POSITIVE_INFINITY])).toBe(0.5);
    expect(reduceView("mean", [Number.NaN])).toBeUndefined();
  });
  it("weighted_mean: a missing weight is 1.0, a zero total weight skips the view", () => {
    // (0.2·1 + 1·3) / (1 + 3) = 3.2 / 4 = 0.8
    expect(reduceView("weighted_mean", [0.2, 1], [undefined, 3])).toBe(0.8);
    expect(reduceView("weighted_mean", [0.2, 1], [1, -1])).toBeUndefined();
    expect(reduceView("weighted_mean", [0.2, 1], [0, 0])).toBeUndefined();
    // NaN is not rejected: it propagates
    expect(reduceView("weighted_mean", [Number.NaN, 1])).toBeNaN();
  });
});
