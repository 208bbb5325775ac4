/**
 * The Action grading trial datasets (`runs: *.jsonl` with `config:`): the reports it grades are
 * the ones `agent-eval grade` writes (byte for byte, shards too), they are uploaded as the report
 * artifact, and the diff, comment and gate are the trial-report path's. Input errors come before
 * anything is graded. The dataset is hand-made with the deterministic `exact_match` metric, so no
 * judge is involved; expected counts are worked out from the answers below.
 */
import { getOctokit } from "@actions/github";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/action/main.js";
import { expandFileGlobs, gradeIntoBundle, trialGradingJob } from "../../src/action/trials.js";
import { readConfig } from "../../src/github/inputs.js";
import { recordingLogger, withCapturedStdout } from "../helpers/action-run.js";
import { gradeDataset, mergeShardReports } from "../../src/node/grade-trials.js";
import { readTrialDataset } from "../../src/node/trial-dataset.js";
import { parseCommentMarkers } from "../../src/report/comment-markers.js";
import { FakeArtifactStore } from "../github/fake-artifacts.js";
import { FakeGitHub } from "../github/fake-github.js";

const HEAD = "abcdef0123456789abcdef0123456789abcdef02";
const BASE_SHA = "0123456789abcdef0123456789abcdef01234568";
const PR = 41;
const TASKS = 24;
/** The candidate answers the odd tasks wrong (12 of 24); the baseline answers every task right. */
const BROKEN = new Set(Array.from({ length: TASKS }, (_, i) => i).filter((i) => i % 2 === 1));
const taskId = (i: number): string => `capital-${String(i).padStart(2, "0")}`;

let temp: string;
let workspace: string;
let fake: FakeGitHub;

