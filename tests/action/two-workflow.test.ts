/**
 * The fork-safe setup, in-process: `mode: evaluate` under pull_request uploads the stamped bundle
 * (no comment, no token needed); `mode: comment` under workflow_run downloads it, finds the
 * baseline artifact of the merge-base run, and posts, after checking the untrusted stamp.
 */
import { getOctokit } from "@actions/github";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { evaluateIntoBundle, evaluationJobFor } from "../../src/action/evaluate.js";
import { run } from "../../src/action/main.js";
import { readConfig } from "../../src/github/inputs.js";
import { silentLogger } from "../../src/github/log.js";
import { parseCommentMarkers } from "../../src/report/comment-markers.js";
import { findRunDirectories } from "../../src/github/run-dirs.js";
import { FakeArtifactStore } from "../github/fake-artifacts.js";
import { FakeGitHub } from "../github/fake-github.js";
import { recordingLogger } from "../helpers/action-run.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HEAD = "abcdef0123456789abcdef0123456789abcdef01";
const MERGE_BASE = "0123456789abcdef0123456789abcdef01234567";
const PR = 12;
const EVAL_RUN = 5001;
const BASE_RUN = 4000;
const WORKFLOW = 77;

let temp: string;
let workspace: string;
let fake: FakeGitHub;

