/**
 * Dataset lines nested too deep for Python's json.loads (RecursionError past its recursion limit;
 * python3.11 here: 994 levels from the top level are read, 995 are not) are refused naming the
 * file, the line and Python's error, with or without a float in them: they overflowed the stack
 * ("Maximum call stack size exceeded", no file or line) in the CPython-exact parse, and in the
 * graders' row copies when JSON.parse alone had read them. 999 levels are still read.
 */
import { describe, expect, it } from "vitest";
import { PY_JSON_MAX_DEPTH, PyRecursionError, pyJsonLoads, pyJsonTooDeep } from "../../src/core/py-json.js";
import { parseTraceJson, parseTrialDataset } from "../../src/node/trial-dataset.js";

const FILE = "/data/set/trials.jsonl";
/** A dataset line whose inputs.a holds `inner` inside `levels - 2` arrays (the line object and inputs count too). */
const lineNested = (levels: number, inner: string, open = "[", close = "]"): string =>
  `{"task": {"id": "t1"}, "trial": {"id": "a", "task_id": "t1", "status": "completed"}, "inputs": {"a": ${open.repeat(levels - 2)}${inner}${close.repeat(levels - 2)}}, "candidate": {"output_text": "hi"}}`;
const error = (text: string): string => {
  try {
    parseTrialDataset(text, FILE);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
};
const ARRAY = `${FILE}:1: not valid JSON to Python's json.loads (RecursionError: maximum recursion depth exceeded while decoding a JSON array from a unicode string)`;

describe("nesting past Python's recursion limit", () => {
  it("100,000 levels of arrays, with a float, NaN or neither, and of objects: a named error, no stack overflow", () => {
    expect(error(lineNested(100_000, "1.5"))).toBe(ARRAY);
    expect(error(lineNested(100_000, "NaN"))).toBe(ARRAY);
    expect(error(lineNested(100_000, ""))).toBe(ARRAY);
    expect(error(lineNested(100_000, "1", '{"k": ', "}"))).toBe(ARRAY.replace("JSON array", "JSON object"));
  });

  it("999 levels are read (the float as Python's), 1000 are refused", () => {
    expect(PY_JSON_MAX_DEPTH).toBe(1000);
    const read = parseTrialDataset(lineNested(999, "1.5"), FILE).trials[0];
    let inner: unknown = (read?.inputs as { a: unknown }).a;
    for (let level = 0; level < 997; level++) inner = (inner as unknown[])[0];
    expect(Number(inner)).toBe(1.5);
    expect(parseTrialDataset(lineNested(999, "1"), FILE).trials).toHaveLength(1);
    expect(error(lineNested(1000, "1.5"))).toBe(ARRAY);
    expect(error(lineNested(1000, "1"))).toBe(ARRAY);
  });

  it("brackets inside strings are not nesting; the parser and the scan agree", () => {
    const brackets = `"${"[".repeat(5000)}\\"${"{".repeat(5000)}"`;
    expect(pyJsonTooDeep(`[${brackets}]`)).toBeUndefined();
    expect(parseTrialDataset(lineNested(3, brackets), FILE).trials).toHaveLength(1);
    expect(() => pyJsonLoads(`${"[".repeat(999)}${"]".repeat(999)}`)).not.toThrow();
    expect(() => pyJsonLoads(`${"[".repeat(1000)}${"]".repeat(1000)}`)).toThrow(PyRecursionError);
  });

  it("a trace file nested too deep is Python's RecursionError, not a stack overflow", () => {
    expect(() => parseTraceJson(`{"steps": ${"[".repeat(50_000)}${"]".repeat(50_000)}}`)).toThrow(
      "maximum recursion depth exceeded while decoding a JSON array from a unicode string",
    );
  });
});
