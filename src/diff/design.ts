/**
 * The design behind a diff: how correlated rounds within a run are (ICC, and which one a
 * pooled-rounds interval assumes), and how many runs a side it takes to detect a change
 * (run-count advice). Pure.
 */
import { formatDelta } from "./format.js";
import type { GateRule } from "./gate-rules.js";
import { type Entry, pooledCounts, runCounts } from "./pairing.js";
import type { Direction } from "./score-table.js";
import { sampleVariance, studentTQuantile } from "./statistics.js";
import type { Counts } from "./statistics.js";
import type { IccInfo, RunAdvice } from "./verdicts.js";

/** ICC assumed for pooled rounds when neither the option nor the data give one (docs/statistics.md). */
export const DEFAULT_ICC = 0.3;

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
  const z = -studentTQuantile(alpha / 2, Number.POSITIVE_INFINITY) + studentTQuantile(power, Number.POSITIVE_INFINITY);
  // Unpaired: Var(Δ) = 2σ²/k; paired with pair correlation 0.5: Var(d) = σ², so Var(Δ) = σ²/k.
  const factor = paired ? 1 : 2;
  let k = Math.max(2, Math.ceil((factor * z * z * sd * sd) / (detect * detect)));
  const enough = (n: number): boolean => {
    const df = paired ? n - 1 : 2 * n - 2;
    const q = -studentTQuantile(alpha / 2, df) + studentTQuantile(power, df);
    return q * sd * Math.sqrt(factor / n) <= detect;
  };
  // t quantiles exceed z, so the normal answer is a lower bound; step up until t agrees.
  for (let i = 0; i < 10_000 && !enough(k); i++) k++;
  return k;
}

/**
 * The ICC for pooled rounds: the option if given; else, with 3 or more runs a side, the ANOVA
 * estimate from these runs; with fewer, the larger of the estimate and {@link DEFAULT_ICC} (two
 * runs estimate a correlation too noisily to lower a conservative default).
 */
export function iccInfo(b: readonly Counts[] | null, c: readonly Counts[] | null, option: number | undefined, minRuns = Number.POSITIVE_INFINITY): IccInfo | null {
  if (b === null || c === null) return null;
  const all = [...b, ...c];
  const roundsPerRun = all.reduce((a, x) => a + x.trials, 0) / all.length;
  const estimate = estimateIcc([b, c]);
  let value: number;
  let source: IccInfo["source"];
  if (option !== undefined) {
    value = option;
    source = "option";
  } else if (estimate !== null && (estimate > DEFAULT_ICC || (b.length >= minRuns && c.length >= minRuns))) {
    value = estimate;
    source = "estimated";
  } else {
    // With one or two runs a side the estimate is too noisy to lower the conservative default.
    value = DEFAULT_ICC;
    source = "default";
  }
  return { value, source, estimate, roundsPerRun, designEffect: 1 + (roundsPerRun - 1) * value };
}

/** Run-count advice from the baseline's between-run spread, else from the ICC model of pooled rounds. */
export function runAdvice(
  baseline: readonly Entry[],
  candidate: readonly Entry[],
  fraction: boolean,
  gate: GateRule | null,
  direction: Direction,
  icc: number,
  s: { readonly alpha: number; readonly power: number },
): RunAdvice | null {
  const detect = gate?.margin ?? (fraction ? 0.05 : null);
  if (detect === null) return null;
  const scores = baseline.map((e) => e.score.score);
  let sd = scores.length >= 2 ? Math.sqrt(sampleVariance(scores)) : 0;
  let basis: RunAdvice["basis"] = "baseline-spread";
  if (!(sd > 0)) {
    const counts = fraction ? runCounts(baseline) : null;
    const pooled = counts === null ? null : pooledCounts([...baseline, ...candidate]);
    if (counts === null || pooled === null) return null;
    const p = pooled.successes / pooled.trials;
    const m = counts.reduce((a, c) => a + c.trials, 0) / counts.length;
    sd = Math.sqrt(((p * (1 - p)) / m) * (1 + (m - 1) * icc));
    basis = "icc-model";
    if (!(sd > 0)) return null;
  }
  const runsPerSide = runsNeeded(sd, detect, s.alpha, s.power, false);
  const pairedRunsPerSide = runsNeeded(sd, detect, s.alpha, s.power, true);
  const move = direction === "higher-better" ? "drop" : direction === "lower-better" ? "rise" : "change";
  const size = formatDelta(detect, { fraction }).replace(/^\+/, "");
  const power = Math.round(s.power * 100);
  return {
    detect,
    power: s.power,
    runsPerSide,
    pairedRunsPerSide,
    basis,
    sd,
    text: `to detect a ${size} ${move} with ${power}% power you need about ${runsPerSide} runs a side (pairing the same seeds on both sides halves it: about ${pairedRunsPerSide})`,
  };
}
