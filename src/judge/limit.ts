/**
 * Bounded concurrency for judge calls (`--judge-concurrency`, default 8). Pure: no timers, just a
 * queue of waiting tasks released as running ones settle.
 */
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
  let running = 0;
  // a queue with a head index: Array.shift() is O(n), and grading queues tens of thousands of tasks
  let waiting: Array<() => void> = [];
  let head = 0;
  const release = (): void => {
    running--;
    const next = waiting[head];
    if (next === undefined) return;
    head++;
    if (head === waiting.length) {
      waiting = [];
      head = 0;
    }
    next();
  };
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = (): void => {
        running++;
        // Promise.resolve().then(task) also turns a synchronous throw into a rejection.
        void Promise.resolve().then(task).then(resolve, reject).finally(release);
      };
      if (running < concurrency) start();
      else waiting.push(start);
    });
}

/** A judge whose calls are bounded by `concurrency` (shared by everything that uses it). */
export function limitedJudge(inner: Judge, concurrency: number = DEFAULT_JUDGE_CONCURRENCY): Judge {
  const limit = createLimiter(concurrency);
  return {
    source: inner.source,
    call: (request: JudgeRequest, options?: JudgeCallOptions): Promise<JudgeResponse> => limit(() => inner.call(request, options)),
  };
}
