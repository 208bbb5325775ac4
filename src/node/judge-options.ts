/**
 * The judge settings a user types (provider names, settings JSON, timeout), checked without the
 * judge stack (judge-setup.ts): the command line defines and validates its judge flags with these
 * before any provider, fixture store or schema is loaded.
 */
import { InputError } from "../core/errors.js";
import { parseLimitSeconds } from "../core/count.js";

export const JUDGE_PROVIDERS = ["anthropic", "openai", "scripted"] as const;
export type JudgeProviderName = (typeof JUDGE_PROVIDERS)[number];

/** Parse judge settings JSON (an object), naming the problem and the flag or input (`label`). */
export function parseJudgeSettings(text: string | undefined, label = "--judge-settings"): Record<string, unknown> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${label}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError(`${label}: expected a JSON object such as '{"max_tokens": 4096}'`);
  }
  return value as Record<string, unknown>;
}

/** A judge call's per-attempt timeout in decimal seconds, into ms; undefined when not given (see parseLimitSeconds). */
export function parseJudgeTimeout(text: string | undefined, label = "--judge-timeout", blankIsUnset = false): number | undefined {
  return parseLimitSeconds(text, label, "e.g. 60 or 2.5", blankIsUnset);
}
