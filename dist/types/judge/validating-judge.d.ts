/**
 * Output validation with one retry. An answer that fails the per-call validator (or that the
 * provider could not turn into structured output, `JudgeOutputError`) is asked for once more; if
 * the second answer is also unusable the call fails with a message quoting the validation error.
 *
 * The returned response's usage is the sum over both attempts, so the usage behind an answer is
 * what it really took to get it — and a recording made from it replays with the same usage.
 */
import type { ZodType } from "zod";
import type { Judge } from "./judge.js";
/** A `validate` function from a zod schema: the prettified zod error, or undefined when valid. */
export declare function zodValidator(schema: ZodType): (output: unknown) => string | undefined;
/** Attempts per call: the first one plus one retry. */
export declare const VALIDATION_ATTEMPTS = 2;
export declare function validatingJudge(inner: Judge): Judge;
