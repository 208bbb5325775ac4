import { readFile } from "node:fs/promises";
import path from "node:path";
import nock from "nock";
import { z } from "zod";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FixtureSecretError, SCRIPTED_SOURCE } from "../../src/judge/fixture-store.js";
import type { Judge, JudgeRequest } from "../../src/judge/judge.js";
import { JudgeFixtureMissingError, JudgeOutputError, JudgeValidationError } from "../../src/judge/judge-errors.js";
import { createJudgeStack, parseJudgeMode, ReplayJudge } from "../../src/judge/replay-judge.js";
import { judgeRequestKey } from "../../src/judge/request-key.js";
import { ScriptedJudge, SCRIPTED_MODEL } from "../../src/judge/scripted-judge.js";
import { validatingJudge, zodValidator } from "../../src/judge/validating-judge.js";
import { createAnthropicJudge } from "../../src/providers/anthropic.js";
import { FIXED_NOW, FORBIDDEN_JUDGE, makeRequest, tempStore, type TempStore } from "./judge-test-helpers.js";

const USAGE = { input_tokens: 1000, output_tokens: 200, cache_read_input_tokens: 50, cache_creation_input_tokens: 10 };
const verdict = z.object({ score: z.number().int().min(1).max(5), reason: z.string() });
const validate = zodValidator(verdict);

function scripted(): ScriptedJudge {
  return new ScriptedJudge((request) => ({ output: { score: request.replica, reason: `replica ${request.replica}` }, usage: USAGE }));
}

let t: TempStore;
beforeAll(() => {
  nock.disableNetConnect();
  nock.enableNetConnect("127.0.0.1");
});
afterAll(() => {
  nock.enableNetConnect();
});
beforeEach(async () => {
  t = await tempStore();
});
afterEach(async () => {
  nock.cleanAll();
  await t.cleanup();
});

async function recordAll(requests: readonly JudgeRequest[], mode: "record-missing" | "record-all" = "record-missing"): Promise<ScriptedJudge> {
  const provider = scripted();
  const { judge } = createJudgeStack({ mode, provider, store: t.store, now: FIXED_NOW });
  for (const request of requests) await judge.call(request, { validate });
  return provider;
}

