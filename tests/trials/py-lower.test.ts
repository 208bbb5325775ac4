/**
 * Python 3.11's `str.lower()` keeps the capitals Unicode added after 14.0 (Garay, Kirat Rai, the new Latin
 * letters), which Node 20's ICU (Unicode 17) lowercases, and the final-sigma rule sees them as Python does.
 * keyword_match and exact_match (case_sensitive: false) compare with it. Expected values:
 * tests/trials/vectors/make-py-lower-vectors.py (CPython 3.11.7, unicodedata 14.0.0).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pyLower } from "../../src/core/py-lower.js";
import { exactMatchMetric } from "../../src/trials/metrics/exact-match.js";
import { keywordMatchMetric } from "../../src/trials/metrics/keyword-match.js";
import { trialInput } from "./trial-input.js";

const { cases } = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "py-lower.json"), "utf8")) as { cases: { text: string; lower: string }[] };

describe("pyLower is Python 3.11's str.lower()", () => {
  it.each(cases.map((c, i) => [i, c] as const))("text %i", (_, c) => {
    expect(pyLower(c.text)).toBe(c.lower);
  });
});

describe("keyword_match and exact_match lower as Python does", () => {
  const [first] = cases;
  it("a reference of the new capitals is not found in their ICU lowercase", async () => {
    const text = first?.text ?? "";
    const icuLower = text.toLowerCase();
    expect(icuLower).not.toBe(text);
    const input = trialInput({ reference: { expected: text }, outputText: icuLower });
    expect(await keywordMatchMetric({}, {}).computeScores(input)).toEqual({ outputs: [{ name: "score", value: 0.0 }] });
    expect(await exactMatchMetric({ case_sensitive: false }, {}).computeScores(input)).toEqual({ outputs: [{ name: "score", value: 0.0 }] });
    const same = trialInput({ reference: { expected: text }, outputText: text });
    expect(await keywordMatchMetric({}, {}).computeScores(same)).toEqual({ outputs: [{ name: "score", value: 1.0 }] });
  });
});
