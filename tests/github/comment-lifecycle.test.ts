/**
 * The sticky comment's lifecycle against GitHub's REST (and GraphQL viewer) API as nock answers
 * it, request by request: no network, and any request the test did not expect fails it (nock has
 * no interceptor for it). Covers what docs/github-action.md ("How the sticky comment behaves") and
 * docs/faults.md promise: every page is searched, only the token's own comments starting with the
 * marker are written, a comment deleted under us is replaced, and GitHub's failures are retried or
 * reported as documented.
 */
import { getOctokit } from "@actions/github";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { withCallNames } from "../../src/github/api-errors.js";
import { type UpsertCommentOptions, upsertComment } from "../../src/github/comment.js";
import { commentIdMarker, headMarker } from "../../src/report/comment-markers.js";
import { recordingLogger } from "../helpers/action-run.js";

const API = "https://api.github.com";
const OWNER = "acme";
const REPO = "agents";
const PR = 12;
const HEAD = "b".repeat(40);
const COMMENTS = `/repos/${OWNER}/${REPO}/issues/${PR}/comments`;
const BOT = "github-actions[bot]";

interface Listed {
  id: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
  performed_via_github_app?: { slug: string } | null;
}

const comment = (id: number, login: string, body: string, app?: string): Listed => ({
  id,
  body,
  user: { login, type: login.endsWith("[bot]") ? "Bot" : "User" },
  html_url: `https://github.com/${OWNER}/${REPO}/pull/${PR}#issuecomment-${id}`,
  ...(app === undefined ? {} : { performed_via_github_app: { slug: app } }),
});

const ours = (attempt = 1, text = "old report") => `${commentIdMarker("agent-eval")}\n${headMarker(HEAD, attempt)}\n${text}`;

beforeAll(() => {
  nock.disableNetConnect();
});
afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending, "requests the test expected but the code never made").toEqual([]);
});
afterAll(() => {
  nock.enableNetConnect();
});

/** The Action's octokit (with withCallNames), on the global fetch nock intercepts (@actions/github's default is undici's own). */
function octokitFor(token = "ghs_installation") {
  return withCallNames(getOctokit(token, { request: { fetch: (url: string, init: RequestInit) => globalThis.fetch(url, init) } }));
}

/**
 * GET /user refuses an installation token; GraphQL's viewer names its bot (asked for only by the
 * fixed code: optional for GITHUB_TOKEN, whose bot was assumed before, required for an App's).
 */
function installationIdentity(login = BOT) {
  return nock(API)
    .get("/user")
    .reply(403, { message: "Resource not accessible by integration" })
    .post("/graphql", (body: { query?: string }) => String(body.query).includes("viewer"))
    .optionally(login === BOT)
    .reply(200, { data: { viewer: { login } } });
}

/** GET the comments in pages of 100, with Link headers as GitHub sends them. */
function listPages(scope: nock.Scope, all: readonly Listed[], times = 1): nock.Scope {
  const pages = Math.max(1, Math.ceil(all.length / 100));
  for (let page = 1; page <= pages; page++) {
    const link = page < pages ? { link: `<${API}${COMMENTS}?per_page=100&page=${page + 1}>; rel="next", <${API}${COMMENTS}?per_page=100&page=${pages}>; rel="last"` } : undefined;
    scope
      .get(COMMENTS)
      .query(page === 1 ? { per_page: "100" } : { per_page: "100", page: String(page) })
      .times(times)
      .reply(200, all.slice((page - 1) * 100, page * 100), link);
  }
  return scope;
}

function options(overrides: Partial<UpsertCommentOptions> = {}): UpsertCommentOptions & { waits: number[] } {
  const waits: number[] = [];
  return {
    owner: OWNER,
    repo: REPO,
    issueNumber: PR,
    body: "### agent-eval\nnew report",
    commentId: "agent-eval",
    headSha: HEAD,
    runAttempt: 1,
    mode: "update",
    sleep: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
    waits,
    ...overrides,
  };
}

