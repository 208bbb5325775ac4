/**
 * Small-sample statistics for diffing evaluation reports (reference §4): Student t, Welch and
 * paired intervals, Wilson / Newcombe intervals for proportions, power (MDE), Holm, and a
 * seeded bootstrap. Everything is pure and deterministic: no clock, no Math.random.
 *
 * Special functions are implemented here rather than pulled from a dependency so that the
 * numbers are reproducible bit-for-bit across installs; they are checked against scipy in
 * tests/diff/statistics.test.ts.
 */
import { fmean, fsum } from "../core/pynum.js";

// ---------------------------------------------------------------------------------------------
// Special functions
// ---------------------------------------------------------------------------------------------

const LANCZOS_G = 7;
const LANCZOS_COEFFICIENTS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7; relative error ~1e-15 over the range we use). */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, got ${x}`);
  if (x < 0.5) {
    // Reflection keeps the Lanczos series in its accurate range.
    return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  }
  const z = x - 1;
  let sum = LANCZOS_COEFFICIENTS[0] as number;
  for (let i = 1; i < LANCZOS_COEFFICIENTS.length; i++) sum += (LANCZOS_COEFFICIENTS[i] as number) / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const TINY = 1e-300;
const MAX_ITERATIONS = 10_000;
const EPSILON = 1e-16;

/** Lentz continued fraction for the incomplete beta function (converges for x < (a+1)/(a+b+2)). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return h;
}

/**
 * Regularized incomplete beta I_x(a, b). `y` = 1 − x may be passed when the caller has it exactly
 * (the t distribution's t²/(df + t²)): recomputing it from x near 1 loses digits (p-values near 1
 * at df = 2000 were off by 3.5e-12).
 */
export function regularizedIncompleteBeta(x: number, a: number, b: number, y?: number): number {
  if (!(a > 0) || !(b > 0)) throw new RangeError(`incomplete beta needs a, b > 0, got a=${a}, b=${b}`);
  if (x <= 0) return 0;
  if (x >= 1 || (y !== undefined && y <= 0)) return 1;
  const logY = y === undefined ? Math.log1p(-x) : Math.log(y);
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * logY);
  // The continued fraction converges fast only on one side of the mean; use the symmetry otherwise.
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(a, b, x)) / a;
  return 1 - (front * betaContinuedFraction(b, a, y ?? 1 - x)) / b;
}

/** x = df/(df + t²) and its exact complement t²/(df + t²), for the t distribution's incomplete beta. */
function tBetaArguments(t: number, df: number): [number, number] {
  const t2 = t * t;
  return [df / (df + t2), t2 / (df + t2)];
}

/** Regularized upper incomplete gamma Q(a, x) (series below a+1, continued fraction above). */
function regularizedGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const logFront = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n <= MAX_ITERATIONS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
    }
    return 1 - sum * Math.exp(logFront);
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(logFront) * h;
}

/** Standard normal CDF Φ(z), via erfc = Q(1/2, z²/2) so both tails keep full relative precision. */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const tail = 0.5 * regularizedGammaQ(0.5, (z * z) / 2);
  return z < 0 ? tail : 1 - tail;
}

/** Bisection to the last representable bit: slow-ish but monotone and free of tuning constants. */
function bisect(f: (x: number) => number, target: number, lo: number, hi: number): number {
  for (let i = 0; i < 2000; i++) {
    const mid = lo + (hi - lo) / 2;
    if (mid === lo || mid === hi) return mid;
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return lo + (hi - lo) / 2;
}

/**
 * Standard normal quantile Φ⁻¹(p), 0 < p < 1. Solved on the lower tail, where Φ keeps full relative
 * precision (an upper p is mirrored through 1 − p, exact for p ≥ 1/2): solving Φ(z) = p above the
 * median compares 1 − tail, which left Φ⁻¹(1 − 1e-12) off by 1e-6 and threw on Φ⁻¹(1e-20).
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normal quantile needs 0 < p < 1, got ${p}`);
  if (p === 0.5) return 0;
  if (p > 0.5) return -normalQuantile(1 - p);
  // Φ(−38.5) is below the smallest double, so every representable p lies in (−40, 0).
  return bisect(normalCdf, p, -40, 0);
}

/** Beyond this many degrees of freedom t and z agree to ~1e-7 and the continued fraction gets slow. */
const NORMAL_DF = 1e7;

