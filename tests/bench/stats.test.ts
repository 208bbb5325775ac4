/** The benchmarks' shared median (bench/stats.ts): the upper middle value for an even count, as each bench had it. */
import { describe, expect, it } from "vitest";
import { median } from "../../bench/stats.js";

describe("bench median", () => {
  it("is the middle value of an odd count and the upper middle of an even count (hand-sorted)", () => {
    expect(median([5])).toBe(5);
    expect(median([3, 1, 2])).toBe(2);
    // sorted 1, 2, 3, 10: the upper middle is 3 (an interpolating p50 would say 2.5)
    expect(median([10, 1, 3, 2])).toBe(3);
    expect(median([0.5, 0.25])).toBe(0.5);
  });
  it("sorts numerically without touching its input", () => {
    const values = [100, 9, 20];
    expect(median(values)).toBe(20);
    expect(values).toEqual([100, 9, 20]);
  });
  it("refuses no values", () => {
    expect(() => median([])).toThrow(RangeError);
  });
});
