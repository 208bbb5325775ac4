/**
 * Small, dependency-free line diff (unified format) and line-based similarity, used to explain a
 * fixture miss ("what changed since the nearest recording").
 */

type Op = { readonly kind: " " | "-" | "+"; readonly line: string };

/** Above this many cells the middle part is shown as a plain replace instead of an LCS diff. */
const MAX_LCS_CELLS = 4_000_000;

function lineOps(a: readonly string[], b: readonly string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const ops: Op[] = a.slice(0, start).map((line) => ({ kind: " ", line }));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if (n * m > MAX_LCS_CELLS) {
    for (const line of midA) ops.push({ kind: "-", line });
    for (const line of midB) ops.push({ kind: "+", line });
  } else if (n > 0 || m > 0) {
    // lcs[i][j] = LCS length of midA[i..] and midB[j..], row-major in one typed array.
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * width + j] =
          midA[i] === midB[j]
            ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
            : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        ops.push({ kind: " ", line: midA[i] ?? "" });
        i++;
        j++;
      } else if (i < n && (j === m || (lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0))) {
        ops.push({ kind: "-", line: midA[i] ?? "" });
        i++;
      } else {
        ops.push({ kind: "+", line: midB[j] ?? "" });
        j++;
      }
    }
  }
  for (const line of a.slice(endA)) ops.push({ kind: " ", line });
  return ops;
}

export interface UnifiedDiffOptions {
  readonly fromLabel?: string;
  readonly toLabel?: string;
  /** Unchanged lines shown around each change (default 3). */
  readonly context?: number;
  /** Diff body lines shown at most; the rest is summarised (default 120). */
  readonly maxLines?: number;
}

/** A unified diff of two texts by line; the empty string when they are equal. */
export function unifiedLineDiff(before: string, after: string, options: UnifiedDiffOptions = {}): string {
  if (before === after) return "";
  const context = options.context ?? 3;
  const maxLines = options.maxLines ?? 120;
  const a = before.split("\n");
  const b = after.split("\n");
  const ops = lineOps(a, b);

  // Positions (in ops) of changes, grouped into hunks whose context windows touch.
  const changed = ops.flatMap((op, index) => (op.kind === " " ? [] : [index]));
  const hunks: Array<[number, number]> = [];
  for (const index of changed) {
    const from = Math.max(0, index - context);
    const to = Math.min(ops.length - 1, index + context);
    const last = hunks[hunks.length - 1];
    if (last !== undefined && from <= last[1] + 1) last[1] = to;
    else hunks.push([from, to]);
  }

  // Line numbers (1-based) in a and b at each op position.
  const lineA: number[] = [];
  const lineB: number[] = [];
  let na = 1;
  let nb = 1;
  for (const op of ops) {
    lineA.push(na);
    lineB.push(nb);
    if (op.kind !== "+") na++;
    if (op.kind !== "-") nb++;
  }

  const out: string[] = [`--- ${options.fromLabel ?? "before"}`, `+++ ${options.toLabel ?? "after"}`];
  let body = 0;
  let truncated = 0;
  for (const [from, to] of hunks) {
    const slice = ops.slice(from, to + 1);
    const countA = slice.filter((op) => op.kind !== "+").length;
    const countB = slice.filter((op) => op.kind !== "-").length;
    const header = `@@ -${lineA[from] ?? 1},${countA} +${lineB[from] ?? 1},${countB} @@`;
    for (const line of [header, ...slice.map((op) => `${op.kind}${op.line}`)]) {
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
