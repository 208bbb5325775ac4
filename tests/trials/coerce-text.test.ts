/**
 * Numbers written as text, coerced as NeMo's ContinuousScore / DiscreteScore coerce them (pydantic v2
 * lax mode), against tests/trials/vectors/text-numbers.json, computed by pydantic 2.13.4 itself
 * (make-text-number-vectors.py beside it). These are the strings a trim-then-parse reading gets
 * wrong: pydantic-core parses a float from the trimmed text, else from the untrimmed text without its
 * underscores (`" 1_0"` is refused), strips leading zeros before a sign (`"0-3"` is the int -3), and
 * refuses a number of more than 4300 characters at the start of the text as `int_parsing_size`.
 * Also the `input_value` of a failed coercion, cut as pydantic-core cuts it (over 50 UTF-8 bytes).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { coerceValue, coercionDetail, pydanticInputValue } from "../../src/trials/coerce.js";
import { MetricOutputSpec } from "../../src/trials/contract.js";
import { pyRepr } from "../../src/core/py-repr.js";

type Expected = { ok: true; value?: string; double?: string } | { ok: false; type: string };
interface Case {
  readonly text?: string;
  readonly prefix?: string;
  readonly body?: string;
  readonly count?: number;
  readonly suffix?: string;
  readonly continuous: Expected;
  readonly discrete: Expected;
}
const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "vectors", "text-numbers.json"), "utf8")) as {
  source: string;
  cases: Case[];
  input_values: { value: unknown; input_value: string }[];
};

const pyFloat = (text: string): number => (text === "nan" ? Number.NaN : text === "inf" ? Infinity : text === "-inf" ? -Infinity : Number(text));
const textOf = (c: Case): string => c.text ?? `${c.prefix ?? ""}${(c.body ?? "").repeat(c.count ?? 0)}${c.suffix ?? ""}`;
const label = (c: Case): string => (c.text !== undefined ? JSON.stringify(c.text) : `${JSON.stringify(c.prefix)} + ${JSON.stringify(c.body)} x ${c.count} + ${JSON.stringify(c.suffix)}`);

function expectCoerced(kind: "continuous" | "discrete", text: string, expected: Expected): void {
  const spec = kind === "continuous" ? MetricOutputSpec.continuousScore("x") : MetricOutputSpec.discreteScore("x");
  const got = coerceValue(spec, text);
  if (!expected.ok) {
    expect(got).toMatchObject({ ok: false, type: expected.type });
    return;
  }
  expect(got.ok).toBe(true);
  const value = (got as { value: number }).value;
  // a discrete value is a JS number: exact up to 2^53, the nearest double beyond (documented)
  const want = expected.double !== undefined ? pyFloat(expected.double) : kind === "discrete" ? Number(BigInt(expected.value as string)) : pyFloat(expected.value as string);
  expect(Object.is(value, want) || (Number.isNaN(value) && Number.isNaN(want))).toBe(true);
}

describe(`numbers as text match ${vectors.source}`, () => {
  it("has the hand-picked, sampled and long cases", () => {
    expect(vectors.cases.length).toBeGreaterThan(500);
    expect(vectors.cases.filter((c) => c.text === undefined).length).toBeGreaterThan(40);
  });
  for (const c of vectors.cases) {
    it(`${label(c)}: continuous ${JSON.stringify(c.continuous)}, discrete ${JSON.stringify(c.discrete)}`, () => {
      expectCoerced("continuous", textOf(c), c.continuous);
      expectCoerced("discrete", textOf(c), c.discrete);
    });
  }
  it("pins the cases the trim-then-parse reading got wrong (pydantic 2.13.4, by hand in python3)", () => {
    expect(coerceValue(MetricOutputSpec.discreteScore("x"), "0-3")).toEqual({ ok: true, value: -3 });
    expect(coerceValue(MetricOutputSpec.discreteScore("x"), "-_1")).toMatchObject({ ok: false, type: "int_parsing" });
    expect(coerceValue(MetricOutputSpec.discreteScore("x"), "1".repeat(5000))).toMatchObject({ ok: false, type: "int_parsing_size" });
    expect(coerceValue(MetricOutputSpec.discreteScore("x"), ` ${"1".repeat(5000)}`)).toMatchObject({ ok: false, type: "int_parsing" });
    expect(coerceValue(MetricOutputSpec.continuousScore("x"), " 1_0")).toMatchObject({ ok: false, type: "float_parsing" });
    expect(coerceValue(MetricOutputSpec.continuousScore("x"), "-_1")).toEqual({ ok: true, value: -1 });
  });
});

describe("input_value in a coercion error is cut as pydantic-core cuts it", () => {
  for (const { value, input_value } of vectors.input_values) {
    it(`${JSON.stringify(value).slice(0, 40)} -> ${input_value}`, () => {
      expect(pydanticInputValue(pyRepr(value))).toBe(input_value);
    });
  }
  it("the message of a failed output quotes the cut value", () => {
    const result = coerceValue(MetricOutputSpec.continuousScore("x"), "x".repeat(200));
    if (result.ok) throw new Error("coerced");
    expect(coercionDetail(result, "x".repeat(200))).toBe(
      `Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='${"x".repeat(24)}...${"x".repeat(23)}', input_type=str]`,
    );
  });
});

describe("an int too large for a double is not a continuous score", () => {
  // python3 with pydantic 2.13.4: ContinuousScore.model_validate(2**1024 - 2**970) raises float_type
  // (float() of it overflows); 2**1024 - 2**970 - 1 is 1.7976931348623157e+308
  it.each([
    [2n ** 1024n - 2n ** 970n, undefined],
    [-(2n ** 1024n - 2n ** 970n), undefined],
    [2n ** 1024n - 2n ** 970n - 1n, 1.7976931348623157e308],
    [-(2n ** 1024n - 2n ** 970n - 1n), -1.7976931348623157e308],
  ])("%s", (value, expected) => {
    const got = coerceValue(MetricOutputSpec.continuousScore("x"), value);
    if (expected === undefined) expect(got).toMatchObject({ ok: false, type: "float_type" });
    else expect(got).toEqual({ ok: true, value: expected });
  });
  it("its input_value is cut as pydantic cuts it", () => {
    const value = 2n ** 1024n - 2n ** 970n;
    const got = coerceValue(MetricOutputSpec.continuousScore("x"), value);
    if (got.ok) throw new Error("coerced");
    expect(coercionDetail(got, value)).toBe("Input should be a valid number [type=float_type, input_value=1797693134862315807937289...093042880177904174497792, input_type=int]");
  });
});