describe("finding our comment", () => {
  it("searches every page of 250 comments and edits only its own, never a pasted marker by a person or another bot", async () => {
    const pasted = [comment(5, "mallory", ours(9, "forged")), comment(6, "dependabot[bot]", ours(9, "forged"), "dependabot"), comment(7, "octo-maintainer", `> quoting\n${ours()}`)];
    const chatter = Array.from({ length: 246 }, (_, i) => comment(100 + i, i % 2 === 0 ? "someone" : BOT, `chatter ${i} ${commentIdMarker("agent-eval")}`));
    const mine = comment(900, BOT, ours(1), "github-actions");
    const scope = listPages(installationIdentity(), [...pasted, ...chatter, mine]);
    scope.patch(`/repos/${OWNER}/${REPO}/issues/comments/900`, (body: { body?: string }) => String(body.body).startsWith(commentIdMarker("agent-eval"))).reply(200, mine);
    const result = await upsertComment(octokitFor(), options());
    expect(result).toMatchObject({ action: "updated", commentId: 900, deleted: [] });
  });

  it("a GitHub App's installation token owns the comments of its bot (<app>[bot]), not github-actions[bot]'s", async () => {
    // before: the token was taken for GITHUB_TOKEN, found nothing of its own and posted a new comment every run
    const appComment = comment(41, "acme-evals[bot]", ours(1), "acme-evals");
    const actionsComment = comment(40, BOT, ours(1), "github-actions");
    const scope = listPages(installationIdentity("acme-evals[bot]"), [actionsComment, appComment]);
    scope.patch(`/repos/${OWNER}/${REPO}/issues/comments/41`).reply(200, appComment);
    const result = await upsertComment(octokitFor("ghs_app"), options());
    expect(result).toMatchObject({ action: "updated", commentId: 41 });
  });

  it("a viewer login without the [bot] suffix finds the bot's REST comments (<app>[bot]), never a person's of that login", async () => {
    const appComment = comment(45, "acme-evals[bot]", ours(1), "acme-evals");
    const scope = listPages(installationIdentity("acme-evals"), [comment(44, "acme-evals", ours(1)), appComment]);
    scope.patch(`/repos/${OWNER}/${REPO}/issues/comments/45`).reply(200, appComment);
    expect(await upsertComment(octokitFor("ghs_app"), options())).toMatchObject({ action: "updated", commentId: 45 });
  });

  it("a token that neither GET /user nor GraphQL identifies is taken for GITHUB_TOKEN (github-actions[bot])", async () => {
    const mine = comment(50, BOT, ours(1));
    const scope = nock(API).get("/user").reply(403, {}).post("/graphql").optionally().reply(403, { message: "Resource not accessible by integration" });
    listPages(scope, [comment(49, "mallory", ours(3)), mine]);
    scope.patch(`/repos/${OWNER}/${REPO}/issues/comments/50`).reply(200, mine);
    expect(await upsertComment(octokitFor(), options())).toMatchObject({ action: "updated", commentId: 50 });
  });
});

