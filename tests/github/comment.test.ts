import { getOctokit } from "@actions/github";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ACTIONS_BOT_LOGIN, type UpsertCommentOptions, tokenIdentity, upsertComment, withMarkers } from "../../src/github/comment.js";
import type { Logger } from "../../src/github/log.js";
import { commentIdMarker, headMarker, parseCommentMarkers } from "../../src/report/comment-markers.js";
import { FakeGitHub } from "./fake-github.js";

const SHA_A = "a".repeat(40);
const SHA_B = "b".repeat(40);
const PR = 7;

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (kind: string) => (message: string) => lines.push(`${kind}: ${message}`);
  return { lines, debug: push("debug"), info: push("info"), notice: push("notice"), warning: push("warning"), error: push("error") };
}

let fake: FakeGitHub;
let octokit: ReturnType<typeof getOctokit>;

beforeEach(async () => {
  fake = new FakeGitHub({ users: { "pat-token": "octo-maintainer" } });
  await fake.start();
  octokit = getOctokit("ghs_installation", { baseUrl: fake.url });
  fake.addPull({ number: PR, head: { sha: SHA_B, ref: "feature" }, base: { sha: "c".repeat(40), ref: "main" } });
});

afterEach(async () => {
  await fake.stop();
});

function options(overrides: Partial<UpsertCommentOptions> = {}): UpsertCommentOptions {
  return {
    owner: fake.owner,
    repo: fake.repo,
    issueNumber: PR,
    body: "## agent-eval\nreport",
    commentId: "agent-eval",
    headSha: SHA_B,
    runAttempt: 1,
    mode: "update",
    ...overrides,
  };
}

const ours = (sha: string, attempt: number, text = "old report", id = "agent-eval") =>
  `${commentIdMarker(id)}\n${headMarker(sha, attempt)}\n${text}`;