describe("replay mode", () => {
  it("serves recordings without touching the inner judge or the network", async () => {
    const requests = [1, 2, 3].map((replica) => makeRequest({ replica }));
    await recordAll(requests);

    const noMatch: unknown[] = [];
    const onNoMatch = (req: unknown): void => void noMatch.push(req);
    nock.emitter.on("no match", onNoMatch);
    try {
      // A real provider with a key, behind a store that has every answer: it must not be used.
      const provider = createAnthropicJudge({ apiKey: "sk-ant-api03-replay-test-key-0000000000", sleep: () => Promise.resolve() });
      for (const inner of [FORBIDDEN_JUDGE, provider]) {
        const judge = new ReplayJudge({ mode: "replay", inner, store: t.store, now: FIXED_NOW });
        const answers = await Promise.all(requests.map((r) => judge.call(r, { validate })));
        expect(answers.map((a) => a.output)).toEqual([1, 2, 3].map((n) => ({ score: n, reason: `replica ${n}` })));
        expect(answers[0]?.model).toBe(SCRIPTED_MODEL);
      }
    } finally {
      nock.emitter.removeListener("no match", onNoMatch);
    }
    expect(noMatch).toEqual([]);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it("is the default mode", () => {
    expect(parseJudgeMode("replay")).toBe("replay");
    expect(() => parseJudgeMode("recrod")).toThrow(/expected one of: replay, record-missing, record-all, live/);
  });

  it("a miss names the metric, the key, the nearest recording and shows a diff of the template edit", async () => {
    const old = makeRequest({ templateVersion: "1" });
    const unrelated = makeRequest({ user: "completely\ndifferent\ntranscript", replica: 2 });
    await recordAll([old, unrelated]);

    const edited = makeRequest({ templateVersion: "2", user: old.user.replace("Rate how strange the language is.", "Rate how strange the language is, from 1 to 5.") });
    const judge = new ReplayJudge({ mode: "replay", inner: FORBIDDEN_JUDGE, store: t.store, now: FIXED_NOW });
    const error = await judge.call(edited).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JudgeFixtureMissingError);
    const miss = error as JudgeFixtureMissingError;
    const key = judgeRequestKey(edited);
    expect(miss.metric).toBe("language_strangeness");
    expect(miss.key).toBe(key);
    expect(miss.message).toContain('metric "language_strangeness"');
    expect(miss.message).toContain(key);
    expect(miss.message).toContain(`recorded-judges/language_strangeness/${key}.json`);
    expect(miss.nearestPath).toBe(`recorded-judges/language_strangeness/${judgeRequestKey(old)}.json`);
    expect(miss.message).toContain(`Nearest recorded request for metric "language_strangeness" (of 2): ${miss.nearestPath}`);
    expect(miss.diff).toContain("-Rate how strange the language is.");
    expect(miss.diff).toContain("+Rate how strange the language is, from 1 to 5.");
    expect(miss.diff).toContain("-template version (not part of the key): 1");
    expect(miss.diff).toContain("+template version (not part of the key): 2");
    expect(miss.diff).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@$/m);
    expect(miss.message).toContain(miss.diff);
    expect(miss.message).toContain("--judge-mode record-missing");
  });

  it("a miss whose prompt quotes a key (an agent echoed one into the transcript) shows the diff with it redacted", async () => {
    const old = makeRequest();
    await recordAll([old]);
    const pattern = "sk-ant-api03-BBBBBBBBBBBBBBBBBBBBBBBB";
    const configured = "plain-configured-secret-0123456789";
    const leaked = makeRequest({ user: old.user.replace("Rate how strange the language is.", `Rate how strange ${pattern} ${configured} is.`) });
    const judge = new ReplayJudge({ mode: "replay", inner: FORBIDDEN_JUDGE, store: t.store, now: FIXED_NOW, knownSecrets: [configured] });
    const miss = (await judge.call(leaked).catch((e: unknown) => e)) as JudgeFixtureMissingError;
    expect(miss).toBeInstanceOf(JudgeFixtureMissingError);
    // the diff still says what changed, without either secret
    expect(miss.diff).toContain("+Rate how strange [redacted] [redacted] is.");
    expect(miss.message).toContain(miss.diff);
    for (const text of [miss.message, miss.diff]) {
      expect(text).not.toContain(pattern);
      expect(text).not.toContain(configured);
    }
  });

  it("a missing replica points at the recorded replica of the same prompt", async () => {
    await recordAll([makeRequest({ replica: 1 }), makeRequest({ replica: 2 })]);
    const judge = new ReplayJudge({ mode: "replay", inner: FORBIDDEN_JUDGE, store: t.store, now: FIXED_NOW });
    const miss = (await judge.call(makeRequest({ replica: 3 })).catch((e: unknown) => e)) as JudgeFixtureMissingError;
    expect(miss.diff).toContain("-replica: 2");
    expect(miss.diff).toContain("+replica: 3");
    expect(miss.message).toContain("This request has 2 recorded replica(s) (1, 2); replica 3 was requested. Replicas are never reused or cycled");
    // a different prompt's replicas are not counted as this request's
    const other = (await judge.call(makeRequest({ user: "another transcript", replica: 3 })).catch((e: unknown) => e)) as JudgeFixtureMissingError;
    expect(other.message).not.toContain("recorded replica(s)");
  });

  it("a miss with no recordings for the metric says so in one line ending with what to run", async () => {
    const judge = new ReplayJudge({ mode: "replay", inner: FORBIDDEN_JUDGE, store: t.store, now: FIXED_NOW, recordHint: "Run X." });
    const miss = (await judge.call(makeRequest()).catch((e: unknown) => e)) as JudgeFixtureMissingError;
    expect(miss).toBeInstanceOf(JudgeFixtureMissingError);
    expect(miss.message).toBe('no recorded judge answers for metric "language_strangeness" yet (replay mode never calls a model). Run X.');
    expect(miss.nearestPath).toBeUndefined();
  });

  it("a recording that fails the metric's validation fails replay with the validation error", async () => {
    await recordAll([makeRequest()]);
    const judge = new ReplayJudge({ mode: "replay", inner: FORBIDDEN_JUDGE, store: t.store, now: FIXED_NOW });
    const stricter = zodValidator(verdict.extend({ confidence: z.number() }));
    await expect(judge.call(makeRequest(), { validate: stricter })).rejects.toThrow(/does not pass the metric's validation:\n.*confidence/s);
  });
});

describe("record modes and live", () => {
  it("record-missing calls the provider for exactly the missing recordings", async () => {
    const requests = [1, 2, 3, 4].map((replica) => makeRequest({ replica }));
    await recordAll([requests[0], requests[2]].filter((r) => r !== undefined));
    const before = await t.files();
    expect(before).toHaveLength(2);

    const provider = await recordAll(requests);
    expect(provider.requests.map((r) => r.replica)).toEqual([2, 4]);
    const after = await t.files();
    expect(after).toHaveLength(4);
    for (const file of before) expect(after).toContain(file);
  });

  it("a prompt holding a credential is refused before the call in both record modes: nothing sent, paid or written", async () => {
    const planted = "sk-ant-api03-EEEEEEEEEEEEEEEEEEEEEEEE";
    const request = makeRequest({ user: `transcript where an agent pasted ${planted}` });
    for (const mode of ["record-missing", "record-all"] as const) {
      const provider = scripted();
      const { judge, accounting } = createJudgeStack({ mode, provider, store: t.store, now: FIXED_NOW });
      const error = (await judge.call(request, { validate }).catch((e: unknown) => e)) as Error;
      expect(error).toBeInstanceOf(FixtureSecretError);
      expect(error.message).toContain("$.request.user[0]: an Anthropic API key (sk-ant-…)");
      expect(error.message).toContain("Nothing was sent or written");
      expect(error.message).not.toContain(planted);
      expect(provider.requests).toEqual([]);
      expect(accounting.snapshot().spent.calls).toBe(0);
    }
    expect(await t.files()).toEqual([]);
  });

  it("record-all calls the provider for everything and overwrites the recordings", async () => {
    const requests = [1, 2].map((replica) => makeRequest({ replica }));
    await recordAll(requests);
    const provider = new ScriptedJudge(() => ({ output: { score: 5, reason: "re-recorded" } }));
    const { judge } = createJudgeStack({ mode: "record-all", provider, store: t.store, now: () => "2026-12-01T00:00:00.000Z" });
    for (const request of requests) await judge.call(request, { validate });
    // The same request again in this invocation reuses the fresh answer.
    await judge.call(requests[0] ?? makeRequest(), { validate });
    expect(provider.calls).toBe(2);
    for (const request of requests) {
      const stored = await t.store.get(request.metric, judgeRequestKey(request));
      expect(stored?.record.response.output).toEqual({ score: 5, reason: "re-recorded" });
      expect(stored?.record.recorded_at).toBe("2026-12-01T00:00:00.000Z");
    }
    expect(await t.files()).toHaveLength(2);
  });

  it("live mode calls the provider and stores nothing", async () => {
    const provider = scripted();
    const { judge, accounting } = createJudgeStack({ mode: "live", provider, store: t.store, now: FIXED_NOW });
    await judge.call(makeRequest(), { validate });
    await judge.call(makeRequest(), { validate });
    expect(provider.calls).toBe(2);
    expect(await t.files()).toEqual([]);
    expect(accounting.snapshot().spent.calls).toBe(2);
  });

  it("recordings made against the scripted judge say so", async () => {
    await recordAll([makeRequest()]);
    const [file] = await t.files();
    const json = JSON.parse(await readFile(path.join(t.dir, file ?? ""), "utf8")) as { source: string; response: { model: string } };
    expect(json.source).toBe(SCRIPTED_SOURCE);
    expect(json.response.model).toBe("scripted-local-judge");
  });

  it("concurrent recording of the same key from several promises makes one call and one valid file", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const provider = new ScriptedJudge(async () => {
      await gate;
      return { output: { score: 2, reason: "same" } };
    });
    const { judge } = createJudgeStack({ mode: "record-missing", provider, store: t.store, now: FIXED_NOW });
    const pending = Array.from({ length: 10 }, () => judge.call(makeRequest(), { validate }));
    release();
    const answers = await Promise.all(pending);
    expect(new Set(answers.map((a) => JSON.stringify(a.output))).size).toBe(1);
    expect(provider.calls).toBe(1);
    const files = await t.files();
    expect(files).toHaveLength(1);
    const stored = await t.store.get("language_strangeness", judgeRequestKey(makeRequest()));
    expect(stored?.record.response.output).toEqual({ score: 2, reason: "same" });
  });

  it("two stores recording the same key at once (two evaluations) leave a valid file", async () => {
    const judges = [0, 1, 2].map(() => createJudgeStack({ mode: "record-all", provider: scripted(), store: t.store, now: FIXED_NOW }).judge);
    await Promise.all(judges.map((j) => j.call(makeRequest(), { validate })));
    expect(await t.files()).toHaveLength(1);
    expect((await t.store.get("language_strangeness", judgeRequestKey(makeRequest())))?.record.response.output).toEqual({ score: 1, reason: "replica 1" });
  });
});

