/**
 * OpenAI(-compatible) judge provider: the Responses API over plain fetch (no SDK).
 *
 * One strict `function` tool whose parameters are the output schema with
 * `additionalProperties: false` at every object level, forced with `tool_choice`; `store: false`;
 * `instructions` = system prompt. 429, 5xx, 408/409, network errors and timeouts are retried.
 *
 * Usage (product decision, differs from GlossoGen): OpenAI's `input_tokens` already includes the
 * cached tokens. We record `input_tokens = total − cached` and `cache_read_input_tokens = cached`,
 * so cached tokens are priced once, at the cache-read price, not twice.
 */
import { openaiInput } from "../core/history/wire.js";
import type { Judge, JudgeCallOptions, JudgeRequest, JudgeResponse } from "../judge/judge.js";
import { JudgeOutputError } from "../judge/judge-errors.js";
import { strictJsonSchema } from "../judge/structured-output.js";
import type { TokenUsage } from "../judge/pricing.js";
import {
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

export const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";
export const OPENAI_SOURCE = "openai Responses API (live model)";
/** Request settings this provider maps. `max_tokens` and `max_output_tokens` are synonyms. */
export const OPENAI_SETTINGS = ["max_tokens", "max_output_tokens", "reasoning_effort", "reasoning_summary", "temperature"] as const;

export type OpenAIJudgeOptions = HttpJudgeOptions;

/** The Responses API request body for a judge request (exported for tests and review). */
export function openaiRequestBody(request: JudgeRequest, defaultMaxTokens: number): Record<string, unknown> {
  checkSettings("openai", request.settings, OPENAI_SETTINGS);
  const maxTokens = positiveIntSetting(request.settings, "max_output_tokens") ?? positiveIntSetting(request.settings, "max_tokens") ?? defaultMaxTokens;
  const body: Record<string, unknown> = {
    model: request.model,
    instructions: request.system,
    input: [{ role: "user", content: request.user }],
    tools: [
      {
        type: "function",
        name: request.outputName,
        description: request.outputDescription === "" ? `Submit structured output as ${request.outputName}.` : request.outputDescription,
        parameters: strictJsonSchema(request.outputSchema),
        strict: true,
      },
    ],
    tool_choice: { type: "function", name: request.outputName },
    store: false,
    max_output_tokens: maxTokens,
  };
  if (request.conversation !== undefined) {
    // a probe: the system prompt is the first input item, as pydantic-ai sends it
    delete body.instructions;
    body.input = openaiInput(request.system, request.conversation);
    // pydantic-ai's output tool is required: tool_choice "required" (port spec §2.7)
    body.tool_choice = "required";
  }
  const effort = request.settings.reasoning_effort;
  if (effort !== undefined) {
    if (typeof effort !== "string") throw new Error(`openai judge: reasoning_effort must be a string, got ${JSON.stringify(effort)}`);
    body.reasoning = { effort };
  }
  const summary = request.settings.reasoning_summary;
  if (summary !== undefined) {
    if (typeof summary !== "string") throw new Error(`openai judge: reasoning_summary must be a string, got ${JSON.stringify(summary)}`);
    body.reasoning = { ...(body.reasoning as Record<string, unknown> | undefined), summary };
  }
  const temperature = request.settings.temperature;
  if (temperature !== undefined) {
    if (typeof temperature !== "number" || !Number.isFinite(temperature)) throw new Error("openai judge: temperature must be a number");
    body.temperature = temperature;
  }
  return body;
}

function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
}

/** Maps Responses API usage; cached input tokens are moved out of `input_tokens` (priced once). */
export function openaiUsage(usage: unknown): TokenUsage {
  const u = (usage ?? {}) as { input_tokens?: unknown; output_tokens?: unknown; input_tokens_details?: { cached_tokens?: unknown } };
  const total = count(u.input_tokens);
  const cached = Math.min(total, count(u.input_tokens_details?.cached_tokens));
  return { input_tokens: total - cached, output_tokens: count(u.output_tokens), cache_read_input_tokens: cached, cache_creation_input_tokens: 0 };
}

interface ResponsesBody {
  readonly model?: unknown;
  readonly status?: unknown;
  readonly incomplete_details?: { reason?: unknown } | null;
  readonly output?: unknown;
  readonly usage?: unknown;
}

