/**
 * The sticky PR comment, through the REST issue-comments endpoints.
 *
 * Ownership: a comment is ours only if its body *starts* with our comment-id marker AND it was
 * written by the token's identity (the `github-actions[bot]` for GITHUB_TOKEN). Anyone can paste
 * the marker into a comment; a repository token can edit other people's comments, so the author
 * check is what keeps us from overwriting them.
 *
 * Concurrency: two jobs racing on an empty PR may both create. After creating we list again; if
 * several own comments carry the marker, the oldest wins, gets our body, and the others are
 * deleted. Every interleaving converges on one comment.
 *
 * Staleness: the head marker records the commit (and run attempt) a comment was written for. A run
 * for a commit that is no longer the PR's head does not overwrite a comment written for another
 * commit, and a lower run attempt does not overwrite a higher one for the same commit.
 *
 * Failures: a comment deleted between listing and updating (404 on the update) is replaced by a
 * new one. A secondary rate limit whose `retry-after` is at most 60 s, and a 5xx, are retried
 * (at most 3 attempts; a new comment in mode `new` only after a rate limit, which GitHub did not
 * act on, so a 5xx that did post cannot post twice); anything else is the caller's to report.
 */
import type { getOctokit } from "@actions/github";
import { commentIdMarker, headMarker, parseCommentMarkers } from "../report/comment-markers.js";
import { retryAfterSeconds } from "./api-errors.js";
import { type Logger, silentLogger } from "./log.js";

export type Octokit = ReturnType<typeof getOctokit>;

/** The login GITHUB_TOKEN comments under; GET /user is not available to installation tokens. */
export const ACTIONS_BOT_LOGIN = "github-actions[bot]";

export interface IssueRef {
  readonly owner: string;
  readonly repo: string;
  readonly issueNumber: number;
}

export interface UpsertCommentOptions extends IssueRef {
  /** The rendered body. Markers are added in front if the renderer did not put them there. */
  readonly body: string;
  readonly commentId: string;
  /** The commit this report is for (the PR head, not the merge commit). */
  readonly headSha: string;
  readonly runAttempt: number;
  /** The workflow run (id) the report is from, when known: orders two runs of the same commit. */
  readonly runId?: number;
  /** update: one sticky comment; new: always post another. */
  readonly mode: "update" | "new";
  /** Logins whose comments count as ours; default: the token's identity (see {@link tokenIdentity}). */
  readonly identity?: readonly string[];
  /** Page size for listing (tests shrink it); default 100. */
  readonly perPage?: number;
  readonly log?: Logger;
  /** Waits between attempts (tests pass a recording one); default a timer. */
  readonly sleep?: (ms: number) => Promise<void>;
}

export interface UpsertCommentResult {
  readonly action: "created" | "updated" | "skipped";
  /** The comment that now holds the report (undefined when skipped without one). */
  readonly commentId: number | undefined;
  readonly url: string | undefined;
  /** Why it was skipped. */
  readonly reason: string | undefined;
  /** Duplicate own comments removed. */
  readonly deleted: readonly number[];
}

interface ListedComment {
  readonly id: number;
  readonly body: string;
  readonly login: string | undefined;
  readonly url: string;
}

/**
 * Body with the comment-id and head markers at the very start (where parseCommentMarkers looks).
 * A body that already starts with our markers is returned unchanged.
 */
export function withMarkers(body: string, commentId: string, headSha: string, runAttempt: number, runId?: number): string {
  const markers = parseCommentMarkers(body);
  if (markers.commentId !== undefined && markers.commentId !== commentId) {
    throw new Error(`the rendered comment carries comment-id '${markers.commentId}', expected '${commentId}'`);
  }
  if (markers.commentId === undefined) return `${commentIdMarker(commentId)}\n${headMarker(headSha, runAttempt, runId)}\n${body}`;
  if (markers.headSha === undefined) {
    const idMarker = commentIdMarker(commentId);
    const at = body.indexOf(idMarker) + idMarker.length;
    return `${body.slice(0, at)}\n${headMarker(headSha, runAttempt, runId)}${body.slice(at)}`;
  }
  return body;
}

/**
 * Logins the token writes comments as. A PAT answers GET /user; an installation token gets 403
 * there, but GraphQL's `viewer` names its bot: `github-actions[bot]` for GITHUB_TOKEN,
 * `<app>[bot]` for a GitHub App's token (which would otherwise never find its own comment and post
 * a new one every run). When neither answers, the token is taken for GITHUB_TOKEN.
 */
