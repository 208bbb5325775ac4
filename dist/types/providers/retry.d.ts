import type { JudgeRequest } from "../judge/judge.js";
export { DEFAULT_MAX_ATTEMPTS, DEFAULT_MAX_TOKENS, DEFAULT_TIMEOUT_MS } from "./retry-defaults.js";
/**
 * The Anthropic SDK's default backoff (`calculateDefaultRetryTimeoutMillis`, reference B.5) for
 * retry number `retry` (1-based): min(0.5 s × 2^(retry − 1), 8 s), less up to 25% jitter:
 * ~0.5 s, ~1 s, ~2 s, ~4 s, then ~8 s. `random` is injectable for tests.
 */
export declare function defaultBackoffMs(retry: number, random?: () => number): number;
/**
 * The server's requested wait, as the SDK reads it (`retryRequest`, reference B.5): `retry-after-ms`
 * (a number), else `retry-after` (seconds, or an HTTP date). Used only when it is > 0 and at most
 * 2^31 − 1 ms; otherwise (absent, unparsable, zero, negative, a date in the past, too long)
 * undefined, and the caller falls back to the backoff.
 */
export declare function retryAfterMs(headers: Headers | undefined, nowMs: number): number | undefined;
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
export declare function resolveHttpOptions(options: HttpJudgeOptions, envName: string): ResolvedHttpOptions;
/** Why one attempt failed, as a provider sees it. */
export interface AttemptFailure {
    readonly detail: string;
    readonly status: number | undefined;
    readonly retryable: boolean;
    /** The server's retry-after, in ms, when it gave one. */
    readonly retryAfter: number | undefined;
}
export type AttemptResult<T> = {
    readonly kind: "ok";
    readonly value: T;
} | ({
    readonly kind: "failed";
} & AttemptFailure);
/**
 * The longest wait a server's retry-after gets: the SDK honours up to 2^31 − 1 ms (~24.8 days),
 * which in a CI job is a hang until the job's own timeout (6 h on GitHub); past a minute the call
 * is tried again (and fails with the server's answer when it still refuses).
 */
export declare const MAX_RETRY_AFTER_MS = 60000;
/** A wait as the retry line shows it: whole ms below a second (999.6 ms is "1 s", not "1000 ms"), else tenths of seconds. */
export declare const duration: (ms: number) => string;
/**
 * Calls `attempt` until it succeeds, waiting between transient failures (the server's retry-after,
 * else the backoff) and logging each retry; the last failure becomes a JudgeProviderError.
 * Details are scrubbed of secrets before they reach a log line or an error.
 */
export declare function withRetries<T>(provider: string, request: JudgeRequest, resolved: ResolvedHttpOptions, attempt: () => Promise<AttemptResult<T>>): Promise<T>;
/** Statuses worth retrying: request timeout, conflict, rate limit, any 5xx (incl. 529 overloaded). */
export declare function isRetryableStatus(status: number): boolean;
/**
 * Whether an HTTP error response is retried, as the SDK's `shouldRetry` decides (reference B.5): the
 * server's `x-should-retry: true|false` is obeyed first, then the status decides.
 */
export declare function isRetryableResponse(status: number, headers: Headers | undefined): boolean;
/** Reads a positive integer setting, or undefined when absent. */
export declare function positiveIntSetting(settings: Readonly<Record<string, unknown>>, name: string): number | undefined;
/** Rejects settings the provider does not map (they are part of the fixture key, so never ignore them). */
export declare function checkSettings(provider: string, settings: Readonly<Record<string, unknown>>, supported: readonly string[]): void;
