/**
 * Exact permutation tests over runs, for the cases where the t approximation breaks down (zero
 * spread on a side, all runs identical): the run is still the unit, and p is the share of
 * relabelings of runs at least as extreme as the one observed, so it is never 0 (the observed
 * labeling counts) and its smallest value at 3 vs 3 runs is 2/C(6,3) = 0.10.
 *
 * The tests also answer "is Δ = θ?" for any shift θ (the candidate's runs shifted by −θ), which
 * gives the TOST p-values at a margin and, by inversion, an interval with exact coverage under
 * the shift model. Beyond {@link MAX_ENUMERATED} relabelings, a Monte Carlo sample seeded from
 * the data replaces full enumeration (p = (1 + hits) / (1 + draws)), so the output is still
 * deterministic. Pure.
 */
import { fsum } from "../core/pynum.js";
import { hashSeed, mulberry32 } from "./statistics.js";

/** Full enumeration up to this many relabelings (C(20, 10) = 184,756 fits). */
export const MAX_ENUMERATED = 200_000;
/** Monte Carlo draws beyond that. */
export const MONTE_CARLO_DRAWS = 20_000;

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

/** Ties within this relative tolerance count as "at least as extreme" (sums of floats). */
function tolerance(values: readonly number[]): number {
  let scale = 0;
  for (const v of values) scale = Math.max(scale, Math.abs(v));
  return 1e-9 * Math.max(1, scale) * Math.max(1, values.length);
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/**
 * The relabelings as (u, v) so that, for shift θ, "candidate-labelled sum minus observed
 * candidate sum" is u + θ·v; counting from the sum is equivalent to counting from the difference
 * of means because the total is fixed for each θ.
 */
interface Relabelings {
  readonly u: Float64Array;
  readonly v: Float64Array;
  readonly exact: boolean;
}

function unpairedRelabelings(baseline: readonly number[], candidate: readonly number[]): Relabelings {
  const pooled = Float64Array.from([...baseline, ...candidate]);
  const n = pooled.length;
  const kC = candidate.length;
  const firstCandidate = baseline.length;
  const observed = fsum(candidate);
  const total = binomial(n, kC);
  const exact = total <= MAX_ENUMERATED;
  const size = exact ? total : MONTE_CARLO_DRAWS + 1;
  const u = new Float64Array(size);
  const v = new Float64Array(size);
  // The relabeling is the first kC entries of `chosen`, summed in that order (the order fixes the
  // floats, so it must not change). Typed arrays and no copy per draw: a Monte Carlo test of
  // 10,000 runs a side sums 20,000 x 10,000 values.
  const record = (slot: number, chosen: Int32Array): void => {
    let sum = 0;
    let fromCandidate = 0;
    for (let k = 0; k < kC; k++) {
      const i = chosen[k] as number;
      sum += pooled[i] as number;
      if (i >= firstCandidate) fromCandidate++;
    }
    // Candidate runs in the candidate group carry −θ each: sum(θ) − observed(θ) = u + θ·(kC − nC).
    u[slot] = sum - observed;
    v[slot] = kC - fromCandidate;
  };
  if (exact) {
    const chosen = Int32Array.from({ length: kC }, (_, i) => i);
    let slot = 0;
    for (;;) {
      record(slot++, chosen);
      let i = kC - 1;
      while (i >= 0 && (chosen[i] as number) === n - kC + i) i--;
      if (i < 0) break;
      chosen[i] = (chosen[i] as number) + 1;
      for (let j = i + 1; j < kC; j++) chosen[j] = (chosen[j - 1] as number) + 1;
    }
  } else {
    const random = mulberry32(hashSeed(JSON.stringify(["perm", baseline, candidate])));
    record(0, Int32Array.from({ length: kC }, (_, i) => firstCandidate + i));
    const indices = Int32Array.from({ length: n }, (_, i) => i);
    for (let d = 1; d < size; d++) {
      // Partial Fisher–Yates: the first kC slots are a uniform random subset.
      for (let i = 0; i < kC; i++) {
        const j = i + Math.floor(random() * (n - i));
        const t = indices[i] as number;
        indices[i] = indices[j] as number;
        indices[j] = t;
      }
      record(d, indices);
    }
  }
  return { u, v, exact };
}

function shiftTest(r: Relabelings, delta: number, groupScale: number, centreOf: (theta: number) => number, tol: number): ShiftTest {
  const size = r.u.length;
  // Observed centred statistic for shift θ: the statistic of relabeling s is (observed + u + θv)·scale − centre.
  const count = (theta: number, test: (x: number, observed: number) => boolean): number => {
    const observed = centreOf(theta);
    let hits = 0;
    for (let s = 0; s < size; s++) {
      const x = observed + ((r.u[s] as number) + theta * (r.v[s] as number)) * groupScale;
      if (test(x, observed)) hits++;
    }
    // Monte Carlo: slot 0 is the observed labeling, so this is (1 + hits) / (1 + draws).
    return hits / size;
  };
  return {
    delta,
    count: size,
    exact: r.exact,
    // Twice the smaller one-sided p (scipy's definition), so the interval and TOST agree with it.
    pTwoSided: (theta) => Math.min(1, 2 * Math.min(count(theta, (x, o) => x >= o - tol), count(theta, (x, o) => x <= o + tol))),
    pGreater: (theta) => count(theta, (x, o) => x >= o - tol),
    pLess: (theta) => count(theta, (x, o) => x <= o + tol),
    minTwoSidedP: 0,
  };
}

/**
 * Exact two-sample permutation test of mean(candidate) − mean(baseline) over runs. Each value is
 * one run. Needs at least one run a side.
 */
export function permutationTest(baseline: readonly number[], candidate: readonly number[]): ShiftTest {
  if (baseline.length === 0 || candidate.length === 0) throw new RangeError("a permutation test needs runs on both sides");
  const kB = baseline.length;
  const kC = candidate.length;
  const delta = fsum(candidate) / kC - fsum(baseline) / kB;
  const r = unpairedRelabelings(baseline, candidate);
  const totalB = fsum(baseline);
  const totalC = fsum(candidate);
  // D(θ) for a relabeling with candidate-group sum S: S/kC − (T − S)/kB with T = ΣB + ΣC − kC·θ.
  // Observed S(θ) = ΣC − kC·θ, so D_obs(θ) = Δ − θ; a relabeling adds (u + θv)(1/kC + 1/kB).
  const scale = 1 / kC + 1 / kB;
  const test = shiftTest(r, delta, scale, (theta) => delta - theta, tolerance([...baseline, ...candidate, totalB, totalC]) * scale);
  const total = binomial(kB + kC, kC);
  return { ...test, minTwoSidedP: r.exact ? 2 / total : 2 / (MONTE_CARLO_DRAWS + 1) };
}

/**
 * Invert a shift test: the θ with two-sided p(θ) > alpha, searched outward from Δ and bisected
 * to 1e-9 of the data scale. A side the test can never reject (p stays above alpha however far
 * θ goes, e.g. 3 vs 3 runs at alpha 0.05) is unbounded: null, or `bound` when given (a
 * fraction's Δ cannot pass ±1).
 */
export function invertShiftTest(
  test: ShiftTest,
  alpha: number,
  scale: number,
  bounds?: { readonly lower: number; readonly upper: number },
): { lower: number | null; upper: number | null } {
  const step0 = Math.max(scale, 1e-12);
  const edge = (sign: 1 | -1): number | null => {
    const limit = bounds === undefined ? undefined : sign > 0 ? bounds.upper : bounds.lower;
    if (test.minTwoSidedP > alpha) return limit ?? null;
    let inside = test.delta;
    let outside: number | undefined;
    for (let i = 0, step = step0; i < 60; i++, step *= 2) {
      let theta = test.delta + sign * step;
      if (limit !== undefined && sign * (theta - limit) >= 0) theta = limit;
      if (test.pTwoSided(theta) <= alpha) {
        outside = theta;
        break;
      }
      inside = theta;
      if (theta === limit) return limit;
    }
    if (outside === undefined) return limit ?? null;
    let out: number = outside;
    for (let i = 0; i < 60 && Math.abs(out - inside) > 1e-9 * step0; i++) {
      const mid: number = (inside + out) / 2;
      if (test.pTwoSided(mid) <= alpha) out = mid;
      else inside = mid;
    }
    return inside;
  };
  return { lower: edge(-1), upper: edge(1) };
}
