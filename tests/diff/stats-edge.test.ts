/**
 * Edge inputs of the diff's statistics against scipy 1.17.1 / numpy 2.4.6 run here:
 * scripts/stats-edge-vectors.py → tests/fixtures/diff/stats-edge-vectors.json (what each vector is and
 * which scipy call produced it is in the script's docstring).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runsNeeded } from "../../src/diff/design.js";
import { diffScoreTables } from "../../src/diff/diff.js";
import { signTestP, signTestWorseP } from "../../src/diff/exact-tests.js";
import { permutationTest } from "../../src/diff/permutation.js";
import {
  minimumDetectableEffect,
  newcombeInterval,
  normalCdf,
  normalQuantile,
  pairedInterval,
  studentTCdf,
  studentTQuantile,
  studentTTwoSidedP,
  welchInterval,
  wilsonInterval,
} from "../../src/diff/statistics.js";
import { diffTrialReports, passAtK } from "../../src/diff/trial-diff.js";
import { parseTrialReport } from "../../src/diff/trial-report.js";
import { plain, table } from "./helpers.js";
import { oneTrialEach, trialReport } from "./trial-helpers.js";

type Num = number | "inf" | "-inf" | "nan";
interface TCase {
  readonly baseline: number[];
  readonly candidate: number[];
  readonly delta: Num;
  readonly df: Num;
  readonly p: Num;
  readonly lower: Num;
  readonly upper: Num;
}
interface Vectors {
  readonly tQuantile: [number, number, Num][];
  readonly tCdf: [number, number, Num, Num][];
  readonly normalCdf: [number, Num][];
  readonly normalQuantile: [number, Num][];
  readonly welch: TCase[];
  readonly paired: (Omit<TCase, "baseline" | "candidate"> & { differences: number[] })[];
  readonly wilson: [number, number, number, number][];
  readonly newcombe: [number, number, number, number, number, number][];
  readonly newcombeFractional: [number, number, number, number, number, number][];
  readonly sign: [number, number, Num, Num][];
  readonly permutation: { baseline: number[]; candidate: number[]; theta: number; two: number; greater: number; less: number }[];
  readonly passAtK: [number, number, number, number][];
  readonly runsNeeded: [number, number, number, number, boolean, number][];
  readonly mde: [number, number, Num][];
}

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "diff", "stats-edge-vectors.json"), "utf8")) as Vectors;

const num = (x: Num): number => (x === "inf" ? Number.POSITIVE_INFINITY : x === "-inf" ? Number.NEGATIVE_INFINITY : x === "nan" ? Number.NaN : x);

/** |ours − expected| within a relative tolerance (absolute below 1e-300). */
function close(ours: number, expected: Num, rel: number, label: string): void {
  const e = num(expected);
  if (!Number.isFinite(e)) {
    expect(ours, label).toBe(e);
    return;
  }
  const scale = Math.max(Math.abs(e), 1e-300);
  expect(Math.abs(ours - e) / scale, `${label}: ours ${ours}, scipy ${e}`).toBeLessThanOrEqual(rel);
}

describe("Student t at df < 1, non-integer df and far tails (scipy t.ppf / t.cdf / t.sf)", () => {
  it.each(vectors.tQuantile)("t quantile p=%s df=%s", (p, df, expected) => {
    close(studentTQuantile(p, df), expected, 1e-7, "quantile");
    close(studentTQuantile(1 - p, df), -num(expected), 1e-7, "lower quantile");
  });

  it.each(vectors.tCdf)("t=%s df=%s", (t, df, cdf, twoSided) => {
    const ours = studentTCdf(t, df);
    // Compare the smaller tail relatively: the upper one is 1 − tail in both implementations.
    if (num(cdf) <= 0.5) close(ours, cdf, 1e-9, "cdf");
    else close(1 - ours, 1 - num(cdf), 1e-6, "upper tail");
    close(studentTTwoSidedP(t, df), twoSided, 1e-9, "two-sided p");
  });
});

describe("normal tails (scipy norm.cdf / norm.ppf)", () => {
  it.each(vectors.normalCdf)("Φ(%s)", (z, expected) => close(normalCdf(z), expected, 1e-12, "cdf"));
  it.each(vectors.normalQuantile)("Φ⁻¹(%s)", (p, expected) => close(normalQuantile(p), expected, 1e-9, "quantile"));
});

