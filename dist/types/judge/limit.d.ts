import type { Judge } from "./judge.js";
export declare const DEFAULT_JUDGE_CONCURRENCY = 8;
/** Runs at most `concurrency` tasks at once; the rest wait in call order. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;
export declare function createLimiter(concurrency?: number): Limiter;
/** A judge whose calls are bounded by `concurrency` (shared by everything that uses it). */
export declare function limitedJudge(inner: Judge, concurrency?: number): Judge;
