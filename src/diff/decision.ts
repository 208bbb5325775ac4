/**
 * The verdict decision rules shared by the run diff (src/diff/diff.ts) and the trial diff
 * (src/diff/trial-diff.ts), in one place so the two can never drift (docs/statistics.md): too few
 * runs (or tasks) is never conclusive, "no drop of m or more" needs TOST at the gate margin,
 * "possible regression" needs a suggestive one-sided test and an interval reaching the margin,
 * and Holm runs across the gated rows whose test may decide.
 */
import { formatDelta } from "./format.js";
import type { GateRule } from "./gate-rules.js";
import type { Direction } from "./score-table.js";
import { holmAdjust } from "./statistics.js";
import { type Change, type Lean, SUGGESTIVE_ONE_SIDED, type TostResult, VERDICT_SEVERITY, type Verdict } from "./verdicts.js";

/** One-sided p for H0 Δ = θ against Δ > θ ("greater") or Δ < θ ("less"). */
export type ShiftP = (theta: number, side: "greater" | "less") => number;

/** Float-safe "x ≥ m": Δ computed as 0.04999999999 must still reach a 5 pp margin. */
export function reaches(x: number, m: number): boolean {
  return x >= m - 1e-9 * Math.max(1, Math.abs(m));
}

/** The row's direction: a gate decides which way is bad; otherwise the producer's default. */
export function effectiveDirection(declared: Direction, gate: GateRule | null): Direction {
  if (gate === null) return declared;
  return gate.bad === "decrease" ? "higher-better" : "lower-better";
}

export function leanOf(direction: Direction, below: boolean, above: boolean): Lean {
  if (direction === "neutral" || below === above) return "none";
  return (direction === "higher-better") === above ? "better" : "worse";
}

export interface Decision {
  readonly verdict: Verdict;
  readonly lean: Lean;
  readonly tost: TostResult | null;
  readonly pHarm: number | null;
}

export interface DecisionInput {
  readonly direction: Direction;
  readonly gate: GateRule | null;
  readonly fraction: boolean;
  readonly delta: number;
  readonly lower: number | null;
  readonly upper: number | null;
  /** Shifted one-sided tests (TOST, harm), null without an interval to shift. */
  readonly pShift: ShiftP | null;
  /** An exact one-sided p for harm that replaces pShift(0) (pass/fail keys), else null. */
  readonly pHarmExact: number | null;
  /** The level the tests are read at (the per-look level in confirm mode). */
  readonly alpha: number;
  /** The (Holm-adjusted, when gated) test is significant at alpha. */
  readonly significant: boolean;
  /** Too few runs (or paired tasks) to decide anything: "too few to tell" in both directions. */
  readonly tooFew: boolean;
  readonly mde: number | null;
  /** The MDE was capped at a whole fraction: nothing of this fraction is detectable. */
  readonly mdeCapped: boolean;
  /** What the sample is made of, for the notes ("runs", "tasks"). */
  readonly units: string;
  /** The row's notes; the decision appends why it said equivalent or inconclusive. */
  readonly notes: string[];
}

/** The verdict of a row that reached a test. */
export function decideVerdict(d: DecisionInput): Decision {
  const { direction, delta } = d;
  const margin = d.gate?.margin ?? 0;
  const plain = (x: number): string => formatDelta(x, { fraction: d.fraction }).replace(/^\+/, "");
  const up = direction === "higher-better";
  // harm > 0 means the candidate moved in the bad direction.
  const harm = up ? -delta : delta;
  const pHarm = direction === "neutral" ? null : (d.pHarmExact ?? (d.pShift === null ? null : d.pShift(0, up ? "less" : "greater")));
  let tost: TostResult | null = null;
  if (d.gate !== null && d.pShift !== null) {
    const pNoHarm = up ? d.pShift(-margin, "greater") : d.pShift(margin, "less");
    const pNoGain = up ? d.pShift(margin, "less") : d.pShift(-margin, "greater");
    tost = { margin, pNoHarm, pNoGain, noMaterialHarm: pNoHarm <= d.alpha, equivalentTwoSided: pNoHarm <= d.alpha && pNoGain <= d.alpha };
  }
  const hasInterval = d.lower !== null && d.upper !== null;
  const out = (verdict: Verdict, lean: Lean = leanOf(direction, delta < 0, delta > 0)): Decision => ({ verdict, lean, tost, pHarm });

  if (d.tooFew) {
    // The rough interval may hint at a direction; the point estimate alone does not.
    return out("too_few_runs", hasInterval ? leanOf(direction, d.upper < 0, d.lower > 0) : "none");
  }
  if (direction === "neutral") return out(d.significant ? "changed" : "inconclusive");
  const material = (x: number): boolean => (d.gate === null ? x > 0 : reaches(x, margin));
  if (d.significant && material(harm)) return out("regression");
  if (d.significant && material(-harm)) return out("improvement");
  if (tost?.noMaterialHarm === true) {
    d.notes.push(`no ${up ? "drop" : "rise"} of ${plain(margin)} or more: TOST at the gate margin (p = ${tost.pNoHarm.toPrecision(2)})`);
    return out("equivalent");
  }
  // Possible regression needs evidence: a suggestive one-sided test AND an interval reaching the margin.
  const reachesMargin = !hasInterval || (up ? reaches(-d.lower, margin) : reaches(d.upper, margin));
  if (pHarm !== null && pHarm <= SUGGESTIVE_ONE_SIDED && reachesMargin) return out("possible_regression");
  if (d.gate !== null && d.mde !== null && d.mde > margin) {
    d.notes.push(
      d.mdeCapped
        ? `inconclusive: these ${d.units} cannot detect any change of this fraction (margin ${plain(margin)})`
        : `inconclusive: these ${d.units} can only detect changes of about ${plain(d.mde)} (margin ${plain(margin)})`,
    );
  }
  return out("inconclusive");
}

/**
 * Holm across the rows whose p may decide (null: not in the family, e.g. ungated or too few runs,
 * so they do not dilute it). Returns the adjusted p by row index and the family size.
 */
export function holmByRow(ps: readonly (number | null)[], alpha: number): { readonly adjusted: ReadonlyMap<number, number>; readonly family: number } {
  const tested = ps.map((p, i) => ({ p, i })).filter((x): x is { p: number; i: number } => x.p !== null);
  const holm = holmAdjust(
    tested.map(({ p }) => p),
    alpha,
  );
  return { adjusted: new Map(tested.map(({ i }, j) => [i, holm.adjusted[j] as number])), family: tested.length };
}

/** Which way Δ moved ("none" for 0 or no Δ). */
export function changeOf(delta: number | null): Change {
  if (delta === null || delta === 0) return "none";
  return delta > 0 ? "increase" : "decrease";
}

/** The most severe verdict over the gated rows (all rows when none is gated). */
export function overallVerdict(rows: readonly { readonly gate: GateRule | null; readonly verdict: Verdict }[]): Verdict {
  const gated = rows.filter((r) => r.gate !== null);
  const scope = gated.length > 0 ? gated : rows;
  return VERDICT_SEVERITY.find((v) => scope.some((r) => r.verdict === v)) ?? "inconclusive";
}
