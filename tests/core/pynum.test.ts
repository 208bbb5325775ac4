import { describe, expect, it } from "vitest";
import { codePointLength, compareCodePoints, fmean, formatFixed, fsum, neumaierSum, pyFmean, pyFsum, pyIntList, pyRound, pySplit } from "../../src/core/pynum.js";

describe("Python numeric conventions (spec §3)", () => {
  it("sum() is Neumaier-compensated like CPython 3.12", () => {
    // Python 3.12: sum([0.1] * 10) == 1.0; naive addition gives 0.9999999999999999
    expect(neumaierSum(Array(10).fill(0.1))).toBe(1.0);
    expect(neumaierSum([1e100, 1.0, -1e100, 1.0])).toBe(2.0);
    expect(Object.is(neumaierSum([-0.0]), 0)).toBe(true);
    expect(neumaierSum([])).toBe(0);
  });

  it("fsum is exactly rounded, fmean = fsum/n", () => {
    expect(fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50])).toBe(1e-100);
    expect(fsum(Array(10).fill(0.1))).toBe(1.0);
    expect(fsum([2 ** 53, -0.5, -(2 ** -54)])).toBe(9007199254740991);
    expect(fsum([0.1, 0.2, 0.3])).toBe(0.6);
    expect(fsum([1, 1e-16, 1e-16])).toBe(1.0000000000000002);
    // non-finite items (python3 math.fsum here): their plain sum; overflow and inf + -inf raise
    expect(fsum([7.0, 1.5, Infinity])).toBe(Infinity);
    expect(fsum([1.0, Infinity, 2.0, Infinity])).toBe(Infinity);
    expect(fsum([-Infinity, 5.0])).toBe(-Infinity);
    expect(fsum([NaN, 1.0])).toBeNaN();
    expect(() => pyFsum([1e308, 1e308])).toThrow("intermediate overflow in fsum");
    expect(() => pyFsum([1e308, 1e308, -1e308])).toThrow("intermediate overflow in fsum");
    expect(() => pyFsum([Infinity, 1.0, -Infinity])).toThrow("-inf + inf in fsum");
    expect(() => pyFmean([1e308, 1e308])).toThrow("intermediate overflow in fsum");
    // agent-eval's own statistics (the diff) take any report: where Python raises, the IEEE sum
    expect(fsum([1e308, 1e308])).toBe(Infinity);
    expect(fsum([-1e308, -1e308])).toBe(-Infinity);
    expect(fsum([Infinity, 1.0, -Infinity])).toBeNaN();
    expect(fsum([0.1, 0.2, 0.3])).toBe(pyFsum([0.1, 0.2, 0.3]));
    expect(fmean([1, 2, 2])).toBe(5 / 3);
    expect(fmean([1.7e308, 1.7e308])).toBe(Infinity);
    expect(() => fmean([])).toThrow(RangeError);
  });

  it("f-string formatting rounds exact ties to even (spec §3.5)", () => {
    expect(formatFixed(124.25, 1)).toBe("124.2");
    expect(formatFixed(0.125, 2)).toBe("0.12");
    expect(formatFixed(0.0625, 3)).toBe("0.062");
    expect(formatFixed(0.375, 2)).toBe("0.38");
    expect(formatFixed(2.675, 2)).toBe("2.67"); // not a tie in binary: 2.67499999...
    expect(formatFixed(1.0, 3)).toBe("1.000");
    expect(formatFixed(-0.0, 3)).toBe("-0.000");
    expect(formatFixed(-1.5, 0)).toBe("-2");
    expect(formatFixed(2.5, 0)).toBe("2");
  });

  it("round() ties to even", () => {
    expect([12.5, 37.5, 62.5, 87.5, -12.5, 16.666666666666664, 0.5, 1.5].map(pyRound)).toEqual([12, 38, 62, 88, -12, 17, 0, 2]);
  });

  it("str.split() uses Python's whitespace set, not JavaScript's", () => {
    expect(pySplit("a\u001cb\u0085c d")).toEqual(["a", "b", "c", "d"]);
    expect(pySplit("a\ufeffb")).toEqual(["a\ufeffb"]);
    expect(pySplit("   ")).toEqual([]);
  });

  it("counts and orders strings by code point", () => {
    expect(codePointLength("😀x😀")).toBe(3);
    expect(compareCodePoints("\uffff", "😀")).toBe(-1);
    expect(["😀", "\uffff", "a"].sort(compareCodePoints)).toEqual(["a", "\uffff", "😀"]);
    expect(pyIntList([1, 2, 3])).toBe("[1, 2, 3]");
    expect(pyIntList([])).toBe("[]");
    // Python repr of int(2.0**60) and int(2.0**63 - 1024.0): every digit
    expect(pyIntList([2 ** 60, -(2 ** 62 + 2 ** 10)])).toBe("[1152921504606846976, -4611686018427388928]");
  });
});
