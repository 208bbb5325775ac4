/** A judge call hashes its request's fixture key once, however many places need the key. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JudgeRequest } from "../../src/judge/judge.js";
import { createJudgeStack } from "../../src/judge/replay-judge.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import { FIXED_NOW, makeRequest, tempStore, type TempStore } from "./judge-test-helpers.js";

const hashed = vi.hoisted(() => [] as unknown[]);
vi.mock("../../src/judge/request-key.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/judge/request-key.js")>();
  return {
    ...actual,
    judgeRequestKey: (request: JudgeRequest, replica?: number) => {
      hashed.push(request);
      return actual.judgeRequestKey(request, replica);
    },
  };
});
const { judgeRequestKey } = await import("../../src/judge/request-key.js");

const USAGE = { input_tokens: 10, output_tokens: 2, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
const provider = () => new ScriptedJudge(() => ({ output: { score: 3, reason: "r" }, usage: USAGE }));

let t: TempStore;
beforeEach(async () => {
  t = await tempStore();
  hashed.length = 0;
});
afterEach(() => t.cleanup());

/** How often `request` itself was hashed (reading a recording also checks the stored request's key: another object). */
const hashesOf = (request: JudgeRequest): number => hashed.filter((r) => r === request).length;

describe("the fixture key of a judge call", () => {
  it.each(["record-missing", "record-all"] as const)("%s: one hash files the recording and tells onKey", async (mode) => {
    const request = makeRequest();
    const keys: string[] = [];
    const { judge } = createJudgeStack({ mode, provider: provider(), store: t.store, now: FIXED_NOW, onKey: (key) => keys.push(key) });
    await judge.call(request);
    expect(hashesOf(request)).toBe(1);
    expect(keys).toEqual([judgeRequestKey(request)]);
    expect(await t.files()).toEqual([`language_strangeness/${keys[0] ?? ""}.json`]);
  });

  it("replay: one hash finds the recording and tells onKey", async () => {
    await createJudgeStack({ mode: "record-missing", provider: provider(), store: t.store, now: FIXED_NOW }).judge.call(makeRequest());
    const request = makeRequest();
    hashed.length = 0;
    const keys: string[] = [];
    const { judge } = createJudgeStack({ mode: "replay", provider: provider(), store: t.store, now: FIXED_NOW, onKey: (key) => keys.push(key) });
    expect((await judge.call(request)).output).toEqual({ score: 3, reason: "r" });
    expect(hashesOf(request)).toBe(1);
    expect(keys).toEqual([judgeRequestKey(request)]);
  });

  it("live: hashed only when someone tracks the keys", async () => {
    const request = makeRequest();
    await createJudgeStack({ mode: "live", provider: provider(), now: FIXED_NOW }).judge.call(request);
    expect(hashesOf(request)).toBe(0);
    const keys: string[] = [];
    await createJudgeStack({ mode: "live", provider: provider(), now: FIXED_NOW, onKey: (key) => keys.push(key) }).judge.call(request);
    expect(hashesOf(request)).toBe(1);
    expect(keys).toHaveLength(1);
  });
});
