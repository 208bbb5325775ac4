/**
 * `llm_judge`: NeMo's `LLMJudgeMetric` — an LLM judge gives one or more scores per trial, each read
 * from the judge's answer by a parser (judge-replay-and-graders.md §C.1 item 9).
 *
 * - `scores`: a list of score definitions, names unique. A **range** score has `minimum` and
 *   `maximum` and yields one continuous output `<name>`; a **rubric** score has `rubric: [{label,
 *   value, description?}]` and yields `<name>` (the chosen level's value, continuous) and
 *   `<name>.label` (its label).
 * - Each score has a `parser`: `{type: json, json_path}` reads the answer as JSON (the whole text,
 *   else the first fenced block, else the first `{…}` object in it) and takes the value at the
 *   dot-separated path; `{type: regex, pattern, hint?}` takes the first match's first group (the
 *   whole match when the pattern has no group). JavaScript regular expression syntax.
 * - A range value must be a number (or a numeric string) within [minimum, maximum]. A rubric value
 *   is a label (exact, else ignoring case and surrounding whitespace) or a level's value.
 * - A judge answer the parser cannot read, or a value outside the score's definition, fails the
 *   metric on that trial with a message quoting the answer. `ignore_request_failure: true` turns a
 *   failed judge call (not a parse failure, and never a replay miss) into NaN scores and empty
 *   labels, as NeMo returns a NaN result.
 * - `max_tokens` defaults to 1024, as NeMo's; `--judge-settings` and then this option override it.
 *
 * Every call goes through the injected judge (record/replay, cost accounting, misses that explain
 * themselves): the judge is asked for one structured output `{answer}` holding its whole reply as
 * text, so NeMo's parsers run on the text exactly as they would on a raw completion, and a
 * malformed answer is recorded as given (parsing it is the metric's business, replayed every
 * time). The prompt is ours (templates/trials/llm_judge_*.njk); `prompt_template` replaces the
 * user prompt with your own nunjucks text. Variables: `item` (= `row.data`: `item.inputs`,
 * `item.reference`, `item.task`, `item.trial`), `sample` (`sample.output_text`,
 * `sample.metadata`), the shortcuts `instruction`, `inputs`, `reference`, `output_text`, and the
 * prompt parts our template uses (`criteria`, `scores`, `reference_text`, `trace_text`,
 * `json_example`, `regex_scores`).
 */
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
/** The answer as JSON: the whole text, else the first fenced block, else the first object in it. */
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
