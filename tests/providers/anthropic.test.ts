import { readFile } from "node:fs/promises";
import path from "node:path";
import { inspect } from "node:util";
import nock from "nock";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { JudgeOutputError, JudgeProviderError, JudgeValidationError } from "../../src/judge/judge-errors.js";
import { createJudgeStack } from "../../src/judge/replay-judge.js";
import { validatingJudge, zodValidator } from "../../src/judge/validating-judge.js";
import { anthropicParams, createAnthropicJudge, type AnthropicJudgeOptions } from "../../src/providers/anthropic.js";
import { FIXED_NOW, makeRequest, tempStore } from "../judge/judge-test-helpers.js";
import { providerTestHarness, silentServer } from "./provider-test-helpers.js";

const API_KEY = "sk-ant-api03-TESTONLY-q7Zr2LmX9vB4nP0sK8wY1cD6";
const BASE = "https://api.anthropic.com";
const validate = zodValidator(z.object({ score: z.number().int().min(1).max(5), reason: z.string() }));

function message(input: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: "msg_test",
    type: "message",
    role: "assistant",
    model: "claude-haiku-4-5-20251001",
    content: [{ type: "tool_use", id: "toolu_1", name: "LanguageStrangenessOutput", input }],
    stop_reason: "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 1000, output_tokens: 200, cache_read_input_tokens: 50, cache_creation_input_tokens: 10 },
    ...extra,
  };
}

const { logs, sleeps, judgeHooks } = providerTestHarness();
function judge(overrides: Partial<AnthropicJudgeOptions> = {}) {
  return createAnthropicJudge({ apiKey: API_KEY, ...judgeHooks, ...overrides });
}

function expectNoKey(...texts: string[]): void {
  for (const text of texts) expect(text).not.toContain(API_KEY);
  for (const line of logs) expect(line).not.toContain(API_KEY);
}

