/**
 * The bundled action, run as a real subprocess with an Actions environment (INPUT_*, event file,
 * GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) against the fake GitHub API. The bundle is built into a
 * temporary directory with the project's own build script, so the test does not depend on how
 * fresh the committed dist/ is.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCommentMarkers } from "../../src/report/comment-markers.js";
import { FakeGitHub } from "../github/fake-github.js";
import { buildDistInto } from "../helpers/build-dist.js";

const exec = promisify(execFile);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HEAD = "1234567890abcdef1234567890abcdef12345678";
const BASE = "fedcba0987654321fedcba0987654321fedcba09";
const PR = 7;

let temp: string;
let actionJs: string;
let workspace: string;
let fake: FakeGitHub;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-dist-test-"));
  actionJs = path.join(await buildDistInto(temp), "action.js");

  workspace = path.join(temp, "workspace");
  await cp(path.join(REPO, "examples/baseline"), path.join(workspace, "baseline"), { recursive: true });
  await cp(path.join(REPO, "examples/candidate"), path.join(workspace, "candidate"), { recursive: true });

  fake = new FakeGitHub();
  await fake.start();
  fake.addPull({ number: PR, head: { sha: HEAD, ref: "feature" }, base: { sha: BASE, ref: "main" } });
}, 120_000);

afterAll(async () => {
  await fake.stop();
  await rm(temp, { recursive: true, force: true });
});

interface StepResult {
  readonly code: number;
  readonly stdout: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
}

/** Parse GITHUB_OUTPUT's `name<<delimiter ... delimiter` records. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i] ?? "");
    if (m === null) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i] ?? "");
    out[m[1] ?? ""] = value.join("\n");
  }
  return out;
}

async function runStep(name: string, inputs: Record<string, string>): Promise<StepResult> {
  const dir = path.join(temp, name);
  await mkdir(dir, { recursive: true });
  const eventPath = path.join(dir, "event.json");
  await writeFile(
    eventPath,
    JSON.stringify({
      action: "synchronize",
      number: PR,
      pull_request: {
        number: PR,
        head: { sha: HEAD, ref: "feature", repo: { full_name: `${fake.owner}/${fake.repo}` } },
        base: { sha: BASE, ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } },
      },
    }),
  );
  const outputFile = path.join(dir, "output.txt");
  const summaryFile = path.join(dir, "summary.md");
  await writeFile(outputFile, "");
  await writeFile(summaryFile, "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? temp,
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_API_URL: fake.url,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
    GITHUB_SHA: "0".repeat(40),
    GITHUB_REF: `refs/pull/${PR}/merge`,
    GITHUB_RUN_ID: "4242",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: path.join(dir, "runner-temp"),
  };
  for (const [key, value] of Object.entries(inputs)) env[`INPUT_${key.toUpperCase()}`] = value;
  let code = 0;
  let stdout: string;
  try {
    ({ stdout } = await exec(process.execPath, [actionJs], { cwd: workspace, env, timeout: 60_000 }));
  } catch (error) {
    const e = error as { code?: number; stdout?: string };
    code = typeof e.code === "number" ? e.code : -1;
    stdout = e.stdout ?? "";
  }
  return { code, stdout, outputs: parseOutputs(await readFile(outputFile, "utf8")), summary: await readFile(summaryFile, "utf8") };
}

const gatedInputs = {
  runs: "candidate/*/*",
  metrics: "round_success",
  baseline: "baseline/*/*",
  gate: "round_success:-5pp",
  "github-token": "ghs_fake_installation_token",
};

describe("dist/action.js as a subprocess", () => {
  it("posts the comment, writes outputs and summary, and fails the step on a gated regression", async () => {
    const step = await runStep("first", gatedInputs);
    expect(step.code).not.toBe(0);
    expect(step.stdout).toMatch(/::error::agent-eval: gated regression in round_success/);
    expect(step.stdout).toMatch(/::notice::Artifact 'agent-eval-reports' not uploaded: ACTIONS_RUNTIME_TOKEN/);
    expect(step.outputs.verdict).toBe("regression");
    expect(step.outputs.regressions).toBe("round_success");
    const diff = JSON.parse(step.outputs["diff-json"] ?? "null") as { overall: string; metrics: { metric: string; verdict: string }[] };
    expect(diff.overall).toBe("regression");
    expect(step.outputs["report-path"]).toMatch(/candidate$/);
    expect(step.summary).toContain("round_success");
    expect(step.summary).not.toContain("agent-eval:comment-id");

    const comments = fake.commentsOn(PR);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.login).toBe("github-actions[bot]");
    expect(parseCommentMarkers(comments[0]?.body ?? "")).toEqual({ commentId: "agent-eval", headSha: HEAD, runAttempt: 1, runId: 4242 });
  }, 90_000);

  it("updates the comment on a second run instead of posting another", async () => {
    const before = fake.commentsOn(PR);
    const step = await runStep("second", gatedInputs);
    expect(step.code).not.toBe(0);
    const after = fake.commentsOn(PR);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(before[0]?.id);
    expect(fake.requestsTo("PATCH", /\/issues\/comments\/\d+$/)).toHaveLength(1);
    expect(fake.requestsTo("POST", /\/issues\/7\/comments$/)).toHaveLength(1);
  }, 90_000);

  it("passes (exit 0) when nothing regressed", async () => {
    const step = await runStep("same", { ...gatedInputs, baseline: "candidate/*/*", "comment-id": "same-vs-same" });
    expect(step.code).toBe(0);
    expect(step.outputs.verdict).toBe("unchanged");
    expect(step.outputs.regressions).toBe("");
  }, 90_000);

  it("fails fast on an invalid input, naming it", async () => {
    const step = await runStep("invalid", { ...gatedInputs, "fail-on": "sometimes" });
    expect(step.code).not.toBe(0);
    expect(step.stdout).toContain("::error::Invalid value for input 'fail-on': 'sometimes' (expected regression, possible-regression or never)");
  }, 60_000);
});
