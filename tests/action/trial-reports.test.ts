/**
 * The Action on trial reports: `runs:` names the candidate's `*.report.json` (shards of a grading
 * matrix), `baseline:` the baseline's; the diff pairs by task, gates name summary keys, and the
 * sticky comment carries the newly failing tasks.
 */
import { getOctokit } from "@actions/github";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/action/main.js";
import { readConfig } from "../../src/github/inputs.js";
import { silentLogger } from "../../src/github/log.js";
import { supportReports } from "../diff/trial-helpers.js";
import { FakeArtifactStore } from "../github/fake-artifacts.js";
import { FakeGitHub } from "../github/fake-github.js";

const HEAD = "abcdef0123456789abcdef0123456789abcdef01";
const PR = 31;

let temp: string;
let workspace: string;
let fake: FakeGitHub;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-action-trials-"));
  workspace = path.join(temp, "ws");
  const { baseline, candidate } = supportReports(24, 12);
  // The candidate graded in two shards, as a matrix would.
  await mkdir(path.join(workspace, "graded"), { recursive: true });
  await mkdir(path.join(workspace, "base"), { recursive: true });
  const half = (report: Record<string, unknown>, part: 0 | 1): Record<string, unknown> => {
    const trials = report.trials as unknown[];
    const results = report.results as Record<string, unknown[]>;
    const cut = <T,>(list: T[]): T[] => (part === 0 ? list.slice(0, 12) : list.slice(12));
    return { ...report, trials: cut(trials), results: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, cut(v)])) };
  };
  await writeFile(path.join(workspace, "graded/support.shard-1.report.json"), JSON.stringify(half(candidate, 0)));
  await writeFile(path.join(workspace, "graded/support.shard-2.report.json"), JSON.stringify(half(candidate, 1)));
  await writeFile(path.join(workspace, "base/support.report.json"), JSON.stringify(baseline));
  fake = new FakeGitHub();
  await fake.start();
  fake.addPull({ number: PR, head: { sha: HEAD, ref: "feature" }, base: { sha: "0123456789abcdef0123456789abcdef01234567", ref: "main" } });
});
afterEach(() => {
  process.exitCode = 0;
});
afterAll(async () => {
  await fake.stop();
  await rm(temp, { recursive: true, force: true });
});

