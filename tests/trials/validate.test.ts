/**
 * NeMo's validate_metric_result order (openjudge-nemo-semantics.md, "Validation order"):
 * duplicates, then missing (spec order), then undeclared, then coercion in returned order; the
 * messages embed Python list reprs. Expected texts are written out by hand from those rules.
 */
import { describe, expect, it } from "vitest";
import { MetricOutputSpec } from "../../src/trials/contract.js";
import { validateMetricResult } from "../../src/trials/validate.js";

const specs = [MetricOutputSpec.continuousScore("score"), MetricOutputSpec.boolean("passed"), MetricOutputSpec.label("grade")];
const out = (...pairs: Array<[string, unknown]>) => ({ outputs: pairs.map(([name, value]) => ({ name, value })) });

describe("validateMetricResult", () => {
  it("reports duplicates first, even when outputs are also missing and undeclared", () => {
    expect(validateMetricResult(out(["zz", 1], ["score", 1], ["score", 2], ["zz", 3]), specs)).toEqual({ ok: false, message: "Duplicate metric output names: ['score', 'zz']" });
  });
  it("then missing outputs, in spec order", () => {
    expect(validateMetricResult(out(["extra", 1]), specs)).toEqual({ ok: false, message: "Missing declared metric outputs: ['score', 'passed', 'grade']" });
    expect(validateMetricResult(out(["grade", "A"], ["score", 1]), specs)).toEqual({ ok: false, message: "Missing declared metric outputs: ['passed']" });
  });
  it("then undeclared outputs, in returned order", () => {
    expect(validateMetricResult(out(["score", 1], ["zeta", 0], ["passed", true], ["alpha", 0], ["grade", "A"]), specs)).toEqual({
      ok: false,
      message: "Undeclared metric outputs: ['zeta', 'alpha']",
    });
  });
  it("then coercion, in returned order: the first bad value names its output", () => {
    const result = validateMetricResult(out(["grade", 5], ["passed", "maybe"], ["score", "x"]), specs);
    expect(result).toEqual({
      ok: false,
      message: "Invalid value for metric output 'grade' (label): Input should be a valid string [type=string_type, input_value=5, input_type=int]",
    });
    expect(validateMetricResult(out(["grade", "A"], ["passed", "maybe"], ["score", "x"]), specs)).toEqual({
      ok: false,
      message: "Invalid value for metric output 'passed' (boolean): Input should be a valid boolean, unable to interpret input [type=bool_parsing, input_value='maybe', input_type=str]",
    });
  });
  it("names -0 and whole numbers from 1e16 on as floats in input_value and input_type alike", () => {
    // a JS number is a Python float to the coercion (src/trials/coerce.ts); python3: repr(-0.0), repr(1e20), type(...).__name__
    expect(validateMetricResult(out(["grade", -0], ["passed", true], ["score", 1]), specs)).toEqual({
      ok: false,
      message: "Invalid value for metric output 'grade' (label): Input should be a valid string [type=string_type, input_value=-0.0, input_type=float]",
    });
    const discrete = [MetricOutputSpec.discreteScore("steps")];
    expect(validateMetricResult(out(["steps", 1e20]), discrete)).toEqual({
      ok: false,
      message: "Invalid value for metric output 'steps' (discrete_score): Unable to parse input string as an integer, exceeded maximum size [type=int_parsing_size, input_value=1e+20, input_type=float]",
    });
  });
  it("returns the coerced values in spec order", () => {
    expect(validateMetricResult(out(["grade", "B"], ["passed", "YES"], ["score", " 0.5 "]), specs)).toEqual({
      ok: true,
      outputs: [
        { name: "score", value: 0.5 },
        { name: "passed", value: true },
        { name: "grade", value: "B" },
      ],
    });
  });
  it("quotes names the way Python's repr does", () => {
    expect(validateMetricResult(out(["it's", 1], ["it's", 1]), specs)).toEqual({ ok: false, message: `Duplicate metric output names: ["it's"]` });
  });
  it("rejects a result that is not {outputs: [...]}", () => {
    expect(validateMetricResult({ score: 1 }, specs)).toMatchObject({ ok: false, message: expect.stringContaining("'outputs' is not a list") as string });
    expect(validateMetricResult(null, specs).ok).toBe(false);
    expect(validateMetricResult({ outputs: [{ value: 1 }] }, specs)).toMatchObject({ ok: false, message: expect.stringContaining("outputs[0] has no string 'name'") as string });
  });
});
