/**
 * The judge settings a user types (provider names, settings JSON, timeout), checked without the
 * judge stack (judge-setup.ts): the command line defines and validates its judge flags with these
 * before any provider, fixture store or schema is loaded.
 */
import { InputError } from "../core/errors.js";
import { parseLimitSeconds } from "../core/count.js";
import { describeJsonSyntaxError } from "../core/json-error.js";
import { findSecretLikeValues } from "../judge/secrets.js";

export const JUDGE_PROVIDERS = ["anthropic", "openai", "scripted"] as const;
export type JudgeProviderName = (typeof JUDGE_PROVIDERS)[number];

/** Parse judge settings JSON (an object), naming the problem and the flag or input (`label`). */
export function parseJudgeSettings(text: string | undefined, label = "--judge-settings"): Record<string, unknown> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // V8's message quotes the start of the text, which may be a key pasted by mistake
    throw new InputError(`${label}: not valid JSON (${describeJsonSyntaxError(error, text)})`, { cause: error });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError(`${label}: expected a JSON object such as '{"max_tokens": 4096}'`);
  }
  // the settings are part of every recording and of the report's inputs: a credential in them
  // would be written to both (a recording refuses it only after the paid call)
  const findings = findSecretLikeValues(value);
  if (findings.length > 0) {
    throw new InputError(
      `${label}: ${findings.map((f) => `${f.path.replace(/^\$\.?/, "") || "(the object)"} holds ${f.rule}`).join("; ")}; ` +
        "judge settings are written into every recording and report, so they may not hold a credential (the provider's key comes from its environment variable)",
    );
  }
  return value as Record<string, unknown>;
}

/** A judge call's per-attempt timeout in decimal seconds, into ms; undefined when not given (see parseLimitSeconds). */
export function parseJudgeTimeout(text: string | undefined, label = "--judge-timeout", blankIsUnset = false): number | undefined {
  return parseLimitSeconds(text, label, "e.g. 60 or 2.5", blankIsUnset);
}
