/**
 * Python 3.11's `difflib.unified_diff` over lists of lines, with the `SequenceMatcher` it runs on
 * (no junk function, `autojunk=True`), ported line for line so the hunks are the ones Python
 * finds: difflib's matcher is not a minimal (LCS) diff, and elements that make up more than 1% of
 * a sequence of 200 or more lines are "popular" and never start a match. Pinned against difflib
 * itself by tests/node/vectors/make-unified-diff-vectors.py.
 */

/** `(i, j, size)`: a[i:i+size] == b[j:j+size]. */
type MatchBlock = readonly [number, number, number];
type OpTag = "replace" | "delete" | "insert" | "equal";
type Opcode = readonly [OpTag, number, number, number, number];

class SequenceMatcher {
  private readonly b2j = new Map<string, number[]>();

  constructor(
    private readonly a: readonly string[],
    private readonly b: readonly string[],
  ) {
    // __chain_b: every element's indexes in b, popular elements purged (autojunk)
    b.forEach((element, index) => {
      const indexes = this.b2j.get(element);
      if (indexes === undefined) this.b2j.set(element, [index]);
      else indexes.push(index);
    });
    if (b.length >= 200) {
      const ntest = Math.floor(b.length / 100) + 1;
      for (const [element, indexes] of [...this.b2j]) if (indexes.length > ntest) this.b2j.delete(element);
    }
  }

  private findLongestMatch(alo: number, ahi: number, blo: number, bhi: number): MatchBlock {
    const { a, b, b2j } = this;
    let besti = alo;
    let bestj = blo;
    let bestsize = 0;
    let j2len = new Map<number, number>();
    for (let i = alo; i < ahi; i++) {
      const newj2len = new Map<number, number>();
      for (const j of b2j.get(a[i] as string) ?? []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) ?? 0) + 1;
        newj2len.set(j, k);
        if (k > bestsize) {
          besti = i - k + 1;
          bestj = j - k + 1;
          bestsize = k;
        }
      }
      j2len = newj2len;
    }
    // extend by equal elements on each end (there is no junk, so popular elements extend too)
    while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
      besti--;
      bestj--;
      bestsize++;
    }
    while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize]) bestsize++;
    return [besti, bestj, bestsize];
  }

  private matchingBlocks(): MatchBlock[] {
    const la = this.a.length;
    const lb = this.b.length;
    const queue: [number, number, number, number][] = [[0, la, 0, lb]];
    const blocks: MatchBlock[] = [];
    while (queue.length > 0) {
      const [alo, ahi, blo, bhi] = queue.pop() as [number, number, number, number];
      const match = this.findLongestMatch(alo, ahi, blo, bhi);
      const [i, j, k] = match;
      if (k > 0) {
        blocks.push(match);
        if (alo < i && blo < j) queue.push([alo, i, blo, j]);
        if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
      }
    }
    blocks.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
    const collapsed: MatchBlock[] = [];
    let [i1, j1, k1] = [0, 0, 0];
    for (const [i2, j2, k2] of blocks) {
      if (i1 + k1 === i2 && j1 + k1 === j2) k1 += k2;
      else {
        if (k1 > 0) collapsed.push([i1, j1, k1]);
        [i1, j1, k1] = [i2, j2, k2];
      }
    }
    if (k1 > 0) collapsed.push([i1, j1, k1]);
    collapsed.push([la, lb, 0]);
    return collapsed;
  }

  opcodes(): Opcode[] {
    let i = 0;
    let j = 0;
    const answer: Opcode[] = [];
    for (const [ai, bj, size] of this.matchingBlocks()) {
      const tag: OpTag | "" = i < ai && j < bj ? "replace" : i < ai ? "delete" : j < bj ? "insert" : "";
      if (tag !== "") answer.push([tag, i, ai, j, bj]);
      i = ai + size;
      j = bj + size;
      if (size > 0) answer.push(["equal", ai, i, bj, j]);
    }
    return answer;
  }

  groupedOpcodes(n: number): Opcode[][] {
    const codes = this.opcodes();
    if (codes.length === 0) codes.push(["equal", 0, 1, 0, 1]);
    const first = codes[0] as Opcode;
    if (first[0] === "equal") codes[0] = ["equal", Math.max(first[1], first[2] - n), first[2], Math.max(first[3], first[4] - n), first[4]];
    const last = codes[codes.length - 1] as Opcode;
    if (last[0] === "equal") codes[codes.length - 1] = ["equal", last[1], Math.min(last[2], last[1] + n), last[3], Math.min(last[4], last[3] + n)];
    const groups: Opcode[][] = [];
    let group: Opcode[] = [];
    for (const code of codes) {
      const [tag, , i2, , j2] = code;
      let [, i1, , j1] = code;
      // a long unchanged run ends the group and starts the next
      if (tag === "equal" && i2 - i1 > n + n) {
        group.push([tag, i1, Math.min(i2, i1 + n), j1, Math.min(j2, j1 + n)]);
        groups.push(group);
        group = [];
        i1 = Math.max(i1, i2 - n);
        j1 = Math.max(j1, j2 - n);
      }
      group.push([tag, i1, i2, j1, j2]);
    }
    if (group.length > 0 && !(group.length === 1 && (group[0] as Opcode)[0] === "equal")) groups.push(group);
    return groups;
  }
}

function formatRange(start: number, stop: number): string {
  let beginning = start + 1;
  const length = stop - start;
  if (length === 1) return `${beginning}`;
  if (length === 0) beginning -= 1;
  return `${beginning},${length}`;
}

/**
 * `difflib.unified_diff(a, b, fromfile, tofile, n=context, lineterm="\n")` as a list of the lines
 * it yields (each line of `a`/`b` is yielded as it is, ending or not ending in a newline).
 */
export function pyUnifiedDiff(a: readonly string[], b: readonly string[], fromFile: string, toFile: string, context = 3, lineTerm = "\n"): string[] {
  const out: string[] = [];
  for (const group of new SequenceMatcher(a, b).groupedOpcodes(context)) {
    if (out.length === 0) out.push(`--- ${fromFile}${lineTerm}`, `+++ ${toFile}${lineTerm}`);
    const first = group[0] as Opcode;
    const last = group[group.length - 1] as Opcode;
    out.push(`@@ -${formatRange(first[1], last[2])} +${formatRange(first[3], last[4])} @@${lineTerm}`);
    for (const [tag, i1, i2, j1, j2] of group) {
      if (tag === "equal") {
        for (const line of a.slice(i1, i2)) out.push(` ${line}`);
        continue;
      }
      if (tag === "replace" || tag === "delete") for (const line of a.slice(i1, i2)) out.push(`-${line}`);
      if (tag === "replace" || tag === "insert") for (const line of b.slice(j1, j2)) out.push(`+${line}`);
    }
  }
  return out;
}
