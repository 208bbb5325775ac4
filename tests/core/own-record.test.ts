import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ownKeysRecord } from "../../src/core/own-record.js";
import { firstIssue } from "../../src/core/schema-issue.js";

const HOSTILE = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];

describe("ownKeysRecord keeps every key as Python's json.loads does", () => {
  it("keeps __proto__ and the other hostile keys as own keys, in order, polluting nothing", () => {
    const input = JSON.parse(`{${HOSTILE.map((k, i) => `"${k}": {"polluted": ${i}}`).join(", ")}, "a": 1}`) as unknown;
    const out = ownKeysRecord(z.string(), z.unknown()).parse(input);
    expect(Object.keys(out)).toEqual([...HOSTILE, "a"]);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, "__proto__")?.value).toEqual({ polluted: 0 });
    expect(JSON.stringify(out)).toBe(JSON.stringify(input));
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("validates a __proto__ value with the value schema and names it", () => {
    const result = ownKeysRecord(z.string(), z.string()).safeParse(JSON.parse('{"a": "x", "__proto__": 3}'));
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toEqual({ field: "__proto__", message: "Invalid input: expected string, received number" });
  });

  it("words other errors as z.record does", () => {
    const ours = ownKeysRecord(z.string(), z.number()).safeParse({ a: "x" });
    const zods = z.record(z.string(), z.number()).safeParse({ a: "x" });
    expect(ours.success || zods.success).toBe(false);
    if (!ours.success && !zods.success) expect(firstIssue(ours.error)).toEqual(firstIssue(zods.error));
    const notObject = ownKeysRecord(z.string(), z.number()).safeParse([1]);
    if (!notObject.success) expect(firstIssue(notObject.error)).toEqual({ field: undefined, message: "Invalid input: expected record, received array" });
    expect(notObject.success).toBe(false);
  });

  it("nests: the issue path is prefixed by the parent", () => {
    const schema = z.object({ m: ownKeysRecord(z.string(), z.number()) });
    const result = schema.safeParse(JSON.parse('{"m": {"__proto__": "no"}}'));
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error).field).toBe("m.__proto__");
    const ok = schema.parse(JSON.parse('{"m": {"__proto__": 2}}'));
    expect(Object.keys(ok.m)).toEqual(["__proto__"]);
  });
});
