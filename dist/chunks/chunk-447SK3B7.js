import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  JudgeProviderError,
  thinkingAsText
} from "./chunk-D67Q6H56.js";
import {
  scrubSecrets
} from "./chunk-HR3ZGJWV.js";

// src/core/history/wire.ts
var ANTHROPIC_CACHE_CONTROL = { type: "ephemeral", ttl: "5m" };
function anthropicBlocks(block, out) {
  switch (block.type) {
    case "prompt":
      if (typeof block.content === "string") {
        if (block.content !== "") out.push({ type: "text", text: block.content });
        return;
      }
      for (const item of block.content) {
        if (typeof item === "string") {
          if (item !== "") out.push({ type: "text", text: item });
        } else {
          const previous = out[out.length - 1];
          if (previous?.type === "text") previous.cache_control = ANTHROPIC_CACHE_CONTROL;
        }
      }
      return;
    case "tool_result":
      out.push({ type: "tool_result", tool_use_id: block.tool_call_id, content: [{ type: "text", text: block.content }], is_error: false });
      return;
    case "thinking":
      out.push({ type: "text", text: thinkingAsText(block.text) });
      return;
    case "text":
      if (block.text !== "") out.push({ type: "text", text: block.text });
      return;
    case "tool_call":
      out.push({ type: "tool_use", id: block.tool_call_id, name: block.tool_name, input: { ...block.arguments } });
      return;
  }
}
function anthropicMessages(messages) {
  return messages.map((message) => {
    const content = [];
    for (const block of message.blocks) anthropicBlocks(block, content);
    return { role: message.role, content };
  });
}
function openaiInput(system, messages) {
  const items = [];
  if (system !== "") items.push({ role: "system", content: system });
  for (const message of messages) {
    for (const block of message.blocks) {
      switch (block.type) {
        case "prompt":
          if (typeof block.content === "string") items.push({ role: "user", content: block.content });
          else {
            const texts = block.content.filter((item) => typeof item === "string");
            items.push({ role: "user", content: texts.map((text) => ({ type: "input_text", text })) });
          }
          break;
        case "tool_result":
          items.push({ type: "function_call_output", call_id: block.tool_call_id, output: block.content });
          break;
        case "thinking":
          items.push({ role: "assistant", content: thinkingAsText(block.text) });
          break;
        case "text":
          items.push({ role: "assistant", content: block.text });
          break;
        case "tool_call":
          items.push({ type: "function_call", call_id: block.tool_call_id, name: block.tool_name, arguments: JSON.stringify(block.arguments) });
          break;
      }
    }
  }
  return items;
}

// src/providers/retry.ts
import { setTimeout as delay } from "node:timers/promises";
var DEFAULT_MAX_ATTEMPTS = 3;
var DEFAULT_TIMEOUT_MS = 3e5;
var DEFAULT_MAX_TOKENS = 16384;
function defaultBackoffMs(retry) {
  return Math.min(3e4, Math.max(4e3, 2e3 * 2 ** retry));
}
function retryAfterMs(headers, nowMs) {
  if (headers === void 0) return void 0;
  const msHeader = headers.get("retry-after-ms");
  if (msHeader !== null) {
    const ms = Number(msHeader);
    if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, 6e4);
  }
  const raw = headers.get("retry-after");
  if (raw === null) return void 0;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1e3, 6e4);
  const date = Date.parse(raw);
  if (Number.isFinite(date)) return Math.min(Math.max(0, date - nowMs), 6e4);
  return void 0;
}
function resolveHttpOptions(options, envName) {
  if (typeof options.apiKey !== "string" || options.apiKey.trim() === "") {
    throw new Error(`${envName} is required for live judge calls (set it, or use --judge-mode replay)`);
  }
  const secrets = [options.apiKey, ...options.extraSecrets ?? []];
  const scrub = (text) => scrubSecrets(text, secrets);
  const log = options.log ?? (() => void 0);
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError("maxAttempts must be a positive integer");
  return {
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxAttempts,
    backoffMs: options.backoffMs ?? defaultBackoffMs,
    sleep: options.sleep ?? ((ms) => delay(ms)),
    log: (line) => log(scrub(line)),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    defaultMaxTokens: options.defaultMaxTokens ?? DEFAULT_MAX_TOKENS,
    scrub
  };
}
async function withRetries(provider, request, resolved, attempt) {
  const { maxAttempts, scrub, log, sleep, backoffMs } = resolved;
  for (let number = 1; ; number++) {
    const result = await attempt();
    if (result.kind === "ok") return result.value;
    const detail = scrub(result.detail);
    if (result.retryable && number < maxAttempts) {
      const wait = result.retryAfter ?? backoffMs(number);
      log(
        `${provider} judge call for metric "${request.metric}" (replica ${request.replica}, model ${request.model}): attempt ${number}/${maxAttempts} failed (${detail}); retrying in ${wait >= 1e3 ? `${Math.round(wait / 100) / 10} s` : `${wait} ms`}`
      );
      await sleep(wait);
      continue;
    }
    throw new JudgeProviderError(
      `${provider} judge call for metric "${request.metric}" (model ${request.model}) failed after ${number} attempt(s): ${detail}`,
      result.status,
      number
    );
  }
}
function isRetryableStatus(status) {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}
function positiveIntSetting(settings, name) {
  const value = settings[name];
  if (value === void 0) return void 0;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new Error(`judge setting ${name} must be a positive integer, got ${JSON.stringify(value)}`);
  }
  return value;
}
function checkSettings(provider, settings, supported) {
  const unknown = Object.keys(settings).filter((name) => !supported.includes(name));
  if (unknown.length > 0) {
    throw new Error(`${provider} judge: unsupported setting(s) ${unknown.join(", ")}; supported: ${supported.join(", ")}`);
  }
}

export {
  ANTHROPIC_CACHE_CONTROL,
  anthropicMessages,
  openaiInput,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_TIMEOUT_MS,
  retryAfterMs,
  resolveHttpOptions,
  withRetries,
  isRetryableStatus,
  positiveIntSetting,
  checkSettings
};