/** Student t CDF with `df` > 0 degrees of freedom (`Infinity` → normal). */
export function studentTCdf(t: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`Student t needs df > 0, got ${df}`);
  if (Number.isNaN(t)) return Number.NaN;
  if (df > NORMAL_DF) return normalCdf(t);
  if (t === 0) return 0.5;
  const [x, y] = tBetaArguments(t, df);
  const tail = 0.5 * regularizedIncompleteBeta(x, df / 2, 0.5, y);
  return t < 0 ? tail : 1 - tail;
}

/** Two-sided p-value P(|T_df| ≥ |t|), computed from the tail directly (no 1 − x cancellation). */
export function studentTTwoSidedP(t: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`Student t needs df > 0, got ${df}`);
  if (df > NORMAL_DF) return 2 * normalCdf(-Math.abs(t));
  if (!Number.isFinite(t)) return 0;
  const [x, y] = tBetaArguments(t, df);
  return regularizedIncompleteBeta(x, df / 2, 0.5, y);
}

/**
 * Student t quantile: the t with P(T_df ≤ t) = p. Non-integer df is allowed (Welch). Solved on the
 * lower tail like {@link normalQuantile}, so far quantiles (confirm mode's per-look levels) keep
 * their precision.
 */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`t quantile needs 0 < p < 1, got ${p}`);
  if (!(df > 0)) throw new RangeError(`Student t needs df > 0, got ${df}`);
  if (df > NORMAL_DF) return normalQuantile(p);
  if (p === 0.5) return 0;
  if (p > 0.5) return -studentTQuantile(1 - p, df);
  let lo = -1;
  while (studentTCdf(lo, df) > p && Number.isFinite(lo)) lo *= 2;
  return bisect((t) => studentTCdf(t, df), p, lo, 0);
}

// ---------------------------------------------------------------------------------------------
// Descriptive helpers
// ---------------------------------------------------------------------------------------------

/**
 * The power of two that brings the largest |value| into [1, 2) when the values lie beyond ±2^±500,
 * else 1. Dividing by it is exact, so statistics computed on the scaled values and multiplied back
 * neither overflow (scores near 1e308 summed to NaN) nor drown in absolute tolerances (1e-300).
 */
export function extremeScale(values: readonly number[]): number {
  let largest = 0;
  for (const v of values) largest = Math.max(largest, Math.abs(v));
  if (!(largest > 2 ** 500 || (largest > 0 && largest < 2 ** -500)) || !Number.isFinite(largest)) return 1;
  return 2 ** Math.floor(Math.log2(largest));
}

/** fmean that does not overflow to NaN on scores near ±1e308 (its sum would): exact otherwise. */
export function scaledMean(values: readonly number[]): number {
  const scale = extremeScale(values);
  return scale === 1 ? fmean(values) : fmean(values.map((v) => v / scale)) * scale;
}

/** Sample variance (n − 1). Constant inputs return exactly 0 rather than rounding noise. */
export function sampleVariance(values: readonly number[]): number {
  if (values.length < 2) throw new RangeError("sample variance needs at least two values");
  if (values.every((v) => v === values[0])) return 0;
  const centre = fmean(values);
  return fsum(values.map((v) => (v - centre) ** 2)) / (values.length - 1);
}

// ---------------------------------------------------------------------------------------------
// Intervals for a difference of means
// ---------------------------------------------------------------------------------------------

/** A confidence interval for Δ = candidate − baseline, with what produced it. */
export interface MeanDifference {
  /** candidate − baseline. */
  readonly delta: number;
  readonly se: number;
  /** Degrees of freedom; null when the standard error is zero (the t distribution is undefined). */
  readonly df: number | null;
  readonly lower: number;
  readonly upper: number;
  /** Two-sided p-value for Δ = 0. */
  readonly pValue: number;
}

/**
 * A zero standard error cannot be divided by: the interval collapses to the point and the
 * "test" is exact (p = 1 if nothing moved, 0 otherwise). Callers decide whether to trust that.
 */
function degenerate(delta: number): MeanDifference {
  return { delta, se: 0, df: null, lower: delta, upper: delta, pValue: delta === 0 ? 1 : 0 };
}

function tInterval(delta: number, se: number, df: number, alpha: number): MeanDifference {
  // The upper quantile from the tail alpha/2 itself: 1 − alpha/2 rounds, which at confirm mode's
  // per-look levels (5e-10 at 10,000 runs) moved the quantile by 1e-8.
  const q = -studentTQuantile(alpha / 2, df);
  return { delta, se, df, lower: delta - q * se, upper: delta + q * se, pValue: studentTTwoSidedP(delta / se, df) };
}

