/**
 * JsonValidatorGrader and JsonMatchGrader. Python's own answers come from python3 3.11.7's `json`
 * on this machine (scripts/py-json-vectors.py → tests/fixtures/graders/py-json-vectors.json:
 * `repr(json.loads(doc))` or the JSONDecodeError text, and `==` of parsed pairs); the grader rules
 * are OpenJudge's (../shared/reference/openjudge-nemo-semantics.md, JsonValidatorGrader /
 * JsonMatchGrader), hand-applied below.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseOpenJudgeConfig } from "../../src/graders/config.js";
import { JsonMatchGrader } from "../../src/graders/format/json-match.js";
import { JsonValidatorGrader } from "../../src/graders/format/json-validator.js";
import { pyEquals, pyJsonLoads, PyJsonDecodeError, type PyJsonValue } from "../../src/core/py-json.js";
import { pyStrRepr } from "../../src/core/py-str-repr.js";
import { pyFloatRepr } from "../../src/core/py-repr.js";
import { buildGradingPlan, runGraders } from "../../src/graders/run-graders.js";

const vectors = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "graders", "py-json-vectors.json"), "utf8")) as {
  docs: Array<{ doc: string; len: number; repr?: string; error?: string }>;
  pairs: Array<{ a: string; b: string; equal: boolean }>;
};

/** Python repr of a parsed value (test-side, to compare with python3's repr). */
function repr(v: PyJsonValue): string {
  if (v === null) return "None";
  if (typeof v === "boolean") return v ? "True" : "False";
  if (typeof v === "bigint") return v.toString();
  if (typeof v === "number") return pyFloatRepr(v);
  if (typeof v === "string") return pyStrRepr(v);
  if (Array.isArray(v)) return `[${v.map(repr).join(", ")}]`;
  return `{${[...v].map(([k, x]) => `${pyStrRepr(k)}: ${repr(x)}`).join(", ")}}`;
}

describe("json.loads as Python", () => {
  it.each(vectors.docs.map((d) => [JSON.stringify(d.doc), d] as const))("%s", (_label, d) => {
    if (d.error !== undefined) {
      expect(() => pyJsonLoads(d.doc)).toThrow(PyJsonDecodeError);
      try {
        pyJsonLoads(d.doc);
      } catch (error) {
        expect((error as Error).message).toBe(d.error);
      }
    } else {
      expect(repr(pyJsonLoads(d.doc))).toBe(d.repr);
    }
  });
  it.each(vectors.pairs.map((p) => [p.a, p.b, p] as const))("%s == %s", (_a, _b, p) => {
    expect(pyEquals(pyJsonLoads(p.a), pyJsonLoads(p.b))).toBe(p.equal);
  });
});

describe("a \\uXXXX escape at the very end of the text (python3 3.11.7's json.loads, C scanner)", () => {
  // the C scanner wants one more character after the four digits, and a surrogate pair only when
  // one more follows the second escape; before, these read as "Unterminated string starting at"
  it.each([
    ['"0\\ude00', "Invalid \\uXXXX escape: line 1 column 4 (char 3)"],
    ['"\\u00e9', "Invalid \\uXXXX escape: line 1 column 3 (char 2)"],
    ['"\\ud83d\\ude00', "Invalid \\uXXXX escape: line 1 column 9 (char 8)"],
    ['"\\ud83d\\u00', "Invalid \\uXXXX escape: line 1 column 9 (char 8)"],
    ['"\\ud83d\\ude0"', "Invalid \\uXXXX escape: line 1 column 9 (char 8)"],
    ['["\\ud83d\\ude00 ', "Unterminated string starting at: line 1 column 2 (char 1)"],
    ['"\\ud83d\\ude00x', "Unterminated string starting at: line 1 column 1 (char 0)"],
  ])("%s", (doc, message) => {
    expect(() => pyJsonLoads(doc)).toThrow(message);
  });
  it("a complete pair still joins", () => {
    expect(pyJsonLoads('"\\ud83d\\ude00"')).toBe("\u{1f600}");
  });
});

