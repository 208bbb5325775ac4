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
import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError } from "@anthropic-ai/sdk";
import { ANTHROPIC_CACHE_CONTROL, anthropicMessages } from "../core/history/wire.js";
import type { JudgeRequest, JudgeResponse, Judge, JudgeCallOptions } from "../judge/judge.js";
import { JudgeOutputError } from "../judge/judge-errors.js";
import { repairStringifiedJson } from "../judge/structured-output.js";
import type { TokenUsage } from "../judge/pricing.js";
import {
  type AttemptFailure,
  type AttemptResult,
  checkSettings,
  isRetryableResponse,
  positiveIntSetting,
  resolveHttpOptions,
  retryAfterMs,
  type HttpJudgeOptions,
  type ResolvedHttpOptions,
  withRetries,
} from "./retry.js";

export const ANTHROPIC_DEFAULT_BASE_URL = "https://api.anthropic.com";
export const ANTHROPIC_SOURCE = "anthropic Messages API (live model)";
/** Request settings this provider maps: `max_tokens`, `reasoning_effort` (→ `output_config.effort`). */
export const ANTHROPIC_SETTINGS = ["max_tokens", "reasoning_effort"] as const;

export type AnthropicJudgeOptions = HttpJudgeOptions;

type CreateParams = Anthropic.Messages.MessageCreateParamsNonStreaming;
const EFFORTS = ["low", "medium", "high", "xhigh", "max"] as const;

/** The Messages API request body for a judge request (exported for tests and review). */
export function anthropicParams(request: JudgeRequest, defaultMaxTokens: number): CreateParams {
  checkSettings("anthropic", request.settings, ANTHROPIC_SETTINGS);
  const maxTokens = positiveIntSetting(request.settings, "max_tokens") ?? defaultMaxTokens;
  const params: CreateParams = {
    model: request.model,
    max_tokens: maxTokens,
    system: [{ type: "text", text: request.system, cache_control: { type: "ephemeral" } }],
    messages: [{ role: "user", content: request.user }],
    tools: [
      {
        name: request.outputName,
        description: request.outputDescription === "" ? `Submit structured output as ${request.outputName}.` : request.outputDescription,
        input_schema: request.outputSchema as Anthropic.Messages.Tool.InputSchema,
      },
    ],
    tool_choice: { type: "tool", name: request.outputName },
  };
  if (request.conversation !== undefined) {
    // a probe: the agent's reconstructed conversation, cached as pydantic-ai marks it
    params.system = [{ type: "text", text: request.system, cache_control: ANTHROPIC_CACHE_CONTROL }];
    params.messages = anthropicMessages(request.conversation);
    params.tools = (params.tools ?? []).map((tool) => ({ ...tool, cache_control: ANTHROPIC_CACHE_CONTROL }));
    // pydantic-ai's output tool is required, which it sends as "any" (the only tool), and
    // anthropic_cache=True adds the top-level automatic cache point (port spec §2.7)
    params.tool_choice = { type: "any" };
    params.cache_control = ANTHROPIC_CACHE_CONTROL;
  }
  const effort = request.settings.reasoning_effort;
  if (effort !== undefined) {
    const known = EFFORTS.find((e) => e === effort);
    if (known === undefined) throw new Error(`anthropic judge: reasoning_effort must be one of ${EFFORTS.join(", ")}, got ${JSON.stringify(effort)}`);
    params.output_config = { effort: known };
  }
  return params;
}

/** A token count as the API documents it (a non-negative integer); anything else counts 0, as the OpenAI judge reads it. */
function tokenCount(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
}

/**
 * The usage of an answer. An endpoint that is not the real API may send counts that are text,
 * negative or fractional: recorded as they came, they made a recording no replay could read, and
 * the evaluation failed with "internal error: expected an integer".
 */
export function anthropicUsage(usage: Anthropic.Messages.Usage | undefined): TokenUsage {
  const u = (usage !== null && typeof usage === "object" ? usage : {}) as Record<string, unknown>;
  return {
    input_tokens: tokenCount(u.input_tokens),
    output_tokens: tokenCount(u.output_tokens),
    cache_read_input_tokens: tokenCount(u.cache_read_input_tokens),
    cache_creation_input_tokens: tokenCount(u.cache_creation_input_tokens),
  };
}

