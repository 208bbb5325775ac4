/**
 * What README.md and docs/github-action.md promise a user adopting the Action, checked through its
 * entry (`run()`, inputs as the runner passes them, GitHub faked on 127.0.0.1): outputs in every
 * mode, the sticky comment with a second agent-eval job or a human's edit, the fork PR fallback.
 */
import { getOctokit } from "@actions/github";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/action/main.js";
import { FakeGitHub } from "../github/fake-github.js";
import { recordingLogger, withCapturedStdout } from "../helpers/action-run.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HEAD = "abcdef0123456789abcdef0123456789abcdef01";
const BASE = "0123456789abcdef0123456789abcdef01234567";
const PR = 33;

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
    GITHUB_RUN_ID: "77",
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: path.join(temp, `runner-${name}`),
  };
}

/** The outputs a run appended to $GITHUB_OUTPUT, by name. */
async function outputsOf(work: () => Promise<unknown>): Promise<Record<string, string>> {
  const file = process.env.GITHUB_OUTPUT ?? "";
  const before = readFileSync(file, "utf8").length;
  await work();
  const written = (await readFile(file, "utf8")).slice(before);
  const outputs: Record<string, string> = {};
  for (const m of written.matchAll(/^([\w-]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1] ?? ""] = m[3] ?? "";
  return outputs;
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-docs-promises-"));
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
  fake.comments.length = 0;
  fake.readOnlyTokens.clear();
});
afterAll(async () => {
  await fake.stop();
  await rm(temp, { recursive: true, force: true });
});

const inputs: Record<string, string> = {
  runs: "candidate/*/*",
  baseline: "baseline/*/*",
  metrics: "round_success,message_entropy",
  gate: "round_success:-5pp",
  "github-token": "ghs_write",
  check: "off",
};

const runWith = async (extra: Record<string, string>, env: Record<string, string>, log = recordingLogger()) =>
  run({ getInput: (n) => ({ ...inputs, ...extra })[n] ?? "", env, artifacts: () => undefined, octokit: (token) => getOctokit(token, { baseUrl: fake.url }), log });

