/**
 * bench/minimal-evaluator.mjs is a reference the benchmark compares agent-eval with: it must really
 * do the work it stands for (hash every byte, parse every non-blank line, write a report per log),
 * on one thread and on several, or the comparison would flatter it.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = path.resolve(__dirname, "../../bench/minimal-evaluator.mjs");
let scratch: string | undefined;
afterEach(() => {
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

function logs(count: number): string[] {
  scratch = mkdtempSync(path.join(os.tmpdir(), "minimal-evaluator-"));
  return Array.from({ length: count }, (_, i) => {
    const dir = path.join(scratch as string, `run-${i}`);
    mkdirSync(dir);
    const file = path.join(dir, "veyru.jsonl");
    // i + 1 events, a blank line between, a non-ASCII text, no newline at the end
    const lines = Array.from({ length: i + 1 }, (_, n) => JSON.stringify({ event_type: "x", n, text: `é${i}` }));
    writeFileSync(file, lines.join("\n\n"));
    return file;
  });
}

function reportOf(file: string): { sha256: string; events: number } {
  return JSON.parse(readFileSync(path.join(path.dirname(file), "minimal_report.json"), "utf8")) as { sha256: string; events: number };
}

describe("the benchmark's minimal evaluator", () => {
  for (const threads of [1, 3]) {
    it(`hashes and parses every log on ${threads} thread(s), one report each`, () => {
      const files = logs(5);
      execFileSync(process.execPath, [script, "--threads", String(threads), ...files]);
      files.forEach((file, i) => {
        expect(reportOf(file)).toEqual({ sha256: createHash("sha256").update(readFileSync(file)).digest("hex"), events: i + 1 });
      });
    });
  }
  it("fails on a line that is not JSON, as a parse of every line must", () => {
    const [file] = logs(1);
    writeFileSync(file as string, '{"event_type": "x"}\n{"event_type": \n');
    expect(() => execFileSync(process.execPath, [script, file as string], { stdio: "pipe" })).toThrow(/JSON/);
  });
});
