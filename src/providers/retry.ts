/** Retry policy, options and secret scrubbing shared by the HTTP judge providers. */
import { setTimeout as delay } from "node:timers/promises";
import { scrubSecrets } from "../judge/secrets.js";

/** Attempts per call for transient failures (429, 529, 5xx, 408, connection errors, timeouts). */
export const DEFAULT_MAX_ATTEMPTS = 3;
/** Per-attempt timeout. */
export const DEFAULT_TIMEOUT_MS = 300_000;
/** Default max output tokens (GlossoGen: `LLM_MAX_TOKENS` env, else 16384; the CLI reads the env). */
export const DEFAULT_MAX_TOKENS = 16_384;

/** Exponential backoff like GlossoGen's (multiplier 2, min 4 s, max 30 s): 4 s, 8 s, 16 s, 30 s… */
export function defaultBackoffMs(retry: number): number {
  return Math.min(30_000, Math.max(4_000, 2_000 * 2 ** retry));
}

/** The server's `retry-after-ms` / `retry-after` (seconds or HTTP date), capped at 60 s. */
export function retryAfterMs(headers: Headers | undefined, nowMs: number): number | undefined {
  if (headers === undefined) return undefined;
  const msHeader = headers.get("retry-after-ms");
  if (msHeader !== null) {
    const ms = Number(msHeader);
    if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, 60_000);
  }
  const raw = headers.get("retry-after");
  if (raw === null) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 60_000);
  const date = Date.parse(raw);
  if (Number.isFinite(date)) return Math.min(Math.max(0, date - nowMs), 60_000);
  return undefined;
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
  const secrets = [options.apiKey, ...(options.extraSecrets ?? [])];
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

/** Statuses worth retrying: request timeout, conflict, rate limit, any 5xx (incl. 529 overloaded). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
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