async function eventFile(name: string, payload: unknown): Promise<string> {
  const file = path.join(temp, `${name}.json`);
  await writeFile(file, JSON.stringify(payload));
  return file;
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-two-workflow-"));
  workspace = path.join(temp, "ws");
  await mkdir(workspace);
  await cp(path.join(REPO, "examples/candidate"), path.join(workspace, "candidate"), { recursive: true });
  await cp(path.join(REPO, "examples/baseline"), path.join(workspace, "baseline"), { recursive: true });
  fake = new FakeGitHub();
  await fake.start();
  fake.addPull({ number: PR, head: { sha: HEAD, ref: "fork-branch" }, base: { sha: MERGE_BASE, ref: "main" } });
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

describe("fork-safe two-workflow setup", () => {
  const store = new FakeArtifactStore();

  it("stage 1 (pull_request, mode evaluate): evaluates and uploads the stamped bundle, never comments", async () => {
    const env = {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: await eventFile("pr", {
        pull_request: {
          number: PR,
          head: { sha: HEAD, repo: { full_name: "someone/fork" } },
          base: { sha: MERGE_BASE, ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } },
        },
      }),
      GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
      GITHUB_RUN_ID: String(EVAL_RUN),
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: path.join(temp, "runner1"),
      ACTIONS_RUNTIME_TOKEN: "runtime",
      ACTIONS_RESULTS_URL: "http://127.0.0.1:1/",
    };
    const inputs: Record<string, string> = { mode: "evaluate", runs: "candidate/*/*", metrics: "round_success", "github-token": "" };
    const result = await run({ getInput: (n) => inputs[n] ?? "", env, artifacts: () => store, log: silentLogger });
    expect(result?.verdict).toBe("evaluated");
    expect(store.uploads.map((u) => u.name)).toEqual(["agent-eval-reports"]);
    expect(store.uploads[0]?.files.map((f) => path.relative(store.uploads[0]?.rootDirectory ?? "", f))).toContain("agent-eval-bundle.json");
    expect(fake.requests).toHaveLength(0);
    expect(fake.checkRuns).toHaveLength(0); // mode evaluate reports no check: the trusted workflow does
    // What the evaluate workflow uploaded becomes an artifact of its run.
    await store.add(EVAL_RUN, "agent-eval-reports", store.uploads[0]?.rootDirectory ?? "");
  });

  it("stage 2 (workflow_run, mode comment): merges, diffs against the merge-base run's artifact, posts", async () => {
    // The base branch's run uploaded its bundle earlier.
    const config = readConfig((n) => ({ runs: "baseline/*/*", metrics: "round_success", mode: "evaluate" })[n] ?? "");
    const baselineBundle = path.join(temp, "baseline-bundle");
    await evaluateIntoBundle({
      runDirs: await findRunDirectories(config.runs, workspace),
      shard: { index: 1, total: 1 },
      job: evaluationJobFor(config, workspace),
      bundleDir: baselineBundle,
      log: silentLogger,
    });
    await store.add(BASE_RUN, "agent-eval-reports", baselineBundle);

    const env = {
      GITHUB_EVENT_NAME: "workflow_run",
      GITHUB_EVENT_PATH: await eventFile("wr", {
        workflow_run: { id: EVAL_RUN, workflow_id: WORKFLOW, head_sha: HEAD, head_branch: "fork-branch", run_attempt: 1, event: "pull_request", conclusion: "success", pull_requests: [] },
      }),
      GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
      GITHUB_RUN_ID: "6001",
      GITHUB_WORKSPACE: path.join(temp, "empty-checkout"),
      RUNNER_TEMP: path.join(temp, "runner2"),
    };
    const inputs: Record<string, string> = { mode: "comment", baseline: "artifact", gate: "round_success:-5pp", "github-token": "ghs_write" };
    const log = recordingLogger();
    const result = await run({
      getInput: (n) => inputs[n] ?? "",
      env,
      artifacts: () => store,
      octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
      now: () => new Date("2026-11-30T12:00:00Z"),
      log,
    });
    expect(result?.verdict).toBe("regression");
    expect(result?.failed).toBe(true);
    expect(store.downloads.map((d) => d.runId)).toEqual([EVAL_RUN, BASE_RUN]);
    const comments = fake.commentsOn(PR);
    expect(comments).toHaveLength(1);
    // the evaluating run (the workflow_run's), not this comment job's 6001: it orders two runs of one commit
    expect(parseCommentMarkers(comments[0]?.body ?? "")).toMatchObject({ commentId: "agent-eval", headSha: HEAD, runAttempt: 1, runId: EVAL_RUN });
    expect(log.lines.some((l) => l.includes(`Baseline: run ${BASE_RUN} for the merge-base 0123456`))).toBe(true);
    // the required check: the trusted workflow reports it on the PR's head commit (workflow_run jobs
    // are not listed among a PR's checks, this check run is)
    expect(fake.checkRuns.map((c) => [c.name, c.head_sha, c.conclusion, c.output?.title])).toEqual([["agent-eval", HEAD, "failure", "regression: fails the gate"]]);
    expect(fake.checkRuns[0]?.details_url).toBe(`https://github.com/${fake.owner}/${fake.repo}/actions/runs/6001`);
    expect(fake.checkRuns[0]?.output?.annotations.filter((a) => a.annotation_level === "failure").map((a) => a.title)).toEqual(["round_success: regression (-33.3 pp)"]);
  });

  it("stage 2 refuses a stamp that names another PR (its head is not the triggering run's)", async () => {
    fake.addPull({ number: 99, head: { sha: "9".repeat(40), ref: "x" }, base: { sha: MERGE_BASE, ref: "main" } });
    // Rewrite the stamp in a copy of stage 1's bundle: "please comment on #99".
    const bundle = store.uploads[0]?.rootDirectory ?? "";
    const manifestPath = path.join(bundle, "agent-eval-bundle.json");
    const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as { pullRequest: { number: number } };
    manifest.pullRequest.number = 99;
    const forgedBundle = path.join(temp, "forged-bundle");
    await cp(bundle, forgedBundle, { recursive: true });
    await writeFile(path.join(forgedBundle, "agent-eval-bundle.json"), JSON.stringify(manifest));
    await store.add(7001, "agent-eval-reports", forgedBundle);

    const env = {
      GITHUB_EVENT_NAME: "workflow_run",
      GITHUB_EVENT_PATH: await eventFile("wr2", {
        workflow_run: { id: 7001, workflow_id: WORKFLOW, head_sha: HEAD, run_attempt: 1, event: "pull_request", conclusion: "success", pull_requests: [] },
      }),
      GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
      GITHUB_RUN_ID: "7002",
      RUNNER_TEMP: path.join(temp, "runner3"),
    };
    const inputs: Record<string, string> = { mode: "comment", "github-token": "ghs_write" };
    const log = recordingLogger();
    await run({ getInput: (n) => inputs[n] ?? "", env, artifacts: () => store, octokit: (t) => getOctokit(t, { baseUrl: fake.url }), log });
    expect(fake.commentsOn(99)).toHaveLength(0);
    // nor a check for a stamp that does not hold
    expect(fake.checkRuns.filter((c) => c.head_sha === "9".repeat(40))).toHaveLength(0);
    expect(log.lines.some((l) => l.startsWith("notice: Not commenting on #99"))).toBe(true);
  });
});
