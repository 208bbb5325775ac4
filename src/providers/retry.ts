/** Retry policy, options and secret scrubbing shared by the HTTP judge providers. */
import { setTimeout as delay } from "node:timers/promises";
import type { JudgeRequest } from "../judge/judge.js";
import { JudgeProviderError } from "../judge/judge-errors.js";
import { scrubSecrets } from "../judge/secrets.js";
import { urlCredentials } from "../node/api-keys.js";

import { DEFAULT_MAX_ATTEMPTS, DEFAULT_MAX_TOKENS, DEFAULT_TIMEOUT_MS } from "./retry-defaults.js";

export { DEFAULT_MAX_ATTEMPTS, DEFAULT_MAX_TOKENS, DEFAULT_TIMEOUT_MS } from "./retry-defaults.js";

/**
 * The Anthropic SDK's default backoff (`calculateDefaultRetryTimeoutMillis`, reference B.5) for
 * retry number `retry` (1-based): min(0.5 s × 2^(retry − 1), 8 s), less up to 25% jitter:
 * ~0.5 s, ~1 s, ~2 s, ~4 s, then ~8 s. `random` is injectable for tests.
 */
export function defaultBackoffMs(retry: number, random: () => number = Math.random): number {
  return Math.min(500 * 2 ** (retry - 1), 8_000) * (1 - random() * 0.25);
}

/** Longest wait one timer can represent; the SDK ignores a retry-after beyond it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The server's requested wait, as the SDK reads it (`retryRequest`, reference B.5): `retry-after-ms`
 * (a number), else `retry-after` (seconds, or an HTTP date). Used only when it is > 0 and at most
 * 2^31 − 1 ms; otherwise (absent, unparsable, zero, negative, a date in the past, too long)
 * undefined, and the caller falls back to the backoff.
 */
export function retryAfterMs(headers: Headers | undefined, nowMs: number): number | undefined {
  if (headers === undefined) return undefined;
  let wait: number | undefined;
  const msHeader = headers.get("retry-after-ms");
  if (msHeader !== null && msHeader !== "") {
    const ms = Number.parseFloat(msHeader);
    if (!Number.isNaN(ms)) wait = ms;
  }
  const raw = headers.get("retry-after");
  if (raw !== null && raw !== "" && (wait === undefined || wait === 0)) {
    const seconds = Number.parseFloat(raw);
    wait = Number.isNaN(seconds) ? Date.parse(raw) - nowMs : seconds * 1000;
  }
  if (wait === undefined || !(wait > 0 && wait <= MAX_TIMER_MS)) return undefined;
  return wait;
}

export interface HttpJudgeOptions {
  /** The API key (the CLI reads it from the environment; required). */
  readonly apiKey: string;
  /** API base URL (the CLI reads `ANTHROPIC_BASE_URL` / `OPENAI_BASE_URL`). */
  readonly baseURL?: string;
  /** Per-attempt timeout in ms (default 300 000). */
  readonly timeoutMs?: number;
  /** Attempts for transient failures (default 3). */
  readonly maxAttempts?: number;
  /** Wait before retry number `retry` (1-based) when the server gives no retry-after. */
  readonly backoffMs?: (retry: number) => number;
  /** Injectable sleep (tests pass a no-op). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** One line per retry or warning; lines are scrubbed of secrets. */
  readonly log?: (line: string) => void;
  /** Injectable fetch; default is the global fetch looked up at call time (so nock sees it). */
  readonly fetch?: typeof fetch;
  /** max output tokens when the request settings give none (default 16384). */
  readonly defaultMaxTokens?: number;
  /** Further strings that must never appear in errors or logs. */
  readonly extraSecrets?: readonly string[];
}

export interface ResolvedHttpOptions {
  readonly apiKey: string;
  readonly timeoutMs: number;
  readonly maxAttempts: number;
  readonly backoffMs: (retry: number) => number;
  readonly sleep: (ms: number) => Promise<void>;
  readonly log: (line: string) => void;
  readonly fetch: typeof fetch;
  readonly defaultMaxTokens: number;
  readonly scrub: (text: string) => string;
}

