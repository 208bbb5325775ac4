/**
 * A scripted local judge for examples and tests: answers come from a function or a queue, never
 * from a model. Its recordings are marked `source: "scripted local judge (not a real model)"` and
 * its responses report the model `scripted-local-judge`, so fixtures recorded against it can never
 * pass for real model answers. Usage defaults to zero (it costs nothing).
 */
import { ZERO_USAGE, type TokenUsage } from "./pricing.js";
import { SCRIPTED_SOURCE } from "./fixture-store.js";
import type { Judge, JudgeCallOptions, JudgeRequest, JudgeResponse } from "./judge.js";

export { SCRIPTED_SOURCE };

/** The model name scripted answers report. */
export const SCRIPTED_MODEL = "scripted-local-judge";

export interface ScriptedAnswer {
  readonly output: unknown;
  /** Pretend usage (e.g. to test accounting); default zero. */
  readonly usage?: TokenUsage;
}

/** Answers one request; `callIndex` counts calls to this judge from 0. Throwing fails the call. */
export type JudgeScript = (request: JudgeRequest, callIndex: number) => ScriptedAnswer | Promise<ScriptedAnswer>;

export class ScriptedJudge implements Judge {
  readonly source = SCRIPTED_SOURCE;
  /** Every request received, in call order. */
  readonly requests: JudgeRequest[] = [];
  private readonly script: JudgeScript;

  /** A function, or a queue of answers consumed in call order (running out is an error). */
  constructor(script: JudgeScript | readonly ScriptedAnswer[]) {
    if (typeof script === "function") this.script = script;
    else {
      const queue = [...script];
      this.script = (request, index) => {
        const answer = queue[index];
        if (answer === undefined) {
          throw new Error(`scripted judge: no answer queued for call ${index + 1} (metric "${request.metric}"); ${queue.length} were queued`);
        }
        return answer;
      };
    }
  }

  get calls(): number {
    return this.requests.length;
  }

  async call(request: JudgeRequest, _options?: JudgeCallOptions): Promise<JudgeResponse> {
    const index = this.requests.length;
    this.requests.push(request);
    const answer = await this.script(request, index);
    return { output: answer.output, usage: answer.usage ?? ZERO_USAGE, model: SCRIPTED_MODEL };
  }
}

export function createScriptedJudge(script: JudgeScript | readonly ScriptedAnswer[]): ScriptedJudge {
  return new ScriptedJudge(script);
}
