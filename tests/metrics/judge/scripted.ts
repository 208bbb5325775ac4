/**
 * A scripted judge for metric tests: answers come from a queue (in call order) or from a function
 * of the request; an `Error` answer makes that call fail. Every request is kept for assertions.
 */
import type { AgentEvent } from "../../../src/core/events.js";
import type { Judge, JudgeCallOptions, JudgeIdentity, JudgeRequest, JudgeResponse } from "../../../src/judge/judge.js";
import type { MetricContext } from "../../../src/metrics/contract.js";
import { type ContextOverrides, contextFor, memorySidecars } from "../../helpers/fixtures.js";

export type ScriptedAnswer = unknown;
export type Responder = (request: JudgeRequest, index: number) => ScriptedAnswer;

export const IDENTITY: JudgeIdentity = { model: "claude-haiku-4-5-20251001", provider: "anthropic", settings: { max_tokens: 1000 } };

export interface ScriptedJudge extends Judge {
  readonly requests: JudgeRequest[];
  /** The options passed with each request (same index). */
  readonly options: (JudgeCallOptions | undefined)[];
  /** Most calls that were in flight at the same time. */
  readonly maxInFlight: () => number;
}

export function scriptedJudge(script: readonly ScriptedAnswer[] | Responder, options: { delayMs?: number } = {}): ScriptedJudge {
  const requests: JudgeRequest[] = [];
  const callOptions: (JudgeCallOptions | undefined)[] = [];
  let inFlight = 0;
  let peak = 0;
  return {
    requests,
    options: callOptions,
    source: "scripted test judge (not a real model)",
    maxInFlight: () => peak,
    async call(request: JudgeRequest, passed?: JudgeCallOptions): Promise<JudgeResponse> {
      const index = requests.length;
      requests.push(request);
      callOptions.push(passed);
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      try {
        if (options.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        let answer: ScriptedAnswer;
        if (typeof script === "function") answer = script(request, index);
        else {
          if (index >= script.length) throw new Error(`scripted judge: no answer queued for call ${index + 1} (${request.metric})`);
          answer = script[index];
        }
        if (answer instanceof Error) throw answer;
        return {
          output: structuredClone(answer),
          usage: { input_tokens: 10, output_tokens: 5, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
          model: request.model,
        };
      } finally {
        inFlight -= 1;
      }
    },
  };
}

/** The round number a language_repetition prompt is about. */
export function promptRound(request: JudgeRequest): number {
  const match = /during round (\d+) /.exec(request.user);
  if (match?.[1] === undefined) throw new Error(`no round number in prompt: ${request.user.slice(0, 80)}`);
  return Number(match[1]);
}


/** A metric context with a judge (contextFor does not carry the judge fields). */
export function judgeContext(
  events: AgentEvent[],
  judge: Judge | undefined,
  overrides: ContextOverrides = {},
): MetricContext & { logs: string[]; files: Map<string, string> } {
  const sidecars = memorySidecars();
  const base = contextFor(events, { sidecars, ...overrides });
  const files = "files" in base.sidecars ? (base.sidecars as typeof sidecars).files : sidecars.files;
  return {
    ...base,
    files,
    ...(judge === undefined ? {} : { judge, judgeIdentity: overrides.judgeIdentity ?? IDENTITY }),
    ...(overrides.judgeConcurrency === undefined ? {} : { judgeConcurrency: overrides.judgeConcurrency }),
  };
}
