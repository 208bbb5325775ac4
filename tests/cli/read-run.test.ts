import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { streamLines } from "../../src/cli/read-run.js";
import { tempDir } from "../helpers/run-dirs.js";

function linesOf(contents: string | Buffer): { lines: [number, string][]; sha: string } {
  const file = path.join(tempDir(), "x.jsonl");
  writeFileSync(file, contents);
  const lines: [number, string][] = [];
  const sha = streamLines(file, (line, n) => lines.push([n, line]));
  return { lines, sha };
}

describe("streamLines", () => {
  it("numbers lines from 1, keeps blank lines and a final line without newline", () => {
    const { lines } = linesOf('{"a":1}\n\n{"b":2}');
    expect(lines).toEqual([
      [1, '{"a":1}'],
      [2, ""],
      [3, '{"b":2}'],
    ]);
  });

  it("reassembles lines and multi-byte characters across 1 MiB chunk boundaries", () => {
    const line = JSON.stringify({ text: "é😀".repeat(50_000) });
    const contents = `${line}\n${line}\n${"x".repeat(1 << 20)}\n`;
    const { lines, sha } = linesOf(contents);
    expect(lines.map(([n]) => n)).toEqual([1, 2, 3]);
    expect(lines[0]?.[1]).toBe(line);
    expect(lines[1]?.[1]).toBe(line);
    expect(lines[2]?.[1]).toHaveLength(1 << 20);
    expect(sha).toBe(createHash("sha256").update(contents).digest("hex"));
  });

  it("handles CRLF by leaving the CR for the parser's trim", () => {
    const { lines } = linesOf('{"a":1}\r\n{"b":2}\r\n');
    expect(lines.map(([, l]) => l.trim())).toEqual(['{"a":1}', '{"b":2}']);
  });
});
