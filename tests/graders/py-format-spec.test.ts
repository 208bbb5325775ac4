/**
 * The format-spec mini-language of pyFormat against python3 3.11.7: every case of
 * tests/fixtures/graders/py-format-spec-vectors.json is `("{x:" + spec + "}").format(x=v)` run by
 * scripts/py-format-spec-vectors.py (its text, or the exception class and str(e)).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PyError, pyFormat } from "../../src/graders/py-format.js";

type Encoded = ["float", string] | ["int", string] | ["bigint", string] | ["bool", boolean] | ["str", string] | ["none"] | ["list", unknown[]] | ["dict", Record<string, unknown>];
type Case = [Encoded, string, [string, string]];

const fixture = JSON.parse(readFileSync(new URL("../fixtures/graders/py-format-spec-vectors.json", import.meta.url), "utf8")) as {
  python: string;
  cases: Case[];
  templates: Case[];
};

function decode(encoded: Encoded): unknown {
  switch (encoded[0]) {
    case "float": {
      const view = new DataView(new ArrayBuffer(8));
      view.setBigUint64(0, BigInt(`0x${encoded[1]}`));
      return view.getFloat64(0);
    }
    case "int": {
      // a JS number below 1e16 is a Python int (src/core/py-repr.ts); an int no such number holds is a bigint
      const n = BigInt(encoded[1]);
      const asNumber = Number(n);
      return Math.abs(asNumber) < 1e16 && BigInt(asNumber) === n ? asNumber : n;
    }
    case "bigint":
      return BigInt(encoded[1]);
    case "none":
      return null;
    case "bool":
    case "str":
    case "list":
    case "dict":
      return encoded[1];
  }
}

function outcome(value: unknown, template: string): [string, string] {
  try {
    return ["ok", pyFormat(template, { x: value })];
  } catch (error) {
    if (error instanceof PyError) return [error.pyType, error.message];
    throw error;
  }
}

describe("pyFormat format specs (python3 3.11.7 vectors)", () => {
  it("the vectors come from python3 3.11.7 and cover every kind of outcome", () => {
    expect(fixture.python).toBe("3.11.7");
    expect(fixture.cases.length).toBeGreaterThan(5000);
    const kinds = new Set(fixture.cases.map((c) => c[2][0]));
    expect([...kinds].sort()).toEqual(["OverflowError", "TypeError", "ValueError", "ok"]);
  });

  it("renders every (value, spec) pair as Python does, or raises Python's exception with its message", () => {
    const mismatches: string[] = [];
    for (const [encoded, spec, expected] of fixture.cases) {
      const actual = outcome(decode(encoded), `{x:${spec}}`);
      if (actual[0] !== expected[0] || actual[1] !== expected[1]) {
        mismatches.push(`${JSON.stringify(encoded)} ${JSON.stringify(spec)}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(mismatches.length).toBe(0);
  });

  it("parses templates and applies !r/!s/!a as CPython does, field by field (an earlier field's error wins)", () => {
    const mismatches: string[] = [];
    for (const [encoded, template, expected] of fixture.templates) {
      const actual = outcome(decode(encoded), template);
      if (actual[0] !== expected[0] || actual[1] !== expected[1]) {
        mismatches.push(`${JSON.stringify(encoded)} ${JSON.stringify(template)}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
      }
    }
    expect(fixture.templates.length).toBeGreaterThan(150);
    expect(mismatches).toEqual([]);
  });

  it("the cases the review found", () => {
    // python3 3.11.7: "{x:.2}".format(x=1234.5), "{x:.2}".format(x=0.125), "{x:.2f}".format(x=0.125)
    expect(pyFormat("{x:.2}", { x: 1234.5 })).toBe("1.2e+03");
    expect(pyFormat("{x:.2} {x:.2f} {y:.0f} {z:.1f}", { x: 0.125, y: 2.5, z: 0.25 })).toBe("0.12 0.12 2 0.2");
    // "{n:.2}".format(n=5) raises ValueError
    expect(() => pyFormat("{n:.2}", { n: 5 })).toThrow("Precision not allowed in integer format specifier");
    expect(() => pyFormat("{x:d}", { x: 0.5 })).toThrow("Unknown format code 'd' for object of type 'float'");
    expect(() => pyFormat("{x:.}", { x: 0.5 })).toThrow("Format specifier missing precision");
    expect(() => pyFormat("{s:+}", { s: "a" })).toThrow("Sign not allowed in string format specifier");
    expect(() => pyFormat("{s:=5}", { s: "a" })).toThrow("'=' alignment not allowed in string format specifier");
  });

  it("expands a nested field in a spec once, as CPython does, and refuses deeper nesting", () => {
    // python3: "{x:{w}}".format(x=1, w=">5") and "{x:{y:{z}}}".format(x=1, y=">5", z=3)
    expect(pyFormat("{x:{w}}", { x: 1, w: ">5" })).toBe("    1");
    expect(() => pyFormat("{x:{y:{z}}}", { x: 1, y: ">5", z: 3 })).toThrow("Max string recursion exceeded");
  });
});