describe("Welch and paired t at n = 2, 3, one side constant, scales 1e±150 (scipy ttest_ind / ttest_1samp)", () => {
  it.each(vectors.welch.map((c) => [c.baseline.join(","), c.candidate.join(","), c] as const))("Welch %s vs %s", (_b, _c, c) => {
    const r = welchInterval(c.baseline, c.candidate);
    close(r.delta, c.delta, 1e-12, "delta");
    close(r.df ?? Number.NaN, c.df, 1e-12, "df");
    close(r.pValue, c.p, 1e-9, "p");
    close(r.lower, c.lower, 1e-9, "lower");
    close(r.upper, c.upper, 1e-9, "upper");
  });

  it.each(vectors.paired.map((c) => [c.differences.join(","), c] as const))("paired %s", (_d, c) => {
    const r = pairedInterval(c.differences);
    close(r.delta, c.delta, 1e-12, "delta");
    close(r.df ?? Number.NaN, c.df, 0, "df");
    close(r.pValue, c.p, 1e-9, "p");
    close(r.lower, c.lower, 1e-9, "lower");
    close(r.upper, c.upper, 1e-9, "upper");
  });
});

describe("Wilson at 0/n and n/n (scipy binomtest(...).proportion_ci(method='wilson')) and Newcombe built from it", () => {
  it.each(vectors.wilson)("Wilson %i/%i", (x, n, lower, upper) => {
    const r = wilsonInterval(x, n);
    expect(Math.abs(r.lower - lower), "lower").toBeLessThanOrEqual(1e-12);
    expect(Math.abs(r.upper - upper), "upper").toBeLessThanOrEqual(1e-12);
    expect(r.lower).toBeGreaterThanOrEqual(0);
    expect(r.upper).toBeLessThanOrEqual(1);
  });

  it.each(vectors.newcombe)("Newcombe %i/%i → %i/%i", (xb, nb, xc, nc, lower, upper) => {
    const r = newcombeInterval({ successes: xb, trials: nb }, { successes: xc, trials: nc });
    expect(Math.abs(r.lower - lower), "lower").toBeLessThanOrEqual(1e-12);
    expect(Math.abs(r.upper - upper), "upper").toBeLessThanOrEqual(1e-12);
    expect(r.pValue).toBeGreaterThan(0);
    expect(r.pValue).toBeLessThanOrEqual(1);
  });
});

describe("Newcombe on the fractional effective counts of the design effect (reference §4.4d formula, python3)", () => {
  it.each(vectors.newcombeFractional)("%f/%f → %f/%f", (xb, nb, xc, nc, lower, upper) => {
    const r = newcombeInterval({ successes: xb, trials: nb }, { successes: xc, trials: nc });
    expect(Math.abs(r.lower - lower), "lower").toBeLessThanOrEqual(1e-12);
    expect(Math.abs(r.upper - upper), "upper").toBeLessThanOrEqual(1e-12);
  });
});

describe("exact sign test (scipy binomtest, two-sided and alternative='greater')", () => {
  it("no discordant pair: p = 1 both ways", () => {
    expect(signTestP(0, 0)).toBe(1);
    expect(signTestWorseP(0, 0)).toBe(1);
  });

  it.each(vectors.sign)("%i worse, %i better", (worse, better, two, greater) => {
    close(signTestP(worse, better), two, 1e-9, "two-sided");
    close(signTestWorseP(worse, better), greater, 1e-9, "worse");
  });
});

describe("exact permutation tests over runs (scipy permutation_test n_resamples=inf; exact rationals at 1 run a side)", () => {
  it.each(vectors.permutation.map((c) => [c.baseline.join(","), c.candidate.join(","), c.theta, c] as const))("%s vs %s at θ = %s", (_b, _c, theta, c) => {
    const t = permutationTest(c.baseline, c.candidate);
    expect(t.exact).toBe(true);
    close(t.pTwoSided(theta), c.two, 1e-12, "two-sided");
    close(t.pGreater(theta), c.greater, 1e-12, "greater");
    close(t.pLess(theta), c.less, 1e-12, "less");
    expect(t.pTwoSided(theta)).toBeGreaterThanOrEqual(t.minTwoSidedP);
  });
});

