/**
 * The short texts a run-diff or trial-diff row carries for display: the k text ("k = 3/3, 3 pairs"), the
 * degrees of freedom and ICC as method labels print them, and where an ICC came from. Apart from
 * format.ts because these keep the plain `toFixed` forms the labels have always shown (format.ts
 * rounds decimally for Δ, intervals and scores), and apart from the estimation so that the words
 * can be read and changed in one place. Pure.
 */
import type { IccInfo } from "./verdicts.js";
/** Degrees of freedom in a method label: "7" or "7.6". */
export declare function formatDf(df: number): string;
/** An ICC in a method label: at most 3 decimals, no trailing zeros ("0.3"). */
export declare function formatIcc(x: number): string;
/** Where a pooled-rounds ICC came from, in the words of the method label. */
export declare function iccSourceText(source: IccInfo["source"]): string;
/** "k = 3/3" (runs baseline/candidate with the metric), or "k = 3/3, 3 pairs" when paired. */
export declare function kTextOf(kB: number, kC: number, pairs: number | null): string;
/** "k = 3 tasks": the paired tasks a trial-diff row compares. */
export declare function kTextOfTasks(tasks: number): string;