describe("3,000 random documents against python3 (scripts/py-json-fuzz-vectors.py, seed 5)", () => {
  const fuzz = (JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "fixtures", "graders", "py-json-fuzz-vectors.json"), "utf8")) as { cases: Array<{ doc: string; repr?: string; error?: string }> }).cases;
  it("every value and every error text agrees", () => {
    const outcome = (doc: string): string => {
      try {
        return `value ${repr(pyJsonLoads(doc))}`;
      } catch (error) {
        return `error ${(error as Error).message}`;
      }
    };
    const wrong = fuzz.filter((c) => outcome(c.doc) !== (c.repr !== undefined ? `value ${c.repr}` : `error ${c.error ?? ""}`));
    expect(fuzz.length).toBe(3000);
    expect(wrong.map((c) => c.doc)).toEqual([]);
  });
});

describe("JsonValidatorGrader", () => {
  const grader = new JsonValidatorGrader();
  it("valid per Python (NaN, duplicate keys), response_length in code points", async () => {
    // python3: json.loads accepts it; len('{"score": NaN, "a": 1, "a": "😀"}') == 32
    expect(await grader.evaluate({ response: '{"score": NaN, "a": 1, "a": "😀"}' })).toEqual({
      name: "json_validator",
      score: 1.0,
      reason: "Valid JSON",
      metadata: { is_valid: true, error_message: null, response_length: 32 },
    });
  });
  it("code fences and trailing commas are invalid, with Python's text", async () => {
    // python3: json.loads('```json\n{}\n```') -> "Expecting value: line 1 column 1 (char 0)"
    const fenced = await grader.evaluate({ response: "```json\n{}\n```" });
    expect(fenced).toEqual({
      name: "json_validator",
      score: 0.0,
      reason: "JSON decode error: Expecting value: line 1 column 1 (char 0)",
      metadata: { is_valid: false, error_message: "JSON decode error: Expecting value: line 1 column 1 (char 0)", response_length: 14 },
    });
    // python3: json.loads('{"a": 1,}') -> "Expecting property name enclosed in double quotes: line 1 column 9 (char 8)"
    expect((await grader.evaluate({ response: '{"a": 1,}' })).reason).toBe("JSON decode error: Expecting property name enclosed in double quotes: line 1 column 9 (char 8)");
  });
  it("a non-string response", async () => {
    expect(await grader.evaluate({ response: null })).toEqual({
      name: "json_validator",
      score: 0.0,
      reason: "Invalid input type: expected str, got NoneType",
      metadata: { is_valid: false, error_message: "Invalid input type: expected str, got NoneType", response_length: 0 },
    });
    // python3: type(-0.0).__name__, type(1e16).__name__, type(2**70).__name__ (a bigint is a Python int)
    const types = await Promise.all([-0, 1e16, 2n ** 70n, 5].map(async (response) => (await grader.evaluate({ response })).reason));
    expect(types).toEqual(["float", "float", "int", "int"].map((name) => `Invalid input type: expected str, got ${name}`));
  });
});

