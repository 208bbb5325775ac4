/** parseCount / parseShard: decimal digits only, within bounds, exact (safe) integers. */
import { describe, expect, it } from "vitest";
import { describeCount, parseCount, parseShard } from "../../src/core/count.js";

describe("parseCount", () => {
  it("reads decimal digits (leading zeros too) and nothing else", () => {
    expect(parseCount("4")).toBe(4);
    expect(parseCount("007")).toBe(7);
    expect(parseCount(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    for (const text of ["", " 2", "2 ", "2.0", "2.", "1e1", "0x2", "0b1", "+2", "-2", "2abc", "Infinity", "٣", String(Number.MAX_SAFE_INTEGER + 1)]) {
      expect(parseCount(text), text).toBeUndefined();
    }
  });
  it("keeps to the bounds", () => {
    expect(parseCount("0")).toBeUndefined();
    expect(parseCount("0", { min: 0 })).toBe(0);
    expect(parseCount("9", { max: 8 })).toBeUndefined();
    expect(parseCount("8", { max: 8 })).toBe(8);
    expect(describeCount()).toBe("a positive integer in decimal digits, e.g. 4");
    expect(describeCount({ min: 0 })).toBe("a non-negative integer in decimal digits, e.g. 4");
    expect(describeCount({ max: 2 })).toBe("a positive integer of at most 2 in decimal digits, e.g. 2");
  });
});

describe("parseShard", () => {
  it("reads i/n with 1 <= i <= n", () => {
    expect(parseShard("2/4")).toEqual({ index: 2, total: 4 });
    expect(parseShard("1/1")).toEqual({ index: 1, total: 1 });
    for (const text of ["0/1", "2/1", " 1/2", "1 /2", "1/2 ", "1/2/3", "1", "/2", "1.0/2", "1e0/2"]) expect(parseShard(text), text).toBeUndefined();
  });
});
