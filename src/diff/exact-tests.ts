/**
 * Exact tests for paired pass/fail outcomes, where a t approximation breaks down (a handful of
 * discordant tasks, or no spread at all). Pure.
 */
import { logGamma } from "./statistics.js";

/** Discordant pairs up to which the tail is summed in exact integers. */
const EXACT_LIMIT = 5000;
const SCALE_BITS = 200;

/** P(X = i) for X ~ Binomial(n, 1/2), in log space so n in the thousands stays exact enough. */
function logBinomialHalf(n: number, i: number): number {
  return logGamma(n + 1) - logGamma(i + 1) - logGamma(n - i + 1) - n * Math.LN2;
}

/**
 * Two-sided exact sign test: of `worse + better` discordant pairs, is the split compatible with
 * a fair coin? p = min(1, 2 · P(X ≤ min(worse, better))), X ~ Binomial(worse + better, 1/2).
 * For one 0/1 outcome per task and side this is McNemar's exact test (scipy:
 * `binomtest(min(b, c), b + c, 0.5).pvalue`, which for p = 1/2 is the same doubled tail). With no
 * discordant pair p = 1. The smallest attainable p is 2 · 2^-n: never 0.
 */
export function signTestP(worse: number, better: number): number {
  for (const [name, v] of [["worse", worse], ["better", better]] as const) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`${name} must be a non-negative integer, got ${v}`);
  }
  const n = worse + better;
  if (n === 0) return 1;
  const low = Math.min(worse, better);
  if (2 * low === n) return 1;
  if (n <= EXACT_LIMIT) {
    // Exact integer tail, then one rounding: p = 2 · Σ C(n, i) / 2^n.
    let coefficient = 1n;
    let tail = 0n;
    for (let i = 0; i <= low; i++) {
      tail += coefficient;
      coefficient = (coefficient * BigInt(n - i)) / BigInt(i + 1);
    }
    const scaled = Number((tail << BigInt(SCALE_BITS + 1)) >> BigInt(n)) / 2 ** SCALE_BITS;
    if (scaled > 0) return Math.min(1, scaled);
  }
  let tail = 0;
  // Summed from the smallest term up, so tiny tails keep their precision.
  for (let i = 0; i <= low; i++) tail += Math.exp(logBinomialHalf(n, i));
  return Math.min(1, 2 * tail);
}

/** Per-pair differences → (worse, better) counts for a test where "worse" is a drop. */
export function discordantCounts(differences: readonly number[]): { readonly worse: number; readonly better: number; readonly ties: number } {
  let worse = 0;
  let better = 0;
  let ties = 0;
  for (const d of differences) {
    if (d < 0) worse++;
    else if (d > 0) better++;
    else ties++;
  }
  return { worse, better, ties };
}

/**
 * One-sided exact sign test for "worse": P(X ≥ worse), X ~ Binomial(worse + better, 1/2), the
 * chance of at least this many drops among the discordant pairs if drops and gains were equally
 * likely. scipy: `binomtest(worse, worse + better, 0.5, alternative="greater").pvalue`.
 */
export function signTestWorseP(worse: number, better: number): number {
  const n = worse + better;
  if (n === 0) return 1;
  if (worse === 0) return 1;
  // P(X ≥ w) = P(X ≤ n − w) by symmetry, and the two-sided p doubles the smaller tail.
  const lowTail = better < worse ? signTestP(worse, better) / 2 : 1 - signTestP(worse - 1, better + 1) / 2;
  return Math.min(1, lowTail);
}
