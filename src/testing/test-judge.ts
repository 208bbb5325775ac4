/**
 * The judges a metric test can hand to `runMetric`: queued answers, a script, any `Judge`, or a
 * fixture store replayed exactly as `agent-eval evaluate --judge-mode replay` would.
 */
import { JudgeAccounting } from "../judge/accounting.js";
import type { Judge, JudgeCallOptions, JudgeIdentity, JudgeRequest, JudgeResponse } from "../judge/judge.js";
import { ReplayJudge } from "../judge/replay-judge.js";
import { ScriptedJudge } from "../judge/scripted-judge.js";
import { openFixtureStore } from "../providers/fixture-files.js";

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
export const TEST_JUDGE_IDENTITY: JudgeIdentity = { provider: "scripted", model: "scripted-local-judge", settings: {} };

function isJudge(value: TestJudge): value is Judge {
  return typeof (value as Judge).call === "function";
}

function scriptedJudge(option: Judge | QueuedAnswers | ScriptedAnswers): Judge {
  if (isJudge(option)) return option;
  if ("answers" in option) return new ScriptedJudge(option.answers.map((output) => ({ output })));
  return new ScriptedJudge(async (request, index) => ({ output: await option.script(request, index) }));
}

const refusingJudge: Judge = {
  source: "agent-eval/testing (no live judge)",
  call(request: JudgeRequest): Promise<JudgeResponse> {
    return Promise.reject(new Error(`agent-eval/testing: no live judge for metric "${request.metric}"`));
  },
};

const RECORD_HINT =
  "In a test, pass judge: { fixtures, record: { answers: [...] } } to record scripted answers, " +
  "or record real answers with agent-eval evaluate --judge-mode record-missing and commit them.";

/** Builds the judge for a test. */
export function testJudge(option: TestJudge): Judge {
  if (isJudge(option) || "answers" in option || "script" in option) return scriptedJudge(option);
  return new ReplayJudge({
    mode: option.record === undefined ? "replay" : "record-missing",
    inner: option.record === undefined ? refusingJudge : scriptedJudge(option.record),
    store: openFixtureStore(option.fixtures),
    now: () => new Date().toISOString(),
    accounting: new JudgeAccounting(),
    recordHint: RECORD_HINT,
  });
}

/** Wraps a judge so every request it receives is kept, in call order. */
export function recordingJudge(inner: Judge): { judge: Judge; requests: JudgeRequest[] } {
  const requests: JudgeRequest[] = [];
  const judge: Judge = {
    ...(inner.source === undefined ? {} : { source: inner.source }),
    call(request: JudgeRequest, options?: JudgeCallOptions): Promise<JudgeResponse> {
      requests.push(request);
      return inner.call(request, options);
    },
  };
  return { judge, requests };
}