describe("validation with one retry", () => {
  it("an invalid answer is retried once, then the call fails quoting the validation error; nothing is recorded", async () => {
    const provider = new ScriptedJudge(() => ({ output: { score: 9, reason: "too high" }, usage: USAGE }));
    const { judge, accounting } = createJudgeStack({ mode: "record-missing", provider, store: t.store, now: FIXED_NOW });
    const error = await judge.call(makeRequest(), { validate }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JudgeValidationError);
    expect(provider.calls).toBe(2);
    expect((error as Error).message).toContain("invalid after 2 attempts");
    expect((error as JudgeValidationError).validationError).toMatch(/score/);
    expect((error as Error).message).toContain((error as JudgeValidationError).validationError);
    expect(await t.files()).toEqual([]);
    // Both attempts were paid for; none was used.
    expect(accounting.snapshot().spent.calls).toBe(2);
    expect(accounting.snapshot().used.calls).toBe(0);
  });

  it("a second, valid answer is used and recorded; its usage includes the failed attempt", async () => {
    const provider = new ScriptedJudge([
      { output: { score: "three" }, usage: USAGE },
      { output: { score: 3, reason: "ok" }, usage: USAGE },
    ]);
    const { judge } = createJudgeStack({ mode: "record-missing", provider, store: t.store, now: FIXED_NOW });
    const answer = await judge.call(makeRequest(), { validate });
    expect(answer.output).toEqual({ score: 3, reason: "ok" });
    expect(answer.usage.input_tokens).toBe(2000);
    expect((await t.store.get("language_strangeness", judgeRequestKey(makeRequest())))?.record.response.usage.input_tokens).toBe(2000);
  });

  it("an answer without structured output (JudgeOutputError) is retried once too", async () => {
    let calls = 0;
    const inner: Judge = {
      call: () => {
        calls++;
        return Promise.reject(new JudgeOutputError("no LanguageStrangenessOutput tool call in the answer (got text)", USAGE, "claude-haiku-4-5"));
      },
    };
    await expect(validatingJudge(inner).call(makeRequest(), { validate })).rejects.toThrow(/last problem:\nno LanguageStrangenessOutput tool call/);
    expect(calls).toBe(2);
  });
});

