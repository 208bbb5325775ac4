import type { Judge, JudgeIdentity, JudgeRequest } from "../judge/judge.js";
/** Structured outputs answered in call order (the first call gets `answers[0]`…). */
export interface QueuedAnswers {
    readonly answers: readonly unknown[];
}
/** Computes each structured output from the request (`index` counts calls from 0). */
export interface ScriptedAnswers {
    readonly script: (request: JudgeRequest, index: number) => unknown;
}
/**
 * Replay recordings from a fixture store directory (layout `<dir>/<metric>/<key>.json`, as the CLI
 * writes under `recorded-judges/`). A request with no recording fails the metric with the CLI's
 * explanation (nearest recording and a diff). With `record`, misses are answered by it and written
 * to the store instead (scripted answers are marked as not coming from a real model).
 */
export interface FixtureJudge {
    readonly fixtures: string;
    readonly record?: Judge | QueuedAnswers | ScriptedAnswers;
}
export type TestJudge = Judge | QueuedAnswers | ScriptedAnswers | FixtureJudge;
/** The identity judge requests carry in tests unless `judgeIdentity` is given. */
export declare const TEST_JUDGE_IDENTITY: JudgeIdentity;
/** Builds the judge for a test. */
export declare function testJudge(option: TestJudge): Judge;
/** Wraps a judge so every request it receives is kept, in call order. */
export declare function recordingJudge(inner: Judge): {
    judge: Judge;
    requests: JudgeRequest[];
};
