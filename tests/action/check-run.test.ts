/**
 * The required check: in mode `all` the Action reports an `agent-eval` check run on the pull
 * request's head commit (verdict, link to the job summary, an annotation per regressed metric);
 * a read-only fork token gets a warning naming the permission, never a crash. The fork-safe
 * `mode: comment` side is asserted in two-workflow.test.ts, against the same fake GitHub.
 */
import { getOctokit } from "@actions/github";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/action/main.js";
import { diffScoreTables } from "../../src/diff/diff.js";
import type { ScoreTable } from "../../src/diff/score-table.js";
import { checkRunReport, workflowFileOf } from "../../src/github/check-run.js";
import { FakeGitHub } from "../github/fake-github.js";
import { recordingLogger } from "../helpers/action-run.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HEAD = "abcdef0123456789abcdef0123456789abcdef01";
const BASE = "0123456789abcdef0123456789abcdef01234567";
const PR = 21;
const RUN_ID = 9001;

let temp: string;
let workspace: string;
let fake: FakeGitHub;

async function pullRequestEnv(name: string, fork = false): Promise<Record<string, string>> {
  const file = path.join(temp, `${name}.json`);
  await writeFile(
    file,
    JSON.stringify({
      pull_request: {
        number: PR,
        head: { sha: HEAD, repo: { full_name: fork ? "someone/fork" : `${fake.owner}/${fake.repo}` } },
        base: { sha: BASE, ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } },
      },
    }),
  );
  return {
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: file,
    GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
    GITHUB_RUN_ID: String(RUN_ID),
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_WORKFLOW_REF: `${fake.owner}/${fake.repo}/.github/workflows/agent-eval.yml@refs/pull/${PR}/merge`,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: path.join(temp, `runner-${name}`),
  };
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-check-run-"));
  workspace = path.join(temp, "ws");
  await mkdir(workspace);
  await cp(path.join(REPO, "examples/candidate"), path.join(workspace, "candidate"), { recursive: true });
  await cp(path.join(REPO, "examples/baseline"), path.join(workspace, "baseline"), { recursive: true });
  fake = new FakeGitHub();
  await fake.start();
  fake.addPull({ number: PR, head: { sha: HEAD, ref: "feature" }, base: { sha: BASE, ref: "main" } });
});
afterEach(() => {
  process.exitCode = 0;
  fake.checkRuns.length = 0;
  fake.readOnlyTokens.clear();
});
afterAll(async () => {
  await fake.stop();
  await rm(temp, { recursive: true, force: true });
});

const regressionInputs: Record<string, string> = {
  runs: "candidate/*/*",
  baseline: "baseline/*/*",
  metrics: "round_success,message_entropy",
  gate: "round_success:-5pp",
  "github-token": "ghs_write",
};