export function resolveHttpOptions(options: HttpJudgeOptions, envName: string): ResolvedHttpOptions {
  if (typeof options.apiKey !== "string" || options.apiKey.trim() === "") {
    throw new Error(`${envName} is required for live judge calls (set it, or use --judge-mode replay)`);
  }
  // a password in the base URL (`https://user:key@host`) is a credential too: fetch echoes the URL when it refuses it
  const secrets = [options.apiKey, ...urlCredentials(options.baseURL), ...(options.extraSecrets ?? [])];
  const scrub = (text: string): string => scrubSecrets(text, secrets);
  const log = options.log ?? (() => undefined);
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
    scrub,
  };
}

/** Why one attempt failed, as a provider sees it. */
export interface AttemptFailure {
  readonly detail: string;
  readonly status: number | undefined;
  readonly retryable: boolean;
  /** The server's retry-after, in ms, when it gave one. */
  readonly retryAfter: number | undefined;
}

export type AttemptResult<T> = { readonly kind: "ok"; readonly value: T } | ({ readonly kind: "failed" } & AttemptFailure);

/**
 * The longest wait a server's retry-after gets: the SDK honours up to 2^31 − 1 ms (~24.8 days),
 * which in a CI job is a hang until the job's own timeout (6 h on GitHub); past a minute the call
 * is tried again (and fails with the server's answer when it still refuses).
 */
export const MAX_RETRY_AFTER_MS = 60_000;

/** A wait as the retry line shows it: whole ms below a second (999.6 ms is "1 s", not "1000 ms"), else tenths of seconds. */
export const duration = (ms: number): string => (Math.round(ms) >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${Math.round(ms)} ms`);

/**
 * Calls `attempt` until it succeeds, waiting between transient failures (the server's retry-after,
 * else the backoff) and logging each retry; the last failure becomes a JudgeProviderError.
 * Details are scrubbed of secrets before they reach a log line or an error.
 */
export async function withRetries<T>(provider: string, request: JudgeRequest, resolved: ResolvedHttpOptions, attempt: () => Promise<AttemptResult<T>>): Promise<T> {
  const { maxAttempts, scrub, log, sleep, backoffMs } = resolved;
  for (let number = 1; ; number++) {
    const result = await attempt();
    if (result.kind === "ok") return result.value;
    const detail = scrub(result.detail);
    if (result.retryable && number < maxAttempts) {
      const asked = result.retryAfter;
      const wait = asked === undefined ? backoffMs(number) : Math.min(asked, MAX_RETRY_AFTER_MS);
      // one line per retry, so a slow call is never silent: which call, why, and when it goes again
      log(
        `${provider} judge call for metric "${request.metric}" (replica ${request.replica}, model ${request.model}): ` +
          `attempt ${number}/${maxAttempts} failed (${detail}); retrying in ${duration(wait)}` +
          (asked !== undefined && asked > wait ? ` (the server asked for ${duration(asked)}; agent-eval waits at most ${duration(MAX_RETRY_AFTER_MS)})` : ""),
      );
      await sleep(wait);
      continue;
    }
    throw new JudgeProviderError(
      `${provider} judge call for metric "${request.metric}" (model ${request.model}) failed after ${number} attempt(s): ${detail}`,
      result.status,
      number,
    );
  }
}

/** Statuses worth retrying: request timeout, conflict, rate limit, any 5xx (incl. 529 overloaded). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * Whether an HTTP error response is retried, as the SDK's `shouldRetry` decides (reference B.5): the
 * server's `x-should-retry: true|false` is obeyed first, then the status decides.
 */
export function isRetryableResponse(status: number, headers: Headers | undefined): boolean {
  const says = headers?.get("x-should-retry");
  if (says === "true") return true;
  if (says === "false") return false;
  return isRetryableStatus(status);
}

/** Reads a positive integer setting, or undefined when absent. */
export function positiveIntSetting(settings: Readonly<Record<string, unknown>>, name: string): number | undefined {
  const value = settings[name];
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new Error(`judge setting ${name} must be a positive integer, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** Rejects settings the provider does not map (they are part of the fixture key, so never ignore them). */
export function checkSettings(provider: string, settings: Readonly<Record<string, unknown>>, supported: readonly string[]): void {
  const unknown = Object.keys(settings).filter((name) => !supported.includes(name));
  if (unknown.length > 0) {
    throw new Error(`${provider} judge: unsupported setting(s) ${unknown.join(", ")}; supported: ${supported.join(", ")}`);
  }
}
