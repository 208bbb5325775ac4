import { describe, expect, it } from "vitest";
import { canonicalJson, JUDGE_KEY_VERSION, judgeKeyPreimage, judgeRequestKey } from "../../src/judge/request-key.js";
import { makeRequest } from "./judge-test-helpers.js";

describe("canonicalJson", () => {
  it("sorts object keys at every level and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: "x" } })).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
  });
  it("omits undefined members and rejects what JSON cannot hold", () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(/non-finite number at \$\.a/);
    expect(() => canonicalJson([undefined])).toThrow(/undefined array element/);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(/function/);
  });
});

describe("judgeRequestKey", () => {
  it("is a stable sha256 over a versioned prefix (golden vector: changing it re-keys every fixture)", () => {
    const request = makeRequest();
    expect(judgeKeyPreimage(request).startsWith(`${JUDGE_KEY_VERSION}\n{`)).toBe(true);
    expect(judgeRequestKey(request)).toMatch(/^[0-9a-f]{64}$/);
    expect(judgeRequestKey(request)).toBe("3fcc052cf21a68f5dad1bdcf807189d2565195af20f805bd3a1caf856105de4f");
  });

  it("ignores the metric name, the template version and object key order", () => {
    const base = judgeRequestKey(makeRequest());
    expect(judgeRequestKey(makeRequest({ metric: "renamed_metric", templateVersion: "7" }))).toBe(base);
    const reordered = makeRequest({ outputSchema: { required: ["score", "reason"], properties: { reason: { type: "string" }, score: { type: "integer" } }, type: "object" } });
    expect(judgeRequestKey(reordered)).toBe(base);
  });

  it("changes with every field that can change the answer", () => {
    const base = judgeRequestKey(makeRequest());
    const variants = [
      makeRequest({ model: "claude-sonnet-4-6" }),
      makeRequest({ provider: "openai" }),
      makeRequest({ system: "Be terse." }),
      makeRequest({ user: "other transcript" }),
      makeRequest({ outputName: "Other" }),
      makeRequest({ outputDescription: "Other description" }),
      makeRequest({ outputSchema: { type: "object" } }),
      makeRequest({ settings: { max_tokens: 2048 } }),
      makeRequest({ replica: 2 }),
    ];
    const keys = variants.map((r) => judgeRequestKey(r));
    expect(new Set([base, ...keys]).size).toBe(keys.length + 1);
  });

  it("gives N replicas of one prompt N distinct keys", () => {
    const keys = [1, 2, 3].map((replica) => judgeRequestKey(makeRequest(), replica));
    expect(new Set(keys).size).toBe(3);
    expect(keys[1]).toBe(judgeRequestKey(makeRequest({ replica: 2 })));
    expect(() => judgeRequestKey(makeRequest({ replica: 0 }))).toThrow(/replica must be a positive integer/);
  });
});
