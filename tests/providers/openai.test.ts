import { inspect } from "node:util";
import nock from "nock";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { JudgeProviderError, JudgeValidationError } from "../../src/judge/judge-errors.js";
import { strictJsonSchema } from "../../src/judge/structured-output.js";
import { validatingJudge, zodValidator } from "../../src/judge/validating-judge.js";
import { createOpenAIJudge, openaiUsage, type OpenAIJudgeOptions } from "../../src/providers/openai.js";
import { estimateCostUsd } from "../../src/judge/pricing.js";
import { makeRequest } from "../judge/judge-test-helpers.js";
import { providerTestHarness, silentServer } from "./provider-test-helpers.js";

const API_KEY = "sk-proj-TESTONLY-h3Jk9Lm2Np5Qr8St1Uv4Wx7Yz";
const BASE = "https://api.openai.com";
const request = (overrides = {}) => makeRequest({ provider: "openai", model: "gpt-5.4-mini", settings: {}, ...overrides });
const validate = zodValidator(z.object({ score: z.number().int().min(1).max(5), reason: z.string() }));

function responseBody(args: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: "resp_1",
    object: "response",
    status: "completed",
    model: "gpt-5.4-mini-2026-03-01",
    output: [
      { type: "reasoning", id: "rs_1", summary: [] },
      { type: "function_call", id: "fc_1", call_id: "call_1", name: "LanguageStrangenessOutput", arguments: args },
    ],
    usage: { input_tokens: 1200, input_tokens_details: { cached_tokens: 1000 }, output_tokens: 80, output_tokens_details: { reasoning_tokens: 40 }, total_tokens: 1280 },
    ...extra,
  };
}

const { logs, sleeps, judgeHooks } = providerTestHarness();
function judge(overrides: Partial<OpenAIJudgeOptions> = {}) {
  return createOpenAIJudge({ apiKey: API_KEY, ...judgeHooks, ...overrides });
}