describe("pass@k (NeMo's estimator, numpy)", () => {
  it.each(vectors.passAtK)("n=%i c=%i k=%i", (n, c, k, expected) => {
    const ours = passAtK(n, c, k);
    expect(Math.abs(ours - expected), `ours ${ours}, numpy ${expected}`).toBeLessThanOrEqual(1e-12);
  });
});

describe("run-count advice and MDE with t quantiles (scipy t.ppf)", () => {
  it.each(vectors.runsNeeded)("sd=%s detect=%s alpha=%s power=%s paired=%s", (sd, detect, alpha, power, paired, expected) => {
    expect(runsNeeded(sd, detect, alpha, power, paired)).toBe(expected);
  });

  it.each(vectors.mde)("MDE se=%s df=%s", (se, df, expected) => close(minimumDetectableEffect(se, { df }), expected, 1e-8, "mde"));
});

describe("scores at the ends of the double range go through the diff without NaN (scipy ttest_ind on the unit-scale runs)", () => {
  const row = (b: readonly number[], c: readonly number[]) => {
    const r = diffScoreTables(table("b", b.map((s) => ({ x: plain(s) }))), table("c", c.map((s) => ({ x: plain(s) }))));
    const m = r.metrics[0];
    if (m === undefined) throw new Error("no row");
    expect(JSON.stringify(m)).not.toContain("NaN");
    return m;
  };

  it.each([
    // [scale, baseline units, candidate units, scipy 1.17 ttest_ind(c, b, equal_var=False).pvalue]
    [1e300, [17, 16, 15], [17, 17, 16], 0.38680875391800595], // sums overflowed: Δ NaN, p = 0, verdict "changed"
    [1e200, [1, 2, 4], [3, 5, 9], 0.19136971845662698], // variances overflowed: a permutation test replaced Welch
    [1e-300, [1, 2, 3], [4, 5, 7], 0.041914517471454034], // the 1e-9 tie tolerance made every relabeling a tie: p = 1
    [5e-324, [1, 2, 1], [4, 6, 5], 0.009963863769099279], // subnormal multiples of the smallest double
  ])("scale %s", (scale, b, c, p) => {
    const m = row(
      b.map((x) => x * scale),
      c.map((x) => x * scale),
    );
    expect(m.method).toBe("welch-t");
    expect((m.pValue ?? Number.NaN) / p).toBeCloseTo(1, 9);
    const exact = (c.reduce((a, x) => a + x, 0) - b.reduce((a, x) => a + x, 0)) / 3;
    // A subnormal Δ is a whole number of 5e-324 steps: 11/3 of them rounds to 4.
    expect(Math.abs((m.delta ?? Number.NaN) / scale - exact)).toBeLessThanOrEqual(scale < 1e-307 ? 0.5 : 1e-9 * exact);
    expect(m.verdict).toBe(p <= 0.05 ? "changed" : "inconclusive");
  });

  it("a Δ beyond the largest double is ±Infinity, never NaN", () => {
    const m = row([1e308, 1e308, 1e308], [-1e308, -1e308, -1e308]);
    expect(m.delta).toBe(Number.NEGATIVE_INFINITY);
    expect(m.pValue).toBeCloseTo(0.1, 15);
  });
});

describe("values exactly at the gate margin and at alpha (docs/statistics.md: p ≤ 0.05; reference §4.7: Δ ≤ −m is material)", () => {
  const row = (b: readonly number[], c: readonly number[], gate: string) => {
    const m = diffScoreTables(table("b", b.map((s) => ({ x: plain(s) }))), table("c", c.map((s) => ({ x: plain(s) }))), { gates: [gate] }).metrics[0];
    if (m === undefined) throw new Error("no row");
    return m;
  };

  it("TOST p exactly at alpha is 'no drop of m or more': 3 vs 3 constant runs, one-sided p = 1/C(6,3) = 0.05", () => {
    const m = row([0.5, 0.5, 0.5], [0.9, 0.9, 0.9], "x:-0.1");
    expect(m.tost?.pNoHarm).toBe(0.05);
    expect(m.verdict).toBe("equivalent");
  });

  it("a drop of exactly m, significant, is a regression, also when Δ rounds to just under m (0.45 − 0.5)", () => {
    // 4 vs 4 constant runs: two-sided exact p = 2/C(8,4) = 2/70.
    const exact = row([0.5, 0.5, 0.5, 0.5], [0.4, 0.4, 0.4, 0.4], "x:-0.1");
    expect(exact.pValue).toBeCloseTo(2 / 70, 15);
    expect(exact.verdict).toBe("regression");
    const rounded = row([0.5, 0.5, 0.5, 0.5], [0.45, 0.45, 0.45, 0.45], "x:-0.05");
    expect(rounded.delta).toBeGreaterThan(-0.05);
    expect(rounded.verdict).toBe("regression");
    // 3 vs 3 cannot reach p ≤ 0.05 two-sided (smallest 0.10): at most a possible regression.
    expect(row([0.5, 0.5, 0.5], [0.4, 0.4, 0.4], "x:-0.1").verdict).toBe("possible_regression");
  });
});