function checkAlpha(alpha: number): void {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
}

/**
 * Welch's unequal-variance interval for mean(candidate) − mean(baseline), with the
 * Welch–Satterthwaite degrees of freedom (§4.4a). Each value is one run: the run is the unit of
 * independence, never the round.
 */
export function welchInterval(baseline: readonly number[], candidate: readonly number[], alpha = 0.05): MeanDifference {
  checkAlpha(alpha);
  if (baseline.length < 2 || candidate.length < 2) throw new RangeError("Welch needs at least two values per side");
  const delta = fmean(candidate) - fmean(baseline);
  const vb = sampleVariance(baseline) / baseline.length;
  const vc = sampleVariance(candidate) / candidate.length;
  const v = vb + vc;
  if (v === 0) return degenerate(delta);
  // Satterthwaite's ν = v² / (vb²/(nb−1) + vc²/(nc−1)), written in the shares vb/v and vc/v so that
  // squaring cannot over- or underflow (runs scored near 1e±150 gave ν = NaN and threw).
  const sb = vb / v;
  const sc = vc / v;
  const df = 1 / ((sb * sb) / (baseline.length - 1) + (sc * sc) / (candidate.length - 1));
  return tInterval(delta, Math.sqrt(v), df, alpha);
}

/** Paired t interval over per-pair differences d_j = candidate_j − baseline_j (§4.4b). */
export function pairedInterval(differences: readonly number[], alpha = 0.05): MeanDifference {
  checkAlpha(alpha);
  if (differences.length < 2) throw new RangeError("a paired interval needs at least two pairs");
  const delta = fmean(differences);
  const variance = sampleVariance(differences);
  if (variance === 0) return degenerate(delta);
  return tInterval(delta, Math.sqrt(variance / differences.length), differences.length - 1, alpha);
}

// ---------------------------------------------------------------------------------------------
// Proportions
// ---------------------------------------------------------------------------------------------

/** An interval for one proportion. */
export interface ProportionInterval {
  readonly estimate: number;
  readonly lower: number;
  readonly upper: number;
}

function wilsonAtZ(successes: number, trials: number, z: number): ProportionInterval {
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At p = 0 or 1 one limit is exactly the boundary; clamping removes the last-bit overshoot.
  return {
    estimate: p,
    lower: successes === 0 ? 0 : Math.max(0, centre - half),
    upper: successes === trials ? 1 : Math.min(1, centre + half),
  };
}

function checkCounts(successes: number, trials: number): void {
  if (!(trials > 0) || !(successes >= 0) || successes > trials) {
    throw new RangeError(`need 0 <= successes <= trials and trials > 0, got ${successes}/${trials}`);
  }
}

/**
 * Wilson score interval. Counts may be fractional: the design-effect deflation (§4.4d) produces
 * effective counts that are not integers.
 */
export function wilsonInterval(successes: number, trials: number, alpha = 0.05): ProportionInterval {
  checkAlpha(alpha);
  checkCounts(successes, trials);
  return wilsonAtZ(successes, trials, -normalQuantile(alpha / 2));
}

/** Counts for one arm of a proportion comparison. */
export interface Counts {
  readonly successes: number;
  readonly trials: number;
}

function newcombeAtZ(baseline: Counts, candidate: Counts, z: number): { lower: number; upper: number; delta: number } {
  const b = wilsonAtZ(baseline.successes, baseline.trials, z);
  const c = wilsonAtZ(candidate.successes, candidate.trials, z);
  const delta = c.estimate - b.estimate;
  return {
    delta,
    lower: delta - Math.sqrt((c.estimate - c.lower) ** 2 + (b.upper - b.estimate) ** 2),
    upper: delta + Math.sqrt((c.upper - c.estimate) ** 2 + (b.estimate - b.lower) ** 2),
  };
}

/** Newcombe's interval for p_candidate − p_baseline, with the p-value read off its inversion. */
export interface ProportionDifference {
  readonly delta: number;
  readonly lower: number;
  readonly upper: number;
  /**
   * Two-sided p-value by test inversion: the α at which the interval's near limit touches zero.
   * This keeps "p ≤ α" and "the interval excludes 0" the same statement, which Holm relies on.
   */
  readonly pValue: number;
}

/**
 * Newcombe's hybrid score interval (1998, method 10) for a difference of independent
 * proportions, built from the two Wilson intervals.
 */
