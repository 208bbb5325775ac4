/**
 * pyStrRepr against CPython's own repr(str): python3 3.11.7 (unicodedata 14.0.0) on this machine,
 * scripts/py-str-repr-vectors.py → tests/fixtures/core/py-str-repr-vectors.json (every code point
 * 0..0x3000, every 997th above, whole ranges around surrogates, private use, noncharacters, specials,
 * tags and the end of the code space; and mixed texts: quotes, backslashes, surrogates, non-ASCII).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pyStrRepr } from "../../src/core/py-str-repr.js";

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "core", "py-str-repr-vectors.json"), "utf8")) as {
  python: string;
  unidata: string;
  as_is: Array<[number, number]>;
  escaped: Array<[number, string]>;
  unassigned: Array<[number, number]>;
  texts: Array<[string, string]>;
};

const unassignedInPython = (cp: number): boolean => vectors.unassigned.some(([lo, hi]) => cp >= lo && cp <= hi);
// assigned in Node's (newer) Unicode database: Python 3.11 escapes it as unassigned, and so does pyStrRepr
const assignedInNode = (cp: number): boolean => !/\p{Cn}/u.test(String.fromCodePoint(cp));

describe(`pyStrRepr is python3 ${vectors.python}'s repr(str)`, () => {
  it("keeps every code point Python prints as is", () => {
    const wrong: string[] = [];
    let count = 0;
    for (const [lo, hi] of vectors.as_is) {
      for (let cp = lo; cp <= hi; cp++) {
        count++;
        const ch = String.fromCodePoint(cp);
        if (pyStrRepr(ch) !== `'${ch}'`) wrong.push(cp.toString(16));
      }
    }
    expect(count).toBeGreaterThan(10_000);
    expect(wrong).toEqual([]);
  });

  it("escapes every code point Python escapes, as Python writes it, those Unicode assigned after 14.0 too", () => {
    const wrong: string[] = [];
    let newer = 0;
    for (const [cp, repr] of vectors.escaped) {
      const got = pyStrRepr(String.fromCodePoint(cp));
      if (unassignedInPython(cp) && assignedInNode(cp)) newer++;
      if (got !== repr) wrong.push(`${cp.toString(16)}: ${got} != ${repr}`);
    }
    expect(wrong).toEqual([]);
    // Python's table, not Node's: code points Node knows and Python 3.11 does not are escaped (U+1C89, U+0897)
    expect(vectors.unidata).toBe("14.0.0");
    expect(newer).toBeGreaterThan(10);
    expect(pyStrRepr("\u1c89\u0897")).toBe("'\\u1c89\\u0897'");
    expect(vectors.escaped.length).toBeGreaterThan(4_000);
  });

  it.each(vectors.texts.map(([text, repr]) => [JSON.stringify(text), text, repr] as const))("%s", (_label, text, repr) => {
    expect(pyStrRepr(text)).toBe(repr);
  });

  it("writes lone surrogates as \\udxxx and a pair as one \\U escape or the character", () => {
    expect(pyStrRepr("\ud800")).toBe("'\\ud800'");
    expect(pyStrRepr("x\udc00")).toBe("'x\\udc00'");
    expect(pyStrRepr("\u{1F600}")).toBe("'\u{1F600}'");
    expect(pyStrRepr("\u{E0001}")).toBe("'\\U000e0001'");
  });
});
