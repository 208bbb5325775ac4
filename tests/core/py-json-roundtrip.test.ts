/**
 * Python `json.loads` → `json.dumps` round trip (src/core/history/py-json.ts). Expected strings
 * are what CPython 3.12 prints for `json.dumps(json.loads(text))` (run here with python3).
 */
import { describe, expect, it } from "vitest";
import { pyJsonDumpsValue, pyJsonLoads, tryPyJsonLoads } from "../../src/core/history/py-json.js";

const roundTrip = (text: string): string => pyJsonDumpsValue(pyJsonLoads(text));

describe("Python JSON round trip", () => {
  it.each([
    ['{"b":1,"a":[1.50,2e3,-0,0.1e-6]}', '{"b": 1, "a": [1.5, 2000.0, 0, 1e-07]}'],
    ['{"7":"x","1":"y","7":"z"}', '{"7": "z", "1": "y"}'],
    ["[NaN, Infinity, -Infinity, null, true, false]", "[NaN, Infinity, -Infinity, null, true, false]"],
    ['"caf\\u00e9 \\ud83d\\ude00 \\/ \\t"', '"caf\\u00e9 \\ud83d\\ude00 / \\t"'],
    ['"é😀"', '"\\u00e9\\ud83d\\ude00"'],
    ["123456789012345678901234567890", "123456789012345678901234567890"],
    [" { } ", "{}"],
    ["1e16", "1e+16"],
  ])("%s", (text, expected) => {
    expect(roundTrip(text)).toBe(expected);
  });

  it("rejects what Python rejects", () => {
    for (const text of ["", "{", "[1,]", "{'a': 1}", '"\n"', "01", "1 2", "tru"]) expect(tryPyJsonLoads(text), text).toBeUndefined();
  });
});
