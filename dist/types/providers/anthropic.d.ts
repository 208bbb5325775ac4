/**
 * Anthropic judge provider: the Messages API through @anthropic-ai/sdk (1.x).
 *
 * Structured output the way that works on every current Haiku/Sonnet/Opus 4.x model: one tool
 * whose `input_schema` is the request's output schema, forced with `tool_choice`. The system prompt
 * is sent as a cached text block (prompt caching changes billing, not answers). Retries are ours
 * (the SDK's are off) so their waits are injectable: 429, 529, other 5xx, 408/409, connection
 * errors and timeouts are retried as the SDK would (reference B.5: `x-should-retry`, the server's
 * retry-after, else 0.5 s × 2^n up to 8 s with jitter).
 *
 * The API key and base URL are passed in (the CLI reads ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL).
 * Errors and log lines are scrubbed of the key, and no SDK error object (whose cause chain may hold
 * request headers) is ever passed on.
 */
import Anthropic from "@anthropic-ai/sdk";
import type { JudgeRequest, JudgeResponse, Judge, JudgeCallOptions } from "../judge/judge.js";
import type { TokenUsage } from "../judge/pricing.js";
import { type HttpJudgeOptions } from "./retry.js";
export declare const ANTHROPIC_DEFAULT_BASE_URL = "https://api.anthropic.com";
export declare const ANTHROPIC_SOURCE = "anthropic Messages API (live model)";
/** Request settings this provider maps: `max_tokens`, `reasoning_effort` (→ `output_config.effort`). */
export declare const ANTHROPIC_SETTINGS: readonly ["max_tokens", "reasoning_effort"];
export type AnthropicJudgeOptions = HttpJudgeOptions;
type CreateParams = Anthropic.Messages.MessageCreateParamsNonStreaming;
/** The Messages API request body for a judge request (exported for tests and review). */
export declare function anthropicParams(request: JudgeRequest, defaultMaxTokens: number): CreateParams;
/**
 * The usage of an answer. An endpoint that is not the real API may send counts that are text,
 * negative or fractional: recorded as they came, they made a recording no replay could read, and
 * the evaluation failed with "internal error: expected an integer".
 */
export declare function anthropicUsage(usage: Anthropic.Messages.Usage | undefined): TokenUsage;
/** The structured output of a Messages API response, or a JudgeOutputError (with the usage). */
export declare function anthropicOutput(message: Anthropic.Messages.Message, request: JudgeRequest): JudgeResponse;
export declare class AnthropicJudge implements Judge {
    readonly source = "anthropic Messages API (live model)";
    private readonly resolved;
    private readonly baseURL;
    private client;
    constructor(options: AnthropicJudgeOptions);
    /** Built on first use, with a fetch that looks up the global fetch per call (nock-friendly). */
    private getClient;
    call(request: JudgeRequest, _options?: JudgeCallOptions): Promise<JudgeResponse>;
}
export declare function createAnthropicJudge(options: AnthropicJudgeOptions): AnthropicJudge;
export {};