describe("the agent-eval check run (mode all)", () => {
  it("a gated regression: a failing check on the PR head, linking the job summary, annotating the metric", async () => {
    const log = recordingLogger();
    const result = await run({
      getInput: (n) => regressionInputs[n] ?? "",
      env: await pullRequestEnv("regression"),
      artifacts: () => undefined,
      octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
      log,
    });
    expect(result?.verdict).toBe("regression");
    expect(fake.checkRuns).toHaveLength(1);
    const check = fake.checkRuns[0];
    expect(check).toMatchObject({
      name: "agent-eval",
      head_sha: HEAD,
      status: "completed",
      conclusion: "failure",
      details_url: `https://github.example/${fake.owner}/${fake.repo}/actions/runs/${RUN_ID}`,
    });
    expect(check?.output?.title).toBe("regression: fails the gate");
    expect(check?.output?.summary).toContain(`Full report: [job summary](https://github.example/${fake.owner}/${fake.repo}/actions/runs/${RUN_ID}).`);
    expect(check?.output?.summary).toContain("agent-eval: gated regression in round_success (-33.3 pp)");
    const failures = check?.output?.annotations.filter((a) => a.annotation_level === "failure") ?? [];
    expect(failures).toEqual([
      expect.objectContaining({ path: ".github/workflows/agent-eval.yml", start_line: 1, end_line: 1, title: "round_success: regression (-33.3 pp)" }),
    ]);
    expect(failures[0]?.message).toMatch(/^round_success moved -33\.3 pp, 95% interval \[.*\] pp \(gate round_success:-5pp; /);
    expect(log.lines).toContain(`info: Check 'agent-eval' on ${HEAD.slice(0, 7)}: failure (regression: fails the gate).`);
  });

  it("no regression: a passing check (the same name, so it can be required)", async () => {
    const inputs: Record<string, string> = { ...regressionInputs, baseline: "candidate/*/*" };
    const result = await run({
      getInput: (n) => inputs[n] ?? "",
      env: await pullRequestEnv("same"),
      artifacts: () => undefined,
      octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
      log: recordingLogger(),
    });
    expect(result?.failed).toBe(false);
    expect(fake.checkRuns.map((c) => [c.name, c.head_sha, c.conclusion, c.output?.title])).toEqual([["agent-eval", HEAD, "success", "unchanged"]]);
    expect(fake.checkRuns[0]?.output?.annotations).toEqual([]);
  });

  it("check: off reports no check; another comment-id names its own check", async () => {
    await run({
      getInput: (n) => ({ ...regressionInputs, check: "off" } as Record<string, string>)[n] ?? "",
      env: await pullRequestEnv("off"),
      artifacts: () => undefined,
      octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
      log: recordingLogger(),
    });
    expect(fake.checkRuns).toHaveLength(0);
    await run({
      getInput: (n) => ({ ...regressionInputs, "comment-id": "nightly" } as Record<string, string>)[n] ?? "",
      env: await pullRequestEnv("named"),
      artifacts: () => undefined,
      octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
      log: recordingLogger(),
    });
    expect(fake.checkRuns.map((c) => c.name)).toEqual(["agent-eval/nightly"]);
  });

  it("a fork PR's read-only token: a warning naming checks: write and the two-workflow setup, the verdict still decided", async () => {
    fake.readOnlyTokens.add("ghs_readonly");
    const log = recordingLogger();
    const result = await run({
      getInput: (n) => ({ ...regressionInputs, "github-token": "ghs_readonly", comment: "off" } as Record<string, string>)[n] ?? "",
      env: await pullRequestEnv("fork", true),
      artifacts: () => undefined,
      octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
      log,
    });
    expect(result?.verdict).toBe("regression");
    expect(fake.checkRuns).toHaveLength(0);
    expect(log.lines.filter((l) => l.startsWith("warning: Could not create the 'agent-eval' check (HTTP 403"))).toHaveLength(1);
    expect(log.lines.some((l) => l.includes("needs permissions checks: write") && l.includes("mode: comment in a workflow_run workflow"))).toBe(true);
  });
});

describe("a first run of the Action without recordings", () => {
  it("deterministic metrics still count; the judge metric fails with one line in the Action's terms", async () => {
    const log = recordingLogger();
    const inputs: Record<string, string> = {
      runs: "candidate/*/*",
      metrics: "round_success,shorthand_codes",
      "judge-provider": "anthropic",
      "judge-model": "claude-haiku-4-5-20251001",
      fixtures: "no-recordings-yet",
      "github-token": "ghs_write",
      comment: "off",
      check: "off",
    };
    const result = await run({ getInput: (n) => inputs[n] ?? "", env: await pullRequestEnv("first"), artifacts: () => undefined, octokit: (t) => getOctokit(t, { baseUrl: fake.url }), log });
    expect(result?.verdict).toBe("no_baseline");
    const failures = log.lines.filter((l) => l.startsWith("warning: Metric failed:"));
    expect(failures.length).toBeGreaterThan(0);
    for (const line of failures) {
      expect(line).not.toContain("\n");
      expect(line).toContain('no recorded judge answers for metric "shorthand_codes" yet (replay mode never calls a model). Record them on a trusted branch with judge-mode: record-missing');
    }
    expect(result?.summary).toContain("round_success");
  });
});

describe("a GitHub that rejects the check run", () => {
  it("any HTTP error is a warning; the verdict and the step's failure stand", async () => {
    fake.rejectCheckRuns = 422;
    try {
      const log = recordingLogger();
      const result = await run({
        getInput: (n) => ({ ...regressionInputs, comment: "off" } as Record<string, string>)[n] ?? "",
        env: await pullRequestEnv("rejecting"),
        artifacts: () => undefined,
        octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
        log,
      });
      expect(result?.verdict).toBe("regression");
      expect(result?.failed).toBe(true);
      expect(fake.checkRuns).toHaveLength(0);
      expect(log.lines.filter((l) => l.startsWith("warning: Could not create the 'agent-eval' check (HTTP 422"))).toHaveLength(1);
    } finally {
      fake.rejectCheckRuns = undefined;
    }
  });
});

describe("checkRunReport", () => {
  it("without a baseline the check passes and says so; the summary stays within GitHub's limit", () => {
    const report = checkRunReport({ name: "agent-eval", headSha: HEAD, diff: undefined, failed: false, comment: "x".repeat(70_000), summaryUrl: undefined, failingMetrics: new Set() });
    expect(report.conclusion).toBe("success");
    expect(report.title).toBe("no baseline (absolute scores only)");
    expect(report.summary.length).toBeLessThanOrEqual(65_535);
    expect(report.summary.endsWith("… (truncated; see the job summary)")).toBe(true);
  });

  it("a summary cut at GitHub's limit never splits a surrogate pair (an emoji at the cut is left out whole)", () => {
    for (const offset of [0, 1]) {
      const comment = `${"x".repeat(65_535 - 40 - 1 - offset)}${"😀".repeat(1000)}`;
      const report = checkRunReport({ name: "agent-eval", headSha: HEAD, diff: undefined, failed: false, comment, summaryUrl: undefined, failingMetrics: new Set() });
      const kept = report.summary.slice(0, report.summary.indexOf("\n\n… (truncated"));
      expect(kept.length).toBeLessThanOrEqual(65_535 - 40);
      // no lone high surrogate where the text was cut (TextEncoder would write U+FFFD for it)
      expect(new TextDecoder().decode(new TextEncoder().encode(report.summary))).toBe(report.summary);
    }
  });

  it("annotations fit GitHub's limits (title 255 characters, message 64 KB) whatever a metric is called", () => {
    // a trial key or a report's metric name (mode comment reads it from the fork's artifact) can be long
    const name = `grader.${"very_long_grader_name_".repeat(30)}`;
    const table = (offset: number): ScoreTable => ({
      runs: [0, 1, 2, 3, 4].map((r) => ({ id: `run-${r}`, pairing: { scenario: "s", seed: String(r) }, metrics: { [name]: { unit: "score", direction: "higher-better", fraction: false, score: 10 + offset + r * 0.1, provenance: {} } } })),
    });
    const diff = diffScoreTables(table(0), table(-5), { gates: `${name}:-1` });
    expect(diff.metrics[0]?.verdict).toBe("regression");
    const report = checkRunReport({ name: "agent-eval", headSha: HEAD, diff, failed: true, comment: "x", summaryUrl: undefined, failingMetrics: new Set([name]) });
    expect(report.annotations).toHaveLength(1);
    const [annotation] = report.annotations;
    expect(annotation?.title?.length).toBeLessThanOrEqual(255);
    expect(annotation?.title).toMatch(/^grader\.very_long_grader_name_.*…: regression \(-5\.000\)$/);
    expect(new TextEncoder().encode(annotation?.message ?? "").length).toBeLessThanOrEqual(65_536);
    expect(annotation?.message).toContain("moved -5.000");
  });

  it("an annotation gives the interval's own level: confirm mode's look at 5 runs a side is a 99.6% interval", () => {
    const runs = (side: string, won: readonly number[]): ScoreTable => ({
      runs: won.map((w, r) => ({
        id: `${side}-${r}`,
        pairing: { scenario: "s" },
        metrics: { round_success: { unit: "fraction of rounds succeeded", direction: "higher-better", fraction: true, score: w / 20, provenance: {} } },
      })),
    });
    const diff = diffScoreTables(runs("b", [17, 18, 19, 18, 17]), runs("c", [5, 6, 4, 5, 6]), { gates: "round_success:-5pp", sequential: true });
    expect(diff.metrics[0]?.verdict).toBe("regression");
    const report = checkRunReport({ name: "agent-eval", headSha: HEAD, diff, failed: true, comment: "x", summaryUrl: undefined, failingMetrics: new Set(["round_success"]) });
    expect(report.annotations[0]?.message).toMatch(/^round_success moved -63\.0 pp, 99\.6% interval \[/);
    expect(report.annotations[0]?.message).not.toContain("95%");
  });

  it("a full-size comment under a failure naming 500 gated metrics still fits the summary whole (the failure line is capped)", () => {
    const names = Array.from({ length: 500 }, (_, i) => `plugin_metric_${i}_with_a_long_descriptive_name`);
    const table = (offset: number): ScoreTable => ({
      runs: [0, 1, 2, 3, 4].map((r) => ({
        id: `run-${r}`,
        pairing: { scenario: "s", seed: String(r) },
        metrics: Object.fromEntries(names.map((n) => [n, { unit: "score", direction: "higher-better" as const, fraction: false, score: 10 + offset + r * 0.1, provenance: {} }])),
      })),
    });
    const diff = diffScoreTables(table(0), table(-5), { gates: names.map((n) => `${n}:-1`) });
    const failing = diff.decision.fail ? diff.decision.failing : [];
    expect(failing).toHaveLength(500);
    const failureReason = `agent-eval: gated regression in ${failing.map((m) => `${m.metric} (${m.deltaText ?? "?"})`).join(", ")}`;
    expect(failureReason.length).toBeGreaterThan(20_000);
    const comment = `${"row\n".repeat(15_999)}end`; // 63,999 characters, as a full comment can be
    const report = checkRunReport({ name: "agent-eval", headSha: HEAD, diff, failed: true, failureReason, comment, summaryUrl: "https://github.example/o/r/actions/runs/1", failingMetrics: new Set(names) });
    expect(report.summary.length).toBeLessThanOrEqual(65_535);
    expect(report.summary.endsWith("row\nend")).toBe(true);
    expect(report.summary).toMatch(/^\*\*agent-eval: gated regression in plugin_metric_0_with_a_long_descriptive_name \(-5\.000\), .*…\*\*\n\n/);
  });

  it("finds the workflow file in GITHUB_WORKFLOW_REF", () => {
    expect(workflowFileOf("octo/repo/.github/workflows/agent-eval-comment.yml@refs/heads/main")).toBe(".github/workflows/agent-eval-comment.yml");
    expect(workflowFileOf(undefined)).toBeUndefined();
  });
});