describe("Action with trial reports", () => {
  it("needs no metrics input, and accepts summary-key gates (pass@k too)", () => {
    const config = readConfig((n) => ({ runs: "graded/*.report.json", gate: "view.quality:-5pp, exact_match.correct.pass@1:-10pp", "github-token": "t" })[n] ?? "");
    expect(config.gateRules.map((g) => g.metric)).toEqual(["view.quality", "exact_match.correct.pass@1"]);
    expect(() => readConfig((n) => ({ runs: "runs/*/*", "github-token": "t" })[n] ?? "")).toThrow("Input 'metrics' is required when mode is 'all'");
  });

  it("diffs the merged shards against the baseline's reports, posts the comment, fails the gated step", async () => {
    const env = {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: path.join(temp, "pr.json"),
      GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
      GITHUB_RUN_ID: "7001",
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: path.join(temp, "runner"),
    };
    await writeFile(env.GITHUB_EVENT_PATH, JSON.stringify({ pull_request: { number: PR, head: { sha: HEAD, repo: { full_name: `${fake.owner}/${fake.repo}` } }, base: { sha: "0123456789abcdef0123456789abcdef01234567", ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } } } }));
    const inputs: Record<string, string> = { runs: "graded/*.report.json", baseline: "base/*.report.json", gate: "grader.format:-5pp", "github-token": "ghs_write" };
    const result = await run({ getInput: (n) => inputs[n] ?? "", env, octokit: (token) => getOctokit(token, { baseUrl: fake.url }), log: silentLogger });
    expect(result?.verdict).toBe("regression");
    expect(result?.failed).toBe(true);
    expect(result?.diff?.decision.failing.map((f) => f.metric)).toEqual(["grader.format"]);
    const comments = fake.commentsOn(PR);
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? "";
    expect(body).toContain("❌ **Regression** in grader.format: -50.0 pp");
    expect(body).toContain("**Newly failing tasks**: 12 of 24 on both sides");
    expect(body).toContain("Baseline: files base/\\*.report.json");
    // the head marker records this run (GITHUB_RUN_ID), which orders two runs of the same commit
    expect(body).toMatch(/^<!-- agent-eval:comment-id=agent-eval -->\n<!-- agent-eval:head=[0-9a-f]+ attempt=1 run=7001 -->/);
    expect(result?.reportPath).toBe(path.join(workspace, "graded"));
  });

  it("without a baseline: absolute scores per key, counted in tasks", async () => {
    const env = { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner2"), GITHUB_REPOSITORY: "o/r" };
    const inputs: Record<string, string> = { runs: "graded/*.report.json", comment: "off", "github-token": "" };
    const result = await run({ getInput: (n) => inputs[n] ?? "", env, artifacts: () => undefined, log: silentLogger });
    expect(result?.verdict).toBe("no_baseline");
    expect(result?.comment).toContain("ℹ️ **No baseline**: showing absolute candidate scores.");
    expect(result?.comment).toContain("| Metric | Candidate | Tasks | SD across tasks | Unit |");
    expect(result?.comment).toContain("24 candidate tasks");
  });

  it("baseline: artifact — the base branch's run uploads its trial reports, the PR's run diffs against them", async () => {
    const store = new FakeArtifactStore();
    const MERGE_BASE = "0123456789abcdef0123456789abcdef01234567";
    const BASE_RUN = 8000;
    const WORKFLOW = 91;
    // 1. A push to main grades and runs the Action without a baseline: it uploads the reports.
    const mainEnv = {
      GITHUB_EVENT_NAME: "push",
      GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
      GITHUB_RUN_ID: String(BASE_RUN),
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: path.join(temp, "runner-main"),
      ACTIONS_RUNTIME_TOKEN: "runtime",
      ACTIONS_RESULTS_URL: "http://127.0.0.1:1/",
    };
    const mainInputs: Record<string, string> = { runs: "base/*.report.json", comment: "off", "github-token": "ghs_write" };
    const first = await run({ getInput: (n) => mainInputs[n] ?? "", env: mainEnv, artifacts: () => store, log: silentLogger });
    expect(first?.verdict).toBe("no_baseline");
    expect(store.uploads.map((u) => u.name)).toEqual(["agent-eval-reports"]);
    await store.add(BASE_RUN, "agent-eval-reports", store.uploads[0]?.rootDirectory ?? "");
    fake.addRun({ id: BASE_RUN, workflow_id: WORKFLOW, head_sha: MERGE_BASE, head_branch: "main", event: "push" });
    fake.addRun({ id: 8001, workflow_id: WORKFLOW, head_sha: HEAD, head_branch: "feature", event: "pull_request" });
    fake.mergeBases.set(`main...${HEAD}`, MERGE_BASE);

    // 2. The PR's run finds the merge-base run's artifact and diffs against it.
    const env = {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: path.join(temp, "pr2.json"),
      GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
      GITHUB_RUN_ID: "8001",
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: path.join(temp, "runner-pr"),
    };
    await writeFile(env.GITHUB_EVENT_PATH, JSON.stringify({ pull_request: { number: PR, head: { sha: HEAD, repo: { full_name: `${fake.owner}/${fake.repo}` } }, base: { sha: MERGE_BASE, ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } } } }));
    const inputs: Record<string, string> = { runs: "graded/*.report.json", baseline: "artifact", gate: "grader.format:-5pp", comment: "off", "github-token": "ghs_write" };
    const result = await run({
      getInput: (n) => inputs[n] ?? "",
      env,
      artifacts: () => store,
      octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
      now: () => new Date("2026-12-01T12:00:00Z"),
      log: silentLogger,
    });
    expect(result?.verdict).toBe("regression");
    expect(store.downloads.map((d) => d.runId)).toEqual([BASE_RUN]);
    expect(result?.comment).toContain(`Baseline: [`);
    expect(result?.comment).toContain("**Newly failing tasks**: 12 of 24 on both sides");
  });

  it("baseline: artifact without the artifact service fails the step, naming the way out", async () => {
    const env = { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner3"), GITHUB_REPOSITORY: "o/r" };
    const inputs: Record<string, string> = { runs: "graded/*.report.json", baseline: "artifact", comment: "off", "github-token": "t" };
    const result = await run({ getInput: (n) => inputs[n] ?? "", env, artifacts: () => undefined, log: silentLogger });
    expect(result).toBeUndefined();
    expect(process.exitCode).toBe(1);
  });
});