/** The structured output of a Responses API body, or a JudgeOutputError (with the usage). */
export function openaiOutput(body: ResponsesBody, request: JudgeRequest): JudgeResponse {
  const usage = openaiUsage(body.usage);
  const model = typeof body.model === "string" ? body.model : request.model;
  if (body.status === "incomplete") {
    const reason = typeof body.incomplete_details?.reason === "string" ? body.incomplete_details.reason : "unknown reason";
    throw new JudgeOutputError(`openai: the response is incomplete (${reason}); no complete ${request.outputName} call`, usage, model);
  }
  const items = Array.isArray(body.output) ? (body.output as unknown[]) : [];
  const call = items.find(
    (item): item is { type: string; name: string; arguments?: unknown } =>
      item !== null && typeof item === "object" && (item as { type?: unknown }).type === "function_call" && (item as { name?: unknown }).name === request.outputName,
  );
  if (call === undefined) throw new JudgeOutputError(`openai: no ${request.outputName} function call in the response`, usage, model);
  if (typeof call.arguments !== "string") throw new JudgeOutputError(`openai: the ${request.outputName} call has no arguments`, usage, model);
  let output: unknown;
  try {
    output = JSON.parse(call.arguments);
  } catch (error) {
    throw new JudgeOutputError(
      `openai: the ${request.outputName} arguments are not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      usage,
      model,
    );
  }
  return { output, usage, model };
}

export class OpenAIJudge implements Judge {
  readonly source = OPENAI_SOURCE;
  private readonly resolved: ResolvedHttpOptions;
  private readonly url: string;

  constructor(options: OpenAIJudgeOptions) {
    this.resolved = resolveHttpOptions(options, "OPENAI_API_KEY");
    this.url = `${(options.baseURL ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, "")}/responses`;
  }

  async call(request: JudgeRequest, _options?: JudgeCallOptions): Promise<JudgeResponse> {
    if (request.provider !== "openai") {
      throw new Error(`openai judge asked to answer a request for provider ${JSON.stringify(request.provider)}`);
    }
    const payload = JSON.stringify(openaiRequestBody(request, this.resolved.defaultMaxTokens));
    return openaiOutput(await withRetries("openai", request, this.resolved, () => this.attempt(payload)), request);
  }

  private async attempt(
    payload: string,
  ): Promise<AttemptResult<ResponsesBody>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.resolved.timeoutMs);
    try {
      const response = await this.resolved.fetch(this.url, {
        method: "POST",
        headers: { authorization: `Bearer ${this.resolved.apiKey}`, "content-type": "application/json", accept: "application/json" },
        body: payload,
        signal: controller.signal,
      });
      const text = await response.text();
      if (!response.ok) {
        return {
          kind: "failed",
          detail: `HTTP ${response.status} ${apiErrorMessage(text)}`,
          status: response.status,
          retryable: isRetryableResponse(response.status, response.headers),
          retryAfter: retryAfterMs(response.headers, Date.now()),
        };
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { kind: "failed", detail: `HTTP ${response.status} with a body that is not JSON`, status: response.status, retryable: true, retryAfter: undefined };
      }
      if (body === null || typeof body !== "object") {
        return { kind: "failed", detail: "response body is not a JSON object", status: response.status, retryable: true, retryAfter: undefined };
      }
      return { kind: "ok", value: body };
    } catch (error) {
      const timedOut = controller.signal.aborted;
      const detail = timedOut ? `request timed out after ${this.resolved.timeoutMs} ms` : `connection error (${error instanceof Error ? error.message : String(error)})`;
      return { kind: "failed", detail, status: undefined, retryable: true, retryAfter: undefined };
    } finally {
      clearTimeout(timer);
    }
  }
}

function apiErrorMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; type?: unknown; code?: unknown } };
    const e = body.error;
    if (e !== undefined && e !== null) {
      return [e.type, e.code, e.message].filter((p): p is string => typeof p === "string").join(": ").slice(0, 500);
    }
  } catch {
    // not JSON
  }
  return text.slice(0, 500);
}

export function createOpenAIJudge(options: OpenAIJudgeOptions): OpenAIJudge {
  return new OpenAIJudge(options);
}
