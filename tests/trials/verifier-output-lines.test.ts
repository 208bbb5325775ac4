/**
 * The verifier's `output_lines` label splits stdout and stderr as Python's `str.splitlines()` does,
 * as NeMo's log tail takes lines: vectors from tests/trials/vectors/make-verifier-output-vectors.py
 * (CPython 3.11.7), 56 by hand (CRLF, progress bars written with \r, \v, \f, \x1c-\x1f, \x85,
 * U+2028/9, trailing blank lines) and 300 drawn from those breaks.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { outputTail } from "../../src/trials/metrics/verifier.js";

interface Case {
  readonly stdout: string;
  readonly stderr: string;
  readonly lines: number;
  readonly expected: string;
}

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "verifier-output-lines.json"), "utf8")) as { source: string; cases: Case[] };

describe(`verifier output_lines matches ${vectors.source}`, () => {
  it("has the vectors", () => {
    expect(vectors.cases.length).toBe(356);
  });
  it("every case", () => {
    const wrong = vectors.cases.filter((c) => outputTail(c.stdout, c.stderr, c.lines) !== c.expected);
    expect(wrong.map((c) => ({ ...c, got: outputTail(c.stdout, c.stderr, c.lines) }))).toEqual([]);
  });
  it("a CRLF verifier's lines end without \\r, and a \\r progress bar shows its last state", () => {
    expect(outputTail("line1\r\nline2\r\n", "warn\r\n", 1)).toBe("line2\nwarn");
    expect(outputTail("10%\r50%\r100%\r", "", 1)).toBe("100%");
  });
});
