/**
 * Bounded concurrency for judge calls (`--judge-concurrency`, default 8), through p-limit (no
 * timers, just a queue of waiting tasks released, in call order, as running ones settle).
 */
import pLimit from "p-limit";
import type { Judge, JudgeCallOptions, JudgeRequest, JudgeResponse } from "./judge.js";

export const DEFAULT_JUDGE_CONCURRENCY = 8;

/** Runs at most `concurrency` tasks at once; the rest wait in call order. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

function checkConcurrency(concurrency: number): void {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`judge concurrency must be a positive integer, got ${String(concurrency)}`);
  }
}

export function createLimiter(concurrency: number = DEFAULT_JUDGE_CONCURRENCY): Limiter {
  checkConcurrency(concurrency);
  const limit = pLimit(concurrency);
  // p-limit also turns a synchronous throw into a rejection
  return <T>(task: () => Promise<T>): Promise<T> => limit(task);
}

/** A judge whose calls are bounded by `concurrency` (shared by everything that uses it). */
export function limitedJudge(inner: Judge, concurrency: number = DEFAULT_JUDGE_CONCURRENCY): Judge {
  const limit = createLimiter(concurrency);
  return {
    source: inner.source,
    call: (request: JudgeRequest, options?: JudgeCallOptions): Promise<JudgeResponse> => limit(() => inner.call(request, options)),
  };
}
