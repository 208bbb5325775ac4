/**
 * The fork-safe split for trial datasets, in-process: `mode: evaluate` under pull_request grades
 * the dataset's shards and uploads them with the pull-request stamp run bundles carry (no token);
 * `mode: comment` under workflow_run downloads the shards, checks the untrusted stamp as for run
 * bundles, diffs the merged shards against the merge-base run's artifact and posts. The dataset
 * is graded with the deterministic `exact_match`: the candidate answers 12 of 24 tasks wrong, the
 * baseline none (1.0 → 0.5, -50 pp), worked out from the answers below.
 */
import { getOctokit } from "@actions/github";
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/action/main.js";
import { gradeDataset } from "../../src/node/grade-trials.js";
import { parseCommentMarkers } from "../../src/report/comment-markers.js";
import { FakeArtifactStore } from "../github/fake-artifacts.js";
import { FakeGitHub } from "../github/fake-github.js";
import { recordingLogger, withCapturedStdout } from "../helpers/action-run.js";

const HEAD = "abcdef0123456789abcdef0123456789abcdef03";
const MERGE_BASE = "0123456789abcdef0123456789abcdef01234569";
const OTHER_HEAD = "9".repeat(40);
const PR = 17;
const OTHER_PR = 98;
const EVAL_RUN = 8001;
const BASE_RUN = 8000;
const WORKFLOW = 78;
const TASKS = 24;
const STAMP = "agent-eval-pull-request.json";

let temp: string;
let workspace: string;
let fake: FakeGitHub;
const store = new FakeArtifactStore();

