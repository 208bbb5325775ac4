/**
 * Two workflow runs of the same commit (a reopened PR, a re-triggered workflow): run attempts count
 * within one run, so the later run (higher run id) is the newer report even at attempt 1. Before,
 * a comment written by run 100's attempt 2 made every later run of that commit skip the update.
 * Against a local fake GitHub API (tests/github/fake-github.ts, 127.0.0.1).
 */
import { getOctokit } from "@actions/github";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ACTIONS_BOT_LOGIN, type UpsertCommentOptions, upsertComment } from "../../src/github/comment.js";
import { commentIdMarker, headMarker, parseCommentMarkers } from "../../src/report/comment-markers.js";
import { renderComment } from "../../src/report/render-comment.js";
import { FakeGitHub } from "./fake-github.js";

const SHA = "b".repeat(40);
const PR = 7;
let fake: FakeGitHub;
let octokit: ReturnType<typeof getOctokit>;

beforeEach(async () => {
  fake = new FakeGitHub({});
  await fake.start();
  octokit = getOctokit("ghs_installation", { baseUrl: fake.url });
  fake.addPull({ number: PR, head: { sha: SHA, ref: "feature" }, base: { sha: "c".repeat(40), ref: "main" } });
});

afterEach(async () => {
  await fake.stop();
});

function options(overrides: Partial<UpsertCommentOptions>): UpsertCommentOptions {
  return { owner: fake.owner, repo: fake.repo, issueNumber: PR, body: "report", commentId: "agent-eval", headSha: SHA, runAttempt: 1, mode: "update", ...overrides };
}

const written = (attempt: number, runId: number | undefined, text: string) => `${commentIdMarker("agent-eval")}\n${headMarker(SHA, attempt, runId)}\n${text}`;

describe("the head marker records the workflow run", () => {
  it("round-trips: head, attempt and run id", () => {
    expect(headMarker(SHA, 2, 123456789)).toBe(`<!-- agent-eval:head=${SHA} attempt=2 run=123456789 -->`);
    expect(parseCommentMarkers(written(2, 123456789, "x"))).toEqual({ commentId: "agent-eval", headSha: SHA, runAttempt: 2, runId: 123456789 });
    // a comment written before run ids were recorded still parses
    expect(parseCommentMarkers(written(2, undefined, "x"))).toEqual({ commentId: "agent-eval", headSha: SHA, runAttempt: 2, runId: undefined });
    expect(() => headMarker(SHA, 1, 0)).toThrow(/run id/);
  });

  it("renderComment puts the run id in the head marker", () => {
    const { comment } = renderComment({ diff: undefined, candidate: { runs: [] }, commentId: "agent-eval", headSha: SHA, runAttempt: 1, runId: 42 });
    expect(comment.split("\n")[1]).toBe(`<!-- agent-eval:head=${SHA} attempt=1 run=42 -->`);
  });

  it("a later run of the same commit updates a comment an earlier run's attempt 2 wrote", async () => {
    const old = fake.addComment(PR, ACTIONS_BOT_LOGIN, written(2, 100, "run 100, attempt 2"));
    const result = await upsertComment(octokit, options({ runAttempt: 1, runId: 101, body: "run 101" }));
    expect(result.action).toBe("updated");
    const body = fake.commentsOn(PR).find((c) => c.id === old.id)?.body ?? "";
    expect(body).toContain("run 101");
    expect(parseCommentMarkers(body)).toMatchObject({ runAttempt: 1, runId: 101 });
  });

  it("an earlier run of the same commit does not overwrite a later run's comment, whatever its attempt", async () => {
    fake.addComment(PR, ACTIONS_BOT_LOGIN, written(1, 101, "run 101"));
    const result = await upsertComment(octokit, options({ runAttempt: 3, runId: 100, body: "run 100, attempt 3" }));
    expect(result.action).toBe("skipped");
    expect(result.reason).toContain("later workflow run (101)");
    expect(fake.commentsOn(PR)[0]?.body).toContain("run 101");
  });

  it("within one run, attempts still order (and so do comments without a run id)", async () => {
    fake.addComment(PR, ACTIONS_BOT_LOGIN, written(2, 100, "run 100, attempt 2"));
    expect((await upsertComment(octokit, options({ runAttempt: 1, runId: 100 }))).action).toBe("skipped");
    expect((await upsertComment(octokit, options({ runAttempt: 3, runId: 100, body: "attempt 3" }))).action).toBe("updated");
    const legacy = await freshFake();
    legacy.addComment(PR, ACTIONS_BOT_LOGIN, written(2, undefined, "no run id"));
    expect((await upsertComment(octokit, options({ runAttempt: 1, runId: 100 }))).action).toBe("skipped");
  });
});

/** A fresh PR with no comments, on a new fake. */
async function freshFake(): Promise<FakeGitHub> {
  await fake.stop();
  fake = new FakeGitHub({});
  await fake.start();
  octokit = getOctokit("ghs_installation", { baseUrl: fake.url });
  fake.addPull({ number: PR, head: { sha: SHA, ref: "feature" }, base: { sha: "c".repeat(40), ref: "main" } });
  return fake;
}
