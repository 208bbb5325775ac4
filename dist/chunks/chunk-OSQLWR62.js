import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";

// src/core/count.ts
var COUNT_FORM = "in decimal digits";
function parseCount(text, bounds = {}) {
  if (!/^[0-9]+$/.test(text)) return void 0;
  const n = Number(text);
  const { min = 1, max = Number.MAX_SAFE_INTEGER } = bounds;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : void 0;
}
function parseDecimal(text) {
  return /^[0-9]+(\.[0-9]+)?$/.test(text) ? Number(text) : void 0;
}
function describeCount(bounds = {}) {
  const { min = 1, max } = bounds;
  const kind = min === 1 ? "a positive integer" : min === 0 ? "a non-negative integer" : `an integer of at least ${min}`;
  return `${kind}${max === void 0 ? "" : ` of at most ${max}`} ${COUNT_FORM}, e.g. ${Math.max(min, Math.min(4, max ?? 4))}`;
}
function parseShard(text) {
  const match = /^([0-9]+)\/([0-9]+)$/.exec(text);
  if (match === null) return void 0;
  const index = parseCount(match[1]);
  const total = parseCount(match[2]);
  return index !== void 0 && total !== void 0 && index <= total ? { index, total } : void 0;
}
var MAX_LIMIT_SECONDS = 24 * 3600;
function parseLimitSeconds(text, label, example, blankIsUnset = false) {
  if (text === void 0 || blankIsUnset && text.trim() === "") return void 0;
  const seconds = parseDecimal(text) ?? Number.NaN;
  const ms = Math.round(seconds * 1e3);
  if (!Number.isFinite(seconds) || seconds < 1e-3 || ms < 1 || seconds > MAX_LIMIT_SECONDS) {
    throw new InputError(`${label}: expected a number of seconds ${COUNT_FORM}, at least 0.001 and at most ${MAX_LIMIT_SECONDS} (${example}), got '${text}'`);
  }
  return ms;
}

export {
  COUNT_FORM,
  parseCount,
  parseDecimal,
  describeCount,
  parseShard,
  parseLimitSeconds
};
