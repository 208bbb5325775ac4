/**
 * Output validation with one retry. An answer that fails the per-call validator (or that the
 * provider could not turn into structured output, `JudgeOutputError`) is asked for once more; if
 * the second answer is also unusable the call fails with a message quoting the validation error.
 *
 * The returned response's usage is the sum over both attempts, so the usage behind an answer is
 * what it really took to get it — and a recording made from it replays with the same usage.
 */
import type { ZodType } from "zod";
import { z } from "zod";
import { addUsage } from "./pricing.js";
import type { Judge, JudgeCallOptions, JudgeRequest, JudgeResponse } from "./judge.js";
import { JudgeOutputError, JudgeValidationError } from "./judge-errors.js";

/** A `validate` function from a zod schema: the prettified zod error, or undefined when valid. */
export function zodValidator(schema: ZodType): (output: unknown) => string | undefined {
  return (output) => {
    const result = schema.safeParse(output);
    return result.success ? undefined : z.prettifyError(result.error);
  };
}

/** Attempts per call: the first one plus one retry. */
export const VALIDATION_ATTEMPTS = 2;

export function validatingJudge(inner: Judge): Judge {
  return {
    source: inner.source,
    async call(request: JudgeRequest, options?: JudgeCallOptions): Promise<JudgeResponse> {
      const validate = options?.validate;
      let spentUsage: JudgeResponse["usage"] | undefined;
      let lastProblem = "";
      for (let attempt = 1; attempt <= VALIDATION_ATTEMPTS; attempt++) {
        let response: JudgeResponse;
        try {
          response = await inner.call(request, options);
        } catch (error) {
          if (!(error instanceof JudgeOutputError)) throw error;
          spentUsage = spentUsage === undefined ? error.usage : addUsage(spentUsage, error.usage);
          lastProblem = error.message;
          continue;
        }
        const usage = spentUsage === undefined ? response.usage : addUsage(spentUsage, response.usage);
        const problem = validate?.(response.output);
        if (problem === undefined) return { ...response, usage };
        spentUsage = usage;
        lastProblem = problem;
      }
      throw new JudgeValidationError(
        `judge output for metric "${request.metric}" (replica ${request.replica}) was invalid after ` +
          `${VALIDATION_ATTEMPTS} attempts; last problem:\n${lastProblem}`,
        request.metric,
        lastProblem,
      );
    },
  };
}
