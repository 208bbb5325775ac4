import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  checkSettings,
  isRetryableResponse,
  positiveIntSetting,
  resolveHttpOptions,
  retryAfterMs,
  strictJsonSchema,
  withRetries
} from "./chunk-H5YLKB73.js";
import {
  openaiInput
} from "./chunk-WO6VPSDS.js";
import "./chunk-SQ2UB2SU.js";
import "./chunk-ZJOIMBVE.js";
import "./chunk-QJRR5QJN.js";
import {
  JudgeOutputError
} from "./chunk-QITUHNQM.js";
import "./chunk-VAM67OB3.js";
import "./chunk-UH4U5CWS.js";

// src/providers/openai.ts
var OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";
var OPENAI_SOURCE = "openai Responses API (live model)";
var OPENAI_SETTINGS = ["max_tokens", "max_output_tokens", "reasoning_effort", "reasoning_summary", "temperature"];
function openaiRequestBody(request, defaultMaxTokens) {
  checkSettings("openai", request.settings, OPENAI_SETTINGS);
  const maxTokens = positiveIntSetting(request.settings, "max_output_tokens") ?? positiveIntSetting(request.settings, "max_tokens") ?? defaultMaxTokens;
  const body = {
    model: request.model,
    instructions: request.system,
    input: [{ role: "user", content: request.user }],
    tools: [
      {
        type: "function",
        name: request.outputName,
        description: request.outputDescription === "" ? `Submit structured output as ${request.outputName}.` : request.outputDescription,
        parameters: strictJsonSchema(request.outputSchema),
        strict: true
      }
    ],
    tool_choice: { type: "function", name: request.outputName },
    store: false,
    max_output_tokens: maxTokens
  };
  if (request.conversation !== void 0) {
    delete body.instructions;
    body.input = openaiInput(request.system, request.conversation);
    body.tool_choice = "required";
  }
  const effort = request.settings.reasoning_effort;
  if (effort !== void 0) {
    if (typeof effort !== "string") throw new Error(`openai judge: reasoning_effort must be a string, got ${JSON.stringify(effort)}`);
    body.reasoning = { effort };
  }
  const summary = request.settings.reasoning_summary;
  if (summary !== void 0) {
    if (typeof summary !== "string") throw new Error(`openai judge: reasoning_summary must be a string, got ${JSON.stringify(summary)}`);
    body.reasoning = { ...body.reasoning, summary };
  }
  const temperature = request.settings.temperature;
  if (temperature !== void 0) {
    if (typeof temperature !== "number" || !Number.isFinite(temperature)) throw new Error("openai judge: temperature must be a number");
    body.temperature = temperature;
  }
  return body;
}
function count(value) {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
}
function openaiUsage(usage) {
  const u = usage ?? {};
  const total = count(u.input_tokens);
  const cached = Math.min(total, count(u.input_tokens_details?.cached_tokens));
  return { input_tokens: total - cached, output_tokens: count(u.output_tokens), cache_read_input_tokens: cached, cache_creation_input_tokens: 0 };
}
function openaiOutput(body, request) {
  const usage = openaiUsage(body.usage);
  const model = typeof body.model === "string" ? body.model : request.model;
  if (body.status === "incomplete") {
    const reason = typeof body.incomplete_details?.reason === "string" ? body.incomplete_details.reason : "unknown reason";
    throw new JudgeOutputError(`openai: the response is incomplete (${reason}); no complete ${request.outputName} call`, usage, model);
  }
  const items = Array.isArray(body.output) ? body.output : [];
  const call = items.find(
    (item) => item !== null && typeof item === "object" && item.type === "function_call" && item.name === request.outputName
  );
  if (call === void 0) throw new JudgeOutputError(`openai: no ${request.outputName} function call in the response`, usage, model);
  if (typeof call.arguments !== "string") throw new JudgeOutputError(`openai: the ${request.outputName} call has no arguments`, usage, model);
  let output;
  try {
    output = JSON.parse(call.arguments);
  } catch (error) {
    throw new JudgeOutputError(
      `openai: the ${request.outputName} arguments are not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      usage,
      model
    );
  }
  return { output, usage, model };
}
var OpenAIJudge = class {
  source = OPENAI_SOURCE;
  resolved;
  url;
  constructor(options) {
    this.resolved = resolveHttpOptions(options, "OPENAI_API_KEY");
    this.url = `${(options.baseURL ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, "")}/responses`;
  }
  async call(request, _options) {
    if (request.provider !== "openai") {
      throw new Error(`openai judge asked to answer a request for provider ${JSON.stringify(request.provider)}`);
    }
    const payload = JSON.stringify(openaiRequestBody(request, this.resolved.defaultMaxTokens));
    return openaiOutput(await withRetries("openai", request, this.resolved, () => this.attempt(payload)), request);
  }
  async attempt(payload) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.resolved.timeoutMs);
    try {
      const response = await this.resolved.fetch(this.url, {
        method: "POST",
        headers: { authorization: `Bearer ${this.resolved.apiKey}`, "content-type": "application/json", accept: "application/json" },
        body: payload,
        signal: controller.signal
      });
      const text = await response.text();
      if (!response.ok) {
        return {
          kind: "failed",
          detail: `HTTP ${response.status} ${apiErrorMessage(text)}`,
          status: response.status,
          retryable: isRetryableResponse(response.status, response.headers),
          retryAfter: retryAfterMs(response.headers, Date.now())
        };
      }
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        return { kind: "failed", detail: `HTTP ${response.status} with a body that is not JSON`, status: response.status, retryable: true, retryAfter: void 0 };
      }
      if (body === null || typeof body !== "object") {
        return { kind: "failed", detail: "response body is not a JSON object", status: response.status, retryable: true, retryAfter: void 0 };
      }
      return { kind: "ok", value: body };
    } catch (error) {
      const timedOut = controller.signal.aborted;
      const detail = timedOut ? `request timed out after ${this.resolved.timeoutMs} ms` : `connection error (${error instanceof Error ? error.message : String(error)})`;
      return { kind: "failed", detail, status: void 0, retryable: true, retryAfter: void 0 };
    } finally {
      clearTimeout(timer);
    }
  }
};
function apiErrorMessage(text) {
  try {
    const body = JSON.parse(text);
    const e = body.error;
    if (e !== void 0 && e !== null) {
      return [e.type, e.code, e.message].filter((p) => typeof p === "string").join(": ").slice(0, 500);
    }
  } catch {
  }
  return text.slice(0, 500);
}
function createOpenAIJudge(options) {
  return new OpenAIJudge(options);
}
export {
  OPENAI_DEFAULT_BASE_URL,
  OPENAI_SETTINGS,
  OPENAI_SOURCE,
  OpenAIJudge,
  createOpenAIJudge,
  openaiOutput,
  openaiRequestBody,
  openaiUsage
};
