/**
 * pyLower is Python 3.11's str.lower() on every code point: tests/fixtures/graders/py-lower-vectors.py
 * (python3 3.11.7, Unicode 14.0.0) lists every code point's lower() and, for every code point, where
 * a capital sigma next to it becomes final (ς). JavaScript's toLowerCase() follows Node's newer Unicode:
 * it lowercases 55 letters Python 3.11 does not know (U+1C89, U+A7CB, Garay, Kirat Rai), and Node's
 * Cased / Case_Ignorable properties differ from Python's for ~300 code points (U+0295, U+1171E, code
 * points unassigned in Unicode 14), which moves the final-sigma decision.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pyLower } from "../../src/core/py-lower.js";
import { StringMatchGrader } from "../../src/graders/text/string-match.js";

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "graders", "py-lower-vectors.json"), "utf8")) as {
  lower: Record<string, string>;
  sigma: Array<[number, number]>;
  texts: Array<[string, string]>;
};

describe("pyLower against python3 3.11's str.lower()", () => {
  it("lowers every code point as Python does", () => {
    const wrong: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      const c = String.fromCodePoint(cp);
      const expected = vectors.lower[String(cp)] ?? c;
      if (pyLower(c) !== expected) wrong.push(cp.toString(16));
    }
    expect(wrong).toEqual([]);
  });
  it("makes a capital sigma final exactly where Python does, next to every code point", () => {
    const wrong: string[] = [];
    let cp = 0;
    for (const [bits, count] of vectors.sigma) {
      for (let i = 0; i < count; i++, cp++) {
        const c = String.fromCodePoint(cp);
        let got = 0;
        if (pyLower(`A${c}Σ`).endsWith("ς")) got |= 1;
        if (pyLower(`AΣ${c}B`).includes("ς")) got |= 2;
        if (pyLower(`${c}Σ`).endsWith("ς")) got |= 4;
        if (got !== bits) wrong.push(cp.toString(16));
      }
    }
    expect(cp).toBe(0x110000);
    expect(wrong).toEqual([]);
  });
  it("lowers 3,000 random texts as Python does (sigmas next to re-classified letters, marks, lone surrogates)", () => {
    expect(vectors.texts.length).toBe(3000);
    expect(vectors.texts.filter(([text, lower]) => pyLower(text) !== lower)).toEqual([]);
  });
  it("keeps the common cases (python3 3.11.7)", () => {
    expect(pyLower("İSTANBUL ΟΔΟΣ. ẞ")).toBe("i̇stanbul οδος. ß");
    expect(pyLower("ΑΣ\u{1171e}Β")).toBe("ασ\u{1171e}β");
    expect(pyLower("\u1c89Σ\u0295")).toBe("\u1c89σ\u0295");
  });
  it("so a case-insensitive exact_match does not equate letters Python 3.11 does not case", async () => {
    // python3 3.11.7: "\u1c89".lower() == "\u1c8a".lower() is False (Node's toLowerCase maps U+1C89 to U+1C8A)
    const result = await new StringMatchGrader({ algorithm: "exact_match" }).evaluate({ reference_response: "\u1c89", response: "\u1c8a" });
    expect(result.reason).toBe("Exact Match: not matched");
  });
});
