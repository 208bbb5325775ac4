import { describe, expect, it } from "vitest";
import {
  bootstrapInterval,
  hashSeed,
  holmAdjust,
  logGamma,
  minimumDetectableEffect,
  newcombeInterval,
  normalCdf,
  normalQuantile,
  pairedInterval,
  regularizedIncompleteBeta,
  sampleVariance,
  studentTCdf,
  studentTQuantile,
  studentTTwoSidedP,
  welchInterval,
  wilsonInterval,
} from "../../src/diff/statistics.js";
import { WORKED_BASELINE, WORKED_CANDIDATE } from "./helpers.js";

const rates = (xs: readonly number[]): number[] => xs.map((x) => x / 20);

describe("special functions (reference values from scipy 1.17)", () => {
  it("log-gamma and the incomplete beta", () => {
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 13);
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 11);
    // I_x(a, a) at x = 1/2 is 1/2 by symmetry; I_x(1, 1) = x.
    expect(regularizedIncompleteBeta(0.5, 3.7, 3.7)).toBeCloseTo(0.5, 14);
    expect(regularizedIncompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 14);
  });

  it("normal CDF and quantile", () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(-1.959963984540054)).toBeCloseTo(0.025, 14);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(normalQuantile(0.8)).toBeCloseTo(0.8416212335729143, 12);
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959963984540054, 12);
  });

  it.each([
    [0.975, 4, 2.7764451051977934],
    [0.975, 7.6, 2.3273017887863716],
    [0.975, 1, 12.706204736174694],
    [0.975, 30, 2.0422724563012378],
    [0.8, 8, 0.8888895177670202],
    [0.995, 2.5, 7.163728138948783],
    [0.999, 3, 10.214531852407383],
    [0.975, 1e6, 1.959966356814107],
    [0.975, Number.POSITIVE_INFINITY, 1.959963984540054],
  ])("t quantile p=%s df=%s", (p, df, expected) => {
    expect(studentTQuantile(p, df)).toBeCloseTo(expected, 8);
    expect(studentTQuantile(1 - p, df)).toBeCloseTo(-expected, 8);
    expect(studentTCdf(expected, df)).toBeCloseTo(p, 10);
  });

  it("brief's textbook quantiles: t(0.975,4)=2.776, t(0.975,7.6)≈2.33, t(0.975,∞)=1.96", () => {
    expect(studentTQuantile(0.975, 4).toFixed(3)).toBe("2.776");
    expect(studentTQuantile(0.975, 7.6).toFixed(2)).toBe("2.33");
    expect(studentTQuantile(0.975, Number.POSITIVE_INFINITY).toFixed(2)).toBe("1.96");
  });

  it("two-sided p agrees with the CDF", () => {
    expect(studentTTwoSidedP(-6.324555320336768, 4)).toBeCloseTo(0.0031982021523352887, 12);
    expect(studentTTwoSidedP(2, 5)).toBeCloseTo(2 * (1 - studentTCdf(2, 5)), 12);
  });

  it("far quantiles keep their precision (solved on the lower tail, not as 1 − tail)", () => {
    // scipy 1.17: norm.ppf(1e-20) = -9.262340089798409 (ours threw: 1 − 1e-20 rounds to 1);
    // norm.ppf(0.999999999999) = 7.0344869100478356 (mpmath sqrt(2)·erfinv agrees; ours was 7.0344792);
    // t.isf(2.5e-10, 2) = 44721.35768309446; the t with F_7.6(t) = 1e-300 is -6.335143986846325e+39 (mpmath
    // findroot on betainc at 50 digits; scipy's t.ppf(1e-300, 7.6) returns -inf, its t.cdf there gives 1.0e-300).
    expect(normalQuantile(1e-20)).toBeCloseTo(-9.262340089798409, 12);
    expect(normalQuantile(0.999999999999)).toBeCloseTo(7.0344869100478356, 12);
    expect(studentTQuantile(1 - 2.5e-10, 2) / 44721.35768309446).toBeCloseTo(1, 12);
    expect(studentTQuantile(1e-300, 7.6) / -6.335143986846325e39).toBeCloseTo(1, 12);
  });

  it("p-values near 1 at large df keep their digits (1 − x is passed exactly, not recomputed from x ≈ 1)", () => {
    // mpmath betainc(df/2, 1/2, 0, df/(df+t²)) at 40 digits, t = 9.287753063313975e-05 / 0.004468305875377637,
    // df = 1997.9441920706706 (a 10,000-run Welch row): 0.98341856180673525; scipy 2·t.sf: 0.9834185618067353.
    // Recomputing 1 − x from x gave 0.9834185618032556.
    expect(studentTTwoSidedP(9.287753063313975e-5 / 0.004468305875377637, 1997.9441920706706)).toBeCloseTo(0.9834185618067353, 13);
  });

  it("intervals at confirm mode's tiny per-look levels use the tail alpha/2 itself, not 1 − alpha/2", () => {
    // alpha at look 10,000: 0.05/(9998·9999). scipy 1.17: t.isf(alpha/2, 7.613780318245016) = 38.793944618688904,
    // norm.isf(alpha/2) = 6.219057492615561 (reading the quantile at 1 − alpha/2 was off by ~1e-8 relative).
    const alpha = 0.05 / (9998 * 9999);
    const r = welchInterval(rates(WORKED_BASELINE), rates(WORKED_CANDIDATE), alpha);
    expect((r.upper - r.delta) / r.se / 38.793944618688904).toBeCloseTo(1, 12);
    expect(minimumDetectableEffect(1, { alpha, power: 0.5 }) / 6.219057492615561).toBeCloseTo(1, 12);
  });

  it("rejects invalid arguments", () => {
    expect(() => studentTQuantile(0, 4)).toThrow(RangeError);
    expect(() => studentTQuantile(0.5, 0)).toThrow(RangeError);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});

