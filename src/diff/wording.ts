/**
 * The short texts a run-diff or trial-diff row carries for display: the k text ("k = 3/3, 3 pairs"), the
 * degrees of freedom and ICC as method labels print them, and where an ICC came from. Apart from
 * format.ts because these keep the plain `toFixed` forms the labels have always shown (format.ts
 * rounds decimally for Δ, intervals and scores), and apart from the estimation so that the words
 * can be read and changed in one place. Pure.
 */
import type { IccInfo } from "./verdicts.js";

/** Degrees of freedom in a method label: "7" or "7.6". */
export function formatDf(df: number): string {
  return Number.isInteger(df) ? String(df) : df.toFixed(1);
}

/** An ICC in a method label: at most 3 decimals, no trailing zeros ("0.3"). */
export function formatIcc(x: number): string {
  return String(Number(x.toFixed(3)));
}

/** Where a pooled-rounds ICC came from, in the words of the method label. */
export function iccSourceText(source: IccInfo["source"]): string {
  return source === "option" ? "as given" : source === "estimated" ? "estimated from the runs" : "conservative default";
}

/** "k = 3/3" (runs baseline/candidate with the metric), or "k = 3/3, 3 pairs" when paired. */
export function kTextOf(kB: number, kC: number, pairs: number | null): string {
  return `k = ${kB}/${kC}${pairs === null ? "" : `, ${pairs} ${pairs === 1 ? "pair" : "pairs"}`}`;
}

/** "k = 3 tasks": the paired tasks a trial-diff row compares. */
export function kTextOfTasks(tasks: number): string {
  return `k = ${tasks} ${tasks === 1 ? "task" : "tasks"}`;
}
