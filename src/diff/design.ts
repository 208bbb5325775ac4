/**
 * The design behind a diff: how correlated rounds within a run are (ICC), and how many runs a
 * side it takes to detect a change (run-count advice). Pure.
 */
import { studentTQuantile } from "./statistics.js";
import type { Counts } from "./statistics.js";

/**
 * Within-run correlation of 0/1 rounds, by one-way ANOVA with runs as groups nested in sides
 * (each side keeps its own mean, so a real Δ does not inflate it):
 * ICC = (MSB − MSW) / (MSB + (n₀ − 1)·MSW), clamped to [0, 1]. Null when no side has two runs or
 * nothing varies at all.
 */
export function estimateIcc(sides: readonly (readonly Counts[])[]): number | null {
  let ssb = 0;
  let ssw = 0;
  let runs = 0;
  let groups = 0;
  let trials = 0;
  let sumSquaresOverSide = 0;
  for (const side of sides) {
    if (side.length === 0) continue;
    groups++;
    const n = side.reduce((a, c) => a + c.trials, 0);
    const s = side.reduce((a, c) => a + c.successes, 0);
    const mean = s / n;
    for (const c of side) {
      const r = c.successes / c.trials;
      ssb += c.trials * (r - mean) ** 2;
      ssw += c.trials * r * (1 - r);
      sumSquaresOverSide += (c.trials * c.trials) / n;
    }
    runs += side.length;
    trials += n;
  }
  const dfB = runs - groups;
  const dfW = trials - runs;
  if (dfB < 1 || dfW < 1) return null;
  const msb = ssb / dfB;
  const msw = ssw / dfW;
  const n0 = (trials - sumSquaresOverSide) / dfB;
  const denominator = msb + (n0 - 1) * msw;
  if (!(denominator > 0)) return null;
  return Math.min(1, Math.max(0, (msb - msw) / denominator));
}

/** Runs a side for a two-sided test at alpha to detect `detect` with `power`, given a between-run SD. */
export function runsNeeded(sd: number, detect: number, alpha: number, power: number, paired: boolean): number {
  if (!(sd > 0) || !(detect > 0)) return 2;
  const z = studentTQuantile(1 - alpha / 2, Number.POSITIVE_INFINITY) + studentTQuantile(power, Number.POSITIVE_INFINITY);
  // Unpaired: Var(Δ) = 2σ²/k; paired with pair correlation 0.5: Var(d) = σ², so Var(Δ) = σ²/k.
  const factor = paired ? 1 : 2;
  let k = Math.max(2, Math.ceil((factor * z * z * sd * sd) / (detect * detect)));
  const enough = (n: number): boolean => {
    const df = paired ? n - 1 : 2 * n - 2;
    const q = studentTQuantile(1 - alpha / 2, df) + studentTQuantile(power, df);
    return q * sd * Math.sqrt(factor / n) <= detect;
  };
  // t quantiles exceed z, so the normal answer is a lower bound; step up until t agrees.
  for (let i = 0; i < 10_000 && !enough(k); i++) k++;
  return k;
}
