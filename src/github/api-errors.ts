/**
 * GitHub API failures that say which call failed and why. Octokit's own message is the server's
 * (often just `Server Error`); here every request error is rethrown as a GitHubApiError naming the
 * endpoint, the status, and whether it was a rate limit (403/429 with `x-ratelimit-remaining: 0`
 * or a `retry-after`) — which a read-only fork token's 403 is not.
 */
import type { Octokit } from "./comment.js";

/** A failed GitHub API call; `status` stays available for callers that branch on it. */
export class GitHubApiError extends Error {
  override readonly name = "GitHubApiError";
  constructor(
    message: string,
    readonly status: number | undefined,
    /** `GET /repos/{owner}/{repo}/issues/{issue_number}/comments` */
    readonly call: string,
    readonly rateLimited: boolean,
    /** The server's `retry-after` in seconds (a secondary rate limit), when it sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

type Headers = Readonly<Record<string, string | number | undefined>>;

/**
 * Whether a response is GitHub's primary or secondary rate limit: 429, or 403 with the limit's
 * headers, or a 403 whose message says so ("You have exceeded a secondary rate limit", sent
 * without `retry-after` at times), which is not a permissions problem either.
 */
export function isRateLimit(status: number | undefined, headers: Headers | undefined, message = ""): boolean {
  if (status !== 403 && status !== 429) return false;
  if (status === 429) return true;
  const remaining = headers?.["x-ratelimit-remaining"];
  return String(remaining) === "0" || headers?.["retry-after"] !== undefined || /\brate limit\b/i.test(message);
}

function whenReset(headers: Headers | undefined, nowMs: number): string {
  const retryAfter = Number(headers?.["retry-after"]);
  if (Number.isFinite(retryAfter) && retryAfter >= 0) return `; retry after ${retryAfter} s`;
  const reset = Number(headers?.["x-ratelimit-reset"]);
  if (Number.isFinite(reset) && reset > 0) {
    const at = new Date(reset * 1000).toISOString().slice(11, 16);
    return `; it resets at ${at} UTC (in ${Math.max(0, Math.round(reset - nowMs / 1000))} s)`;
  }
  return "";
}

/** The `retry-after` header in seconds, when it is a non-negative number. */
export function retryAfterSeconds(headers: Headers | undefined): number | undefined {
  const raw = headers?.["retry-after"];
  if (raw === undefined || String(raw).trim() === "") return undefined;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** The error for a failed request, from Octokit's RequestError (status, response headers). */
export function describeApiFailure(error: unknown, call: string, nowMs: number = Date.now()): GitHubApiError {
  if (error instanceof GitHubApiError) return error;
  const status = typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : undefined;
  const headers = (error as { response?: { headers?: Headers } }).response?.headers;
  const server = error instanceof Error ? error.message.split("\n")[0]?.slice(0, 200) ?? "" : String(error);
  const limited = isRateLimit(status, headers, server);
  let why: string;
  if (limited) why = `rate limit exceeded (HTTP ${status})${whenReset(headers, nowMs)}; this is not a permissions problem`;
  else if (status === undefined) why = `no answer (${server})`;
  else if (status === 401) why = `HTTP 401: the token is not valid (${server}); check the github-token input`;
  else if (status === 403) {
    why = `HTTP 403: the token may not do this (${server}); a fork pull request's token is read-only: give the job the permissions the README lists (pull-requests: write, checks: write, actions: read), or use the two workflows for forks (README: Fork pull requests)`;
  }
  else if (status === 404) why = `HTTP 404: not found, or not visible to this token (${server})`;
  else if (status >= 500) why = `HTTP ${status}: GitHub had a server error (${server}); try again later`;
  else why = `HTTP ${status} (${server})`;
  return new GitHubApiError(`GitHub API call ${call} failed: ${why}`, status, call, limited, retryAfterSeconds(headers));
}

/** How long one REST call may take before it is abandoned (Octokit sets no limit: a hung API hung the job). */
export const API_CALL_TIMEOUT_MS = 120_000;

/**
 * `octokit`, with every request failure rethrown as a GitHubApiError that names the call, and
 * every call given up after `timeoutMs` (unless the caller passed its own signal).
 */
export function withCallNames(octokit: Octokit, timeoutMs: number = API_CALL_TIMEOUT_MS): Octokit {
  // ours are replaced on every request (paginate reuses the options of its first page)
  const ours = new WeakSet<AbortSignal>();
  octokit.hook.before("request", (options) => {
    const given = options.request?.signal;
    if (given !== undefined && !ours.has(given)) return;
    const signal = AbortSignal.timeout(timeoutMs);
    ours.add(signal);
    options.request = { ...options.request, signal };
  });
  octokit.hook.error("request", (error, options) => {
    const url = typeof options.url === "string" ? options.url : "?";
    const call = `${String(options.method ?? "GET")} ${url}`;
    const signal = options.request?.signal;
    if (signal?.aborted === true && (signal.reason as { name?: unknown } | undefined)?.name === "TimeoutError") {
      throw new GitHubApiError(`GitHub API call ${call} failed: no answer within ${timeoutMs / 1000} s`, undefined, call, false, undefined);
    }
    throw describeApiFailure(error, call);
  });
  return octokit;
}