describe("JsonMatchGrader", () => {
  const match = async (reference: string, response: string, options = {}) => (await new JsonMatchGrader(options).evaluate({ reference_response: reference, response })).score;
  it("Python == at the leaves: true == 1, 1 == 1.0, 0 == -0.0, NaN != NaN, big ints exact", async () => {
    // the reference's JsonMatchGrader list; python3 agrees: json.loads('{"ok": true, "n": 1}') == json.loads('{"ok": 1, "n": 1.0}'),
    // json.loads('[0]') == json.loads('[-0.0]'), json.loads('{"id": 9007199254740993}') != json.loads('{"id": 9007199254740992}')
    expect(await match('{"ok": true, "n": 1}', '{"ok": 1, "n": 1.0}')).toBe(1.0);
    expect(await match("[0]", "[-0.0]")).toBe(1.0);
    expect(await match("NaN", "NaN")).toBe(0.0);
    expect(await match('{"id": 9007199254740993}', '{"id": 9007199254740992}')).toBe(0.0);
    expect(await match('{"id": 9007199254740993}', '{"id": 9007199254740993}')).toBe(1.0);
  });
  it("a missing key equals null, in both directions", async () => {
    expect(await match('{"a": 1, "b": null}', '{"a": 1}')).toBe(1.0);
    expect(await match('{"a": 1}', '{"a": 1, "b": null}')).toBe(1.0);
    expect(await match('{"a": 1}', '{"a": 1, "b": 0}')).toBe(0.0);
  });
  it("ignore_extra_keys ignores keys extra in the response only, recursively", async () => {
    expect(await match('{"a": {"b": 1}}', '{"a": {"b": 1, "c": 2}, "d": 3}', { ignore_extra_keys: true })).toBe(1.0);
    expect(await match('{"a": {"b": 1, "c": 2}}', '{"a": {"b": 1}}', { ignore_extra_keys: true })).toBe(0.0);
  });
  it("strict_order=False matches arrays greedily first-fit; lengths must agree", async () => {
    expect(await match("[1, 2, 3]", "[3, 1, 2]")).toBe(0.0);
    expect(await match("[1, 2, 3]", "[3, 1, 2]", { strict_order: false })).toBe(1.0);
    expect(await match("[1, 2]", "[1, 2, 2]", { strict_order: false })).toBe(0.0);
    // greedy: reference {"a":1} takes the first response item it matches
    expect(await match('[{"a": 1}, {"a": 1, "b": 2}]', '[{"a": 1, "b": 2}, {"a": 1}]', { strict_order: false, ignore_extra_keys: true })).toBe(0.0);
  });
  it("parse errors: response first, metadata and reason from str(e)", async () => {
    const grader = new JsonMatchGrader();
    // python3: json.loads('[1,]') -> "Expecting value: line 1 column 4 (char 3)";
    // json.loads('{') -> "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"
    expect(await grader.evaluate({ reference_response: "{", response: "[1,]" })).toEqual({
      name: "json_match",
      score: 0.0,
      reason: "Expecting value: line 1 column 4 (char 3)",
      metadata: { matched: false, error: "response_parse_error", error_message: "Expecting value: line 1 column 4 (char 3)" },
    });
    expect((await grader.evaluate({ reference_response: "{", response: "[]" })).metadata).toEqual({
      matched: false,
      error: "reference_parse_error",
      error_message: "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)",
    });
  });
  it("reference_response is required (upstream TypeError, a GraderError in the runner)", async () => {
    const plan = buildGradingPlan(parseOpenJudgeConfig({ graders: { m: { grader: "JsonMatchGrader", params: { strict_order: false }, mapper: { response: "candidate.output_text" } } } }));
    const outcome = await runGraders(plan, [{ candidate: { output_text: "{}" } }], {});
    expect(outcome.results.m?.[0]).toMatchObject({ name: "json_match", error: expect.stringContaining("missing 1 required positional argument: 'reference_response'") as unknown });
  });
  it("config params are snake_case and checked", () => {
    expect(() => buildGradingPlan(parseOpenJudgeConfig({ graders: { m: { grader: "JsonMatchGrader", params: { strictOrder: false } } } }))).toThrow(/graders\.m\.params/);
    expect(() => buildGradingPlan(parseOpenJudgeConfig({ graders: { m: { grader: "JsonMatchGrader", params: { strict_order: "no" } } } }))).toThrow(/graders\.m\.params\.strict_order/);
  });
});

describe("JsonValidatorGrader on what json.loads raises besides JSONDecodeError", () => {
  it("returns a rejected promise (never throws synchronously), whose text is Python's str(e)", async () => {
    // python3 3.11.7: json.loads("[" * 100000) raises RecursionError("maximum recursion depth exceeded while decoding a JSON array from a unicode string")
    let pending: Promise<unknown> | undefined;
    expect(() => {
      pending = new JsonValidatorGrader().evaluate({ response: "[".repeat(100000) });
    }).not.toThrow();
    await expect(pending).rejects.toThrow("maximum recursion depth exceeded while decoding a JSON array from a unicode string");
  });
});
