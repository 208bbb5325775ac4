/**
 * JSON syntax errors name where the problem is (line and column), quoting none of the text.
 */
import { describe, expect, it } from "vitest";
import { describeJsonLineSyntaxError, describeJsonSyntaxError } from "../../src/core/json-error.js";

function describe_(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return describeJsonSyntaxError(error, text);
  }
  throw new Error("parsed");
}

describe("describeJsonSyntaxError", () => {
  it("a truncated file names the line and column where it ends (it named neither)", () => {
    // '{\n  "a": 1,\n  "b": [1,' ends on line 3 after its 10th character: column 11
    expect(describe_('{\n  "a": 1,\n  "b": [1,')).toBe("it ends before the JSON value is complete at line 3, column 11");
    // trailing whitespace and newlines do not move the end past the last character
    expect(describe_('{\n  "a": [\n\n  ')).toBe("it ends before the JSON value is complete at line 2, column 9");
  });

  it("an empty file says so", () => {
    expect(describe_("  \n")).toBe("the file is empty");
  });

  it("one JSONL line names the column only", () => {
    const line = '{"a": [1,';
    let message = "";
    try {
      JSON.parse(line);
    } catch (error) {
      message = describeJsonLineSyntaxError(error, line);
    }
    expect(message).toBe("it ends before the JSON value is complete at column 10");
  });

  it("NaN and ±Infinity (what Python's json.dumps writes for a non-finite float) are named, where 'unexpected character' said nothing", () => {
    // columns counted by hand: '{"score": ' is 10 characters, so the literal starts at column 11
    const why = "which JSON has no number for (Python's json.dumps writes it; JSON.stringify and orjson write null)";
    expect(describe_('{"score": NaN}')).toBe(`NaN, ${why} at line 1, column 11`);
    expect(describe_('{"score": Infinity}')).toBe(`Infinity, ${why} at line 1, column 11`);
    // V8 points after the minus sign, at the I
    expect(describe_('{\n  "score": -Infinity}')).toBe(`-Infinity, ${why} at line 2, column 13`);
    // any other refused character keeps its plain description ('n' could still start null: the 'a' is refused)
    expect(describe_('{"score": nan}')).toBe("unexpected character at line 1, column 12");
  });
});