describe("§4.5 worked example", () => {
  const b = rates(WORKED_BASELINE);
  const c = rates(WORKED_CANDIDATE);

  it("Welch: Δ -10.0 pp, SE 7.45, ν≈7.6, CI [-27.3, +7.3], one-sided p≈0.11", () => {
    const r = welchInterval(b, c);
    expect(r.delta).toBeCloseTo(-0.1, 12);
    expect(r.se).toBeCloseTo(0.07449832212875668, 12);
    expect(r.df).toBeCloseTo(7.613780318245016, 10);
    expect(r.lower).toBeCloseTo(-0.27332219553565656, 10);
    expect(r.upper).toBeCloseTo(0.07332219553565683, 10);
    expect(r.pValue).toBeCloseTo(0.21814022063278574, 10);
    expect(r.pValue / 2).toBeCloseTo(0.109, 3);
  });

  it("paired: SE 1.58 pp, CI [-14.4, -5.6]", () => {
    const r = pairedInterval(c.map((x, i) => x - (b[i] as number)));
    expect(r.se).toBeCloseTo(0.015811388300841875, 12);
    expect(r.df).toBe(4);
    expect(r.lower).toBeCloseTo(-0.14389945165425408, 10);
    expect(r.upper).toBeCloseTo(-0.056100548345745925, 10);
  });

  it("naive Newcombe on 100 pooled rounds per arm: [-21.9, +2.3]", () => {
    const r = newcombeInterval({ successes: 78, trials: 100 }, { successes: 68, trials: 100 });
    expect(r.lower).toBeCloseTo(-0.2193097844567223, 10);
    expect(r.upper).toBeCloseTo(0.023156168818043804, 10);
  });

  it("MDE ≈ 21 pp with the normal approximation, ≈ 24 pp with t on ν", () => {
    const r = welchInterval(b, c);
    expect(minimumDetectableEffect(r.se)).toBeCloseTo(0.20871339805014294, 10);
    expect(minimumDetectableEffect(r.se, { df: r.df ?? undefined })).toBeCloseTo(0.2397310144200064, 8);
  });

  it("seeded bootstrap: ≈ [-23, +3] and bit-identical on repeat", () => {
    const r1 = bootstrapInterval(b, c);
    const r2 = bootstrapInterval(b, c);
    expect(r1).toEqual(r2);
    expect(r1.lower).toBeGreaterThan(-0.25);
    expect(r1.lower).toBeLessThan(-0.21);
    expect(r1.upper).toBeGreaterThan(0.01);
    expect(r1.upper).toBeLessThan(0.05);
    expect(bootstrapInterval(b, c, { seed: 7 })).not.toEqual(r1);
    expect(hashSeed("abc")).toBe(0x1a47e90b); // published 32-bit FNV-1a of "abc"
  });
});

