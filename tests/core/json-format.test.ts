import { describe, expect, it } from "vitest";
import { PyFloat, dumpsIndent2, formatPyJsonFloat } from "../../src/core/json-format.js";

describe("orjson float formatting (spec §3.6)", () => {
  it.each([
    [0.8, "0.8"],
    [1, "1.0"],
    [0, "0.0"],
    [17, "17.0"],
    [-0, "-0.0"],
    [1e-5, "0.00001"],
    [1.5e-5, "0.000015"],
    [1500000000000000, "1500000000000000.0"],
    [1e-6, "1e-6"],
    [1.5e-6, "1.5e-6"],
    [1e-7, "1e-7"],
    [1e16, "1e16"],
    [1.2345678901234568e16, "1.2345678901234568e16"],
    [0.1 + 0.2, "0.30000000000000004"],
    [-2.5, "-2.5"],
    [123456.789, "123456.789"],
    [1e21, "1e21"],
  ])("%s → %s", (value, text) => {
    expect(formatPyJsonFloat(value)).toBe(text);
  });

  it("writes NaN as null like orjson", () => {
    expect(formatPyJsonFloat(Number.NaN)).toBe("null");
  });
});

describe("OPT_INDENT_2 layout", () => {
  it("matches orjson's bytes: 2-space indent, ': ', empty containers inline, raw UTF-8, no trailing newline", () => {
    const text = dumpsIndent2({ a: 1, b: [new PyFloat(2), "≥ \"q\"\n"], c: [], d: {}, e: null, f: true });
    expect(text).toBe('{\n  "a": 1,\n  "b": [\n    2.0,\n    "≥ \\"q\\"\\n"\n  ],\n  "c": [],\n  "d": {},\n  "e": null,\n  "f": true\n}');
  });

  it("refuses a non-integer where an int is expected", () => {
    expect(() => dumpsIndent2({ a: 1.5 })).toThrow(/expected an integer/);
  });
});
