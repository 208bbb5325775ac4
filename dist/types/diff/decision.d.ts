import type { GateRule } from "./gate-rules.js";
import type { Direction } from "./score-table.js";
import { type Change, type Lean, type TostResult, type Verdict } from "./verdicts.js";
/** One-sided p for H0 Δ = θ against Δ > θ ("greater") or Δ < θ ("less"). */
export type ShiftP = (theta: number, side: "greater" | "less") => number;
/** Float-safe "x ≥ m": Δ computed as 0.04999999999 must still reach a 5 pp margin. */
export declare function reaches(x: number, m: number): boolean;
/** The row's direction: a gate decides which way is bad; otherwise the producer's default. */
export declare function effectiveDirection(declared: Direction, gate: GateRule | null): Direction;
export declare function leanOf(direction: Direction, below: boolean, above: boolean): Lean;
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
export declare function decideVerdict(d: DecisionInput): Decision;
/**
 * Holm across the rows whose p may decide (null: not in the family, e.g. ungated or too few runs,
 * so they do not dilute it). Returns the adjusted p by row index and the family size.
 */
export declare function holmByRow(ps: readonly (number | null)[], alpha: number): {
    readonly adjusted: ReadonlyMap<number, number>;
    readonly family: number;
};
/** Which way Δ moved ("none" for 0 or no Δ). */
export declare function changeOf(delta: number | null): Change;
/** The most severe verdict over the gated rows (all rows when none is gated). */
export declare function overallVerdict(rows: readonly {
    readonly gate: GateRule | null;
    readonly verdict: Verdict;
}[]): Verdict;
