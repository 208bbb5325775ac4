import { describe, expect, it } from "vitest";
import { defaultBackoffMs, duration, isRetryableResponse, retryAfterMs } from "../../src/providers/retry.js";

// Reference: judge-replay-and-graders.md B.5 (the SDK's calculateDefaultRetryTimeoutMillis,
// retryRequest and shouldRetry; also read in node_modules/@anthropic-ai/sdk/client.js).
describe("retry policy (reference B.5)", () => {
  it("backs off min(0.5 s x 2^n, 8 s), less at most 25% jitter", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((retry) => defaultBackoffMs(retry, () => 0))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect([1, 2, 5].map((retry) => defaultBackoffMs(retry, () => 1))).toEqual([375, 750, 6000]);
    const value = defaultBackoffMs(1);
    expect(value).toBeGreaterThan(375);
    expect(value).toBeLessThanOrEqual(500);
  });

  it("reads retry-after-ms, then retry-after (seconds or a date), used only when > 0 and <= 2^31-1 ms", () => {
    const now = Date.parse("2026-12-02T10:00:00Z");
    const wait = (h: Record<string, string>) => retryAfterMs(new Headers(h), now);
    expect(wait({ "retry-after-ms": "10" })).toBe(10);
    expect(wait({ "retry-after-ms": "10.5" })).toBe(10.5);
    expect(wait({ "retry-after": "2" })).toBe(2000);
    expect(wait({ "retry-after": "90" })).toBe(90_000);
    expect(wait({ "retry-after": "Wed, 02 Dec 2026 10:00:30 GMT" })).toBe(30_000);
    expect(wait({ "retry-after": "Wed, 02 Dec 2026 09:59:30 GMT" })).toBeUndefined();
    expect(wait({ "retry-after": "0" })).toBeUndefined();
    expect(wait({ "retry-after-ms": "0" })).toBeUndefined();
    expect(wait({ "retry-after-ms": "-1" })).toBeUndefined();
    expect(wait({ "retry-after": String((2 ** 31 - 1) / 1000) })).toBe(2 ** 31 - 1);
    expect(wait({ "retry-after": String(2 ** 31 / 1000) })).toBeUndefined();
    expect(wait({})).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });

  it("retries 408, 409, 429 and >= 500 (incl. 529) unless x-should-retry says otherwise", () => {
    const decide = (status: number, h: Record<string, string> = {}) => isRetryableResponse(status, new Headers(h));
    expect([400, 401, 403, 404, 408, 409, 422, 429, 500, 502, 503, 529].filter((s) => decide(s))).toEqual([408, 409, 429, 500, 502, 503, 529]);
    expect(decide(529, { "x-should-retry": "false" })).toBe(false);
    expect(decide(400, { "x-should-retry": "true" })).toBe(true);
    expect(decide(400, { "x-should-retry": "maybe" })).toBe(false);
  });

  it("shows a wait in whole ms below a second and in tenths of seconds from one second (the rounded value decides)", () => {
    expect([0.4, 25, 999.4, 999.6, 1000, 1049, 1051, 60_000].map(duration)).toEqual(["0 ms", "25 ms", "999 ms", "1 s", "1 s", "1 s", "1.1 s", "60 s"]);
  });
});
