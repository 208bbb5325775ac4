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

  it("keeps a line longer than the read buffer whole, however many times the buffer must grow", () => {
    const long = JSON.stringify({ text: "ü".repeat(1_700_000) }); // ~3.4 MB of UTF-8
    const { lines } = linesOf(`{"a":1}\n${long}\n{"b":2}`);
    expect(lines.map(([n, l]) => [n, l.length])).toEqual([
      [1, 7],
      [2, long.length],
      [3, 7],
    ]);
    expect(lines[1]?.[1]).toBe(long);
  });

  it("splits exactly as a whole-file decode and split would, for newlines on and around chunk edges", () => {
    // a deterministic generator, so a failure reproduces
    let state = 7;
    const nextInt = (bound: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % bound;
    };
    const alphabet = ["a", "{", '"', " ", "é", "€", "😀", "\r"];
    const parts: string[] = [];
    let size = 0;
    while (size < 3.2 * (1 << 20)) {
      const length = nextInt(5) === 0 ? nextInt(400_000) : nextInt(300);
      const part = Array.from({ length: Math.ceil(length / 50) }, () => (alphabet[nextInt(alphabet.length)] as string).repeat(50)).join("");
      parts.push(part);
      size += Buffer.byteLength(part) + 1;
    }
    for (const ending of ["\n", ""]) {
      const contents = parts.join("\n") + ending;
      const { lines, sha } = linesOf(contents);
      const expected = contents.split("\n");
      if (ending === "\n") expected.pop();
      expect(lines.length).toBe(expected.length);
      expect(lines.every(([n, line]) => line === expected[n - 1])).toBe(true);
      expect(sha).toBe(createHash("sha256").update(contents).digest("hex"));
    }
  });

  it("reads the next file correctly after one stopped at a bad line or needed a larger buffer", () => {
    const first = path.join(tempDir(), "first.jsonl");
    writeFileSync(first, `{"a":1}\n${"y".repeat(3 << 20)}\n{"c":3}\n`);
    expect(() =>
      streamLines(first, (line) => {
        if (line.startsWith("y")) throw new Error("bad line");
      }),
    ).toThrow("bad line");
    const grown = linesOf(`${"z".repeat(3 << 20)}\n{"b":2}`);
    expect(grown.lines.map(([, l]) => l.length)).toEqual([3 << 20, 7]);
    expect(linesOf('{"b":2}\n{"c":3}').lines).toEqual([
      [1, '{"b":2}'],
      [2, '{"c":3}'],
    ]);
  });

  it("handles CRLF by leaving the CR for the parser's trim", () => {
    const { lines } = linesOf('{"a":1}\r\n{"b":2}\r\n');
    expect(lines.map(([, l]) => l.trim())).toEqual(['{"a":1}', '{"b":2}']);
  });
});