describe("outputs in every mode (README Outputs table)", () => {
  it("mode evaluate: verdict 'evaluated', report-path, diff-json null and regressions empty (there is no baseline)", async () => {
    const outputs = await outputsOf(() => runWith({ mode: "evaluate", baseline: "", gate: "", "github-token": "" }, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-evaluate") }));
    expect(outputs.verdict).toBe("evaluated");
    expect(outputs["report-path"]).toMatch(/runner-evaluate/);
    expect(outputs["diff-json"]).toBe("null");
    expect(outputs.regressions).toBe("");
  });

  it("a gated regression: every output set, regressions names the metric, diff-json parses", async () => {
    const outputs = await outputsOf(() => runWith({}, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-gated"), GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}` }));
    expect(outputs.verdict).toBe("regression");
    expect(outputs.regressions).toBe("round_success");
    expect((JSON.parse(outputs["diff-json"] ?? "") as { overall: string }).overall).toBe("regression");
    expect(outputs["report-path"]).toMatch(/runner-gated/);
  });
});

describe("the sticky comment (docs/github-action.md, How the sticky comment behaves)", () => {
  it("a second agent-eval job with another comment-id keeps its own comment; reruns update both in place", async () => {
    for (let i = 0; i < 2; i++) {
      await runWith({}, await pullRequestEnv(`first-${i}`));
      await runWith({ "comment-id": "nightly", gate: "" }, await pullRequestEnv(`second-${i}`));
    }
    const comments = fake.commentsOn(PR);
    expect(comments).toHaveLength(2);
    expect(comments.map((c) => c.body.split("\n")[0])).toEqual(["<!-- agent-eval:comment-id=agent-eval -->", "<!-- agent-eval:comment-id=nightly -->"]);
    expect(comments.every((c) => c.updated_at !== c.created_at)).toBe(true);
  });

  it("an own comment a human edited (marker kept) is updated in place, not duplicated", async () => {
    await runWith({}, await pullRequestEnv("edit-1"));
    const [own] = fake.commentsOn(PR);
    if (own === undefined) throw new Error("no comment posted");
    own.body = `${own.body}\n\nEdited by a maintainer: see also #12`;
    await runWith({}, await pullRequestEnv("edit-2"));
    expect(fake.commentsOn(PR).map((c) => c.id)).toEqual([own.id]);
    expect(own.body).not.toContain("Edited by a maintainer");
  });
});

describe("fork pull requests: a read-only token (docs/github-action.md, Permissions)", () => {
  it.each([["update"], ["new"]])("comment: %s logs a warning pointing at the two-workflow setup; the job summary has the report and the gate still decides", async (comment) => {
    fake.readOnlyTokens.add("ghs_readonly");
    // @actions/core keeps the first summary path it sees: one file for both cases, emptied each time
    const summaryFile = path.join(temp, "summary.md");
    await writeFile(summaryFile, "");
    const saved = process.env.GITHUB_STEP_SUMMARY;
    process.env.GITHUB_STEP_SUMMARY = summaryFile;
    const log = recordingLogger();
    let outputs: Record<string, string>;
    let failedWith: number | string | undefined;
    try {
      outputs = await outputsOf(async () => {
        await runWith({ "github-token": "ghs_readonly", comment }, { ...(await pullRequestEnv(`fork-${comment}`, true)), GITHUB_STEP_SUMMARY: summaryFile }, log);
        failedWith = process.exitCode;
      });
    } finally {
      if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY;
      else process.env.GITHUB_STEP_SUMMARY = saved;
    }
    expect(fake.commentsOn(PR)).toEqual([]);
    const warnings = log.lines.filter((l) => l.startsWith("warning: Could not write the PR comment"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("mode: comment in a workflow_run workflow");
    expect(await readFile(summaryFile, "utf8")).toContain("round_success");
    expect(outputs.verdict).toBe("regression");
    // the gated regression fails the step, not the comment
    expect(failedWith).toBe(1);
  });
});

describe("check: on (the default) with an empty github-token", () => {
  it("reports no check run and says why in a warning, instead of dropping the check silently", async () => {
    const log = recordingLogger();
    const result = await runWith({ "github-token": "", comment: "off", check: "on" }, await pullRequestEnv("no-token"), log);
    expect(result?.verdict).toBe("regression");
    expect(fake.checkRuns).toEqual([]);
    expect(log.lines).toContain(
      "warning: No 'agent-eval' check reported: input 'check' is 'on' but 'github-token' is empty; pass ${{ github.token }} (with checks: write) or set check: off",
    );
  });
});

describe("folder inputs (docs/github-action.md: invalid values fail the step before anything runs, naming the input and the value)", () => {
  it.each([
    ["gpt2-model", { "gpt2-model": "no-such-model", metrics: "perplexity" }],
    ["gpt2-model", { "gpt2-model": "no-such-model" }],
    ["scenario-assets", { "scenario-assets": "no-such-scenarios", metrics: "protocol_probe", "probe-replicas": "2" }],
  ])("%s naming no folder fails the step at once, not once per run with a CLI flag", async (input, extra) => {
    const log = recordingLogger();
    const { stdout } = await withCapturedStdout(() =>
      runWith({ mode: "evaluate", baseline: "", gate: "", "github-token": "", ...extra }, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-folders") }, log),
    );
    const errors = stdout.split("\n").filter((l) => l.startsWith("::error::"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^::error::Invalid value for input '${input}': '${String((extra as Record<string, string>)[input])}' is not a directory in the workspace`));
    expect(log.lines.some((l) => l.includes("Not evaluated") || l.includes("Evaluating"))).toBe(false);
  });
});

describe("probe-replicas: required with protocol_probe (its description in action.yml)", () => {
  it("protocol_probe without probe-replicas fails the step before any run, naming the input", async () => {
    await mkdir(path.join(workspace, "scenarios"), { recursive: true });
    const log = recordingLogger();
    const { stdout } = await withCapturedStdout(() =>
      runWith({ mode: "evaluate", baseline: "", gate: "", "github-token": "", metrics: "round_success,protocol_probe", "scenario-assets": "scenarios" }, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-probe") }, log),
    );
    expect(stdout.split("\n").filter((l) => l.startsWith("::error::"))).toEqual([
      "::error::Input 'probe-replicas' is required with the metric protocol_probe: replicas per (agent, question), a positive integer in decimal digits, e.g. 3",
    ]);
    expect(log.lines.some((l) => l.includes("Not evaluated") || l.includes("Metric failed"))).toBe(false);
  });
});

describe("export in mode comment (action.yml: tables are written into the bundle and uploaded with the reports)", () => {
  it("is said to be ignored, not silently dropped: mode comment evaluates nothing", async () => {
    const log = recordingLogger();
    await withCapturedStdout(() => runWith({ mode: "comment", runs: "", metrics: "", baseline: "", gate: "", export: "csv", comment: "off" }, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-export") }, log));
    expect(log.lines.filter((l) => l.startsWith("warning: Input 'export' is ignored in mode comment"))).toHaveLength(1);
  });
});

describe("the verdict output without gates, and after an input error", () => {
  it("ungated: the worst verdict over all metrics, and the step passes (only gated metrics fail it)", async () => {
    let failedWith: number | string | undefined;
    const outputs = await outputsOf(async () => {
      await runWith({ gate: "", comment: "off" }, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-ungated") });
      failedWith = process.exitCode;
    });
    expect(outputs.verdict).toBe("regression");
    expect(outputs.regressions).toBe("round_success");
    expect(failedWith ?? 0).toBe(0);
  });

  it("an input error sets verdict: error (diff-json null, nothing evaluated) and ends the step with exit status 2 (docs/faults.md: an input problem)", async () => {
    let failedWith: number | string | undefined;
    const outputs = await outputsOf(async () => {
      const { stdout } = await withCapturedStdout(async () => {
        await runWith({ "fail-on": "sometimes" }, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-invalid") });
        failedWith = process.exitCode;
      });
      expect(stdout).toContain("::error::Invalid value for input 'fail-on': 'sometimes' (expected regression, possible-regression or never)");
    });
    expect(outputs).toEqual({ verdict: "error", "report-path": "", "diff-json": "null", regressions: "" });
    expect(failedWith).toBe(2);
  });
});

describe("a rate limit on the comment (docs/faults.md: API failures say what to do)", () => {
  it("is a warning naming the rate limit, not the fork setup; the gate still decides the step", async () => {
    fake.rateLimitCommentWrites = { status: 403, headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1893456000" } };
    const log = recordingLogger();
    let failedWith: number | string | undefined;
    try {
      await runWith({}, await pullRequestEnv("rate-limited"), log);
      failedWith = process.exitCode;
    } finally {
      fake.rateLimitCommentWrites = undefined;
    }
    const warnings = log.lines.filter((l) => l.startsWith("warning: Could not write the PR comment"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("rate limit exceeded (HTTP 403)");
    expect(warnings[0]).toContain("The job summary has the report");
    expect(warnings[0]).not.toContain("fork");
    expect(fake.commentsOn(PR)).toEqual([]);
    expect(failedWith).toBe(1);
  });
});

describe("GitHub refusing the comment (docs/faults.md: the job summary keeps the report)", () => {
  it("a 422 is a warning, not a failed step: an ungated run passes, and the job summary holds exactly the rendered report", async () => {
    fake.rateLimitCommentWrites = { status: 422, headers: {} };
    const summaryFile = path.join(temp, "summary.md");
    await writeFile(summaryFile, "");
    const saved = process.env.GITHUB_STEP_SUMMARY;
    process.env.GITHUB_STEP_SUMMARY = summaryFile;
    const log = recordingLogger();
    let failedWith: number | string | undefined;
    const env = { ...(await pullRequestEnv("refused")), GITHUB_STEP_SUMMARY: summaryFile };
    try {
      await runWith({ gate: "" }, env, log);
      failedWith = process.exitCode;
    } finally {
      fake.rateLimitCommentWrites = undefined;
      if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY;
      else process.env.GITHUB_STEP_SUMMARY = saved;
    }
    const warnings = log.lines.filter((l) => l.startsWith("warning: Could not write the PR comment"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("(HTTP 422: GitHub API call POST /repos/{owner}/{repo}/issues/{issue_number}/comments failed");
    expect(warnings[0]).toContain("The job summary has the report.");
    expect(fake.commentsOn(PR)).toEqual([]);
    expect(failedWith ?? 0).toBe(0);
    // the rendered summary ends with its own newline: nothing is added (it may fill GitHub's 1 MiB exactly)
    const written = await readFile(summaryFile, "utf8");
    expect(written).toContain("round_success");
    expect(written.endsWith("\n")).toBe(true);
    expect(written.endsWith("\n\n")).toBe(false);
  });
});

describe("a baseline path that names nothing (invalid values fail the step before anything runs)", () => {
  it.each([["nothing-here/*"], ["baseline/no-such-seed"], ["baseline/*/*.report.json"]])("baseline: %s fails before the candidate is evaluated, naming the input and the value", async (pattern) => {
    const log = recordingLogger();
    const { stdout } = await withCapturedStdout(() => runWith({ baseline: pattern, comment: "off" }, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-baseline") }, log));
    expect(stdout.split("\n").filter((l) => l.startsWith("::error::"))).toEqual([`::error::Invalid value for input 'baseline': '${pattern}' matches nothing in the workspace`]);
    expect(log.lines.some((l) => l.includes("Evaluating") || l.includes("Evaluated"))).toBe(false);
  });

  it("patterns that name directories, with or without a glob, pass", async () => {
    const result = await runWith({ baseline: "baseline/veyru/seed-1, baseline/veyru/seed-[23]", comment: "off", gate: "" }, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-baseline-ok") });
    expect(result?.diff).toBeDefined();
  });
});

describe("runs in mode comment (action.yml: required unless mode is comment)", () => {
  it("is said to be ignored: the candidate is the downloaded artifact", async () => {
    const log = recordingLogger();
    await withCapturedStdout(() => runWith({ mode: "comment", runs: "candidate/*/*", baseline: "", gate: "", comment: "off" }, { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-runs-comment") }, log));
    expect(log.lines).toContain("warning: Input 'runs' is ignored in mode comment: the candidate is the report artifact the evaluating run uploaded ('agent-eval-reports'), not candidate/*/*");
  });
});

describe("fail-on never (action.yml: regression, possible-regression or never)", () => {
  it("a gated regression is reported (verdict, regressions, a passing check) but never fails the step", async () => {
    const log = recordingLogger();
    let failedWith: number | string | undefined;
    const outputs = await outputsOf(async () => {
      await runWith({ "fail-on": "never", comment: "off", check: "on" }, await pullRequestEnv("never"), log);
      failedWith = process.exitCode;
    });
    expect(outputs.verdict).toBe("regression");
    expect(outputs.regressions).toBe("round_success");
    expect(failedWith ?? 0).toBe(0);
    expect(fake.checkRuns.at(-1)?.conclusion).toBe("success");
  });
});
