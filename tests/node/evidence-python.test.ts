/**
 * The evidence handles against values computed by Python 3.11 here (scripts beside this file in
 * tests/node/vectors/), through the public `openTrialEvidence`: what NeMo's handles return is what
 * pathlib and difflib return (atif-and-nemo-evidence.md §2.4 filesystem, §2.5 logs).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTrialEvidence } from "../../src/lib.js";

const vectors = (name: string): unknown => JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", name), "utf8"));

let base: string;
beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), "evidence-python-"));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

function evidenceOver(dir: string) {
  return openTrialEvidence(
    {
      final_state: { kind: "filesystem", ref: dir, format: "dir", data: null, metadata: {} },
      logs: { kind: "logs", ref: dir, format: "dir", data: null, metadata: {} },
    },
    { datasetDir: base },
  );
}

describe("readText is Path.read_text(encoding='utf-8') (tests/node/vectors/make-read-text-vectors.py)", () => {
  const cases = vectors("read-text.json") as { hex: string; text: string | null }[];
  it.each(cases.map((c, i) => [i, c] as const))("case %i", async (i, { hex, text }) => {
    const dir = path.join(base, `read-${i}`);
    mkdirSync(dir, { recursive: true });
    const bytes = Buffer.from(hex, "hex");
    writeFileSync(path.join(dir, "f.txt"), bytes);
    const evidence = evidenceOver(dir);
    const fs = await evidence.filesystem("final_state");
    const logs = await evidence.logs();
    expect(Buffer.from(await fs.readBytes("f.txt")).toString("hex")).toBe(hex);
    if (text === null) {
      await expect(fs.readText("f.txt")).rejects.toThrow(/not valid UTF-8/);
      await expect(logs.readText("f.txt")).rejects.toThrow(/not valid UTF-8/);
    } else {
      expect(await fs.readText("f.txt")).toBe(text);
      expect(await logs.readText("f.txt")).toBe(text);
    }
  });
});
