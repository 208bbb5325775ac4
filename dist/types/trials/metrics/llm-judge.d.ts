import { z } from "zod";
import type { JudgeRequest, JsonSchema } from "../../judge/judge.js";
import { type MetricInput, type MetricOutput, type TraceStep, type TrialMetric, type TrialMetricFactory } from "../contract.js";
export declare const LLM_JUDGE = "llm_judge";
/** The fixture-store namespace (directory) of llm_judge recordings. */
export declare const LLM_JUDGE_NAMESPACE = "nemo.llm_judge";
/** NeMo's default `max_tokens`. */
export declare const LLM_JUDGE_DEFAULT_MAX_TOKENS = 1024;
export declare const LLM_JUDGE_OUTPUT_NAME = "LLMJudgeAnswer";
export declare const LLM_JUDGE_OUTPUT_SCHEMA: JsonSchema;
declare const parserSchema: z.ZodUnion<readonly [z.ZodObject<{
    type: z.ZodLiteral<"json">;
    json_path: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"regex">;
    pattern: z.ZodString;
    hint: z.ZodOptional<z.ZodString>;
}, z.core.$strict>]>;
declare const scoreSchema: z.ZodUnion<readonly [z.ZodObject<{
    name: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
    rubric: z.ZodArray<z.ZodObject<{
        label: z.ZodString;
        value: z.ZodNumber;
        description: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    parser: z.ZodUnion<readonly [z.ZodObject<{
        type: z.ZodLiteral<"json">;
        json_path: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"regex">;
        pattern: z.ZodString;
        hint: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>]>;
}, z.core.$strict>, z.ZodObject<{
    name: z.ZodString;
    description: z.ZodOptional<z.ZodString>;
    minimum: z.ZodNumber;
    maximum: z.ZodNumber;
    parser: z.ZodUnion<readonly [z.ZodObject<{
        type: z.ZodLiteral<"json">;
        json_path: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        type: z.ZodLiteral<"regex">;
        pattern: z.ZodString;
        hint: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>]>;
}, z.core.$strict>]>;
type ScoreDefinition = z.infer<typeof scoreSchema>;
type Parser = z.infer<typeof parserSchema>;
/** An answer the parsers cannot read, or a value outside its score's definition. */
export declare class LlmJudgeParseError extends Error {
    readonly name = "LlmJudgeParseError";
}
/**
 * The answer as JSON, read as Python's `json.loads` reads it (NeMo's ScoreParserJSON is Python): the
 * whole text, else the first fenced block, else the first object in it. `NaN`, `Infinity` and
 * `-Infinity` are read (so one in a note no longer hides the score), an int past 2^53 stays exact
 * (a `bigint`), a whole float stays a float (`PyFloat`) and `-0` is the int 0. When no candidate is
 * JSON, `error` is json.loads' message for the whole text.
 */
export declare function readAnswerJson(answer: string): {
    ok: true;
    value: unknown;
} | {
    ok: false;
    error: string;
};
/** The answer as JSON (readAnswerJson), or undefined when no reading of it is JSON. */
export declare function answerJson(answer: string): unknown;
/** The raw value a parser reads from the answer, or a reason it cannot. */
export declare function parseAnswer(parser: Parser, answer: string): {
    ok: true;
    value: unknown;
} | {
    ok: false;
    reason: string;
};
/** One score's outputs from the judge's answer (throws LlmJudgeParseError). */
export declare function scoreOutputs(score: ScoreDefinition, answer: string): MetricOutput[];
/** Steps as numbered lines: message, then each tool call. */
export declare function traceText(steps: readonly TraceStep[]): string;
export interface LlmJudgeMetric extends TrialMetric {
    /** The judge request for one trial (exposed for tests). */
    request(input: MetricInput): Promise<JudgeRequest>;
}
export declare const llmJudgeMetric: TrialMetricFactory;
/** The judge-side check: the structured output is `{answer: <string>}` (its text is parsed later). */
export declare function answerIssue(output: unknown): string | undefined;
export {};