describe("upsertComment", () => {
  it("creates the comment on the first run, with markers at the start", async () => {
    const result = await upsertComment(octokit, options());
    expect(result.action).toBe("created");
    const [comment, ...rest] = fake.commentsOn(PR);
    expect(rest).toEqual([]);
    expect(comment?.login).toBe(ACTIONS_BOT_LOGIN);
    expect(parseCommentMarkers(comment?.body ?? "")).toEqual({ commentId: "agent-eval", headSha: SHA_B, runAttempt: 1 });
    expect(comment?.body).toContain("report");
  });

  it("updates on a second run instead of posting a second comment", async () => {
    const first = await upsertComment(octokit, options({ body: "first" }));
    const second = await upsertComment(octokit, options({ body: "second" }));
    expect(second).toMatchObject({ action: "updated", commentId: first.commentId });
    const comments = fake.commentsOn(PR);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/second$/);
    expect(fake.requestsTo("POST", /comments$/)).toHaveLength(1);
  });

  it("comment: new always posts", async () => {
    await upsertComment(octokit, options({ mode: "new" }));
    await upsertComment(octokit, options({ mode: "new" }));
    expect(fake.commentsOn(PR)).toHaveLength(2);
  });

  it("paginates: finds its comment on page 3", async () => {
    for (let i = 0; i < 5; i++) fake.addComment(PR, "someone", `chatter ${i}`);
    const mine = fake.addComment(PR, ACTIONS_BOT_LOGIN, ours(SHA_B, 1));
    const result = await upsertComment(octokit, options({ perPage: 2, body: "fresh" }));
    expect(result).toMatchObject({ action: "updated", commentId: mine.id });
    const pages = fake.requestsTo("GET", /\/issues\/7\/comments$/).map((r) => r.query.page ?? "1");
    expect(pages).toEqual(["1", "2", "3"]);
    expect(fake.commentsOn(PR)).toHaveLength(6);
    expect(fake.commentsOn(PR).find((c) => c.id === mine.id)?.body).toMatch(/fresh$/);
  });

  it("paginates with the default page size (page 3 of 100-comment pages)", async () => {
    for (let i = 0; i < 230; i++) fake.addComment(PR, "someone", `chatter ${i}`);
    const mine = fake.addComment(PR, ACTIONS_BOT_LOGIN, ours(SHA_B, 1));
    const result = await upsertComment(octokit, options());
    expect(result).toMatchObject({ action: "updated", commentId: mine.id });
    expect(fake.requestsTo("GET", /\/issues\/7\/comments$/)).toHaveLength(3);
  });

  it("never touches someone else's comment carrying the marker", async () => {
    const forged = fake.addComment(PR, "mallory", ours(SHA_B, 9, "forged"));
    const result = await upsertComment(octokit, options({ body: "real" }));
    expect(result.action).toBe("created");
    expect(result.commentId).not.toBe(forged.id);
    expect(fake.commentsOn(PR).find((c) => c.id === forged.id)?.body).toContain("forged");
    expect(fake.requestsTo("PATCH", /.*/)).toHaveLength(0);
    expect(fake.requestsTo("DELETE", /.*/)).toHaveLength(0);
  });

  it("ignores a marker that is not at the start of the body, and other comment ids", async () => {
    fake.addComment(PR, ACTIONS_BOT_LOGIN, `quoting: ${ours(SHA_B, 1)}`);
    fake.addComment(PR, ACTIONS_BOT_LOGIN, ours(SHA_B, 1, "other", "other-id"));
    const result = await upsertComment(octokit, options());
    expect(result.action).toBe("created");
    expect(fake.commentsOn(PR)).toHaveLength(3);
  });

  it("with a PAT, owns only the PAT user's comments", async () => {
    const patOctokit = getOctokit("pat-token", { baseUrl: fake.url });
    expect(await tokenIdentity(patOctokit)).toEqual(["octo-maintainer"]);
    expect(await tokenIdentity(octokit)).toEqual([ACTIONS_BOT_LOGIN]);
    const bots = fake.addComment(PR, ACTIONS_BOT_LOGIN, ours(SHA_B, 1));
    const result = await upsertComment(patOctokit, options());
    expect(result.action).toBe("created");
    expect(fake.commentsOn(PR).find((c) => c.id === bots.id)?.body).toContain("old report");
  });

  it("two racing jobs leave exactly one comment", async () => {
    await Promise.all([upsertComment(octokit, options({ body: "job 1" })), upsertComment(octokit, options({ body: "job 2" }))]);
    expect(fake.commentsOn(PR)).toHaveLength(1);
  });

  it("losing a creation race: keeps the oldest, updates it, deletes its own duplicate", async () => {
    let racer: number | undefined;
    fake.beforeCreate = (issue) => {
      fake.beforeCreate = undefined;
      racer = fake.addComment(issue, ACTIONS_BOT_LOGIN, ours(SHA_B, 1, "racer")).id;
    };
    const result = await upsertComment(octokit, options({ body: "mine" }));
    expect(result.action).toBe("updated");
    expect(result.commentId).toBe(racer);
    expect(result.deleted).toHaveLength(1);
    const comments = fake.commentsOn(PR);
    expect(comments.map((c) => c.id)).toEqual([racer]);
    expect(comments[0]?.body).toMatch(/mine$/);
  });

  it("cleans up duplicates found on update, keeping the oldest", async () => {
    const oldest = fake.addComment(PR, ACTIONS_BOT_LOGIN, ours(SHA_B, 1, "one"));
    fake.addComment(PR, ACTIONS_BOT_LOGIN, ours(SHA_B, 1, "two"));
    const result = await upsertComment(octokit, options({ body: "three" }));
    expect(result).toMatchObject({ action: "updated", commentId: oldest.id });
    expect(fake.commentsOn(PR).map((c) => c.id)).toEqual([oldest.id]);
  });

  it("skips when its commit is no longer the PR head (stale run)", async () => {
    const newer = fake.addComment(PR, ACTIONS_BOT_LOGIN, ours(SHA_B, 1, "for the newest commit"));
    const log = recordingLogger();
    const result = await upsertComment(octokit, options({ headSha: SHA_A, body: "stale", log }));
    expect(result.action).toBe("skipped");
    expect(result.reason).toContain("aaaaaaa");
    expect(fake.commentsOn(PR).find((c) => c.id === newer.id)?.body).toContain("for the newest commit");
    expect(log.lines.some((l) => l.startsWith("notice: Sticky comment not updated"))).toBe(true);
  });

  it("overwrites an older commit's comment when its own commit is the PR head", async () => {
    fake.addComment(PR, ACTIONS_BOT_LOGIN, ours(SHA_A, 3, "older commit"));
    const result = await upsertComment(octokit, options({ headSha: SHA_B, body: "newest" }));
    expect(result.action).toBe("updated");
    expect(fake.requestsTo("GET", /\/pulls\/7$/)).toHaveLength(1);
  });

  it("a lower run attempt does not overwrite a higher one for the same commit", async () => {
    fake.addComment(PR, ACTIONS_BOT_LOGIN, ours(SHA_B, 2, "attempt 2"));
    const result = await upsertComment(octokit, options({ runAttempt: 1 }));
    expect(result.action).toBe("skipped");
    const later = await upsertComment(octokit, options({ runAttempt: 3, body: "attempt 3" }));
    expect(later.action).toBe("updated");
  });
});

describe("withMarkers", () => {
  it("prepends markers to a plain body and leaves a marked one alone", () => {
    const marked = withMarkers("body", "x", SHA_A, 2);
    expect(parseCommentMarkers(marked)).toEqual({ commentId: "x", headSha: SHA_A, runAttempt: 2 });
    expect(withMarkers(marked, "x", SHA_B, 5)).toBe(marked);
  });

  it("adds a missing head marker after the id marker", () => {
    const body = withMarkers(`${commentIdMarker("x")}\nbody`, "x", SHA_A, 1);
    expect(parseCommentMarkers(body)).toEqual({ commentId: "x", headSha: SHA_A, runAttempt: 1 });
  });

  it("refuses a body rendered for another comment id", () => {
    expect(() => withMarkers(`${commentIdMarker("y")}\nbody`, "x", SHA_A, 1)).toThrow(/comment-id 'y'/);
  });
});