describe("anthropic judge", () => {
  it("sends one forced tool with the output schema, the cached system prompt and max_tokens; maps usage", async () => {
    let body: Record<string, unknown> = {};
    let auth: string | undefined;
    nock(BASE)
      .post("/v1/messages", (b: Record<string, unknown>) => {
        body = b;
        return true;
      })
      .reply(function () {
        auth = this.req.headers.authorization;
        return [200, message({ score: 3, reason: "odd" })];
      });
    const answer = await judge().call(makeRequest({ settings: {} }));
    expect(answer).toEqual({
      output: { score: 3, reason: "odd" },
      model: "claude-haiku-4-5-20251001",
      usage: { input_tokens: 1000, output_tokens: 200, cache_read_input_tokens: 50, cache_creation_input_tokens: 10 },
    });
    expect(auth).toBe(`Bearer ${API_KEY}`);
    expect(body).toMatchObject({
      model: "claude-haiku-4-5",
      max_tokens: 16384,
      system: [{ type: "text", cache_control: { type: "ephemeral" } }],
      messages: [{ role: "user", content: makeRequest().user }],
      tools: [{ name: "LanguageStrangenessOutput", description: "Submit the strangeness score.", input_schema: makeRequest().outputSchema }],
      tool_choice: { type: "tool", name: "LanguageStrangenessOutput" },
    });
    expect(anthropicParams(makeRequest({ settings: { max_tokens: 512, reasoning_effort: "low" } }), 16384)).toMatchObject({ max_tokens: 512, output_config: { effort: "low" } });
    expect(() => anthropicParams(makeRequest({ settings: { temperature: 0 } }), 16384)).toThrow(/unsupported setting\(s\) temperature/);
  });

  it("maps absent cache counts to 0 and repairs a stringified array member", async () => {
    const request = makeRequest({ outputSchema: { type: "object", properties: { items: { type: "array" } } } });
    nock(BASE)
      .post("/v1/messages")
      .reply(200, message({ items: '["a","b"]' }, { usage: { input_tokens: 5, output_tokens: 6, cache_read_input_tokens: null, cache_creation_input_tokens: null } }));
    const answer = await judge().call(request);
    expect(answer.output).toEqual({ items: ["a", "b"] });
    expect(answer.usage).toEqual({ input_tokens: 5, output_tokens: 6, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 });
  });

  it("retries 429 and 529 with backoff, then succeeds", async () => {
    nock(BASE)
      .post("/v1/messages")
      .reply(429, { type: "error", error: { type: "rate_limit_error", message: "slow down" } })
      .post("/v1/messages")
      .reply(529, { type: "error", error: { type: "overloaded_error", message: "Overloaded" } })
      .post("/v1/messages")
      .reply(200, message({ score: 2, reason: "ok" }));
    const answer = await judge().call(makeRequest());
    expect(answer.output).toEqual({ score: 2, reason: "ok" });
    // the SDK's backoff (reference B.5): 0.5 s then 1 s, each less up to 25% jitter
    expect(sleeps).toHaveLength(2);
    expect(sleeps[0]).toBeGreaterThanOrEqual(375);
    expect(sleeps[0]).toBeLessThanOrEqual(500);
    expect(sleeps[1]).toBeGreaterThanOrEqual(750);
    expect(sleeps[1]).toBeLessThanOrEqual(1000);
    expect(logs.join("\n")).toMatch(/attempt 1\/3 failed \(HTTP 429 rate_limit_error: slow down\); retrying in \d{3} ms/);
    expect(logs.join("\n")).toMatch(/attempt 2\/3 failed \(HTTP 529 overloaded_error: Overloaded\); retrying in (\d{3} ms|1 s)/);
    expect(nock.isDone()).toBe(true);
  });

  it("honours retry-after-ms and retries a 500", async () => {
    nock(BASE)
      .post("/v1/messages")
      .reply(500, { type: "error", error: { type: "api_error", message: "boom" } }, { "retry-after-ms": "25" })
      .post("/v1/messages")
      .reply(200, message({ score: 1, reason: "ok" }));
    await expect(judge().call(makeRequest())).resolves.toMatchObject({ output: { score: 1 } });
    expect(sleeps).toEqual([25]);
  });

  // reference B.5: retry-after-ms, else retry-after (seconds or an HTTP date), used only when > 0 and <= 2^31-1 ms;
  // agent-eval waits at most 60 s of it (a CI job would otherwise sleep until its own timeout)
  for (const [headers, expected] of [
    [{ "retry-after": "2" }, 2000],
    [{ "retry-after": "0.25" }, 250],
    [{ "retry-after": "60" }, 60_000],
    [{ "retry-after": "120" }, 60_000],
    [{ "retry-after": "86400" }, 60_000],
    [{ "retry-after-ms": "1500", "retry-after": "9" }, 1500],
    [{ "retry-after-ms": "0", "retry-after": "3" }, 3000],
    [{ "retry-after-ms": "soon", "retry-after": "3" }, 3000],
  ] as const) {
    it(`waits what the server asks for: ${JSON.stringify(headers)} -> ${expected} ms`, async () => {
      nock(BASE)
        .post("/v1/messages")
        .reply(429, { type: "error", error: { type: "rate_limit_error", message: "slow down" } }, headers)
        .post("/v1/messages")
        .reply(200, message({ score: 1, reason: "ok" }));
      await judge().call(makeRequest());
      expect(sleeps).toEqual([expected]);
    });
  }

  it("says when it waits less than the server asked for", async () => {
    nock(BASE)
      .post("/v1/messages")
      .reply(429, { type: "error", error: { type: "rate_limit_error", message: "slow down" } }, { "retry-after": "3600" })
      .post("/v1/messages")
      .reply(200, message({ score: 1, reason: "ok" }));
    await judge().call(makeRequest());
    expect(logs.at(-1)).toMatch(/attempt 1\/3 failed \(HTTP 429 rate_limit_error: slow down\); retrying in 60 s \(the server asked for 3600 s; agent-eval waits at most 60 s\)$/);
  });

  for (const headers of [{ "retry-after": "0" }, { "retry-after": "-5" }, { "retry-after": "Wed, 21 Oct 2015 07:28:00 GMT" }, { "retry-after": "never" }, { "retry-after": String(2 ** 31) }]) {
    it(`falls back to the backoff when retry-after is unusable: ${JSON.stringify(headers)}`, async () => {
      nock(BASE)
        .post("/v1/messages")
        .reply(529, { type: "error", error: { type: "overloaded_error", message: "Overloaded" } }, headers)
        .post("/v1/messages")
        .reply(200, message({ score: 1, reason: "ok" }));
      await judge({ backoffMs: (retry) => 1000 + retry }).call(makeRequest());
      expect(sleeps).toEqual([1001]);
    });
  }

  it("obeys x-should-retry: false on a 529 and x-should-retry: true on a 400 (reference B.5)", async () => {
    nock(BASE).post("/v1/messages").reply(529, { type: "error", error: { type: "overloaded_error", message: "Overloaded" } }, { "x-should-retry": "false" });
    await expect(judge().call(makeRequest())).rejects.toThrow(/after 1 attempt\(s\): HTTP 529/);
    nock(BASE)
      .post("/v1/messages")
      .reply(400, { type: "error", error: { type: "invalid_request_error", message: "try again" } }, { "x-should-retry": "true" })
      .post("/v1/messages")
      .reply(200, message({ score: 1, reason: "ok" }));
    await expect(judge().call(makeRequest())).resolves.toMatchObject({ output: { score: 1 } });
    expect(nock.isDone()).toBe(true);
  });

  it("retries a connection reset like the SDK (a connection error), 3 attempts in all", async () => {
    nock(BASE).post("/v1/messages").times(3).replyWithError({ code: "ECONNRESET", message: `socket hang up ${API_KEY}` });
    const error = (await judge().call(makeRequest()).catch((e: unknown) => e)) as JudgeProviderError;
    expect(error).toBeInstanceOf(JudgeProviderError);
    expect(error.attempts).toBe(3);
    expect(error.message).toMatch(/failed after 3 attempt\(s\): connection error/);
    expect(sleeps).toHaveLength(2);
    expectNoKey(error.message, inspect(error));
  });

  it("gives up after the last attempt with a JudgeProviderError that names the status", async () => {
    nock(BASE).post("/v1/messages").times(3).reply(529, { type: "error", error: { type: "overloaded_error", message: "Overloaded" } });
    const error = (await judge().call(makeRequest()).catch((e: unknown) => e)) as JudgeProviderError;
    expect(error).toBeInstanceOf(JudgeProviderError);
    expect(error.status).toBe(529);
    expect(error.attempts).toBe(3);
    expect(error.message).toMatch(/failed after 3 attempt\(s\): HTTP 529 overloaded_error/);
  });

  it("does not retry a 400", async () => {
    nock(BASE).post("/v1/messages").reply(400, { type: "error", error: { type: "invalid_request_error", message: "bad schema" } });
    await expect(judge().call(makeRequest())).rejects.toThrow(/after 1 attempt\(s\): HTTP 400 invalid_request_error: bad schema/);
  });

  it("times out (and retries the timeout) against a server that never answers", async () => {
    const server = await silentServer();
    try {
      const error = (await judge({ baseURL: server.url, timeoutMs: 150, maxAttempts: 2 }).call(makeRequest()).catch((e: unknown) => e)) as JudgeProviderError;
      expect(error).toBeInstanceOf(JudgeProviderError);
      expect(error.message).toMatch(/failed after 2 attempt\(s\): request timed out/);
      expect(server.requests()).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("an answer without the tool call is retried once, then fails quoting the problem", async () => {
    const textOnly = message(undefined, { content: [{ type: "text", text: "I think it is a 3." }], stop_reason: "end_turn" });
    nock(BASE).post("/v1/messages").times(2).reply(200, textOnly);
    const error = await validatingJudge(judge()).call(makeRequest(), { validate }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JudgeValidationError);
    expect((error as Error).message).toContain("no LanguageStrangenessOutput tool call in the answer (got text)");
    expect(nock.isDone()).toBe(true);
  });

  it("malformed output is retried once, then fails quoting the validation error", async () => {
    nock(BASE).post("/v1/messages").times(2).reply(200, message({ score: "high" }));
    const error = await validatingJudge(judge()).call(makeRequest(), { validate }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JudgeValidationError);
    expect((error as Error).message).toMatch(/invalid after 2 attempts; last problem:\n[\s\S]*score/);
    expect((error as Error).message).toMatch(/reason/);
    expect(nock.isDone()).toBe(true);
  });

  it("a 200 whose body is not JSON (a proxy's HTML page) is retried and named as such, quoting none of the body", async () => {
    nock(BASE).post("/v1/messages").times(3).reply(200, "<html>sk-ant-api03-PROXYPAGE", { "content-type": "application/json" });
    const error = (await judge().call(makeRequest()).catch((e: unknown) => e)) as JudgeProviderError;
    expect(error).toBeInstanceOf(JudgeProviderError);
    expect(error.message).toMatch(/failed after 3 attempt\(s\): HTTP 2xx with a body that is not JSON$/);
    expect(error.message).not.toContain("<html>");
    expect(nock.isDone()).toBe(true);
  });

  it("a 200 whose JSON is not a Message ({}) is an output error saying so (it was a TypeError's 'reading find')", async () => {
    nock(BASE).post("/v1/messages").times(2).reply(200, {});
    const error = await validatingJudge(judge()).call(makeRequest(), { validate }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JudgeValidationError);
    expect((error as Error).message).toContain("anthropic: HTTP 200 with a body that is not a Messages API response (no content array)");
    expect(nock.isDone()).toBe(true);
  });

  it("token counts that are not non-negative integers count 0, and a model that is not text is the requested one (so the recording reads back)", async () => {
    nock(BASE)
      .post("/v1/messages")
      .reply(200, message({ score: 3, reason: "ok" }, { model: 7, usage: { input_tokens: "100", output_tokens: -5, cache_read_input_tokens: 1.5, cache_creation_input_tokens: 12 } }));
    const request = makeRequest();
    const answer = await judge().call(request);
    expect(answer.usage).toEqual({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 1, cache_creation_input_tokens: 12 });
    expect(answer.model).toBe(request.model);
  });

  it("a truncated answer (max_tokens) is an output error carrying the usage", async () => {
    nock(BASE).post("/v1/messages").reply(200, message({ score: 1 }, { stop_reason: "max_tokens" }));
    const error = await judge().call(makeRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JudgeOutputError);
    expect((error as JudgeOutputError).usage.input_tokens).toBe(1000);
  });

  it("never puts the API key in errors, logs or fixture files", async () => {
    // The server echoes the key in its error body; a connection failure would expose headers in nock's message.
    nock(BASE)
      .post("/v1/messages")
      .reply(401, { type: "error", error: { type: "authentication_error", message: `invalid x-api-key ${API_KEY}` } });
    const authError = (await judge().call(makeRequest()).catch((e: unknown) => e)) as Error;
    expect(authError.message).toContain("authentication_error");
    expectNoKey(authError.message, authError.stack ?? "", inspect(authError, { depth: 5 }), JSON.stringify(authError));

    nock(BASE).post("/v1/messages").times(2).reply(503, `upstream said: Bearer ${API_KEY}`);
    const unmatched = (await judge({ maxAttempts: 3 }).call(makeRequest()).catch((e: unknown) => e)) as Error;
    expectNoKey(unmatched.message, inspect(unmatched, { depth: 5 }));
    expect(logs.length).toBeGreaterThan(0);

    const t = await tempStore([API_KEY]);
    try {
      nock(BASE).post("/v1/messages").reply(200, message({ score: 4, reason: "fine" }));
      const { judge: stack } = createJudgeStack({ mode: "record-missing", provider: judge(), store: t.store, now: FIXED_NOW });
      await stack.call(makeRequest(), { validate });
      const files = await t.files();
      expect(files).toHaveLength(1);
      const text = await readFile(path.join(t.dir, files[0] ?? ""), "utf8");
      expectNoKey(text);
      expect(text).toContain('"source": "anthropic Messages API (live model)"');
      expect(text).toContain('"model": "claude-haiku-4-5-20251001"');
    } finally {
      await t.cleanup();
    }
  });

  it("requires a key", () => {
    expect(() => createAnthropicJudge({ apiKey: "" })).toThrow(/ANTHROPIC_API_KEY is required/);
  });
});
