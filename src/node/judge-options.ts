/**
 * The judge settings a user types (provider names, settings JSON, timeout), checked without the
 * judge stack (judge-setup.ts): the command line defines and validates its judge flags with these
 * before any provider, fixture store or schema is loaded.
 */
import { InputError } from "../core/errors.js";
import { parseDecimal } from "../core/count.js";

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

/**
 * Parse a judge timeout in seconds (a positive number) into ms; undefined when not given. A blank
 * value is "not given" only where it cannot be told from unset (`blankIsUnset`: an Action input); a
 * flag given as `''` is refused, as the counts are.
 */
export function parseJudgeTimeout(text: string | undefined, label = "--judge-timeout", blankIsUnset = false): number | undefined {
  if (text === undefined || (blankIsUnset && text.trim() === "")) return undefined;
  // read like the counts: Number() alone would also take 0x10 (16 s), 1e3 or " 60"
  const seconds = parseDecimal(text) ?? Number.NaN;
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 24 * 3600) {
    throw new InputError(`${label}: expected a number of seconds in decimal digits, above 0 and at most 86400 (e.g. 60 or 2.5), got '${text}'`);
  }
  return Math.round(seconds * 1000);
}
