/**
 * docs/github-action.md (The required check): the check's conclusion is `failure` when the gate fails
 * or runs could not be evaluated, the same in every mode. In the fork-safe setup the `mode: comment`
 * job reports the required check, so runs the evaluating job could not evaluate must fail it there too.
 */
import { getOctokit } from "@actions/github";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/action/main.js";
import { silentLogger } from "../../src/github/log.js";
import { FakeArtifactStore } from "../github/fake-artifacts.js";
import { FakeGitHub } from "../github/fake-github.js";
import { recordingLogger } from "../helpers/action-run.js";
import { writeRun } from "../helpers/run-dirs.js";
import { trialReport } from "../diff/trial-helpers.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HEAD = "abcdef0123456789abcdef0123456789abcdef01";
const BASE = "0123456789abcdef0123456789abcdef01234567";
const PR = 14;
const EVAL_RUN = 7001;

let temp: string;
let workspace: string;
let fake: FakeGitHub;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-comment-unevaluated-"));
  workspace = path.join(temp, "ws");
  await mkdir(workspace);
  await cp(path.join(REPO, "examples/candidate"), path.join(workspace, "candidate"), { recursive: true });
  // a run the evaluating job cannot read: its event log is not JSON
  writeRun(path.join(workspace, "candidate", "veyru"), "seed-9", { "veyru.jsonl": "not json\n" });
  fake = new FakeGitHub();
  await fake.start();
  fake.addPull({ number: PR, head: { sha: HEAD, ref: "fork-branch" }, base: { sha: BASE, ref: "main" } });
});
afterAll(async () => {
  process.exitCode = 0;
  await fake.stop();
  await rm(temp, { recursive: true, force: true });
});

describe("mode comment: runs the evaluating job could not evaluate", () => {
  it("fail the step and the required check, naming the runs, as in mode all", async () => {
    const store = new FakeArtifactStore();
    const prEvent = path.join(temp, "pr.json");
    await writeFile(prEvent, JSON.stringify({ pull_request: { number: PR, head: { sha: HEAD, repo: { full_name: "someone/fork" } }, base: { sha: BASE, ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } } } }));
    const evaluateInputs: Record<string, string> = { mode: "evaluate", runs: "candidate/*/*", metrics: "round_success", "github-token": "" };
    const evaluated = await run({
      getInput: (n) => evaluateInputs[n] ?? "",
      env: { GITHUB_EVENT_NAME: "pull_request", GITHUB_EVENT_PATH: prEvent, GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`, GITHUB_RUN_ID: String(EVAL_RUN), GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner1"), ACTIONS_RUNTIME_TOKEN: "runtime", ACTIONS_RESULTS_URL: "http://127.0.0.1:1/" },
      artifacts: () => store,
      log: silentLogger,
    });
    expect(evaluated?.failed).toBe(true);
    process.exitCode = 0;
    await store.add(EVAL_RUN, "agent-eval-reports", store.uploads[0]?.rootDirectory ?? "");

    const wrEvent = path.join(temp, "wr.json");
    await writeFile(wrEvent, JSON.stringify({ workflow_run: { id: EVAL_RUN, workflow_id: 1, head_sha: HEAD, head_branch: "fork-branch", run_attempt: 1, event: "pull_request", conclusion: "failure", pull_requests: [] } }));
    const log = recordingLogger();
    const commentInputs: Record<string, string> = { mode: "comment", "github-token": "ghs_write" };
    const result = await run({
      getInput: (n) => commentInputs[n] ?? "",
      env: { GITHUB_EVENT_NAME: "workflow_run", GITHUB_EVENT_PATH: wrEvent, GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`, GITHUB_RUN_ID: "7002", GITHUB_WORKSPACE: path.join(temp, "empty"), RUNNER_TEMP: path.join(temp, "runner2") },
      artifacts: () => store,
      octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
      log,
    });
    const failedWith = process.exitCode;
    process.exitCode = 0;
    expect(result?.verdict).toBe("no_baseline");
    expect(result?.failed).toBe(true);
    expect(failedWith).toBe(1);
    expect(fake.checkRuns.map((c) => [c.name, c.head_sha, c.conclusion])).toEqual([["agent-eval", HEAD, "failure"]]);
    expect(log.lines.filter((l) => l.startsWith(`error: Not evaluated (in run ${EVAL_RUN}): `) && l.includes("seed-9"))).toHaveLength(1);
    // the comment is still posted, and says which run was not evaluated
    expect(fake.commentsOn(PR)).toHaveLength(1);
    expect(fake.commentsOn(PR)[0]?.body).toContain("seed-9");
  });
});

describe("mode comment: trial reports whose grading failed on trials", () => {
  it("fail the step and the check, each failure logged, as the grading job's own step failed", async () => {
    const store = new FakeArtifactStore();
    const dir = path.join(temp, "graded");
    await mkdir(dir, { recursive: true });
    const report = trialReport([
      { task: "t01", scores: { "exact_match.score": 1 } },
      { task: "t02", scores: {}, errors: { exact_match: "evidence file answer.txt is missing" } },
    ]);
    await writeFile(path.join(dir, "support.report.json"), JSON.stringify(report));
    await store.add(EVAL_RUN, "agent-eval-reports", dir);
    const prEvent = path.join(temp, "pr-trials.json");
    await writeFile(prEvent, JSON.stringify({ pull_request: { number: PR, head: { sha: HEAD, repo: { full_name: `${fake.owner}/${fake.repo}` } }, base: { sha: BASE, ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } } } }));
    fake.checkRuns.length = 0;
    const log = recordingLogger();
    const inputs: Record<string, string> = { mode: "comment", "github-token": "ghs_write", comment: "off" };
    const result = await run({
      getInput: (n) => inputs[n] ?? "",
      env: { GITHUB_EVENT_NAME: "pull_request", GITHUB_EVENT_PATH: prEvent, GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`, GITHUB_RUN_ID: String(EVAL_RUN), GITHUB_WORKSPACE: path.join(temp, "empty"), RUNNER_TEMP: path.join(temp, "runner3") },
      artifacts: () => store,
      octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
      log,
    });
    const failedWith = process.exitCode;
    process.exitCode = 0;
    expect(result?.failed).toBe(true);
    expect(failedWith).toBe(1);
    expect(log.lines).toContain(`error: support.report.json (run ${EVAL_RUN}): task t02 trial t02-1: exact_match failed: evidence file answer.txt is missing`);
    expect(fake.checkRuns.map((c) => [c.name, c.conclusion])).toEqual([["agent-eval", "failure"]]);
  });
});