describe("secrets in what the Action publishes", () => {
  it("a grader reason quoting the API key or the github-token never reaches the comment, the job summary or comment.md", async () => {
    const key = ["sk", "ant", "api03", "Pq9Rs8Tu7Vw6Xy5Za4Bc3De2"].join("-");
    const token = ["ghs", "Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp"].join("_");
    const ws = path.join(temp, "ws-secret");
    await mkdir(path.join(ws, "graded"), { recursive: true });
    await mkdir(path.join(ws, "base"), { recursive: true });
    const { baseline, candidate } = supportReports(6, 3);
    const leaky = JSON.parse(JSON.stringify(candidate).replaceAll("missing the greeting line", `missing the greeting line (${key} ${token})`)) as Record<string, unknown>;
    expect(JSON.stringify(leaky)).toContain(key);
    await writeFile(path.join(ws, "graded/support.report.json"), JSON.stringify(leaky));
    await writeFile(path.join(ws, "base/support.report.json"), JSON.stringify(baseline));
    fake.addPull({ number: PR + 1, head: { sha: HEAD, ref: "feature" }, base: { sha: "0123456789abcdef0123456789abcdef01234567", ref: "main" } });
    const env = {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: path.join(temp, "pr-secret.json"),
      GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
      GITHUB_RUN_ID: "7002",
      GITHUB_WORKSPACE: ws,
      RUNNER_TEMP: path.join(temp, "runner-secret"),
      ANTHROPIC_API_KEY: key,
    };
    await writeFile(env.GITHUB_EVENT_PATH, JSON.stringify({ pull_request: { number: PR + 1, head: { sha: HEAD, repo: { full_name: `${fake.owner}/${fake.repo}` } }, base: { sha: "0123456789abcdef0123456789abcdef01234567", ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } } } }));
    const inputs: Record<string, string> = { runs: "graded/*.report.json", baseline: "base/*.report.json", "github-token": token };
    const result = await run({ getInput: (n) => inputs[n] ?? "", env, octokit: (t) => getOctokit(t, { baseUrl: fake.url }), log: silentLogger });
    const body = fake.commentsOn(PR + 1)[0]?.body ?? "";
    // redacted before escaping, so the placeholder's brackets are escaped like any text (GitHub shows "[redacted]")
    expect(body).toContain("missing the greeting line (\\[redacted\\] \\[redacted\\])");
    const written = await readdir(env.RUNNER_TEMP, { recursive: true });
    const texts = await Promise.all(
      written.filter((name) => name.endsWith(".md") || name.endsWith(".json")).map((name) => readFile(path.join(env.RUNNER_TEMP, name), "utf8").catch(() => "")),
    );
    for (const text of [body, result?.comment ?? "", result?.summary ?? "", ...texts]) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(token);
    }
  });

  it("a key whose characters Markdown escapes (_ next to -), or that the reason's length cap cuts, is redacted before escaping: no part of it is published", async () => {
    // base64url keys carry "_" and "-": escaping made "-_" into "-\_", so the escaped key no longer matched
    const key = ["sk", "ant", "api03", "Pq9R_-s8Tu__7Vw6_Xy5Za4Bc3De2"].join("-");
    const ws = path.join(temp, "ws-escaped-secret");
    await mkdir(path.join(ws, "graded"), { recursive: true });
    await mkdir(path.join(ws, "base"), { recursive: true });
    const { baseline, candidate } = supportReports(6, 3);
    // the second quote of the key straddles the reason's 240-code-point cap
    const reason = `missing the greeting line (${key}) ${"x".repeat(200)} ${key}`;
    const leaky = JSON.parse(JSON.stringify(candidate).replaceAll("missing the greeting line", reason)) as Record<string, unknown>;
    await writeFile(path.join(ws, "graded/support.report.json"), JSON.stringify(leaky));
    await writeFile(path.join(ws, "base/support.report.json"), JSON.stringify(baseline));
    fake.addPull({ number: PR + 2, head: { sha: HEAD, ref: "feature" }, base: { sha: "0123456789abcdef0123456789abcdef01234567", ref: "main" } });
    const env = {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: path.join(temp, "pr-escaped-secret.json"),
      GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
      GITHUB_RUN_ID: "7003",
      GITHUB_WORKSPACE: ws,
      RUNNER_TEMP: path.join(temp, "runner-escaped-secret"),
      ANTHROPIC_API_KEY: key,
    };
    await writeFile(env.GITHUB_EVENT_PATH, JSON.stringify({ pull_request: { number: PR + 2, head: { sha: HEAD, repo: { full_name: `${fake.owner}/${fake.repo}` } }, base: { sha: "0123456789abcdef0123456789abcdef01234567", ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } } } }));
    const inputs: Record<string, string> = { runs: "graded/*.report.json", baseline: "base/*.report.json", "github-token": "ghs_write" };
    const result = await run({ getInput: (n) => inputs[n] ?? "", env, octokit: (t) => getOctokit(t, { baseUrl: fake.url }), log: silentLogger });
    const body = fake.commentsOn(PR + 2)[0]?.body ?? "";
    expect(body).toContain("missing the greeting line (\\[redacted\\])");
    // the secret part of the key, in any escaping: "Pq9R" opens it, "Bc3De2" ends it
    for (const text of [body, result?.comment ?? "", result?.summary ?? ""]) {
      expect(text).not.toMatch(/Pq9R|s8Tu|Bc3De2/);
    }
  });
});