describe("GitHub failures while writing", () => {
  it("a comment deleted between listing and updating (404 on PATCH) is replaced by a new one", async () => {
    const scope = installationIdentity();
    listPages(scope, [comment(60, BOT, ours(1))]);
    scope.patch(`/repos/${OWNER}/${REPO}/issues/comments/60`).reply(404, { message: "Not Found" });
    scope.post(COMMENTS).reply(201, comment(61, BOT, ours(1, "new report")));
    // the list after creating, to converge with a racing job: only ours is left
    scope.get(COMMENTS).query({ per_page: "100" }).reply(200, [comment(61, BOT, ours(1, "new report"))]);
    const log = recordingLogger();
    const result = await upsertComment(octokitFor(), options({ log }));
    expect(result).toMatchObject({ action: "created", commentId: 61 });
    expect(log.lines).toContain("info: Comment 60 was deleted before it could be updated; posting a new one.");
  });

  it("a secondary rate limit with retry-after is waited out and retried", async () => {
    const scope = installationIdentity();
    listPages(scope, []);
    scope.post(COMMENTS).reply(403, { message: "You have exceeded a secondary rate limit." }, { "retry-after": "3" });
    scope.post(COMMENTS).reply(201, comment(70, BOT, ours()));
    scope.get(COMMENTS).query({ per_page: "100" }).reply(200, [comment(70, BOT, ours())]);
    const opts = options();
    expect(await upsertComment(octokitFor(), opts)).toMatchObject({ action: "created", commentId: 70 });
    expect(opts.waits).toEqual([3000]);
  });

  it("a retry-after over 60 s, or a primary rate limit (x-ratelimit-remaining: 0), is not waited for: the error says it is a rate limit", async () => {
    const limits: Record<string, string>[] = [{ "retry-after": "600" }, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1893456000" }];
    for (const headers of limits) {
      const scope = installationIdentity();
      listPages(scope, [comment(80, BOT, ours())]);
      scope.patch(`/repos/${OWNER}/${REPO}/issues/comments/80`).reply(403, { message: "API rate limit exceeded" }, headers);
      const opts = options();
      const error = await upsertComment(octokitFor(), opts).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 403, rateLimited: true });
      expect((error as Error).message).toContain("GitHub API call PATCH /repos/{owner}/{repo}/issues/comments/{comment_id} failed: rate limit exceeded (HTTP 403)");
      expect(opts.waits).toEqual([]);
      expect(nock.pendingMocks()).toEqual([]);
    }
  });

  it("a secondary rate limit sent without retry-after is still named a rate limit, not a read-only token", async () => {
    const scope = installationIdentity();
    listPages(scope, []);
    scope.post(COMMENTS).reply(403, { message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again." });
    const opts = options();
    const error = await upsertComment(octokitFor(), opts).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, rateLimited: true });
    expect((error as Error).message).toContain("rate limit exceeded (HTTP 403)");
    expect((error as Error).message).not.toContain("fork");
    expect(opts.waits).toEqual([]);
  });

  it("a 5xx is retried (1 s, then 2 s) and succeeds; three 5xx give up with the call named", async () => {
    const scope = installationIdentity();
    listPages(scope, [comment(90, BOT, ours())]);
    scope.patch(`/repos/${OWNER}/${REPO}/issues/comments/90`).reply(502, "Bad Gateway");
    scope.patch(`/repos/${OWNER}/${REPO}/issues/comments/90`).reply(200, comment(90, BOT, ours()));
    const opts = options();
    expect(await upsertComment(octokitFor(), opts)).toMatchObject({ action: "updated", commentId: 90 });
    expect(opts.waits).toEqual([1000]);

    const again = installationIdentity();
    listPages(again, [comment(90, BOT, ours())]);
    again.patch(`/repos/${OWNER}/${REPO}/issues/comments/90`).times(3).reply(503, { message: "Service Unavailable" });
    const failing = options();
    const error = await upsertComment(octokitFor(), failing).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    expect((error as Error).message).toContain("PATCH /repos/{owner}/{repo}/issues/comments/{comment_id} failed: HTTP 503: GitHub had a server error");
    expect(failing.waits).toEqual([1000, 2000]);
  });

  it("comment: new does not repost after a 5xx (GitHub may have posted it), but does after a rate limit (it did not)", async () => {
    nock(API).post(COMMENTS).reply(500, { message: "Server Error" });
    const opts = options({ mode: "new" });
    expect(await upsertComment(octokitFor(), opts).catch((e: unknown) => e)).toMatchObject({ status: 500 });
    expect(opts.waits).toEqual([]);

    nock(API).post(COMMENTS).reply(429, { message: "secondary rate limit" }, { "retry-after": "1" }).post(COMMENTS).reply(201, comment(95, BOT, ours()));
    const limited = options({ mode: "new" });
    expect(await upsertComment(octokitFor(), limited)).toMatchObject({ action: "created", commentId: 95 });
    expect(limited.waits).toEqual([1000]);
  });

  it("a fork's read-only token (403, no rate-limit headers) and a refused body (422) are not retried; the errors keep their status for the caller", async () => {
    const scope = installationIdentity();
    listPages(scope, []);
    scope.post(COMMENTS).reply(403, { message: "Resource not accessible by integration" });
    const opts = options();
    const error = await upsertComment(octokitFor(), opts).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, rateLimited: false });
    expect((error as Error).message).toContain("a fork pull request's token is read-only");
    expect(opts.waits).toEqual([]);

    const refused = installationIdentity();
    listPages(refused, [comment(99, BOT, ours())]);
    refused.patch(`/repos/${OWNER}/${REPO}/issues/comments/99`).reply(422, { message: "Validation Failed", errors: [{ resource: "IssueComment", code: "custom", field: "body", message: "body is too long (maximum is 65536 characters)" }] });
    expect(await upsertComment(octokitFor(), options()).catch((e: unknown) => e)).toMatchObject({ status: 422 });
  });
});
