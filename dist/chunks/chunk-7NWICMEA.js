import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-TESCUGIO.js";
import {
  parseDecimal
} from "./chunk-CQPRHBHR.js";

// src/node/judge-options.ts
var JUDGE_PROVIDERS = ["anthropic", "openai", "scripted"];
function parseJudgeSettings(text, label = "--judge-settings") {
  if (text === void 0) return {};
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${label}: not valid JSON (${error.message})`, { cause: error });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError(`${label}: expected a JSON object such as '{"max_tokens": 4096}'`);
  }
  return value;
}
function parseJudgeTimeout(text, label = "--judge-timeout", blankIsUnset = false) {
  if (text === void 0 || blankIsUnset && text.trim() === "") return void 0;
  const seconds = parseDecimal(text) ?? Number.NaN;
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 24 * 3600) {
    throw new InputError(`${label}: expected a number of seconds in decimal digits, above 0 and at most 86400 (e.g. 60 or 2.5), got '${text}'`);
  }
  return Math.round(seconds * 1e3);
}

export {
  JUDGE_PROVIDERS,
  parseJudgeSettings,
  parseJudgeTimeout
};