export function newcombeInterval(baseline: Counts, candidate: Counts, alpha = 0.05): ProportionDifference {
  checkAlpha(alpha);
  checkCounts(baseline.successes, baseline.trials);
  checkCounts(candidate.successes, candidate.trials);
  const at = newcombeAtZ(baseline, candidate, -normalQuantile(alpha / 2));
  return { ...at, pValue: newcombePValue(baseline, candidate, at.delta) };
}

function newcombePValue(baseline: Counts, candidate: Counts, delta: number): number {
  if (delta === 0) return 1;
  // The near limit moves monotonically towards (and past) zero as z grows.
  const nearLimit = (z: number): number => {
    const at = newcombeAtZ(baseline, candidate, z);
    return delta > 0 ? -at.lower : at.upper;
  };
  if (nearLimit(40) < 0) return 0;
  const zStar = bisect(nearLimit, 0, 0, 40);
  return Math.min(1, 2 * normalCdf(-zStar));
}

// ---------------------------------------------------------------------------------------------
// Power and multiplicity
// ---------------------------------------------------------------------------------------------

/**
 * Minimum detectable effect for a two-sided test at `alpha` with the given power (§4.6):
 * (q_{1−α/2} + q_{power}) · SE, with Student-t quantiles on `df` (pass Infinity for the normal
 * approximation the reference's tables use).
 */
export function minimumDetectableEffect(se: number, options: { alpha?: number; power?: number; df?: number } = {}): number {
  const alpha = options.alpha ?? 0.05;
  const power = options.power ?? 0.8;
  const df = options.df ?? Number.POSITIVE_INFINITY;
  checkAlpha(alpha);
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1), got ${power}`);
  if (!(se >= 0)) throw new RangeError(`standard error must be >= 0, got ${se}`);
  return (-studentTQuantile(alpha / 2, df) + studentTQuantile(power, df)) * se;
}

/** Holm's step-down result, in the order the p-values were given. */
export interface HolmResult {
  /** Holm-adjusted p-values (monotone, capped at 1). */
  readonly adjusted: readonly number[];
  readonly rejected: readonly boolean[];
}

/** Holm's step-down correction: controls the family-wise error rate across the gated metrics. */
export function holmAdjust(pValues: readonly number[], alpha = 0.05): HolmResult {
  checkAlpha(alpha);
  const m = pValues.length;
  // Ties are broken by input position so the result is deterministic.
  const order = pValues.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const adjusted = new Array<number>(m).fill(1);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return { adjusted, rejected: adjusted.map((p) => p <= alpha) };
}

// ---------------------------------------------------------------------------------------------
// Seeded bootstrap
// ---------------------------------------------------------------------------------------------

/** FNV-1a over a string, 32 bits: a stable seed derived from the data itself. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast, good enough for resampling indices, and fully determined by its seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Linear-interpolation quantile of sorted data (numpy's default, "type 7"). */
function quantileSorted(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const lo = Math.floor(position);
  const hi = Math.ceil(position);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (position - lo);
}

/**
 * Percentile bootstrap interval for mean(candidate) − mean(baseline), resampling runs with
 * replacement on each side (§4.4e). The PRNG is seeded from a hash of the inputs unless a seed is
 * given, so identical data always yields the identical interval. Display only: with few runs it
 * under-covers, so it never drives a verdict.
 */
export function bootstrapInterval(
  baseline: readonly number[],
  candidate: readonly number[],
  options: { resamples?: number; alpha?: number; seed?: number } = {},
): { lower: number; upper: number; seed: number; resamples: number } {
  const resamples = options.resamples ?? 10_000;
  const alpha = options.alpha ?? 0.05;
  checkAlpha(alpha);
  if (baseline.length === 0 || candidate.length === 0) throw new RangeError("bootstrap needs runs on both sides");
  if (!Number.isInteger(resamples) || resamples < 1) throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
  const seed = options.seed ?? hashSeed(JSON.stringify([baseline, candidate, resamples]));
  const random = mulberry32(seed);
  const draw = (values: readonly number[]): number => {
    const picked: number[] = [];
    for (let i = 0; i < values.length; i++) picked.push(values[Math.floor(random() * values.length)] as number);
    return scaledMean(picked);
  };
  const deltas: number[] = [];
  for (let b = 0; b < resamples; b++) {
    const mb = draw(baseline);
    deltas.push(draw(candidate) - mb);
  }
  deltas.sort((x, y) => x - y);
  return { lower: quantileSorted(deltas, alpha / 2), upper: quantileSorted(deltas, 1 - alpha / 2), seed, resamples };
}