export async function tokenIdentity(octokit: Octokit, log: Logger = silentLogger): Promise<string[]> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return [data.login];
  } catch (error) {
    log.debug(`GET /user failed (${(error as Error).message}); asking GraphQL for the token's viewer`);
  }
  try {
    const answer = await octokit.graphql<{ viewer?: { login?: unknown } }>("query { viewer { login } }");
    const login = answer.viewer?.login;
    // REST names a bot "<app>[bot]"; should GraphQL give the bare app name, the bot is meant (a
    // person may hold that login: GET /user answered for no person here, so theirs is not ours)
    if (typeof login === "string" && login !== "") return [login.endsWith("[bot]") ? login : `${login}[bot]`];
  } catch (error) {
    log.debug(`GraphQL viewer failed (${(error as Error).message})`);
  }
  log.debug(`assuming the token is GITHUB_TOKEN (${ACTIONS_BOT_LOGIN})`);
  return [ACTIONS_BOT_LOGIN];
}

const MAX_ATTEMPTS = 3;
/** Longest `retry-after` waited for; a longer one (or a primary limit's reset) is reported instead. */
const MAX_RETRY_AFTER_S = 60;
const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface FailureFacts {
  readonly status: number | undefined;
  readonly retryAfterS: number | undefined;
}

function factsOf(error: unknown): FailureFacts {
  const e = error as { status?: unknown; retryAfterSeconds?: unknown; response?: { headers?: Readonly<Record<string, string | number | undefined>> } };
  const status = typeof e.status === "number" ? e.status : undefined;
  // a GitHubApiError (withCallNames) carries it; Octokit's own RequestError has the header
  const retryAfterS = typeof e.retryAfterSeconds === "number" ? e.retryAfterSeconds : retryAfterSeconds(e.response?.headers);
  return { status, retryAfterS };
}

/** How long to wait before the next attempt, or undefined when the failure is not worth retrying. */
function retryDelayMs(error: unknown, attempt: number, serverErrors: boolean): number | undefined {
  const { status, retryAfterS } = factsOf(error);
  if ((status === 403 || status === 429) && retryAfterS !== undefined) return retryAfterS <= MAX_RETRY_AFTER_S ? retryAfterS * 1000 : undefined;
  if (serverErrors && status !== undefined && status >= 500) return 1000 * 2 ** (attempt - 1);
  return undefined;
}

async function attempt<T>(options: UpsertCommentOptions, what: string, call: () => Promise<T>, serverErrors = true): Promise<T> {
  const log = options.log ?? silentLogger;
  const sleep = options.sleep ?? defaultSleep;
  for (let n = 1; ; n++) {
    try {
      return await call();
    } catch (error) {
      const wait = n < MAX_ATTEMPTS ? retryDelayMs(error, n, serverErrors) : undefined;
      if (wait === undefined) throw error;
      log.info(`${what}: attempt ${n}/${MAX_ATTEMPTS} failed (${(error as Error).message.split("\n")[0]}); retrying in ${Math.round(wait / 100) / 10} s`);
      await sleep(wait);
    }
  }
}

/** The comment-id marker must open the body; a quoted marker further down does not count. */
export function startsWithMarker(body: string, commentId: string): boolean {
  return body.trimStart().startsWith(commentIdMarker(commentId));
}

async function listOwn(octokit: Octokit, options: UpsertCommentOptions, identity: ReadonlySet<string>): Promise<ListedComment[]> {
  const all = await attempt(options, "Listing the PR's comments", () =>
    octokit.paginate(octokit.rest.issues.listComments, {
      owner: options.owner,
      repo: options.repo,
      issue_number: options.issueNumber,
      per_page: options.perPage ?? 100,
    }),
  );
  return all
    .map((c) => ({ id: c.id, body: c.body ?? "", login: c.user?.login, url: c.html_url }))
    .filter((c) => c.login !== undefined && identity.has(c.login) && startsWithMarker(c.body, options.commentId))
    .sort((a, b) => a.id - b.id);
}

function short(sha: string): string {
  return sha.slice(0, 7);
}

/**
 * Whether our report may replace `existing`: undefined if yes, else the reason to skip.
 * Fetches the PR's current head only when the existing comment is for a different commit.
 */
async function staleReason(octokit: Octokit, options: UpsertCommentOptions, existing: ListedComment): Promise<string | undefined> {
  const theirs = parseCommentMarkers(existing.body);
  if (theirs.headSha === undefined) return undefined;
  if (theirs.headSha === options.headSha) {
    // attempts count within one workflow run: between two runs of the commit, the later run is newer
    if (theirs.runId !== undefined && options.runId !== undefined && theirs.runId !== options.runId) {
      return theirs.runId > options.runId ? `comment ${existing.id} was written by a later workflow run (${theirs.runId}) for ${short(options.headSha)}; this is run ${options.runId}` : undefined;
    }
    if (theirs.runAttempt !== undefined && theirs.runAttempt > options.runAttempt) {
      return `comment ${existing.id} was written by run attempt ${theirs.runAttempt} for ${short(options.headSha)}; this is attempt ${options.runAttempt}`;
    }
    return undefined;
  }
  const { data: pr } = await attempt(options, "Reading the pull request", () => octokit.rest.pulls.get({ owner: options.owner, repo: options.repo, pull_number: options.issueNumber }));
  if (pr.head.sha !== options.headSha) {
    return `this run is for ${short(options.headSha)}, but the pull request's head is now ${short(pr.head.sha)} (comment ${existing.id} is for ${short(theirs.headSha)})`;
  }
  return undefined;
}

