import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_MAX_TOKENS,
  DEFAULT_TIMEOUT_MS
} from "./chunk-SQ2UB2SU.js";
import {
  urlCredentials
} from "./chunk-QJRR5QJN.js";
import {
  JudgeProviderError
} from "./chunk-QITUHNQM.js";
import {
  scrubSecrets
} from "./chunk-VAM67OB3.js";

// src/judge/structured-output.ts
function schemaTypes(schema) {
  if (schema === null || typeof schema !== "object") return [];
  const type = schema.type;
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.filter((t) => typeof t === "string");
  return [];
}
function repairStringifiedJson(output, schema) {
  if (output === null || typeof output !== "object" || Array.isArray(output)) return output;
  const properties = schema.properties;
  if (properties === null || typeof properties !== "object") return output;
  const repaired = { ...output };
  for (const [name, value] of Object.entries(repaired)) {
    if (typeof value !== "string") continue;
    const types = schemaTypes(properties[name]);
    const wantsArray = types.includes("array");
    const wantsObject = types.includes("object");
    if (!wantsArray && !wantsObject) continue;
    try {
      const parsed = JSON.parse(value);
      const isArray = Array.isArray(parsed);
      const isObject = parsed !== null && typeof parsed === "object" && !isArray;
      if (wantsArray && isArray || wantsObject && isObject) repaired[name] = parsed;
    } catch {
    }
  }
  return repaired;
}
var SUBSCHEMA_MAPS = ["properties", "$defs", "definitions", "patternProperties"];
var SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"];
var SUBSCHEMA_SINGLE = ["items", "not", "if", "then", "else", "contains", "additionalItems"];
function strictJsonSchema(schema) {
  return strictNode(schema);
}
function strictNode(node) {
  if (Array.isArray(node)) return node.map(strictNode);
  if (node === null || typeof node !== "object") return node;
  const source = node;
  const out = { ...source };
  for (const name of SUBSCHEMA_MAPS) {
    const map = source[name];
    if (map !== null && typeof map === "object" && !Array.isArray(map)) {
      out[name] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, strictNode(v)]));
    }
  }
  for (const name of SUBSCHEMA_LISTS) {
    if (Array.isArray(source[name])) out[name] = source[name].map(strictNode);
  }
  for (const name of SUBSCHEMA_SINGLE) {
    if (source[name] !== void 0 && typeof source[name] === "object") out[name] = strictNode(source[name]);
  }
  const isObjectSchema = schemaTypes(source).includes("object") || source.properties !== void 0 && source.type === void 0;
  if (isObjectSchema) out.additionalProperties = false;
  return out;
}

// src/providers/retry.ts
import { setTimeout as delay } from "node:timers/promises";
function defaultBackoffMs(retry, random = Math.random) {
  return Math.min(500 * 2 ** (retry - 1), 8e3) * (1 - random() * 0.25);
}
var MAX_TIMER_MS = 2 ** 31 - 1;
function retryAfterMs(headers, nowMs) {
  if (headers === void 0) return void 0;
  let wait;
  const msHeader = headers.get("retry-after-ms");
  if (msHeader !== null && msHeader !== "") {
    const ms = Number.parseFloat(msHeader);
    if (!Number.isNaN(ms)) wait = ms;
  }
  const raw = headers.get("retry-after");
  if (raw !== null && raw !== "" && (wait === void 0 || wait === 0)) {
    const seconds = Number.parseFloat(raw);
    wait = Number.isNaN(seconds) ? Date.parse(raw) - nowMs : seconds * 1e3;
  }
  if (wait === void 0 || !(wait > 0 && wait <= MAX_TIMER_MS)) return void 0;
  return wait;
}
function resolveHttpOptions(options, envName) {
  if (typeof options.apiKey !== "string" || options.apiKey.trim() === "") {
    throw new Error(`${envName} is required for live judge calls (set it, or use --judge-mode replay)`);
  }
  const secrets = [options.apiKey, ...urlCredentials(options.baseURL), ...options.extraSecrets ?? []];
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
var MAX_RETRY_AFTER_MS = 6e4;
var duration = (ms) => Math.round(ms) >= 1e3 ? `${Math.round(ms / 100) / 10} s` : `${Math.round(ms)} ms`;
async function withRetries(provider, request, resolved, attempt) {
  const { maxAttempts, scrub, log, sleep, backoffMs } = resolved;
  for (let number = 1; ; number++) {
    const result = await attempt();
    if (result.kind === "ok") return result.value;
    const detail = scrub(result.detail);
    if (result.retryable && number < maxAttempts) {
      const asked = result.retryAfter;
      const wait = asked === void 0 ? backoffMs(number) : Math.min(asked, MAX_RETRY_AFTER_MS);
      log(
        `${provider} judge call for metric "${request.metric}" (replica ${request.replica}, model ${request.model}): attempt ${number}/${maxAttempts} failed (${detail}); retrying in ${duration(wait)}` + (asked !== void 0 && asked > wait ? ` (the server asked for ${duration(asked)}; agent-eval waits at most ${duration(MAX_RETRY_AFTER_MS)})` : "")
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
function isRetryableResponse(status, headers) {
  const says = headers?.get("x-should-retry");
  if (says === "true") return true;
  if (says === "false") return false;
  return isRetryableStatus(status);
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
  repairStringifiedJson,
  strictJsonSchema,
  retryAfterMs,
  resolveHttpOptions,
  withRetries,
  isRetryableResponse,
  positiveIntSetting,
  checkSettings
};
