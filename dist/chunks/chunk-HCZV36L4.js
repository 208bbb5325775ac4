import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  findSecretLikeValues
} from "./chunk-VAM67OB3.js";
import {
  describeJsonSyntaxError
} from "./chunk-LAMXQWWM.js";
import {
  parseLimitSeconds
} from "./chunk-OSQLWR62.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";

// src/node/judge-options.ts
var JUDGE_PROVIDERS = ["anthropic", "openai", "scripted"];
function parseJudgeSettings(text, label = "--judge-settings") {
  if (text === void 0) return {};
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${label}: not valid JSON (${describeJsonSyntaxError(error, text)})`, { cause: error });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError(`${label}: expected a JSON object such as '{"max_tokens": 4096}'`);
  }
  const findings = findSecretLikeValues(value);
  if (findings.length > 0) {
    throw new InputError(
      `${label}: ${findings.map((f) => `${f.path.replace(/^\$\.?/, "") || "(the object)"} holds ${f.rule}`).join("; ")}; judge settings are written into every recording and report, so they may not hold a credential (the provider's key comes from its environment variable)`
    );
  }
  return value;
}
function parseJudgeTimeout(text, label = "--judge-timeout", blankIsUnset = false) {
  return parseLimitSeconds(text, label, "e.g. 60 or 2.5", blankIsUnset);
}

export {
  JUDGE_PROVIDERS,
  parseJudgeSettings,
  parseJudgeTimeout
};
