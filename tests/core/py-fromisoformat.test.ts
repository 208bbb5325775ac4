/**
 * `pyFromIsoFormatAccepts` is CPython 3.11's `datetime.fromisoformat` (the C module): 4,000 random and
 * mutated strings (tests/core/vectors/make-fromisoformat-vectors.py, run on CPython 3.11.7), and the
 * forms and quirks named below, each checked there.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pyFromIsoFormatAccepts } from "../../src/core/py-fromisoformat.js";

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "fromisoformat.json"), "utf8")) as [string, boolean][];

describe("datetime.fromisoformat (CPython 3.11)", () => {
  it("agrees on 4,000 strings", () => {
    const wrong = vectors.filter(([text, ok]) => pyFromIsoFormatAccepts(text) !== ok);
    expect(wrong).toEqual([]);
    expect(vectors.filter(([, ok]) => ok).length).toBeGreaterThan(200);
  });

  it.each([
    ["2025-10-11T10:30:00Z", true],
    ["20251011T103000", true], // basic format
    ["2025-W41-6T10:30", true], // ISO week date
    ["2025-10-11T10", true], // hour only
    ["2025-10-11X10:30:00", true], // any one separator character
    ["2025-10-11é10:30:00", true],
    ["2025-10-11T10:30:00X+05:00", true], // the C module ignores one character before an offset
    ["2025-10-11T10:30:00+00:99", true], // offset components are not range-checked, only the total
    ["2025-10-11T", false], // a separator needs a time
    ["2025-10-11T10:30:00+24:00", false],
    ["0000-01-01", false],
    ["2025-02-29", false],
    ["2025-10-11T24:00:00", false],
    ["2025-1-11", false],
    ["2025-10-11T10:30:00\ud800", false], // a lone surrogate cannot be encoded
  ] as const)("%s: %s", (text, ok) => {
    expect(pyFromIsoFormatAccepts(text)).toBe(ok);
  });
});