function dataset(wrongOdd: boolean): string {
  const lines = [];
  for (let i = 0; i < TASKS; i++) {
    const id = `capital-${String(i).padStart(2, "0")}`;
    const expected = `City ${i}`;
    lines.push(
      JSON.stringify({
        task: { id, intent: `Name capital ${i}.` },
        trial: { id: `${id}:a`, task_id: id, status: "completed" },
        inputs: { instruction: `What is capital ${i}?` },
        reference: { expected },
        candidate: { output_text: wrongOdd && i % 2 === 1 ? `Not ${expected}` : expected },
      }),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Runs the action, also returning what @actions/core printed (::error:: lines) and the log. */
async function runAction(inputs: Record<string, string>, env: Record<string, string>) {
  const log = recordingLogger();
  const { value: result, stdout } = await withCapturedStdout(() =>
    run({
      getInput: (n) => inputs[n] ?? "",
      env,
      artifacts: () => store,
      octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
      now: () => new Date("2026-11-30T12:00:00Z"),
      log,
    }),
  );
  return { result, stdout, log: log.lines };
}

/** The trusted workflow's job, triggered by run `runId` of the grading workflow on `headSha`. */
async function commentJob(runId: number, inputs: Record<string, string>, headSha = HEAD) {
  const event = path.join(temp, `wr-${runId}.json`);
  await writeFile(
    event,
    JSON.stringify({
      workflow_run: { id: runId, workflow_id: WORKFLOW, head_sha: headSha, head_branch: "fork-branch", run_attempt: 1, event: "pull_request", conclusion: "success", pull_requests: [] },
    }),
  );
  return runAction(
    { mode: "comment", "github-token": "ghs_write", ...inputs },
    {
      GITHUB_EVENT_NAME: "workflow_run",
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
      GITHUB_RUN_ID: String(runId + 1000),
      GITHUB_WORKSPACE: path.join(temp, "empty-checkout"),
      RUNNER_TEMP: path.join(temp, `runner-wr-${runId}`),
    },
  );
}

/** Stage 1's shard uploads copied as the artifacts of run `runId`, each stamp rewritten by `edit`. */
async function forgedRun(runId: number, edit: (stamp: Record<string, unknown>, shard: number) => Record<string, unknown> | undefined): Promise<void> {
  for (const [i, upload] of store.uploads.filter((u) => u.name.startsWith("agent-eval-reports-shard-")).entries()) {
    const dir = path.join(temp, `forged-${runId}-${i}`);
    await cp(upload.rootDirectory, dir, { recursive: true });
    const stamp = JSON.parse(await readFile(path.join(dir, STAMP), "utf8")) as Record<string, unknown>;
    const edited = edit(stamp, i + 1);
    if (edited === undefined) await rm(path.join(dir, STAMP));
    else await writeFile(path.join(dir, STAMP), JSON.stringify(edited));
    await store.add(runId, upload.name, dir);
  }
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-two-workflow-trials-"));
  workspace = path.join(temp, "ws");
  await mkdir(path.join(workspace, "data"), { recursive: true });
  await writeFile(path.join(workspace, "data/capitals.jsonl"), dataset(true));
  await writeFile(path.join(workspace, "grading.yaml"), "metrics:\n  - {type: exact_match}\n");
  // the base branch's run left its trial report as the report artifact
  const baseDir = path.join(temp, "base-artifact");
  await mkdir(baseDir);
  await writeFile(path.join(temp, "base.jsonl"), dataset(false));
  await gradeDataset({ dataset: path.join(temp, "base.jsonl"), config: path.join(workspace, "grading.yaml"), out: path.join(baseDir, "capitals.report.json"), concurrency: 2, log: () => undefined });
  await store.add(BASE_RUN, "agent-eval-reports", baseDir);
  fake = new FakeGitHub();
  await fake.start();
  fake.addPull({ number: PR, head: { sha: HEAD, ref: "fork-branch" }, base: { sha: MERGE_BASE, ref: "main" } });
  fake.addPull({ number: OTHER_PR, head: { sha: OTHER_HEAD, ref: "x" }, base: { sha: MERGE_BASE, ref: "main" } });
  fake.mergeBases.set(`main...${HEAD}`, MERGE_BASE);
  fake.addRun({ id: BASE_RUN, workflow_id: WORKFLOW, head_sha: MERGE_BASE, head_branch: "main", event: "push" });
});
afterEach(() => {
  process.exitCode = 0;
});
afterAll(async () => {
  await fake.stop();
  await rm(temp, { recursive: true, force: true });
});

describe("fork-safe two-workflow setup for trial datasets", () => {
  it("stage 1 (pull_request, mode evaluate, two shards): grades each slice and uploads it with the pull-request stamp, never calls GitHub", async () => {
    const event = path.join(temp, "pr.json");
    await writeFile(
      event,
      JSON.stringify({
        pull_request: { number: PR, head: { sha: HEAD, repo: { full_name: "someone/fork" } }, base: { sha: MERGE_BASE, ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } } },
      }),
    );
    for (const index of [1, 2]) {
      const env = {
        GITHUB_EVENT_NAME: "pull_request",
        GITHUB_EVENT_PATH: event,
        GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
        GITHUB_RUN_ID: String(EVAL_RUN),
        GITHUB_WORKSPACE: workspace,
        RUNNER_TEMP: path.join(temp, `runner-shard-${index}`),
        ACTIONS_RUNTIME_TOKEN: "runtime",
        ACTIONS_RESULTS_URL: "http://127.0.0.1:1/",
      };
      const { result } = await runAction({ mode: "evaluate", runs: "data/*.jsonl", config: "grading.yaml", shard: `${index}/2`, "github-token": "" }, env);
      expect(result?.verdict).toBe("evaluated");
      const upload = store.uploads.at(-1);
      expect(upload?.name).toBe(`agent-eval-reports-shard-${index}-of-2`);
      expect(await readdir(upload?.rootDirectory ?? "")).toEqual([STAMP, `capitals.shard-${index}-of-2.report.json`]);
      // the same stamp a run bundle's manifest carries
      expect(JSON.parse(await readFile(path.join(upload?.rootDirectory ?? "", STAMP), "utf8"))).toEqual({ number: PR, headSha: HEAD, baseRef: "main", baseSha: MERGE_BASE, runAttempt: 1 });
      await store.add(EVAL_RUN, upload?.name ?? "", upload?.rootDirectory ?? "");
    }
    expect(fake.requests).toHaveLength(0);
    expect(fake.checkRuns).toHaveLength(0);
  });

  it("stage 2 (workflow_run, mode comment): verifies the stamp, merges the shards, diffs against the merge-base run's artifact, posts on the PR and reports the check", async () => {
    const before = store.downloads.length;
    const { result, log } = await commentJob(EVAL_RUN, { baseline: "artifact", gate: "exact_match.score:-10pp" });
    expect(result?.verdict).toBe("regression");
    expect(result?.failed).toBe(true);
    expect(result?.diff?.decision.failing.map((f) => f.metric)).toEqual(["exact_match.score"]);
    // both shards (24 tasks, 12 broken) against the baseline's 24: exact paired p on 12 discordant tasks = 2 * 0.5**12
    expect(result?.diff?.metrics.find((m) => m.metric === "exact_match.score")?.pValue).toBeCloseTo(2 * 0.5 ** 12, 15);
    expect(store.downloads.slice(before).map((d) => d.runId)).toEqual([EVAL_RUN, EVAL_RUN, BASE_RUN]);
    expect(log.some((l) => l.includes(`Baseline: run ${BASE_RUN} for the merge-base 0123456`))).toBe(true);
    const comments = fake.commentsOn(PR);
    expect(comments).toHaveLength(1);
    expect(parseCommentMarkers(comments[0]?.body ?? "")).toMatchObject({ commentId: "agent-eval", headSha: HEAD, runAttempt: 1 });
    expect(comments[0]?.body).toContain("❌ **Regression** in exact_match.score: -50.0 pp");
    expect(comments[0]?.body).toContain("**Newly failing tasks**: 12 of 24 on both sides");
    expect(fake.commentsOn(OTHER_PR)).toHaveLength(0);
    expect(fake.checkRuns.map((c) => [c.name, c.head_sha, c.conclusion])).toEqual([["agent-eval", HEAD, "failure"]]);
  });

  it("refuses a stamp that names another PR (its head is not the triggering run's): no comment, no check", async () => {
    await forgedRun(8101, (stamp) => ({ ...stamp, number: OTHER_PR }));
    const { log } = await commentJob(8101, { "comment-id": "forged" });
    expect(fake.commentsOn(OTHER_PR)).toHaveLength(0);
    expect(fake.commentsOn(PR).filter((c) => parseCommentMarkers(c.body).commentId === "forged")).toHaveLength(0);
    expect(fake.checkRuns.filter((c) => c.head_sha === OTHER_HEAD)).toHaveLength(0);
    expect(log.some((l) => l.startsWith(`notice: Not commenting on #${OTHER_PR}`))).toBe(true);
  });

  it("refuses a stamp whose head is not the commit the triggering run ran on", async () => {
    await forgedRun(8102, (stamp) => ({ ...stamp, headSha: OTHER_HEAD }));
    const { log } = await commentJob(8102, { "comment-id": "wrong-head" });
    expect(fake.commentsOn(PR).filter((c) => parseCommentMarkers(c.body).commentId === "wrong-head")).toHaveLength(0);
    expect(log.some((l) => l.startsWith(`warning: The report artifact names head 9999999, but run 8102 ran on ${HEAD.slice(0, 7)}`))).toBe(true);
  });

  it("shards stamped with different heads, or a stamp that does not parse, fail the step before anything is posted", async () => {
    await forgedRun(8103, (stamp, shard) => (shard === 2 ? { ...stamp, headSha: OTHER_HEAD } : stamp));
    const split = await commentJob(8103, { "comment-id": "split" });
    expect(split.result).toBeUndefined();
    expect(split.stdout).toContain(`bundles disagree on the pull request head (${HEAD} vs ${OTHER_HEAD})`);
    await forgedRun(8104, (stamp) => ({ ...stamp, number: "17" }));
    const invalid = await commentJob(8104, { "comment-id": "invalid" });
    expect(invalid.result).toBeUndefined();
    expect(invalid.stdout).toMatch(/agent-eval-pull-request\.json: invalid pull-request stamp at 'number'/);
    expect(fake.commentsOn(PR).filter((c) => ["split", "invalid"].includes(parseCommentMarkers(c.body).commentId ?? ""))).toHaveLength(0);
  });

  it("unstamped trial reports (no pull request) are diffed into the job summary only", async () => {
    await forgedRun(8105, () => undefined);
    const { result, log } = await commentJob(8105, { "comment-id": "unstamped" });
    expect(result?.verdict).toBe("no_baseline");
    expect(fake.commentsOn(PR).filter((c) => parseCommentMarkers(c.body).commentId === "unstamped")).toHaveLength(0);
    expect(log).toContain("info: No pull request for this run: the report is in the job summary only.");
  });
});
