/**
 * The one reading of a count (a concurrency, a number of replicas, a round, a shard) given as text
 * by a CLI flag or an Action input: decimal digits only. `Number()` would also take `2.0`, `1e1`,
 * `0x2`, ` 2` or `` (0), and `parseInt` `2abc`: a typo there should stop the run, not pick a count.
 */
import { InputError } from "./errors.js";

/** What the messages say a count looks like. */
export const COUNT_FORM = "in decimal digits";

export interface CountBounds {
  /** The smallest count allowed (default 1). */
  readonly min?: number;
  /** The largest (default: the largest integer a double holds exactly). */
  readonly max?: number;
}

/** The count `text` spells, or undefined when it is not decimal digits within the bounds. */
export function parseCount(text: string, bounds: CountBounds = {}): number | undefined {
  if (!/^[0-9]+$/.test(text)) return undefined;
  const n = Number(text);
  const { min = 1, max = Number.MAX_SAFE_INTEGER } = bounds;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * A decimal amount (`60`, `2.5`): digits with an optional fraction, read the same strict way as a
 * count (no sign, exponent, hex or spaces). Undefined otherwise; bounds are the caller's.
 */
export function parseDecimal(text: string): number | undefined {
  return /^[0-9]+(\.[0-9]+)?$/.test(text) ? Number(text) : undefined;
}

/** What a count within `bounds` looks like, for messages: "a positive integer in decimal digits, e.g. 4". */
export function describeCount(bounds: CountBounds = {}): string {
  const { min = 1, max } = bounds;
  const kind = min === 1 ? "a positive integer" : min === 0 ? "a non-negative integer" : `an integer of at least ${min}`;
  return `${kind}${max === undefined ? "" : ` of at most ${max}`} ${COUNT_FORM}, e.g. ${Math.max(min, Math.min(4, max ?? 4))}`;
}

/** `i/n` (two counts, 1 <= i <= n; i is 1-based), or undefined. */
export function parseShard(text: string): { readonly index: number; readonly total: number } | undefined {
  const match = /^([0-9]+)\/([0-9]+)$/.exec(text);
  if (match === null) return undefined;
  const index = parseCount(match[1] as string);
  const total = parseCount(match[2] as string);
  return index !== undefined && total !== undefined && index <= total ? { index, total } : undefined;
}

/** The largest time limit a flag or input may ask for: a day. */
export const MAX_LIMIT_SECONDS = 24 * 3600;

/**
 * A time limit in decimal seconds (`--judge-timeout`, `--user-code-timeout` and their Action
 * inputs), into whole milliseconds; undefined when not given. At least 0.001 s (one ms: below
 * that the limit would round to 0 ms, which Node's timers and `vm` read as "none" or "now") and at
 * most a day. A blank value is "not given" only where it cannot be told from unset
 * (`blankIsUnset`: an Action input); a flag given as `''` is refused, as the counts are.
 */
export function parseLimitSeconds(text: string | undefined, label: string, example: string, blankIsUnset = false): number | undefined {
  if (text === undefined || (blankIsUnset && text.trim() === "")) return undefined;
  const seconds = parseDecimal(text) ?? Number.NaN;
  const ms = Math.round(seconds * 1000);
  if (!Number.isFinite(seconds) || seconds < 0.001 || ms < 1 || seconds > MAX_LIMIT_SECONDS) {
    throw new InputError(`${label}: expected a number of seconds ${COUNT_FORM}, at least 0.001 and at most ${MAX_LIMIT_SECONDS} (${example}), got '${text}'`);
  }
  return ms;
}
