import type { Judge, JudgeCallOptions, JudgeRequest, JudgeResponse } from "../judge/judge.js";
import type { TokenUsage } from "../judge/pricing.js";
import { type HttpJudgeOptions } from "./retry.js";
export declare const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";
export declare const OPENAI_SOURCE = "openai Responses API (live model)";
/** Request settings this provider maps. `max_tokens` and `max_output_tokens` are synonyms. */
export declare const OPENAI_SETTINGS: readonly ["max_tokens", "max_output_tokens", "reasoning_effort", "reasoning_summary", "temperature"];
export type OpenAIJudgeOptions = HttpJudgeOptions;
/** The Responses API request body for a judge request (exported for tests and review). */
export declare function openaiRequestBody(request: JudgeRequest, defaultMaxTokens: number): Record<string, unknown>;
/** Maps Responses API usage; cached input tokens are moved out of `input_tokens` (priced once). */
export declare function openaiUsage(usage: unknown): TokenUsage;
interface ResponsesBody {
    readonly model?: unknown;
    readonly status?: unknown;
    readonly incomplete_details?: {
        reason?: unknown;
    } | null;
    readonly output?: unknown;
    readonly usage?: unknown;
}
/** The structured output of a Responses API body, or a JudgeOutputError (with the usage). */
export declare function openaiOutput(body: ResponsesBody, request: JudgeRequest): JudgeResponse;
export declare class OpenAIJudge implements Judge {
    readonly source = "openai Responses API (live model)";
    private readonly resolved;
    private readonly url;
    constructor(options: OpenAIJudgeOptions);
    call(request: JudgeRequest, _options?: JudgeCallOptions): Promise<JudgeResponse>;
    private attempt;
}
export declare function createOpenAIJudge(options: OpenAIJudgeOptions): OpenAIJudge;
export {};
