/**
 * compileFnmatch (Python 3.11's fnmatch.translate + fnmatchcase): its pathlib semantics are pinned
 * by the python3 vectors in tests/node/evidence-python.test.ts; here, that the atomic `*fixed*`
 * spelling translate uses keeps it linear on hostile names, and matches what a plain backtracking
 * matcher of `*` and `?` says on random patterns.
 */
import { describe, expect, it } from "vitest";
import { compileFnmatch } from "../../src/core/py-fnmatch.js";

/** An independent matcher of `*` (any run) and `?` (one code point) by dynamic programming. */
function reference(pattern: readonly string[], name: readonly string[]): boolean {
  const row = new Array<boolean>(name.length + 1).fill(false);
  row[0] = true;
  let prev = row;
  for (const p of pattern) {
    const next = new Array<boolean>(name.length + 1).fill(false);
    if (p === "*") {
      for (let j = 0; j <= name.length; j++) next[j] = (prev[j] as boolean) || (j > 0 && (next[j - 1] as boolean));
    } else {
      for (let j = 1; j <= name.length; j++) next[j] = (prev[j - 1] as boolean) && (p === "?" || p === name[j - 1]);
    }
    prev = next;
  }
  return prev[name.length] as boolean;
}

describe("compileFnmatch", () => {
  it("a name of 250 a's against *a*a*...*b fails at once (plain .* would try every placement of the a's)", () => {
    const pattern = `${"*a".repeat(12)}*b`;
    const matcher = compileFnmatch(pattern);
    expect(matcher("a".repeat(250))).toBe(false);
    expect(matcher(`${"a".repeat(250)}b`)).toBe(true);
    expect(matcher(`${"a".repeat(11)}b`)).toBe(false);
    expect(matcher(`${"a".repeat(12)}b`)).toBe(true);
  });

  it("agrees with a dynamic-programming matcher on 20,000 random patterns and names", () => {
    let seed = 12345;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pick = (alphabet: readonly string[], max: number): string[] => Array.from({ length: next(max + 1) }, () => alphabet[next(alphabet.length)] as string);
    for (let i = 0; i < 20_000; i++) {
      const pattern = pick(["a", "b", "*", "?", "😀"], 8);
      const name = pick(["a", "b", "😀"], 10);
      expect(compileFnmatch(pattern.join(""))(name.join("")), `${pattern.join("")} vs ${name.join("")}`).toBe(reference(pattern, name));
    }
  });
});
