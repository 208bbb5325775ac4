import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_MAX_TOKENS,
  DEFAULT_TIMEOUT_MS
} from "./chunk-SQ2UB2SU.js";
import {
  JudgeProviderError
} from "./chunk-QITUHNQM.js";
import {
  scrubSecrets
} from "./chunk-HR3ZGJWV.js";

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
  repairStringifiedJson,
  strictJsonSchema,
  retryAfterMs,
  resolveHttpOptions,
  withRetries,
  isRetryableStatus,
  positiveIntSetting,
  checkSettings
};
