import { describe, expect, it } from "vitest";
import { createLimiter, DEFAULT_JUDGE_CONCURRENCY, limitedJudge } from "../../src/judge/limit.js";
import { ScriptedJudge } from "../../src/judge/scripted-judge.js";
import { makeRequest } from "./judge-test-helpers.js";

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe("bounded concurrency", () => {
  it("never runs more than the limit at once and keeps result order", async () => {
    let running = 0;
    let peak = 0;
    const limit = createLimiter(4);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        limit(async () => {
          running++;
          peak = Math.max(peak, running);
          await tick();
          running--;
          return n * 2;
        }),
      ),
    );
    expect(peak).toBe(4);
    expect(results).toEqual(Array.from({ length: 30 }, (_, i) => i * 2));
  });

  it("starts queued tasks in call order, also after the queue drains and refills", async () => {
    const limit = createLimiter(2);
    const started: number[] = [];
    const batch = (from: number, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, k) =>
          limit(async () => {
            started.push(from + k);
            await tick();
          }),
        ),
      );
    await batch(0, 500);
    await batch(500, 7);
    expect(started).toEqual(Array.from({ length: 507 }, (_, i) => i));
  });

  it("a failing (or synchronously throwing) task releases its slot", async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(
      limit(() => {
        throw new Error("sync");
      }),
    ).rejects.toThrow("sync");
    await expect(limit(() => Promise.resolve(7))).resolves.toBe(7);
  });

  it("limits a judge (default 8)", async () => {
    expect(DEFAULT_JUDGE_CONCURRENCY).toBe(8);
    let running = 0;
    let peak = 0;
    const inner = new ScriptedJudge(async () => {
      running++;
      peak = Math.max(peak, running);
      await tick();
      running--;
      return { output: {} };
    });
    const judge = limitedJudge(inner);
    await Promise.all(Array.from({ length: 20 }, (_, i) => judge.call(makeRequest({ replica: i + 1 }))));
    expect(peak).toBe(8);
    expect(inner.calls).toBe(20);
  });

  it("refuses a bound that is not a positive integer", () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});

describe("scripted judge", () => {
  it("answers from a queue in call order and fails clearly when it runs out", async () => {
    const judge = new ScriptedJudge([{ output: { n: 1 } }]);
    await expect(judge.call(makeRequest())).resolves.toMatchObject({ output: { n: 1 }, model: "scripted-local-judge" });
    await expect(judge.call(makeRequest())).rejects.toThrow(/no answer queued for call 2 \(metric "language_strangeness"\); 1 were queued/);
    expect(judge.source).toBe("scripted local judge (not a real model)");
  });
});
