import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  checkSettings,
  isRetryableResponse,
  positiveIntSetting,
  repairStringifiedJson,
  resolveHttpOptions,
  retryAfterMs,
  withRetries
} from "./chunk-H5YLKB73.js";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  Anthropic
} from "./chunk-TMTMZMLX.js";
import {
  ANTHROPIC_CACHE_CONTROL,
  anthropicMessages
} from "./chunk-WO6VPSDS.js";
import "./chunk-SQ2UB2SU.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-QJRR5QJN.js";
import {
  JudgeOutputError
} from "./chunk-QITUHNQM.js";
import "./chunk-VAM67OB3.js";
import "./chunk-UH4U5CWS.js";

// src/providers/anthropic.ts
var ANTHROPIC_DEFAULT_BASE_URL = "https://api.anthropic.com";
var ANTHROPIC_SOURCE = "anthropic Messages API (live model)";
var ANTHROPIC_SETTINGS = ["max_tokens", "reasoning_effort"];
var EFFORTS = ["low", "medium", "high", "xhigh", "max"];
function anthropicParams(request, defaultMaxTokens) {
  checkSettings("anthropic", request.settings, ANTHROPIC_SETTINGS);
  const maxTokens = positiveIntSetting(request.settings, "max_tokens") ?? defaultMaxTokens;
  const params = {
    model: request.model,
    max_tokens: maxTokens,
    system: [{ type: "text", text: request.system, cache_control: { type: "ephemeral" } }],
    messages: [{ role: "user", content: request.user }],
    tools: [
      {
        name: request.outputName,
        description: request.outputDescription === "" ? `Submit structured output as ${request.outputName}.` : request.outputDescription,
        input_schema: request.outputSchema
      }
    ],
    tool_choice: { type: "tool", name: request.outputName }
  };
  if (request.conversation !== void 0) {
    params.system = [{ type: "text", text: request.system, cache_control: ANTHROPIC_CACHE_CONTROL }];
    params.messages = anthropicMessages(request.conversation);
    params.tools = (params.tools ?? []).map((tool) => ({ ...tool, cache_control: ANTHROPIC_CACHE_CONTROL }));
    params.tool_choice = { type: "any" };
    params.cache_control = ANTHROPIC_CACHE_CONTROL;
  }
  const effort = request.settings.reasoning_effort;
  if (effort !== void 0) {
    const known = EFFORTS.find((e) => e === effort);
    if (known === void 0) throw new Error(`anthropic judge: reasoning_effort must be one of ${EFFORTS.join(", ")}, got ${JSON.stringify(effort)}`);
    params.output_config = { effort: known };
  }
  return params;
}
function tokenCount(value) {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
}
function anthropicUsage(usage) {
  const u = usage !== null && typeof usage === "object" ? usage : {};
  return {
    input_tokens: tokenCount(u.input_tokens),
    output_tokens: tokenCount(u.output_tokens),
    cache_read_input_tokens: tokenCount(u.cache_read_input_tokens),
    cache_creation_input_tokens: tokenCount(u.cache_creation_input_tokens)
  };
}
function anthropicOutput(message, request) {
  if (message === null || typeof message !== "object" || !Array.isArray(message.content)) {
    throw new JudgeOutputError(`anthropic: HTTP 200 with a body that is not a Messages API response (no content array); is the base URL an Anthropic endpoint?`, anthropicUsage(void 0), request.model);
  }
  const usage = anthropicUsage(message.usage);
  const model = typeof message.model === "string" ? message.model : request.model;
  if (message.stop_reason === "max_tokens") {
    throw new JudgeOutputError(`anthropic: the answer was cut off at max_tokens; no complete ${request.outputName} tool call`, usage, model);
  }
  if (message.stop_reason === "refusal") {
    throw new JudgeOutputError(`anthropic: the model refused to answer (stop_reason refusal)`, usage, model);
  }
  const blocks = message.content.filter((b) => b !== null && typeof b === "object");
  const block = blocks.find((b) => b.type === "tool_use" && b.name === request.outputName);
  if (block?.type !== "tool_use") {
    const kinds = message.content.map((b) => b !== null && typeof b === "object" ? String(b.type) : b === null ? "null" : typeof b).join(", ") || "nothing";
    throw new JudgeOutputError(`anthropic: no ${request.outputName} tool call in the answer (got ${kinds})`, usage, model);
  }
  return { output: repairStringifiedJson(block.input, request.outputSchema), usage, model };
}
var AnthropicJudge = class {
  source = ANTHROPIC_SOURCE;
  resolved;
  baseURL;
  client;
  constructor(options) {
    this.resolved = resolveHttpOptions(options, "ANTHROPIC_API_KEY");
    this.baseURL = options.baseURL ?? ANTHROPIC_DEFAULT_BASE_URL;
  }
  /** Built on first use, with a fetch that looks up the global fetch per call (nock-friendly). */
  getClient() {
    if (this.client === void 0) {
      const { scrub, log } = this.resolved;
      const line = (level) => (message, ...rest) => log(`anthropic sdk ${level}: ${scrub([message, ...rest.map((r) => typeof r === "string" ? r : safeJson(r))].join(" "))}`);
      this.client = new Anthropic({
        apiKey: this.resolved.apiKey,
        baseURL: this.baseURL,
        maxRetries: 0,
        timeout: this.resolved.timeoutMs,
        fetch: (input, init) => this.resolved.fetch(input, init),
        logLevel: "warn",
        logger: { error: line("error"), warn: line("warn"), info: line("info"), debug: line("debug") }
      });
    }
    return this.client;
  }
  async call(request, _options) {
    if (request.provider !== "anthropic") {
      throw new Error(`anthropic judge asked to answer a request for provider ${JSON.stringify(request.provider)}`);
    }
    const params = anthropicParams(request, this.resolved.defaultMaxTokens);
    const client = this.getClient();
    const message = await withRetries("anthropic", request, this.resolved, async () => {
      try {
        return { kind: "ok", value: await client.messages.create(params, { maxRetries: 0, timeout: this.resolved.timeoutMs }) };
      } catch (error) {
        return { kind: "failed", ...describeFailure(error, this.resolved.timeoutMs) };
      }
    });
    return anthropicOutput(message, request);
  }
};
function describeFailure(error, timeoutMs) {
  if (error instanceof APIConnectionTimeoutError) {
    return { detail: `request timed out after ${timeoutMs} ms`, status: void 0, retryable: true, retryAfter: void 0 };
  }
  if (error instanceof APIConnectionError) {
    return { detail: "connection error", status: void 0, retryable: true, retryAfter: void 0 };
  }
  if (error instanceof APIError) {
    const status = typeof error.status === "number" ? error.status : void 0;
    const body = error.error;
    const apiMessage = extractApiMessage(body);
    const detail = `HTTP ${status ?? "?"}${apiMessage === void 0 ? "" : ` ${apiMessage}`}`;
    const headers = error.headers instanceof Headers ? error.headers : void 0;
    return { detail, status, retryable: status !== void 0 && isRetryableResponse(status, headers), retryAfter: retryAfterMs(headers, Date.now()) };
  }
  if (error instanceof SyntaxError) {
    return { detail: "HTTP 2xx with a body that is not JSON", status: void 0, retryable: true, retryAfter: void 0 };
  }
  return { detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error), status: void 0, retryable: false, retryAfter: void 0 };
}
function extractApiMessage(body) {
  if (body === null || typeof body !== "object") return void 0;
  const inner = body.error;
  if (inner !== null && typeof inner === "object") {
    const { type, message } = inner;
    const parts = [typeof type === "string" ? type : void 0, typeof message === "string" ? message : void 0].filter((p) => p !== void 0);
    if (parts.length > 0) return parts.join(": ").slice(0, 500);
  }
  return safeJson(body).slice(0, 500);
}
function safeJson(value) {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
function createAnthropicJudge(options) {
  return new AnthropicJudge(options);
}
export {
  ANTHROPIC_DEFAULT_BASE_URL,
  ANTHROPIC_SETTINGS,
  ANTHROPIC_SOURCE,
  AnthropicJudge,
  anthropicOutput,
  anthropicParams,
  anthropicUsage,
  createAnthropicJudge
};
