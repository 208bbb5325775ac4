import type { Counts } from "./statistics.js";
/**
 * Within-run correlation of 0/1 rounds, by one-way ANOVA with runs as groups nested in sides
 * (each side keeps its own mean, so a real Δ does not inflate it):
 * ICC = (MSB − MSW) / (MSB + (n₀ − 1)·MSW), clamped to [0, 1]. Null when no side has two runs or
 * nothing varies at all.
 */
export declare function estimateIcc(sides: readonly (readonly Counts[])[]): number | null;
/** Runs a side for a two-sided test at alpha to detect `detect` with `power`, given a between-run SD. */
export declare function runsNeeded(sd: number, detect: number, alpha: number, power: number, paired: boolean): number;
