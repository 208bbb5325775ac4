/**
 * GraderScore.score from an LLM's structured output is a pydantic `float` field: a numeric string
 * is coerced as pydantic-core does. Expected values: the 100 string inputs (19 holding a lone surrogate) of
 * tests/trials/vectors/pydantic-coercion.json (computed by real pydantic 2.13.4 / pydantic-core
 * 2.46.4, lax mode, RootModel[float]), which the same validator applies to GraderScore(score=...).
 * Before, the parser trimmed with JavaScript's trim() and joined only digit_digit underscores, so
 * "2._0" and "1_e1" failed while "\ufeff1" passed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pyFloatRepr } from "../../src/core/py-repr.js";
import { parsePointwise, validateRank } from "../../src/graders/llm/structured-output.js";

interface Vector {
  kind: string;
  input: { t: string; v: unknown };
  expected: { ok: true; value: string } | { ok: false; type: string; msg: string };
}
const all = (JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "trials", "vectors", "pydantic-coercion.json"), "utf8")) as { cases: Vector[] }).cases;
const vectors = all.filter((c) => c.kind === "continuous_score" && c.input.t === "str");
const intVectors = all.filter((c) => c.kind === "discrete_score" && ["str", "float", "int", "bool", "none"].includes(c.input.t));

function outcome(text: string): string {
  try {
    return pyFloatRepr(parsePointwise("g", { score: text, reason: "r" }).score);
  } catch (error) {
    return `error: ${(error as Error).message.split("\n")[2]?.split(" [")[0]?.trim() ?? ""}`;
  }
}

describe("an LLM grader's string score is read as pydantic reads a float", () => {
  it("agrees with every string vector of real pydantic", () => {
    expect(vectors.length).toBe(100);
    const wrong = vectors.filter((c) => outcome(c.input.v as string) !== (c.expected.ok ? c.expected.value : `error: ${c.expected.msg}`)).map((c) => c.input.v);
    expect(wrong).toEqual([]);
  });
  it("hand-picked: underscores next to a dot or an exponent, and a BOM", () => {
    // pydantic-coercion.json: "2._0" -> 2.0, "1_e1" -> 10.0; "\ufeff" is not Unicode White_Space, so pydantic refuses it
    expect(parsePointwise("g", { score: "2._0", reason: "" }).score).toBe(2);
    expect(parsePointwise("g", { score: "1_e1", reason: "" }).score).toBe(10);
    expect(() => parsePointwise("g", { score: "\ufeff1", reason: "" })).toThrow("unable to parse string as a number");
  });
});

describe("a rank's items are read as pydantic reads an int (GraderRank.rank: List[int])", () => {
  // the discrete_score vectors of the same file (RootModel[int]); before, "2.0" and "1_0" were
  // refused and every failure said only "Input should be a valid integer"
  const itemOutcome = (v: unknown): string => {
    try {
      validateRank([v]);
      return "1";
    } catch (error) {
      const detail = (error as Error).message.split("\n")[2]?.split(" [")[0]?.trim() ?? "";
      return detail.startsWith("Value error, rank must be a permutation") ? "other int" : `error: ${detail}`;
    }
  };
  it("agrees with every vector", () => {
    expect(intVectors.length).toBe(128);
    const expected = (c: Vector): string => (c.expected.ok ? (c.expected.value === "1" ? "1" : "other int") : `error: ${c.expected.msg}`);
    const value = (c: Vector): unknown => (c.input.t === "none" ? null : c.input.t === "float" ? Number(c.input.v) : c.input.t === "int" ? BigInt(c.input.v as string) : c.input.v);
    const wrong = intVectors.filter((c) => itemOutcome(value(c)) !== expected(c)).map((c) => [c.input, expected(c), itemOutcome(value(c))]);
    expect(wrong).toEqual([]);
  });
});

describe("a refused answer's error is str(ValidationError) as pydantic 2.13 prints it", () => {
  // pydantic-core's format (PyLineError.pretty): every failing field in the model's field order
  // (GraderResult's reason before GraderScore's score), `[type=..., input_value=<repr, over 50 bytes
  // cut to 25 + ... + 24>, input_type=...]` and the errors.pydantic.dev link; before, only the first
  // failure was reported, without type= and the link
  it("two bad fields", () => {
    expect(() => parsePointwise("g", { score: "abc", reason: 5 })).toThrow(
      "2 validation errors for GraderScore\n" +
        "reason\n  Input should be a valid string [type=string_type, input_value=5, input_type=int]\n" +
        "    For further information visit https://errors.pydantic.dev/2.13/v/string_type\n" +
        "score\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='abc', input_type=str]\n" +
        "    For further information visit https://errors.pydantic.dev/2.13/v/float_parsing",
    );
  });
  it("a long input value is cut in the middle", () => {
    expect(() => parsePointwise("g", { score: "x".repeat(60), reason: "" })).toThrow(
      `1 validation error for GraderScore\nscore\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='${"x".repeat(24)}...${"x".repeat(23)}', input_type=str]\n` +
        "    For further information visit https://errors.pydantic.dev/2.13/v/float_parsing",
    );
  });
  it("every bad rank item", () => {
    expect(() => validateRank([2.5, "a", 1])).toThrow(
      "2 validation errors for GraderRank\n" +
        "rank.0\n  Input should be a valid integer, got a number with a fractional part [type=int_from_float, input_value=2.5, input_type=float]\n" +
        "    For further information visit https://errors.pydantic.dev/2.13/v/int_from_float\n" +
        "rank.1\n  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='a', input_type=str]\n" +
        "    For further information visit https://errors.pydantic.dev/2.13/v/int_parsing",
    );
  });
});
