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
 */
import type { getOctokit } from "@actions/github";
import { commentIdMarker, headMarker, parseCommentMarkers } from "../report/comment-markers.js";
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
  /** update: one sticky comment; new: always post another. */
  readonly mode: "update" | "new";
  /** Logins whose comments count as ours; default: the token's identity (see {@link tokenIdentity}). */
  readonly identity?: readonly string[];
  /** Page size for listing (tests shrink it); default 100. */
  readonly perPage?: number;
  readonly log?: Logger;
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
export function withMarkers(body: string, commentId: string, headSha: string, runAttempt: number): string {
  const markers = parseCommentMarkers(body);
  if (markers.commentId !== undefined && markers.commentId !== commentId) {
    throw new Error(`the rendered comment carries comment-id '${markers.commentId}', expected '${commentId}'`);
  }
  if (markers.commentId === undefined) return `${commentIdMarker(commentId)}\n${headMarker(headSha, runAttempt)}\n${body}`;
  if (markers.headSha === undefined) {
    const idMarker = commentIdMarker(commentId);
    const at = body.indexOf(idMarker) + idMarker.length;
    return `${body.slice(0, at)}\n${headMarker(headSha, runAttempt)}${body.slice(at)}`;
  }
  return body;
}

/**
 * Logins the token writes comments as. A PAT answers GET /user; an installation token
 * (GITHUB_TOKEN) gets 403 there and comments as github-actions[bot].
 */
export async function tokenIdentity(octokit: Octokit, log: Logger = silentLogger): Promise<string[]> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return [data.login];
  } catch (error) {
    log.debug(`GET /user failed (${(error as Error).message}); assuming the token is GITHUB_TOKEN (${ACTIONS_BOT_LOGIN})`);
    return [ACTIONS_BOT_LOGIN];
  }
}

/** The comment-id marker must open the body; a quoted marker further down does not count. */
export function startsWithMarker(body: string, commentId: string): boolean {
  return body.trimStart().startsWith(commentIdMarker(commentId));
}

async function listOwn(octokit: Octokit, options: UpsertCommentOptions, identity: ReadonlySet<string>): Promise<ListedComment[]> {
  const all = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: options.owner,
    repo: options.repo,
    issue_number: options.issueNumber,
    per_page: options.perPage ?? 100,
  });
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
    if (theirs.runAttempt !== undefined && theirs.runAttempt > options.runAttempt) {
      return `comment ${existing.id} was written by run attempt ${theirs.runAttempt} for ${short(options.headSha)}; this is attempt ${options.runAttempt}`;
    }
    return undefined;
  }
  const { data: pr } = await octokit.rest.pulls.get({ owner: options.owner, repo: options.repo, pull_number: options.issueNumber });
  if (pr.head.sha !== options.headSha) {
    return `this run is for ${short(options.headSha)}, but the pull request's head is now ${short(pr.head.sha)} (comment ${existing.id} is for ${short(theirs.headSha)})`;
  }
  return undefined;
}

async function deleteComments(octokit: Octokit, options: UpsertCommentOptions, ids: readonly number[]): Promise<number[]> {
  const deleted: number[] = [];
  for (const id of ids) {
    try {
      await octokit.rest.issues.deleteComment({ owner: options.owner, repo: options.repo, comment_id: id });
      deleted.push(id);
    } catch (error) {
      // Another racing job deleted it first.
      if ((error as { status?: number }).status !== 404) throw error;
    }
  }
  return deleted;
}

/** Create, update or (stale) skip the sticky comment. See the module comment for the rules. */
export async function upsertComment(octokit: Octokit, options: UpsertCommentOptions): Promise<UpsertCommentResult> {
  const log = options.log ?? silentLogger;
  const body = withMarkers(options.body, options.commentId, options.headSha, options.runAttempt);
  const target = { owner: options.owner, repo: options.repo, issue_number: options.issueNumber };

  if (options.mode === "new") {
    const { data } = await octokit.rest.issues.createComment({ ...target, body });
    log.info(`Posted comment ${data.id}: ${data.html_url}`);
    return { action: "created", commentId: data.id, url: data.html_url, reason: undefined, deleted: [] };
  }

  const identity = new Set(options.identity ?? (await tokenIdentity(octokit, log)));
  const own = await listOwn(octokit, options, identity);
  const canonical = own[0];

  if (canonical === undefined) {
    const { data: created } = await octokit.rest.issues.createComment({ ...target, body });
    // Another job may have created one at the same time: the oldest wins, the rest go.
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
    await octokit.rest.issues.updateComment({ owner: options.owner, repo: options.repo, comment_id: oldest.id, body });
    log.info(`Another job created comment ${oldest.id} at the same time; updated it and removed the duplicate(s).`);
    return { action: "updated", commentId: oldest.id, url: oldest.url, reason: undefined, deleted };
  }

  const reason = await staleReason(octokit, options, canonical);
  if (reason !== undefined) {
    log.notice(`Sticky comment not updated: ${reason}.`);
    return { action: "skipped", commentId: canonical.id, url: canonical.url, reason, deleted: [] };
  }
  await octokit.rest.issues.updateComment({ owner: options.owner, repo: options.repo, comment_id: canonical.id, body });
  const deleted = await deleteComments(octokit, options, own.slice(1).map((c) => c.id));
  log.info(`Updated comment ${canonical.id}: ${canonical.url}`);
  return { action: "updated", commentId: canonical.id, url: canonical.url, reason: undefined, deleted };
}
