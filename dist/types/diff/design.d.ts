import type { GateRule } from "./gate-rules.js";
import { type Entry } from "./pairing.js";
import type { Direction } from "./score-table.js";
import type { Counts } from "./statistics.js";
import type { IccInfo, RunAdvice } from "./verdicts.js";
/** ICC assumed for pooled rounds when neither the option nor the data give one (docs/statistics.md). */
export declare const DEFAULT_ICC = 0.3;
/**
 * Within-run correlation of 0/1 rounds, by one-way ANOVA with runs as groups nested in sides
 * (each side keeps its own mean, so a real Δ does not inflate it):
 * ICC = (MSB − MSW) / (MSB + (n₀ − 1)·MSW), clamped to [0, 1]. Null when no side has two runs or
 * nothing varies at all.
 */
export declare function estimateIcc(sides: readonly (readonly Counts[])[]): number | null;
/** Runs a side for a two-sided test at alpha to detect `detect` with `power`, given a between-run SD. */
export declare function runsNeeded(sd: number, detect: number, alpha: number, power: number, paired: boolean): number;
/**
 * The ICC for pooled rounds: the option if given; else, with 3 or more runs a side, the ANOVA
 * estimate from these runs; with fewer, the larger of the estimate and {@link DEFAULT_ICC} (two
 * runs estimate a correlation too noisily to lower a conservative default).
 */
export declare function iccInfo(b: readonly Counts[] | null, c: readonly Counts[] | null, option: number | undefined, minRuns?: number): IccInfo | null;
/** Run-count advice from the baseline's between-run spread, else from the ICC model of pooled rounds. */
export declare function runAdvice(baseline: readonly Entry[], candidate: readonly Entry[], fraction: boolean, gate: GateRule | null, direction: Direction, icc: number, s: {
    readonly alpha: number;
    readonly power: number;
}): RunAdvice | null;
