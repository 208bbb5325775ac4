/**
 * A judge fixture whose request holds keys named after Object.prototype members (a `__proto__`
 * judge setting, a structured output schema with such keys, a recorded tool call's arguments):
 * the key is hashed over every own key, so reading the file back must keep them all, or the
 * recording no longer matches its own key and replay fails.
 */
import { afterEach, describe, expect, it } from "vitest";
import { buildFixtureRecord, parseFixtureRecord, requestFromRecord, SCRIPTED_SOURCE, serializeFixtureRecord } from "../../src/judge/fixture-store.js";
import { judgeRequestKey } from "../../src/judge/request-key.js";
import { FIXED_NOW, makeRequest } from "./judge-test-helpers.js";

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
afterEach(() => {
  expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
});

const RESPONSE = { output: JSON.parse('{"__proto__": {"polluted": 1}, "score": 3}') as unknown, usage: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, model: "m" };

describe("judge fixtures with hostile keys", () => {
  it("round-trips settings, output schema and tool-call arguments with __proto__ / constructor keys", () => {
    const request = makeRequest({
      settings: JSON.parse('{"max_tokens": 10, "__proto__": {"polluted": 1}, "constructor": "x"}') as Record<string, unknown>,
      outputSchema: JSON.parse('{"type": "object", "__proto__": {"type": "string"}, "properties": {"__proto__": {"type": "string"}}}') as Record<string, unknown>,
      conversation: [{ role: "assistant", blocks: [{ type: "tool_call", tool_call_id: "c1", tool_name: "t", arguments: JSON.parse('{"__proto__": "a", "toString": 1}') as Record<string, unknown> }] }],
    });
    const record = buildFixtureRecord(request, RESPONSE, { recordedAt: FIXED_NOW(), source: SCRIPTED_SOURCE });
    const text = serializeFixtureRecord(record);
    expect(text).toContain('"__proto__": {\n        "polluted": 1');
    const parsed = parseFixtureRecord(text, "f.json");
    expect(parsed.key).toBe(judgeRequestKey(request));
    const back = requestFromRecord(parsed);
    expect(Object.keys(back.settings)).toEqual(["max_tokens", "__proto__", "constructor"]);
    expect(Object.keys(back.outputSchema)).toEqual(["type", "__proto__", "properties"]);
    expect(JSON.stringify(back.conversation)).toBe(JSON.stringify(request.conversation));
    expect(JSON.stringify(parsed.response.output)).toBe('{"__proto__":{"polluted":1},"score":3}');
  });
});