describe("usage accounting", () => {
  it("used is the same when recording and when replaying; spent is zero in replay", async () => {
    const requests = [1, 2, 3].map((replica) => makeRequest({ replica, model: "claude-haiku-4-5" }));
    const recording = createJudgeStack({ mode: "record-missing", provider: scripted(), store: t.store, now: FIXED_NOW });
    for (const r of requests) await recording.judge.call(r, { validate });
    const replaying = createJudgeStack({ mode: "replay", provider: FORBIDDEN_JUDGE, store: t.store, now: FIXED_NOW });
    for (const r of requests) await replaying.judge.call(r, { validate });

    const rec = recording.accounting.snapshot();
    const rep = replaying.accounting.snapshot();
    expect(rep.used.usage).toEqual(rec.used.usage);
    expect(rec.used.usage).toEqual({ input_tokens: 3000, output_tokens: 600, cache_read_input_tokens: 150, cache_creation_input_tokens: 30 });
    expect(rec.spent.usage).toEqual(rec.used.usage);
    expect(rec.recorded).toBe(3);
    expect(rep.replayed).toBe(3);
    expect(rep.spent).toEqual({ calls: 0, usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, costUsd: 0 });
    // The scripted judge's model is unpriced: its recordings never claim a real cost.
    expect(rec.used.costUsd).toBe(0);
  });

  it("prices spent usage by the answering model", async () => {
    const provider: Judge = { call: () => Promise.resolve({ output: { score: 1, reason: "r" }, usage: USAGE, model: "claude-haiku-4-5-20251001" }) };
    const { judge, accounting } = createJudgeStack({ mode: "live", provider, now: FIXED_NOW });
    await judge.call(makeRequest(), { validate });
    expect(accounting.snapshot().spent.costUsd).toBeCloseTo(0.0020175, 10);
    expect(accounting.snapshot().used.costUsd).toBeCloseTo(0.0020175, 10);
  });
});
