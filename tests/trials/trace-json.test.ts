/**
 * A trace file as Python's json.load reads it where OpenJudge mappers address it: NaN, Infinity and
 * -Infinity are floats there (JSON.parse refused them, so the mapper saw the trace as unreadable:
 * `candidate.evidence.trace.x` was None, not nan); text Python refuses too keeps JSON.parse's error.
 */
import { describe, expect, it } from "vitest";
import { PyFloat } from "../../src/core/json-format.js";
import { parseTraceJson } from "../../src/node/trial-dataset.js";

describe("parseTraceJson", () => {
  it("reads NaN, Infinity and -Infinity as json.load does, with Python's other numbers", () => {
    const trace = parseTraceJson('{"x": NaN, "y": Infinity, "z": -Infinity, "w": 1.0, "steps": [2]}') as Record<string, unknown>;
    expect(trace.x).toBeNaN();
    expect(trace.y).toBe(Number.POSITIVE_INFINITY);
    expect(trace.z).toBe(Number.NEGATIVE_INFINITY);
    // a whole float keeps its kind, as in a trace without NaN (the second, CPython-exact parse)
    expect(trace.w).toBeInstanceOf(PyFloat);
    expect((parseTraceJson('{"w": 1.0}') as Record<string, unknown>).w).toBeInstanceOf(PyFloat);
    expect(trace.steps).toEqual([2]);
  });

  it("text json.load refuses too keeps JSON.parse's error", () => {
    expect(() => parseTraceJson('{"x": nan}')).toThrow(SyntaxError);
    expect(() => parseTraceJson("")).toThrow(SyntaxError);
  });
});