function dataset(wrong: ReadonlySet<number>): string {
  const lines = [];
  for (let i = 0; i < TASKS; i++) {
    const id = taskId(i);
    const expected = `City ${i}`;
    lines.push(
      JSON.stringify({
        task: { id, intent: `Name capital ${i}.` },
        trial: { id: `${id}:a`, task_id: id, status: "completed" },
        inputs: { instruction: `What is capital ${i}?` },
        reference: { expected },
        candidate: { output_text: wrong.has(i) ? `Not ${expected}` : expected },
      }),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Runs the action, also returning what @actions/core printed (::error:: lines). */
async function runAction(inputs: Record<string, string>, env: Record<string, string>, store?: FakeArtifactStore) {
  const log = recordingLogger();
  const { value: result, stdout } = await withCapturedStdout(() =>
    run({
      getInput: (n) => inputs[n] ?? "",
      env,
      artifacts: () => store,
      octokit: (token) => getOctokit(token, { baseUrl: fake.url }),
      log,
    }),
  );
  return { result, stdout, log: log.lines };
}

const quiet = (): void => undefined;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-action-grade-"));
  workspace = path.join(temp, "ws");
  await mkdir(path.join(workspace, "data"), { recursive: true });
  await mkdir(path.join(workspace, "base"), { recursive: true });
  await writeFile(path.join(workspace, "data/capitals.jsonl"), dataset(BROKEN));
  await writeFile(path.join(workspace, "base/capitals.jsonl"), dataset(new Set()));
  await writeFile(path.join(workspace, "grading.yaml"), "metrics:\n  - {type: exact_match}\n");
  // The baseline graded as a user would, with the CLI's entry point.
  await gradeDataset({ dataset: path.join(workspace, "base/capitals.jsonl"), config: path.join(workspace, "grading.yaml"), concurrency: 2, log: quiet });
  fake = new FakeGitHub();
  await fake.start();
  fake.addPull({ number: PR, head: { sha: HEAD, ref: "feature" }, base: { sha: BASE_SHA, ref: "main" } });
});
afterEach(() => {
  process.exitCode = 0;
});
afterAll(async () => {
  await fake.stop();
  await rm(temp, { recursive: true, force: true });
});

function prEnv(name: string): Record<string, string> {
  return {
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: path.join(temp, `${name}.json`),
    GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
    GITHUB_RUN_ID: "9001",
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: path.join(temp, `runner-${name}`),
    ACTIONS_RUNTIME_TOKEN: "runtime",
    ACTIONS_RESULTS_URL: "http://127.0.0.1:1/",
  };
}

async function writeEvent(env: Record<string, string>): Promise<void> {
  const repo = { full_name: `${fake.owner}/${fake.repo}` };
  await writeFile(env.GITHUB_EVENT_PATH ?? "", JSON.stringify({ pull_request: { number: PR, head: { sha: HEAD, repo }, base: { sha: BASE_SHA, ref: "main", repo } } }));
}

describe("Action grading trial datasets (runs: *.jsonl, config:)", () => {
  it("grades the dataset, uploads the report, diffs it against the baseline's, comments and fails the gate", async () => {
    const env = prEnv("pr");
    await writeEvent(env);
    const store = new FakeArtifactStore();
    const inputs = { runs: "data/*.jsonl", config: "grading.yaml", baseline: "base/*.report.json", gate: "exact_match.score:-10pp", "github-token": "ghs_write" };
    const { result, log } = await runAction(inputs, env, store);
    expect(log.some((l) => l.includes("Grading capitals.jsonl"))).toBe(true);
    // 12 of 24 answers broke: mean 1.0 → 0.5 (-50 pp); exact paired p on 12 discordant tasks = 2 * 0.5**12
    expect(result?.verdict).toBe("regression");
    expect(result?.failed).toBe(true);
    expect(result?.diff?.decision.failing.map((f) => f.metric)).toEqual(["exact_match.score"]);
    expect(result?.diff?.metrics.find((m) => m.metric === "exact_match.score")?.pValue).toBeCloseTo(2 * 0.5 ** 12, 15);
    const body = fake.commentsOn(PR)[0]?.body ?? "";
    expect(body).toContain("❌ **Regression** in exact_match.score: -50.0 pp");
    expect(body).toContain("**Newly failing tasks**: 12 of 24 on both sides");
    // the uploaded report is the one `agent-eval grade` writes, and nothing was written beside the dataset
    expect(store.uploads.map((u) => u.name)).toEqual(["agent-eval-reports"]);
    const root = store.uploads[0]?.rootDirectory ?? "";
    // beside it, the pull-request stamp a workflow_run comment job verifies (tests/action/two-workflow-trials.test.ts)
    expect(await readdir(root)).toEqual(["agent-eval-pull-request.json", "capitals.report.json"]);
    expect(JSON.parse(await readFile(path.join(root, "agent-eval-pull-request.json"), "utf8"))).toEqual({ number: PR, headSha: HEAD, baseRef: "main", baseSha: BASE_SHA, runAttempt: 1 });
    expect(result?.reportPath).toBe(root);
    expect(existsSync(path.join(workspace, "data/capitals.report.json"))).toBe(false);
    const cli = path.join(temp, "cli.report.json");
    await gradeDataset({ dataset: path.join(workspace, "data/capitals.jsonl"), config: path.join(workspace, "grading.yaml"), out: cli, concurrency: 2, log: quiet });
    expect(await readFile(path.join(root, "capitals.report.json"), "utf8")).toBe(await readFile(cli, "utf8"));
  });

  it("shard: i/n grades its slice of the tasks into the shard artifact; mode: comment diffs the shards; they merge into the unsharded report", async () => {
    const store = new FakeArtifactStore();
    const shards: string[] = [];
    for (const index of [1, 2, 3]) {
      const env = { ...prEnv(`shard-${index}`) };
      await writeEvent(env);
      const inputs = { runs: "data/capitals.jsonl", config: "grading.yaml", mode: "evaluate", shard: `${index}/3`, comment: "off", "github-token": "" };
      const { result } = await runAction(inputs, env, store);
      expect(result?.verdict).toBe("evaluated");
      const upload = store.uploads.at(-1);
      expect(upload?.name).toBe(`agent-eval-reports-shard-${index}-of-3`);
      const file = path.join(upload?.rootDirectory ?? "", `capitals.shard-${index}-of-3.report.json`);
      shards.push(file);
      // whole tasks round-robin: shard i has the tasks whose position % 3 is i - 1 (8 each)
      const report = JSON.parse(await readFile(file, "utf8")) as { trials: { task_id: string }[] };
      const expected = Array.from({ length: TASKS }, (_, i) => i).filter((i) => i % 3 === index - 1);
      expect(report.trials.map((t) => t.task_id)).toEqual(expected.map(taskId));
    }
    // the comment job of the same workflow run downloads every shard and diffs them as one side
    for (const upload of store.uploads) await store.add(9001, upload.name, upload.rootDirectory);
    const env = prEnv("comment");
    await writeEvent(env);
    const comment = await runAction({ mode: "comment", baseline: "base/*.report.json", gate: "exact_match.score:-10pp", "comment-id": "sharded", "github-token": "ghs_write" }, env, store);
    expect(store.downloads).toHaveLength(3);
    expect(comment.result?.verdict).toBe("regression");
    expect(comment.result?.comment).toContain("**Newly failing tasks**: 12 of 24 on both sides");
    expect(store.uploads).toHaveLength(3);
    // a workflow_run comment job verifies the shards' stamp and posts on the PR it names
    const triggerEvent = path.join(temp, "workflow-run.json");
    await writeFile(triggerEvent, JSON.stringify({ workflow_run: { id: 9001, head_sha: HEAD, head_branch: "feature", workflow_id: 5, run_attempt: 1, conclusion: "success", event: "pull_request" } }));
    const trusted = await runAction(
      { mode: "comment", "comment-id": "trusted", "github-token": "ghs_write" },
      { ...prEnv("wr"), GITHUB_EVENT_NAME: "workflow_run", GITHUB_EVENT_PATH: triggerEvent, GITHUB_RUN_ID: "9002" },
      store,
    );
    expect(trusted.result?.verdict).toBe("no_baseline");
    expect(fake.commentsOn(PR).filter((c) => parseCommentMarkers(c.body).commentId === "trusted")).toHaveLength(1);
    const merged = await mergeShardReports(shards, path.join(temp, "merged.report.json"));
    const whole = path.join(temp, "whole.report.json");
    await gradeDataset({ dataset: path.join(workspace, "data/capitals.jsonl"), config: path.join(workspace, "grading.yaml"), out: whole, concurrency: 2, log: quiet });
    expect(await readFile(merged.reportPath, "utf8")).toBe(await readFile(whole, "utf8"));
  });

  it("a dataset glob without config, or config with run directories or trial reports, is an input error naming both inputs", () => {
    const read = (inputs: Record<string, string>) => () => readConfig((n) => ({ "github-token": "t", ...inputs })[n] ?? "");
    expect(read({ runs: "data/*.jsonl" })).toThrow("Input 'runs' names trial datasets (data/*.jsonl), which need the input 'config'");
    expect(read({ runs: "runs/*/*", metrics: "message_entropy", config: "grading.yaml" })).toThrow(
      "Input 'config' grades trial datasets, but input 'runs' (runs/*/*) names run directories",
    );
    expect(read({ runs: "graded/*.report.json", config: "grading.yaml" })).toThrow("names trial reports, which are already graded");
    expect(read({ runs: "data/*.jsonl, runs/*/*", metrics: "message_entropy", config: "grading.yaml" })).toThrow("mixes trial datasets (*.jsonl) with other patterns");
    expect(read({ mode: "comment", config: "grading.yaml" })).toThrow("mode 'comment' grades nothing");
    // datasets need no metrics input
    expect(read({ runs: "data/*.jsonl", config: "grading.yaml" })().gradingConfig).toBe("grading.yaml");
  });

  it("config and datasets outside the workspace, a bad config, or a judge config without judge inputs fail before anything is graded", async () => {
    const env = { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-errors"), GITHUB_REPOSITORY: "o/r" };
    const cases: [Record<string, string>, string][] = [
      [{ config: "../grading.yaml" }, "Invalid value for input 'config': '../grading.yaml' is outside the workspace"],
      [{ runs: "/etc/*.jsonl" }, "Invalid value for input 'runs': '/etc/*.jsonl' is outside the workspace"],
      [{ runs: "nowhere/*.jsonl" }, "Input 'runs': 'nowhere/*.jsonl' matched no trial dataset file (patterns are relative to the workspace: check the path, and that an earlier step wrote the files)"],
      [{ config: "missing.yaml" }, "Invalid value for input 'config':"],
      [{ config: "judged.yaml" }, "need the inputs 'judge-provider' and 'judge-model'"],
      // the good dataset sorts first, the broken one is found before it is graded
      [{ runs: "bad/*.jsonl" }, "Invalid trial dataset in input 'runs': "],
      [{ runs: "bad/*.jsonl" }, "b.jsonl:1: field 'trial'"],
    ];
    await mkdir(path.join(workspace, "bad"), { recursive: true });
    await writeFile(path.join(workspace, "bad/a.jsonl"), dataset(new Set()));
    await writeFile(path.join(workspace, "bad/b.jsonl"), '{"task": {"id": "x"}}\n');
    await writeFile(path.join(workspace, "judged.yaml"), "metrics:\n  - type: llm_judge\n    criteria: Is it right?\n    scores:\n      - {name: ok, description: right, minimum: 0, maximum: 1, parser: {type: regex, pattern: 'OK: ([01])'}}\n");
    for (const [inputs, message] of cases) {
      const { result, stdout, log } = await runAction({ runs: "data/*.jsonl", config: "grading.yaml", comment: "off", "github-token": "", ...inputs }, env);
      expect(result).toBeUndefined();
      expect(stdout).toContain(message);
      expect(log.some((l) => l.includes("Grading"))).toBe(false);
    }
  });
});

describe("a dataset reached through a symbolic link that leads outside the workspace", () => {
  it("is refused before it is read", async () => {
    const outside = path.join(temp, "outside-datasets");
    await mkdir(outside, { recursive: true });
    // a line that would fail to parse: the refusal must come first, so nothing of it is quoted
    await writeFile(path.join(outside, "secret.jsonl"), '{"task": {"id": "outside-secret"}}\n');
    await symlink(outside, path.join(workspace, "linked"));
    const env = { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-linked"), GITHUB_REPOSITORY: "o/r" };
    const { result, stdout, log } = await runAction({ runs: "linked/*.jsonl", config: "grading.yaml", comment: "off", "github-token": "" }, env);
    expect(result).toBeUndefined();
    expect(stdout).toContain(`Invalid value for input 'runs': ${path.join("linked", "secret.jsonl")} leads outside the workspace`);
    expect(stdout).not.toContain("Invalid trial dataset");
    expect(log.some((l) => l.includes("Grading"))).toBe(false);
  });
});

describe("a dataset the Action checked is graded from what was read, not read again", () => {
  it("grades the parsed dataset after its file is gone, with the checked bytes' sha256 in the provenance", async () => {
    const dir = path.join(temp, "read-once");
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, "capitals.jsonl");
    await writeFile(file, dataset(new Set()));
    const parsed = await readTrialDataset(file);
    await rm(file);
    const outcome = await gradeDataset({ dataset: file, parsed, config: path.join(workspace, "grading.yaml"), concurrency: 2, log: quiet });
    expect(outcome.report.agent_eval.dataset.sha256).toBe(createHash("sha256").update(dataset(new Set())).digest("hex"));
    // every one of the 24 answers is right
    expect(outcome.report.summary["exact_match.score"]?.mean).toBe(1);
    expect(outcome.report.agent_eval.dataset.trials).toBe(TASKS);
  });
});

describe("the grading config the Action checked is what every dataset is graded with, not read again", () => {
  it("grades two datasets after the config file was broken, with the checked bytes' sha256 in each provenance", async () => {
    const ws = path.join(temp, "config-read-once");
    await mkdir(path.join(ws, "data"), { recursive: true });
    await writeFile(path.join(ws, "data/a.jsonl"), dataset(new Set()));
    await writeFile(path.join(ws, "data/b.jsonl"), dataset(BROKEN));
    const checked = "metrics:\n  - {type: exact_match}\n";
    await writeFile(path.join(ws, "grading.yaml"), checked);
    const inputs: Record<string, string> = { runs: "data/*.jsonl", config: "grading.yaml", mode: "evaluate" };
    const job = await trialGradingJob(readConfig((n) => inputs[n] ?? ""), { workspace: ws });
    // a later read would now fail (not valid YAML) or grade something else
    await writeFile(path.join(ws, "grading.yaml"), "bogus: [\n");
    const log = recordingLogger();
    const outcome = await gradeIntoBundle(job, { index: 1, total: 1 }, path.join(ws, "bundle"), log);
    expect(outcome.files.map((f) => path.basename(f))).toEqual(["a.report.json", "b.report.json"]);
    const reports = await Promise.all(outcome.files.map(async (f) => JSON.parse(await readFile(f, "utf8")) as { agent_eval: { config: { sha256: string } }; summary: Record<string, { mean: number }> }));
    const sha = createHash("sha256").update(checked).digest("hex");
    expect(reports.map((r) => r.agent_eval.config.sha256)).toEqual([sha, sha]);
    // a: every answer right; b: 12 of 24 wrong
    expect(reports.map((r) => r.summary["exact_match.score"]?.mean)).toEqual([1, 0.5]);
  });
});

describe("the user-code-timeout input", () => {
  it("is the time limit grading puts on a module metric (a metric that never returns fails on its trial, naming the limit)", async () => {
    const ws = path.join(temp, "user-code-timeout");
    await mkdir(path.join(ws, "data"), { recursive: true });
    await writeFile(path.join(ws, "data/one.jsonl"), `${dataset(new Set()).split("\n")[0]}\n`);
    await writeFile(
      path.join(ws, "spin.mjs"),
      'export const spin = { type: "spin", outputSpec: () => [{ name: "n", kind: "discrete_score" }], computeScores() { for (;;) {} } };\n',
    );
    await writeFile(path.join(ws, "grading.yaml"), "metrics:\n  - {module: ./spin.mjs, export: spin}\n");
    const inputs: Record<string, string> = { runs: "data/*.jsonl", config: "grading.yaml", mode: "evaluate", "user-code-timeout": "0.05" };
    const job = await trialGradingJob(readConfig((n) => inputs[n] ?? ""), { workspace: ws });
    const outcome = await gradeIntoBundle(job, { index: 1, total: 1 }, path.join(ws, "bundle"), recordingLogger());
    // 0.05 s is the input's value, not grade's default of 10 s
    expect(outcome.failures.map((f) => [f.trial_id, f.error])).toEqual([
      [`${taskId(0)}:a`, expect.stringContaining("ran over the time limit of 0.05 s per call of user-supplied code")],
    ]);
  });
});

describe("a metric failing on a trial while grading", () => {
  it("writes and diffs the report, logs the failure and fails the step (as agent-eval grade exits 1)", async () => {
    await mkdir(path.join(workspace, "partial"), { recursive: true });
    const lines = dataset(new Set()).trim().split("\n");
    // trial 0 has no reference.expected: exact_match cannot judge it (an error of that trial, not a 0)
    const first = JSON.parse(lines[0] ?? "{}") as { reference: Record<string, unknown> };
    first.reference = { other: "x" };
    await writeFile(path.join(workspace, "partial/capitals.jsonl"), `${[JSON.stringify(first), ...lines.slice(1)].join("\n")}\n`);
    const env = { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-partial"), GITHUB_REPOSITORY: "o/r" };
    const { result, stdout, log } = await runAction({ runs: "partial/*.jsonl", config: "grading.yaml", comment: "off", "github-token": "" }, env);
    expect(result?.verdict).toBe("no_baseline");
    expect(result?.failed).toBe(true);
    expect(log).toContain("error: capitals.jsonl: task capital-00 trial capital-00:a: exact_match failed: exact_match: the trial's reference has no 'expected'");
    expect(stdout).toContain("1 metric or grader evaluation(s) failed on trials");
  });
});

describe("trial globs match as picomatch does (within the file name segment)", () => {
  it("braces and classes select files; hidden files and other names do not match", async () => {
    const dir = path.join(temp, "globs");
    await mkdir(dir, { recursive: true });
    for (const name of ["a.report.json", "b.report.json", "c.report.json", ".h.report.json", "a.report.json.bak"]) await writeFile(path.join(dir, name), "{}");
    const names = async (pattern: string): Promise<string[]> => (await expandFileGlobs([pattern], temp, "runs", "trial report")).map((f) => path.basename(f));
    expect(await names("globs/{a,c}.report.json")).toEqual(["a.report.json", "c.report.json"]);
    expect(await names("globs/[ab].report.json")).toEqual(["a.report.json", "b.report.json"]);
    expect(await names("globs/*.report.json")).toEqual(["a.report.json", "b.report.json", "c.report.json"]);
    expect(await names("glob?/?.report.json")).toEqual(["a.report.json", "b.report.json", "c.report.json"]);
    await expect(names("globs/{x,y}.report.json")).rejects.toThrow("Input 'runs': 'globs/{x,y}.report.json' matched no trial report file");
  });
});

describe("the Action confines its other path inputs to the workspace (and RUNNER_TEMP)", () => {
  const env = (): Record<string, string> => ({ GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(temp, "runner-confine"), GITHUB_REPOSITORY: "o/r" });
  it.each([
    ["fixtures", "../recordings"],
    ["knobs", "/etc/knobs.json"],
    ["gpt2-model", "../models/gpt2"],
    ["scenario-assets", "/usr/share/scenarios"],
  ])("%s: %s is refused before anything is read", async (input, value) => {
    const { result, stdout } = await runAction({ runs: "runs/*", metrics: "message_entropy", mode: "evaluate", comment: "off", [input]: value }, env());
    expect(result).toBeUndefined();
    expect(stdout).toContain(`Invalid value for input '${input}': '${value}' is outside the workspace`);
  });

  it("export (run reports' tables) with trial datasets is said to be ignored, not silently dropped", async () => {
    const inputs = { runs: "data/*.jsonl", config: "grading.yaml", mode: "evaluate", comment: "off", export: "csv" };
    const { result, log } = await runAction(inputs, env());
    expect(result?.verdict).toBe("evaluated");
    expect(log).toContain("warning: Input 'export' applies to run reports only: trial reports are not exported as tables (they are JSON already, uploaded as they are)");
  });

  it("inline JSON knobs and paths inside the workspace or RUNNER_TEMP are accepted", async () => {
    const e = env();
    const inputs = { runs: "data/*.jsonl", config: "grading.yaml", mode: "evaluate", comment: "off", knobs: '{"seed": 1}', fixtures: path.join(e.RUNNER_TEMP ?? "", "fixtures"), "scenario-assets": "assets" };
    const { result } = await runAction(inputs, e);
    expect(result?.verdict).toBe("evaluated");
  });
});
