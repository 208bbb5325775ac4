/**
 * The Action on trial reports: `runs:` names the candidate's `*.report.json` (shards of a grading
 * matrix), `baseline:` the baseline's; the diff pairs by task, gates name summary keys, and the
 * sticky comment carries the newly failing tasks.
 */
import { getOctokit } from "@actions/github";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/action/main.js";
import { readConfig } from "../../src/github/inputs.js";
import { silentLogger } from "../../src/github/log.js";
import { supportReports } from "../diff/trial-helpers.js";
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

  it("baseline: artifact is refused for trial reports, naming the way out", async () => {
    const env = { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner3"), GITHUB_REPOSITORY: "o/r" };
    const inputs: Record<string, string> = { runs: "graded/*.report.json", baseline: "artifact", comment: "off", "github-token": "t" };
    const result = await run({ getInput: (n) => inputs[n] ?? "", env, artifacts: () => undefined, log: silentLogger });
    expect(result).toBeUndefined();
    expect(process.exitCode).toBe(1);
  });
});
