import { describe, expect, it } from "vitest";
import { laxInt, laxNumber } from "../../../src/metrics/judge/schemas.js";

/**
 * A judge answer's int and float fields read as GlossoGen's pydantic models read them (lax mode).
 * Vectors from pydantic 2.13.4 on python3 3.11 here: `class I(BaseModel): v: int` (and `v: float`),
 * `I(v=value).v` or a ValidationError; "inf"/"nan" stand for the float values.
 */
const PYDANTIC: readonly (readonly [string, unknown, { ok: boolean; value?: unknown }])[] = [
  ["int", 3, {"ok": true, "value": 3}],
  ["int", 2.0, {"ok": true, "value": 2}],
  ["int", -0.0, {"ok": true, "value": 0}],
  ["int", 2.5, {"ok": false}],
  ["int", true, {"ok": true, "value": 1}],
  ["int", false, {"ok": true, "value": 0}],
  ["int", "3", {"ok": true, "value": 3}],
  ["int", " 3 ", {"ok": true, "value": 3}],
  ["int", "+3", {"ok": true, "value": 3}],
  ["int", "-3", {"ok": true, "value": -3}],
  ["int", "1_0", {"ok": true, "value": 10}],
  ["int", "3.0", {"ok": true, "value": 3}],
  ["int", "3.00", {"ok": true, "value": 3}],
  ["int", "3.5", {"ok": false}],
  ["int", "1e2", {"ok": false}],
  ["int", "0x10", {"ok": false}],
  ["int", "", {"ok": false}],
  ["int", " ", {"ok": false}],
  ["int", "abc", {"ok": false}],
  ["int", "\u0663", {"ok": false}],
  ["int", "\u00a03", {"ok": true, "value": 3}],
  ["int", "inf", {"ok": false}],
  ["int", "nan", {"ok": false}],
  ["int", "-inf", {"ok": false}],
  ["int", "1.5", {"ok": false}],
  ["int", ".5", {"ok": false}],
  ["int", "5.", {"ok": false}],
  ["int", "1_000.5", {"ok": false}],
  ["int", "1e400", {"ok": false}],
  ["int", null, {"ok": false}],
  ["int", [], {"ok": false}],
  ["int", {}, {"ok": false}],
  ["float", 3, {"ok": true, "value": 3.0}],
  ["float", 2.0, {"ok": true, "value": 2.0}],
  ["float", -0.0, {"ok": true, "value": -0.0}],
  ["float", 2.5, {"ok": true, "value": 2.5}],
  ["float", true, {"ok": true, "value": 1.0}],
  ["float", false, {"ok": true, "value": 0.0}],
  ["float", "3", {"ok": true, "value": 3.0}],
  ["float", " 3 ", {"ok": true, "value": 3.0}],
  ["float", "+3", {"ok": true, "value": 3.0}],
  ["float", "-3", {"ok": true, "value": -3.0}],
  ["float", "1_0", {"ok": true, "value": 10.0}],
  ["float", "3.0", {"ok": true, "value": 3.0}],
  ["float", "3.00", {"ok": true, "value": 3.0}],
  ["float", "3.5", {"ok": true, "value": 3.5}],
  ["float", "1e2", {"ok": true, "value": 100.0}],
  ["float", "0x10", {"ok": false}],
  ["float", "", {"ok": false}],
  ["float", " ", {"ok": false}],
  ["float", "abc", {"ok": false}],
  ["float", "\u0663", {"ok": false}],
  ["float", "\u00a03", {"ok": true, "value": 3.0}],
  ["float", "inf", {"ok": true, "value": "inf"}],
  ["float", "nan", {"ok": true, "value": "nan"}],
  ["float", "-inf", {"ok": true, "value": "-inf"}],
  ["float", "1.5", {"ok": true, "value": 1.5}],
  ["float", ".5", {"ok": true, "value": 0.5}],
  ["float", "5.", {"ok": true, "value": 5.0}],
  ["float", "1_000.5", {"ok": true, "value": 1000.5}],
  ["float", "1e400", {"ok": true, "value": "inf"}],
  ["float", null, {"ok": false}],
  ["float", [], {"ok": false}],
  ["float", {}, {"ok": false}],
];

const expectedValue = (value: unknown): unknown => (value === "inf" ? Infinity : value === "-inf" ? -Infinity : value === "nan" ? NaN : value);

describe("the lax int and float of judge answers", () => {
  it.each(PYDANTIC.map(([kind, input, expected]) => [`${kind} ${JSON.stringify(input)}`, kind, input, expected] as const))("%s as pydantic reads it", (_label, kind, input, expected) => {
    const parsed = (kind === "int" ? laxInt : laxNumber).safeParse(input);
    expect(parsed.success).toBe(expected.ok);
    if (expected.ok && parsed.success) expect(parsed.data).toEqual(expectedValue(expected.value));
  });
});
