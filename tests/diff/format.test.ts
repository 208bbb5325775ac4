import { describe, expect, it } from "vitest";
import { formatDelta, formatInterval, formatScore, formatSigned } from "../../src/diff/format.js";

const fraction = { fraction: true };

describe("formatDelta", () => {
  it("prints fractions in pp with one decimal and no float noise", () => {
    expect(formatDelta(0.07, fraction)).toBe("+7.0 pp");
    expect(formatDelta(0.1 - 0.03, fraction)).toBe("+7.0 pp"); // 0.07000000000000001
    expect(formatDelta(-0.1, fraction)).toBe("-10.0 pp");
    expect(formatDelta(0.68 - 0.78, fraction)).toBe("-10.0 pp"); // -0.10000000000000009
    expect(formatDelta(0.0745, fraction)).toBe("+7.5 pp"); // half away from zero on the decimal value
    expect(formatDelta(-0.0745, fraction)).toBe("-7.5 pp");
  });

  it("never prints a signed zero", () => {
    expect(formatDelta(0, fraction)).toBe("0.0 pp");
    expect(formatDelta(-0.0004, fraction)).toBe("0.0 pp");
    expect(formatDelta(-0, { fraction: false })).toBe("0.000");
    expect(formatSigned(-1e-9, 2)).toBe("0.00");
  });

  it("prints plain metrics with fixed decimals", () => {
    expect(formatDelta(-0.2, { fraction: false })).toBe("-0.200");
    expect(formatDelta(1.005, { fraction: false, digits: 2 })).toBe("+1.01");
    expect(formatDelta(0.1 + 0.2, { fraction: false, digits: 1 })).toBe("+0.3");
    expect(formatSigned(2e-6, 6)).toBe("+0.000002");
    expect(() => formatSigned(1, 7)).toThrow(RangeError);
  });
});

describe("formatInterval and formatScore", () => {
  it("interval", () => {
    expect(formatInterval(-0.27332219553565656, 0.07332219553565683, fraction)).toBe("[-27.3, +7.3] pp");
    expect(formatInterval(-0.12, 0.045, { fraction: false })).toBe("[-0.120, +0.045]");
  });

  it("score", () => {
    expect(formatScore(0.78, fraction)).toBe("78.0%");
    expect(formatScore(2.583827468932426, { fraction: false })).toBe("2.584");
    expect(formatScore(0, fraction)).toBe("0.0%");
  });
});