/** The structured output of a Messages API response, or a JudgeOutputError (with the usage). */
export function anthropicOutput(message: Anthropic.Messages.Message, request: JudgeRequest): JudgeResponse {
  // a gateway or proxy answering 200 with some other JSON ({} or an HTML page's error object) is not a
  // Message: said so, rather than "Cannot read properties of undefined (reading 'find')"
  if (message === null || typeof message !== "object" || !Array.isArray((message as { content?: unknown }).content)) {
    throw new JudgeOutputError(`anthropic: HTTP 200 with a body that is not a Messages API response (no content array); is the base URL an Anthropic endpoint?`, anthropicUsage(undefined), request.model);
  }
  const usage = anthropicUsage(message.usage);
  // the model is recorded and must read back as text
  const model = typeof message.model === "string" ? message.model : request.model;
  if (message.stop_reason === "max_tokens") {
    throw new JudgeOutputError(`anthropic: the answer was cut off at max_tokens; no complete ${request.outputName} tool call`, usage, model);
  }
  if (message.stop_reason === "refusal") {
    throw new JudgeOutputError(`anthropic: the model refused to answer (stop_reason refusal)`, usage, model);
  }
  // blocks that are not objects (null, a number) come only from something that is not the Messages API
  const blocks = message.content.filter((b): b is Anthropic.Messages.ContentBlock => b !== null && typeof b === "object");
  const block = blocks.find((b) => b.type === "tool_use" && b.name === request.outputName);
  if (block?.type !== "tool_use") {
    const kinds = message.content.map((b) => (b !== null && typeof b === "object" ? String(b.type) : b === null ? "null" : typeof b)).join(", ") || "nothing";
    throw new JudgeOutputError(`anthropic: no ${request.outputName} tool call in the answer (got ${kinds})`, usage, model);
  }
  return { output: repairStringifiedJson(block.input, request.outputSchema), usage, model };
}

export class AnthropicJudge implements Judge {
  readonly source = ANTHROPIC_SOURCE;
  private readonly resolved: ResolvedHttpOptions;
  private readonly baseURL: string;
  private client: Anthropic | undefined;

  constructor(options: AnthropicJudgeOptions) {
    this.resolved = resolveHttpOptions(options, "ANTHROPIC_API_KEY");
    this.baseURL = options.baseURL ?? ANTHROPIC_DEFAULT_BASE_URL;
  }

  /** Built on first use, with a fetch that looks up the global fetch per call (nock-friendly). */
  private getClient(): Anthropic {
    if (this.client === undefined) {
      const { scrub, log } = this.resolved;
      const line =
        (level: string) =>
        (message: string, ...rest: unknown[]): void =>
          log(`anthropic sdk ${level}: ${scrub([message, ...rest.map((r) => (typeof r === "string" ? r : safeJson(r)))].join(" "))}`);
      this.client = new Anthropic({
        apiKey: this.resolved.apiKey,
        baseURL: this.baseURL,
        maxRetries: 0,
        timeout: this.resolved.timeoutMs,
        fetch: (input, init) => this.resolved.fetch(input, init),
        logLevel: "warn",
        logger: { error: line("error"), warn: line("warn"), info: line("info"), debug: line("debug") },
      });
    }
    return this.client;
  }

  async call(request: JudgeRequest, _options?: JudgeCallOptions): Promise<JudgeResponse> {
    if (request.provider !== "anthropic") {
      throw new Error(`anthropic judge asked to answer a request for provider ${JSON.stringify(request.provider)}`);
    }
    const params = anthropicParams(request, this.resolved.defaultMaxTokens);
    const client = this.getClient();
    const message = await withRetries("anthropic", request, this.resolved, async (): Promise<AttemptResult<Anthropic.Messages.Message>> => {
      try {
        return { kind: "ok", value: await client.messages.create(params, { maxRetries: 0, timeout: this.resolved.timeoutMs }) };
      } catch (error) {
        return { kind: "failed", ...describeFailure(error, this.resolved.timeoutMs) };
      }
    });
    return anthropicOutput(message, request);
  }
}

function describeFailure(error: unknown, timeoutMs: number): AttemptFailure {
  if (error instanceof APIConnectionTimeoutError) {
    return { detail: `request timed out after ${timeoutMs} ms`, status: undefined, retryable: true, retryAfter: undefined };
  }
  if (error instanceof APIConnectionError) {
    return { detail: "connection error", status: undefined, retryable: true, retryAfter: undefined };
  }
  if (error instanceof APIError) {
    const status = typeof error.status === "number" ? error.status : undefined;
    const body: unknown = error.error;
    const apiMessage = extractApiMessage(body);
    const detail = `HTTP ${status ?? "?"}${apiMessage === undefined ? "" : ` ${apiMessage}`}`;
    const headers = error.headers instanceof Headers ? error.headers : undefined;
    // Wall-clock "now" for HTTP-date retry-after only; providers are the IO edge.
    return { detail, status, retryable: status !== undefined && isRetryableResponse(status, headers), retryAfter: retryAfterMs(headers, Date.now()) };
  }
  if (error instanceof SyntaxError) {
    // the SDK parsed a 2xx body that is not JSON (an HTML page from a proxy): its message quotes the body; as the OpenAI judge says it
    return { detail: "HTTP 2xx with a body that is not JSON", status: undefined, retryable: true, retryAfter: undefined };
  }
  return { detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error), status: undefined, retryable: false, retryAfter: undefined };
}

function extractApiMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== "object") return undefined;
  const inner = (body as { error?: unknown }).error;
  if (inner !== null && typeof inner === "object") {
    const { type, message } = inner as { type?: unknown; message?: unknown };
    const parts = [typeof type === "string" ? type : undefined, typeof message === "string" ? message : undefined].filter((p) => p !== undefined);
    if (parts.length > 0) return parts.join(": ").slice(0, 500);
  }
  return safeJson(body).slice(0, 500);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function createAnthropicJudge(options: AnthropicJudgeOptions): AnthropicJudge {
  return new AnthropicJudge(options);
}