describe("openai judge (Responses API over fetch)", () => {
  it("sends a strict function tool forced by tool_choice, store:false and max_output_tokens", async () => {
    let body: Record<string, unknown> = {};
    let auth: string | undefined;
    nock(BASE)
      .post("/v1/responses", (b: Record<string, unknown>) => {
        body = b;
        return true;
      })
      .reply(function () {
        auth = this.req.headers.authorization;
        return [200, responseBody('{"score":3,"reason":"odd"}')];
      });
    const answer = await judge().call(request({ settings: { reasoning_effort: "low" } }));
    expect(answer.output).toEqual({ score: 3, reason: "odd" });
    expect(answer.model).toBe("gpt-5.4-mini-2026-03-01");
    expect(auth).toBe(`Bearer ${API_KEY}`);
    expect(body).toMatchObject({
      model: "gpt-5.4-mini",
      instructions: makeRequest().system,
      input: [{ role: "user", content: makeRequest().user }],
      tools: [{ type: "function", name: "LanguageStrangenessOutput", strict: true, parameters: { additionalProperties: false } }],
      tool_choice: { type: "function", name: "LanguageStrangenessOutput" },
      store: false,
      max_output_tokens: 16384,
      reasoning: { effort: "low" },
    });
  });

  it("puts additionalProperties:false on every object level", () => {
    const strict = strictJsonSchema({
      type: "object",
      properties: {
        rows: { type: "array", items: { type: "object", properties: { a: { type: "string" } } } },
        pick: { anyOf: [{ type: "object", properties: {} }, { type: "null" }] },
        ref: { $ref: "#/$defs/Inner" },
      },
      $defs: { Inner: { type: "object", properties: { deep: { type: "object", additionalProperties: true } } } },
    });
    expect(strict).toMatchObject({
      additionalProperties: false,
      properties: {
        rows: { items: { additionalProperties: false } },
        pick: { anyOf: [{ additionalProperties: false }, { type: "null" }] },
      },
      $defs: { Inner: { additionalProperties: false, properties: { deep: { additionalProperties: false } } } },
    });
    expect((strict.properties as { pick: { anyOf: unknown[] } }).pick.anyOf[1]).toEqual({ type: "null" });
  });

  it("records cached input tokens once: input = total − cached, cache read = cached", () => {
    const usage = openaiUsage({ input_tokens: 1200, input_tokens_details: { cached_tokens: 1000 }, output_tokens: 80 });
    expect(usage).toEqual({ input_tokens: 200, output_tokens: 80, cache_read_input_tokens: 1000, cache_creation_input_tokens: 0 });
    // gpt-5.4-mini: 200×0.75 + 80×4.5 + 1000×0.075 per million — the 1000 cached tokens are not also priced as input.
    expect(estimateCostUsd(usage, "gpt-5.4-mini")).toBeCloseTo((200 * 0.75 + 80 * 4.5 + 1000 * 0.075) / 1e6, 12);
    expect(openaiUsage(undefined)).toEqual({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 });
  });

  it("retries 429 and 500, then succeeds", async () => {
    nock(BASE)
      .post("/v1/responses")
      .reply(429, { error: { type: "rate_limit_exceeded", message: "slow down" } }, { "retry-after": "1" })
      .post("/v1/responses")
      .reply(500, { error: { type: "server_error", message: "oops" } })
      .post("/v1/responses")
      .reply(200, responseBody('{"score":2,"reason":"ok"}'));
    await expect(judge().call(request())).resolves.toMatchObject({ output: { score: 2 } });
    // retry-after 1 s, then the backoff of retry 2 (reference B.5): 1 s less up to 25% jitter
    expect(sleeps[0]).toBe(1000);
    expect(sleeps[1]).toBeGreaterThanOrEqual(750);
    expect(sleeps[1]).toBeLessThanOrEqual(1000);
    expect(nock.isDone()).toBe(true);
  });

  it("does not retry a 400 and reports the API's message", async () => {
    nock(BASE).post("/v1/responses").reply(400, { error: { type: "invalid_request_error", message: "bad schema" } });
    const error = (await judge().call(request()).catch((e: unknown) => e)) as JudgeProviderError;
    expect(error).toBeInstanceOf(JudgeProviderError);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/after 1 attempt\(s\): HTTP 400 invalid_request_error: bad schema/);
  });

  it("times out against a server that never answers", async () => {
    const server = await silentServer();
    try {
      const error = (await judge({ baseURL: `${server.url}/v1`, timeoutMs: 150, maxAttempts: 2 }).call(request()).catch((e: unknown) => e)) as Error;
      expect(error.message).toMatch(/failed after 2 attempt\(s\): request timed out after 150 ms/);
      expect(server.requests()).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("unparsable or invalid arguments are retried once, then fail quoting the problem", async () => {
    nock(BASE).post("/v1/responses").reply(200, responseBody('{"score": 3,')).post("/v1/responses").reply(200, responseBody('{"score": 9, "reason": "x"}'));
    const error = await validatingJudge(judge()).call(request(), { validate }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JudgeValidationError);
    expect((error as Error).message).toMatch(/last problem:\n[\s\S]*score/);
    expect(nock.isDone()).toBe(true);
  });

  it("an incomplete response is an output error", async () => {
    nock(BASE).post("/v1/responses").reply(200, responseBody("{}", { status: "incomplete", incomplete_details: { reason: "max_output_tokens" } }));
    await expect(judge().call(request())).rejects.toThrow(/incomplete \(max_output_tokens\)/);
  });

  it("never puts the API key in errors or logs", async () => {
    nock(BASE).post("/v1/responses").reply(401, { error: { type: "invalid_api_key", message: `Incorrect API key provided: ${API_KEY}` } });
    const e1 = (await judge().call(request()).catch((e: unknown) => e)) as Error;
    nock(BASE).post("/v1/responses").times(2).reply(502, `proxy: Authorization: Bearer ${API_KEY}`);
    const e2 = (await judge({ maxAttempts: 3 }).call(request()).catch((e: unknown) => e)) as Error;
    expect(e1.message).toContain("invalid_api_key");
    for (const text of [e1.message, e2.message, inspect(e1, { depth: 5 }), inspect(e2, { depth: 5 }), ...logs]) expect(text).not.toContain(API_KEY);
    expect(logs.length).toBe(2);
  });

  it("honours OPENAI_BASE_URL-style base URLs and refuses other providers' requests", async () => {
    nock("http://proxy.internal.test").post("/openai/v1/responses").reply(200, responseBody('{"score":1,"reason":"r"}'));
    await expect(judge({ baseURL: "http://proxy.internal.test/openai/v1/" }).call(request())).resolves.toMatchObject({ output: { score: 1 } });
    await expect(judge().call(makeRequest())).rejects.toThrow(/provider "anthropic"/);
  });
});
