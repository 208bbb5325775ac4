import { describe, expect, it } from "vitest";
import { canonicalJson, JUDGE_KEY_VERSION, judgeKeyPreimage, judgeRequestKey } from "../../src/judge/request-key.js";
import { parseJudgeSettings } from "../../src/node/judge-options.js";
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

  // reference D.2: hash what is sent, never normalise semantics (no NFC, no whitespace folding)
  it("keeps Unicode forms, whitespace and lone surrogates distinct; JSON layout of the settings does not matter", () => {
    const user = makeRequest().user;
    const nfc = judgeRequestKey(makeRequest({ user: `${user} caf\u00e9` }));
    const nfd = judgeRequestKey(makeRequest({ user: `${user} cafe\u0301` }));
    expect(nfc).not.toBe(nfd);
    expect(judgeRequestKey(makeRequest({ user: `${user} ` }))).not.toBe(judgeRequestKey(makeRequest({ user })));
    expect(judgeRequestKey(makeRequest({ user: `${user}\r\n` }))).not.toBe(judgeRequestKey(makeRequest({ user: `${user}\n` })));
    // a lone surrogate is escaped by JSON.stringify, so it does not collide with U+FFFD
    expect(judgeRequestKey(makeRequest({ user: `${user}\ud800` }))).not.toBe(judgeRequestKey(makeRequest({ user: `${user}\ufffd` })));
    const spaced = parseJudgeSettings('{ "reasoning_effort" : "low",\n "max_tokens":512 }');
    const compact = parseJudgeSettings('{"max_tokens":512,"reasoning_effort":"low"}');
    expect(judgeRequestKey(makeRequest({ settings: spaced }))).toBe(judgeRequestKey(makeRequest({ settings: compact })));
    // -0 serialises as 0 (JCS), 512.0 as 512
    expect(judgeRequestKey(makeRequest({ settings: parseJudgeSettings('{"max_tokens":512.0}') }))).toBe(judgeRequestKey(makeRequest({ settings: { max_tokens: 512 } })));
    expect(canonicalJson({ a: -0, b: 1e21, c: 0.1 })).toBe('{"a":0,"b":1e+21,"c":0.1}');
    // members sort by UTF-16 code units, integer-like names as strings
    expect(canonicalJson({ "10": 1, "2": 2, b: 3, B: 4, "\u00e9": 5, "\ud83d\ude00": 6, "\uff01": 7 })).toBe('{"10":1,"2":2,"B":4,"b":3,"é":5,"😀":6,"！":7}');
  });

  it("gives N replicas of one prompt N distinct keys", () => {
    const keys = [1, 2, 3].map((replica) => judgeRequestKey(makeRequest(), replica));
    expect(new Set(keys).size).toBe(3);
    expect(keys[1]).toBe(judgeRequestKey(makeRequest({ replica: 2 })));
    expect(() => judgeRequestKey(makeRequest({ replica: 0 }))).toThrow(/replica must be a positive integer/);
  });
});
