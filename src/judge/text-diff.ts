/**
 * Line diff (unified format) and line-based similarity, used to explain a fixture miss ("what
 * changed since the nearest recording"). The diff is jsdiff's (Myers' algorithm, the `diff`
 * package); only the rendering (labels, hunk headers, a cap on the lines shown) is ours.
 */
import { structuredPatch } from "diff";

/**
 * Above this many edits jsdiff gives up (it would take quadratic time on two unrelated long texts)
 * and the change is shown as a plain replace of the differing middle.
 */
const MAX_EDIT_LENGTH = 4_000;

export interface UnifiedDiffOptions {
  readonly fromLabel?: string;
  readonly toLabel?: string;
  /** Unchanged lines shown around each change (default 3). */
  readonly context?: number;
  /** Diff body lines shown at most; the rest is summarised (default 120). */
  readonly maxLines?: number;
}

interface Hunk {
  readonly oldStart: number;
  readonly oldLines: number;
  readonly newStart: number;
  readonly newLines: number;
  readonly lines: readonly string[];
}

/** The differing middle of two line lists as one hunk of removals then additions (plus context). */
function replaceHunk(a: readonly string[], b: readonly string[], context: number): Hunk {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const from = Math.max(0, start - context);
  const toA = Math.min(a.length, endA + context);
  const toB = Math.min(b.length, endB + context);
  const lines = [
    ...a.slice(from, start).map((l) => ` ${l}`),
    ...a.slice(start, endA).map((l) => `-${l}`),
    ...b.slice(start, endB).map((l) => `+${l}`),
    ...a.slice(endA, toA).map((l) => ` ${l}`),
  ];
  return { oldStart: from + 1, oldLines: toA - from, newStart: from + 1, newLines: toB - from, lines };
}

/** A unified diff of two texts by line; the empty string when they are equal. */
export function unifiedLineDiff(before: string, after: string, options: UnifiedDiffOptions = {}): string {
  if (before === after) return "";
  const context = options.context ?? 3;
  const maxLines = options.maxLines ?? 120;
  // Compare lines without line ends, so a missing final newline is not a change of its own.
  const patch = structuredPatch("a", "b", `${before}\n`, `${after}\n`, undefined, undefined, { context, maxEditLength: MAX_EDIT_LENGTH });
  const hunks: readonly Hunk[] = patch === undefined ? [replaceHunk(before.split("\n"), after.split("\n"), context)] : patch.hunks;

  const out: string[] = [`--- ${options.fromLabel ?? "before"}`, `+++ ${options.toLabel ?? "after"}`];
  let body = 0;
  let truncated = 0;
  for (const hunk of hunks) {
    const header = `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`;
    for (const line of [header, ...hunk.lines.filter((l) => !l.startsWith("\\"))]) {
      if (body < maxLines) out.push(line);
      else truncated++;
      body++;
    }
  }
  if (truncated > 0) out.push(`… ${truncated} more diff lines not shown`);
  return out.join("\n");
}

/**
 * Similarity in [0, 1] of two texts by their lines (Dice coefficient over line multisets), with
 * a small tie-breaker for length. Linear time, so it is cheap on long transcripts.
 */
export function lineSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const counts = new Map<string, number>();
  const linesA = a.split("\n");
  const linesB = b.split("\n");
  for (const line of linesA) counts.set(line, (counts.get(line) ?? 0) + 1);
  let common = 0;
  for (const line of linesB) {
    const left = counts.get(line) ?? 0;
    if (left > 0) {
      common++;
      counts.set(line, left - 1);
    }
  }
  const dice = (2 * common) / (linesA.length + linesB.length);
  const lengthRatio = Math.min(a.length, b.length) / Math.max(a.length, b.length, 1);
  return 0.95 * dice + 0.05 * lengthRatio;
}