describe("reference §4.6 MDE table (p = 0.8, normal approximation; and its t-quantile row)", () => {
  const mdePp = (n: number, rho: number, k: number, df = Number.POSITIVE_INFINITY): string => {
    const sigma = Math.sqrt(((0.8 * 0.2) / n) * (1 + (n - 1) * rho));
    return (100 * minimumDetectableEffect(sigma * Math.sqrt(2 / k), { df })).toFixed(1);
  };
  it.each([
    [10, 0.0, [50.1, 28.9, 22.4, 15.8, 11.2, 9.1]],
    [20, 0.0, [35.4, 20.5, 15.8, 11.2, 7.9, 6.5]],
    [20, 0.1, [60.3, 34.8, 27.0, 19.1, 13.5, 11.0]],
    [20, 0.3, [91.7, 53.0, 41.0, 29.0, 20.5, 16.7]],
    [50, 0.0, [22.4, 12.9, 10.0, 7.1, 5.0, 4.1]],
    [50, 0.1, [54.4, 31.4, 24.3, 17.2, 12.2, 9.9]],
  ] as const)("n = %i, ICC %f", (n, rho, row) => {
    expect([1, 3, 5, 10, 20, 30].map((k) => mdePp(n, rho, k))).toEqual(row.map((x) => x.toFixed(1)));
  });
  it("with t quantiles (df = 2k − 2), n = 20, ICC 0: k = 3 → 27.1, k = 5 → 18.1, k = 10 → 11.9", () => {
    expect([3, 5, 10].map((k) => mdePp(20, 0, k, 2 * k - 2))).toEqual(["27.1", "18.1", "11.9"]);
  });
});

describe("trial diff: per-task differences beyond ±2^±500 keep the paired t (scipy ttest_1samp on the unit-scale differences)", () => {
  const parse = (specs: Parameters<typeof trialReport>[0]) => parseTrialReport(trialReport(specs), "t.report.json");
  it.each([1e300, 1, 1e-300])("scale %s: p = 0.040859403859295894, Δ and the interval scale with the data", (scale) => {
    const b = parse(oneTrialEach("grader.g", [1, 2, 3, 4, 5, 6].map((x) => x * scale)));
    const c = parse(oneTrialEach("grader.g", [1.5, 2, 3.7, 4.1, 5.2, 6.9].map((x) => x * scale)));
    const m = diffTrialReports(b, c).diff.metrics[0];
    if (m === undefined) throw new Error("no row");
    expect(JSON.stringify(m)).not.toContain("NaN");
    // Before, the squares over/underflowed at 1e±300: no spread, the sign test decided (p = 0.0625, inconclusive).
    expect(m.method).toBe("paired-t");
    expect(m.pValue).toBeCloseTo(0.040859403859295894, 12);
    expect((m.delta ?? Number.NaN) / scale).toBeCloseTo(0.4, 12);
    // scipy: ttest_1samp(d).confidence_interval(0.95) = (0.024542491389054066, 0.7754575086109461) at scale 1.
    expect((m.interval?.lower ?? Number.NaN) / scale).toBeCloseTo(0.024542491389053, 9);
    expect((m.interval?.upper ?? Number.NaN) / scale).toBeCloseTo(0.775457508610946, 9);
    expect(m.verdict).toBe("improvement");
  });
});
