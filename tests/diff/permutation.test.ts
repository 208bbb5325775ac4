import { describe, expect, it } from "vitest";
import { estimateIcc, runsNeeded } from "../../src/diff/design.js";
import { MAX_ENUMERATED, invertShiftTest, permutationTest } from "../../src/diff/permutation.js";

const counts = (successes: readonly number[], trials = 20) => successes.map((s) => ({ successes: s, trials }));

describe("exact permutation test over runs (values from scipy 1.17 stats.permutation_test, permutation_type='independent', n_resamples=inf)", () => {
  it("[0,0,0] vs [1,1,1]: two-sided p = 0.10, the smallest possible at 3 vs 3, never 0", () => {
    const t = permutationTest([0, 0, 0], [1, 1, 1]);
    expect(t.exact).toBe(true);
    expect(t.count).toBe(20);
    expect(t.pTwoSided(0)).toBeCloseTo(0.1, 15);
    expect(t.pGreater(0)).toBeCloseTo(0.05, 15);
    expect(t.pLess(0)).toBeCloseTo(1, 15);
    expect(t.minTwoSidedP).toBeCloseTo(0.1, 15);
  });

  it("unequal sizes with ties: 4 vs 3 runs", () => {
    const b = [0.8, 0.85, 0.9, 0.7];
    const c = [0.6, 0.65, 0.9];
    const t = permutationTest(b, c);
    expect(t.count).toBe(35);
    expect(t.pTwoSided(0)).toBeCloseTo(0.45714285714285713, 14);
    expect(t.pLess(0)).toBeCloseTo(0.22857142857142856, 14);
    expect(t.pGreater(0)).toBeCloseTo(0.8857142857142857, 14);
    // H0 Δ = -0.1: exact enumeration in rational arithmetic (Python fractions over the 35 splits of
    // b ∪ (c + 0.1)) gives 19/35 with five exact ties; scipy's float comparison on (c + 0.1, b) drops
    // one of those ties (0.5142857142857142 = 18/35).
    expect(t.pGreater(-0.1)).toBeCloseTo(19 / 35, 14);
    expect(t.minTwoSidedP).toBeCloseTo(2 / 35, 15);
  });

  it("the inverted interval holds exactly the shifts the test does not reject", () => {
    const b = [0.8, 0.85, 0.9, 0.7, 0.75];
    const c = [0.6, 0.65, 0.7, 0.55, 0.62];
    const t = permutationTest(b, c);
    const { lower, upper } = invertShiftTest(t, 0.05, 0.35);
    if (lower === null || upper === null) throw new Error("bounded at 5 vs 5");
    expect(lower).toBeLessThan(t.delta);
    expect(upper).toBeGreaterThan(t.delta);
    expect(t.pTwoSided(lower + 1e-6)).toBeGreaterThan(0.05);
    expect(t.pTwoSided(lower - 1e-3)).toBeLessThanOrEqual(0.05);
    expect(t.pTwoSided(upper + 1e-3)).toBeLessThanOrEqual(0.05);
    // 3 vs 3 can never reject at 0.05: unbounded, or the fraction's bounds when given.
    const small = permutationTest([0, 0, 0], [1, 1, 1]);
    expect(invertShiftTest(small, 0.05, 1)).toEqual({ lower: null, upper: null });
    expect(invertShiftTest(small, 0.05, 1, { lower: -1, upper: 1 })).toEqual({ lower: -1, upper: 1 });
  });

  it("beyond the enumeration limit a seeded Monte Carlo keeps p > 0 and the output deterministic", () => {
    const b = Array.from({ length: 12 }, (_, i) => 0.8 + (i % 3) * 0.01);
    const c = Array.from({ length: 12 }, () => 0.5);
    const t = permutationTest(b, c);
    expect(t.exact).toBe(false);
    expect(2_704_156).toBeGreaterThan(MAX_ENUMERATED); // C(24, 12)
    expect(t.pTwoSided(0)).toBeGreaterThan(0);
    expect(t.pTwoSided(0)).toBe(permutationTest(b, c).pTwoSided(0));
    expect(t.pTwoSided(0)).toBeLessThan(0.001);
  });

  it("draws the same Monte Carlo relabelings as before its typed-array rewrite (p-values pinned to the bit)", () => {
    // Pinned from the implementation before the rewrite (2026-12-02): the p-values are a fixed
    // function of the seeded draws and of the order in which each relabeling's values are summed.
    const t = permutationTest(
      Array.from({ length: 15 }, (_, i) => Math.sin(i) * 3),
      Array.from({ length: 17 }, (_, i) => Math.cos(i * 1.3) * 3 + 0.7),
    );
    expect(t.exact).toBe(false);
    expect([-0.1, 0, 0.05].map((theta) => [t.pTwoSided(theta), t.pGreater(theta), t.pLess(theta)])).toEqual([
      [0.36048197590120495, 0.18024098795060248, 0.8198090095495225],
      [0.4271786410679466, 0.2135893205339733, 0.7864606769661517],
      [0.46607669616519176, 0.23303834808259588, 0.7670116494175291],
    ]);
  });
});