async function deleteComments(octokit: Octokit, options: UpsertCommentOptions, ids: readonly number[]): Promise<number[]> {
  const deleted: number[] = [];
  for (const id of ids) {
    try {
      await attempt(options, `Deleting duplicate comment ${id}`, () => octokit.rest.issues.deleteComment({ owner: options.owner, repo: options.repo, comment_id: id }));
      deleted.push(id);
    } catch (error) {
      // Another racing job deleted it first.
      if ((error as { status?: number }).status !== 404) throw error;
    }
  }
  return deleted;
}

function isNotFound(error: unknown): boolean {
  return factsOf(error).status === 404;
}

/** Create, update or (stale) skip the sticky comment. See the module comment for the rules. */
export async function upsertComment(octokit: Octokit, options: UpsertCommentOptions): Promise<UpsertCommentResult> {
  const log = options.log ?? silentLogger;
  const body = withMarkers(options.body, options.commentId, options.headSha, options.runAttempt, options.runId);
  const target = { owner: options.owner, repo: options.repo, issue_number: options.issueNumber };
  const create = (serverErrors: boolean) => attempt(options, "Posting the PR comment", () => octokit.rest.issues.createComment({ ...target, body }), serverErrors);
  const update = (id: number) => attempt(options, `Updating comment ${id}`, () => octokit.rest.issues.updateComment({ owner: options.owner, repo: options.repo, comment_id: id, body }));

  if (options.mode === "new") {
    const { data } = await create(false);
    log.info(`Posted comment ${data.id}: ${data.html_url}`);
    return { action: "created", commentId: data.id, url: data.html_url, reason: undefined, deleted: [] };
  }

  const identity = new Set(options.identity ?? (await tokenIdentity(octokit, log)));

  /** Post ours, then converge with a job that posted at the same time: the oldest wins, the rest go. */
  const createAndConverge = async (): Promise<UpsertCommentResult> => {
    const { data: created } = await create(true);
    // whoever GitHub says wrote it is us, whatever tokenIdentity guessed
    if (created.user?.login !== undefined) identity.add(created.user.login);
    const after = await listOwn(octokit, options, identity);
    const oldest = after[0];
    if (oldest === undefined || oldest.id === created.id) {
      const deleted = await deleteComments(octokit, options, after.slice(1).map((c) => c.id));
      log.info(`Posted comment ${created.id}: ${created.html_url}`);
      return { action: "created", commentId: created.id, url: created.html_url, reason: undefined, deleted };
    }
    const extras = after.slice(1).map((c) => c.id);
    const reason = await staleReason(octokit, options, oldest);
    const deleted = await deleteComments(octokit, options, extras);
    if (reason !== undefined) {
      log.notice(`Sticky comment not updated: ${reason}.`);
      return { action: "skipped", commentId: oldest.id, url: oldest.url, reason, deleted };
    }
    try {
      await update(oldest.id);
    } catch (error) {
      // deleted under us as well: ours (already posted) stands
      if (!isNotFound(error)) throw error;
      log.info(`Posted comment ${created.id}: ${created.html_url}`);
      return { action: "created", commentId: created.id, url: created.html_url, reason: undefined, deleted };
    }
    log.info(`Another job created comment ${oldest.id} at the same time; updated it and removed the duplicate(s).`);
    return { action: "updated", commentId: oldest.id, url: oldest.url, reason: undefined, deleted };
  };

  const own = await listOwn(octokit, options, identity);
  const canonical = own[0];
  if (canonical === undefined) return createAndConverge();

  const reason = await staleReason(octokit, options, canonical);
  if (reason !== undefined) {
    log.notice(`Sticky comment not updated: ${reason}.`);
    return { action: "skipped", commentId: canonical.id, url: canonical.url, reason, deleted: [] };
  }
  try {
    await update(canonical.id);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    // deleted between listing and updating (by a person, or a racing job's clean-up): post anew
    log.info(`Comment ${canonical.id} was deleted before it could be updated; posting a new one.`);
    return createAndConverge();
  }
  const deleted = await deleteComments(octokit, options, own.slice(1).map((c) => c.id));
  log.info(`Updated comment ${canonical.id}: ${canonical.url}`);
  return { action: "updated", commentId: canonical.id, url: canonical.url, reason: undefined, deleted };
}
