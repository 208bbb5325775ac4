/**
 * pyFloatRepr / pyRepr / pyStr / pyTypeName against CPython itself: python3 3.11.7 on this machine,
 * scripts/py-repr-vectors.py → tests/fixtures/core/py-repr-vectors.json (special and boundary
 * floats and 2000 seeded random bit patterns; JSON texts read by json.loads; ints beyond 2^53).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pyFloatRepr, pyRepr, pyStr, pyStrList, pyTypeName } from "../../src/core/py-repr.js";

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "core", "py-repr-vectors.json"), "utf8")) as {
  python: string;
  floats: Array<[string, string]>;
  values: Array<[string, string, string, string]>;
  ints: Array<[string, string, string]>;
};

function fromBits(hex: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
}

describe(`py-repr is python3 ${vectors.python}'s repr/str/type`, () => {
  it("pyFloatRepr is repr(float) for specials, boundaries and random doubles", () => {
    expect(vectors.floats.length).toBeGreaterThan(2000);
    const wrong = vectors.floats.filter(([bits, repr]) => pyFloatRepr(fromBits(bits)) !== repr);
    expect(wrong).toEqual([]);
  });
  it("pyRepr, pyStr and pyTypeName of JSON.parse(text) are repr, str and type of json.loads(text)", () => {
    const got = vectors.values.map(([text]) => {
      const value = JSON.parse(text) as unknown;
      return [text, pyRepr(value), pyStr(value), pyTypeName(value)];
    });
    expect(got).toEqual(vectors.values);
  });
  it("a bigint is a Python int of any size", () => {
    expect(vectors.ints.map(([text]) => [text, pyRepr(BigInt(text)), pyTypeName(BigInt(text))])).toEqual(vectors.ints);
  });
  it("-0 and whole numbers from 1e16 on are floats in repr and type alike", () => {
    // python3: repr(-0.0), type(-0.0).__name__, repr(1e16), type(1e16).__name__; json.dumps(-0.0) == "-0.0"
    expect([pyRepr(-0), pyTypeName(-0), pyRepr(1e16), pyTypeName(1e16), pyRepr(-1e22), pyTypeName(-1e22)]).toEqual(["-0.0", "float", "1e+16", "float", "-1e+22", "float"]);
    // python3: repr([float("nan"), float("inf"), -float("inf")]), type(float("nan")).__name__
    expect([pyRepr([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]), pyTypeName(Number.NaN)]).toEqual(["[nan, inf, -inf]", "float"]);
  });
  it("names what is not a JSON value as Python would where it can", () => {
    // python3: type(lambda: 0).__name__ == 'function'; repr(None)
    expect([pyTypeName(() => 0), pyRepr(undefined), pyTypeName(undefined)]).toEqual(["function", "None", "NoneType"]);
    // python3: repr(["a", "it's"])
    expect(pyStrList(["a", "it's"])).toBe("['a', \"it's\"]");
  });
});
