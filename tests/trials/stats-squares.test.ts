/**
 * The summary's variance squares each deviation as `d * d`, exactly rounded, not as CPython's `d ** 2`
 * (the C library's pow, which glibc rounds the other way for about 0.1% of values). Vectors:
 * tests/trials/vectors/make-square-vectors.py (CPython 3.11.7, glibc 2.36; `d * d` checked against
 * fractions.Fraction), cases picked where the two give different variances.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aggregateRangeScore } from "../../src/trials/stats.js";

interface SquareCase {
  readonly values: number[];
  readonly mul: { variance: number; sample_variance: number };
  readonly pow: { variance: number; sample_variance: number };
}
const { cases } = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "stats-squares.json"), "utf8")) as { cases: SquareCase[] };

describe("variance squares deviations exactly rounded (d * d)", () => {
  it.each(cases.map((c, i) => [i, c] as const))("case %i", (_, c) => {
    const stats = aggregateRangeScore(c.values, c.values.length);
    expect(stats.variance).toBe(c.mul.variance);
    expect(stats.sample_variance).toBe(c.mul.sample_variance);
    expect(stats.std_dev).toBe(Math.sqrt(c.mul.variance));
    // the vectors are the ones where glibc's pow would have given another figure
    expect([c.pow.variance, c.pow.sample_variance]).not.toEqual([c.mul.variance, c.mul.sample_variance]);
  });
});