describe("design: ICC and run-count advice", () => {
  it("ICC by one-way ANOVA matches scipy f_oneway on the 0/1 rounds: ICC = (F − 1)/(F + n − 1)", () => {
    // scipy 1.17: f_oneway over five runs of 20 rounds with 17,13,18,14,16 successes → F = 1.2530674846625764.
    expect(estimateIcc([counts([17, 13, 18, 14, 16]), []])).toBeCloseTo(0.012495266944339254, 12);
    expect(estimateIcc([counts([15, 11, 17, 11, 14]), []])).toBeCloseTo(0.028340080971659944, 12);
    // One run a side has no between-run variation to estimate from.
    expect(estimateIcc([counts([17]), counts([12])])).toBeNull();
    // Runs that all agree within each side: no correlation beyond chance (clamped at 0).
    expect(estimateIcc([counts([10, 10, 10]), counts([5, 5, 5])])).toBe(0);
    // Each run all-or-nothing: perfectly correlated rounds.
    expect(estimateIcc([counts([20, 0, 20, 0]), []])).toBe(1);
  });

  it("runs a side: the reference §4.6 table (n = 20, p = 0.8, ICC 0 → 51 runs for 5 pp, normal approximation) with t quantiles on top", () => {
    const sd = Math.sqrt((0.8 * 0.2) / 20);
    // Normal approximation: 2·7.85·σ²/δ² = 50.2 → 51; the t quantiles with df = 2k − 2 add one or two.
    const k = runsNeeded(sd, 0.05, 0.05, 0.8, false);
    expect(k).toBeGreaterThanOrEqual(51);
    expect(k).toBeLessThanOrEqual(53);
    // ICC 0.1: σ² × (1 + 19·0.1) → 146 in the reference.
    const k2 = runsNeeded(Math.sqrt(((0.8 * 0.2) / 20) * 2.9), 0.05, 0.05, 0.8, false);
    expect(k2).toBeGreaterThanOrEqual(146);
    expect(k2).toBeLessThanOrEqual(148);
    // Pairing with correlation 0.5 halves the variance of Δ.
    const paired = runsNeeded(sd, 0.05, 0.05, 0.8, true);
    expect(paired).toBeGreaterThanOrEqual(Math.ceil(k / 2));
    expect(paired).toBeLessThanOrEqual(Math.ceil(k / 2) + 2);
  });
});

describe("values near the largest double (a fork's report may hold anything)", () => {
  it("are tested without throwing: a sum past the doubles is infinite, not Python's OverflowError", () => {
    const t = permutationTest([1.7e308, 1.7e308, 1.6e308], [1.6e308, 1.5e308, 1.6e308]);
    expect(t.count).toBe(20);
    expect(t.exact).toBe(true);
  });
});