describe("Wilson and Newcombe against published values", () => {
  it("Wilson (Newcombe 1998a examples)", () => {
    const a = wilsonInterval(81, 263);
    expect(a.lower).toBeCloseTo(0.2553, 4);
    expect(a.upper).toBeCloseTo(0.3662, 4);
    const b = wilsonInterval(15, 148);
    expect(b.lower).toBeCloseTo(0.0624, 4);
    expect(b.upper).toBeCloseTo(0.1605, 4);
    expect(wilsonInterval(0, 20)).toEqual({ estimate: 0, lower: 0, upper: expect.closeTo(0.1611, 4) as number });
    const all = wilsonInterval(20, 20);
    expect(all.upper).toBe(1);
    expect(all.lower).toBeCloseTo(0.8389, 4);
  });

  it.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [10, 10, 0, 20, 0.6791, 1],
  ])("Newcombe 1998 method 10: %i/%i − %i/%i → (%f, %f)", (x1, n1, x2, n2, lo, hi) => {
    // newcombeInterval is candidate − baseline, so the first proportion is the candidate.
    const r = newcombeInterval({ successes: x2, trials: n2 }, { successes: x1, trials: n1 });
    expect(r.delta).toBeCloseTo(x1 / n1 - x2 / n2, 12);
    expect(r.lower).toBeCloseTo(lo, 4);
    expect(r.upper).toBeCloseTo(hi, 4);
  });

  it("the Newcombe p-value is the inversion of the interval", () => {
    const base = { successes: 48, trials: 80 };
    const cand = { successes: 56, trials: 70 };
    const { pValue } = newcombeInterval(base, cand);
    const atP = newcombeInterval(base, cand, pValue);
    expect(atP.lower).toBeCloseTo(0, 9);
    expect(newcombeInterval(base, base).pValue).toBe(1);
  });

  it("rejects impossible counts", () => {
    expect(() => wilsonInterval(5, 0)).toThrow(RangeError);
    expect(() => wilsonInterval(6, 5)).toThrow(RangeError);
  });
});

describe("edge cases", () => {
  it("zero variance on both sides gives a degenerate interval", () => {
    expect(welchInterval([0.5, 0.5, 0.5], [0.5, 0.5, 0.5])).toEqual({ delta: 0, se: 0, df: null, lower: 0, upper: 0, pValue: 1 });
    const shifted = welchInterval([2.5, 2.5, 2.5], [2.25, 2.25, 2.25]);
    expect(shifted).toMatchObject({ delta: -0.25, se: 0, df: null, lower: -0.25, upper: -0.25, pValue: 0 });
    expect(sampleVariance([0.1, 0.1, 0.1])).toBe(0);
  });

  it("zero variance on one side still has Welch df (k − 1 of the other side)", () => {
    const r = welchInterval([1, 1, 1], [0.9, 0.8, 1]);
    expect(r.df).toBeCloseTo(2, 12);
  });

  it("Welch's ν is scale-free: runs scored near 1e-150 or 1e150 keep ν = 2.94 (it was NaN and threw)", () => {
    // scipy 1.17 ttest_ind([3, 5, 9], [1, 2, 4], equal_var=False).df = 2.9411764705882355, p = 0.19136971845662698;
    // scipy's own df over/underflows at these scales (it squares the variances), Welch is scale-equivariant.
    for (const scale of [1e-150, 1, 1e150]) {
      const r = welchInterval([1, 2, 4].map((x) => x * scale), [3, 5, 9].map((x) => x * scale));
      expect(r.df).toBeCloseTo(2.9411764705882355, 12);
      expect(r.pValue).toBeCloseTo(0.19136971845662698, 12);
      expect(r.delta / scale).toBeCloseTo(10 / 3, 12);
    }
  });

  it("needs two values per side", () => {
    expect(() => welchInterval([1], [1, 2])).toThrow(RangeError);
    expect(() => pairedInterval([1])).toThrow(RangeError);
  });
});

describe("Holm", () => {
  it("step-down with monotone adjusted p-values, in input order", () => {
    const r = holmAdjust([0.01, 0.04, 0.03]);
    expect(r.adjusted[0]).toBeCloseTo(0.03, 15);
    expect(r.adjusted[1]).toBeCloseTo(0.06, 15);
    expect(r.adjusted[2]).toBeCloseTo(0.06, 15);
    expect(r.rejected).toEqual([true, false, false]);
  });

  it("caps at 1 and handles the empty family", () => {
    expect(holmAdjust([0.6, 0.7]).adjusted).toEqual([1, 1]);
    expect(holmAdjust([])).toEqual({ adjusted: [], rejected: [] });
  });
});
