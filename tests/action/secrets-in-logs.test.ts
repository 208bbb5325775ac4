/**
 * The judge API keys and the github-token never reach the step's log, failure message or outputs,
 * even when a hostile GitHub API echoes the token in its error messages, or a baseline report
 * carries a key in its strings. Everything on 127.0.0.1.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getOctokit } from "@actions/github";
import { afterEach, describe, expect, it } from "vitest";
import { run } from "../../src/action/main.js";
import { oneTrialEach, trialReport } from "../diff/trial-helpers.js";
import { FakeGitHub } from "../github/fake-github.js";
import { recordingLogger, withCapturedStdout } from "../helpers/action-run.js";
import { smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

const TOKEN = "ghs_HostileEchoedToken0123456789";
const KEY = "sk-ant-api03-secretjudgekey0123456789";

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

/** A GitHub API that answers every call 500 with a message quoting the token it was sent. */
async function echoingGitHub(): Promise<string> {
  server = http.createServer((req, res) => {
    res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: `internal failure for ${req.headers.authorization ?? ""} (key ${KEY})` }));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

describe("secrets stay out of the log, the failure and the outputs", () => {
  it("a GitHub API that echoes the token and a judge key in its errors", async () => {
    const url = await echoingGitHub();
    const root = tempDir();
    const workspace = path.join(root, "ws");
    writeRun(path.join(workspace, "runs"), "a", { "veyru.jsonl": smallVeyruLog() });
    const eventPath = path.join(root, "event.json");
    writeFileSync(eventPath, JSON.stringify({ pull_request: { number: 3, head: { sha: "a".repeat(40), ref: "f" }, base: { sha: "b".repeat(40), ref: "main" } } }));
    const outputFile = path.join(root, "output");
    writeFileSync(outputFile, "");
    const saved = { GITHUB_OUTPUT: process.env.GITHUB_OUTPUT, ANTHROPIC_API_KEY: process.env.ANTHROPIC_API_KEY };
    process.env.GITHUB_OUTPUT = outputFile;
    process.env.ANTHROPIC_API_KEY = KEY;
    const log = recordingLogger();
    const inputs: Record<string, string> = { runs: "runs/*", metrics: "message_entropy", baseline: "artifact", "github-token": TOKEN, comment: "update", check: "on" };
    try {
      const { stdout } = await withCapturedStdout(() =>
        run({
          getInput: (n) => inputs[n] ?? "",
          env: {
            GITHUB_WORKSPACE: workspace,
            RUNNER_TEMP: path.join(root, "runner-temp"),
            GITHUB_REPOSITORY: "octo/demo",
            GITHUB_RUN_ID: "7",
            GITHUB_EVENT_NAME: "pull_request",
            GITHUB_EVENT_PATH: eventPath,
            GITHUB_WORKFLOW_REF: "octo/demo/.github/workflows/e.yml@refs/heads/main",
            ANTHROPIC_API_KEY: KEY,
          },
          octokit: (t) => getOctokit(t, { baseUrl: url, request: { retries: 0 } }),
          artifacts: () => ({ upload: () => Promise.reject(new Error(`upload refused for ${TOKEN}`)), list: () => Promise.reject(new Error(`list refused for ${TOKEN}`)), download: () => Promise.reject(new Error("no")) }),
          log,
        }),
      );
      const everything = [stdout, ...log.lines, await import("node:fs/promises").then((fs) => fs.readFile(outputFile, "utf8"))].join("\n");
      // the fake did echo them: otherwise this test proves nothing
      expect(everything).toContain("[redacted]");
      expect(everything).not.toContain(TOKEN);
      expect(everything).not.toContain(KEY);
    } finally {
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }, 30_000);
});

describe("secrets stay out of the check run", () => {
  it("a judge key inside the trial reports' metric names (a judge that echoed it) is redacted in the check's title, summary and annotations", async () => {
    const fake = new FakeGitHub();
    await fake.start();
    const root = tempDir();
    const workspace = path.join(root, "ws");
    const name = `leak_${KEY}`;
    mkdirSync(path.join(workspace, "base"), { recursive: true });
    mkdirSync(path.join(workspace, "cand"), { recursive: true });
    const values = (v: boolean) => Array.from({ length: 30 }, () => v);
    writeFileSync(path.join(workspace, "base", "x.report.json"), JSON.stringify(trialReport(oneTrialEach(`${name}.correct`, values(true)))));
    writeFileSync(path.join(workspace, "cand", "x.report.json"), JSON.stringify(trialReport(oneTrialEach(`${name}.correct`, values(false)))));
    const head = "c".repeat(40);
    fake.addPull({ number: 4, head: { sha: head, ref: "f" }, base: { sha: "d".repeat(40), ref: "main" } });
    const eventPath = path.join(root, "event.json");
    writeFileSync(eventPath, JSON.stringify({ pull_request: { number: 4, head: { sha: head, repo: { full_name: `${fake.owner}/${fake.repo}` } }, base: { sha: "d".repeat(40), ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } } } }));
    const saved = process.env.ANTHROPIC_API_KEY;
    process.env.ANTHROPIC_API_KEY = KEY;
    const inputs: Record<string, string> = { runs: "cand/*.report.json", baseline: "base/*.report.json", gate: `${name}.correct:-5pp`, "github-token": "ghs_write", comment: "off" };
    try {
      await withCapturedStdout(() =>
        run({
          getInput: (n) => inputs[n] ?? "",
          env: {
            GITHUB_WORKSPACE: workspace,
            RUNNER_TEMP: path.join(root, "runner-temp"),
            GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
            GITHUB_RUN_ID: "8",
            GITHUB_EVENT_NAME: "pull_request",
            GITHUB_EVENT_PATH: eventPath,
            GITHUB_WORKFLOW_REF: `${fake.owner}/${fake.repo}/.github/workflows/e.yml@refs/pull/4/merge`,
            ANTHROPIC_API_KEY: KEY,
          },
          octokit: (t) => getOctokit(t, { baseUrl: fake.url }),
          artifacts: () => undefined,
          log: recordingLogger(),
        }),
      );
      const check = JSON.stringify(fake.checkRuns);
      // the gate did fail on that metric: otherwise this test proves nothing
      expect(check).toContain("leak_[redacted]");
      expect(check).not.toContain(KEY);
    } finally {
      if (saved === undefined) delete process.env.ANTHROPIC_API_KEY;
      else process.env.ANTHROPIC_API_KEY = saved;
      await fake.stop();
    }
  }, 30_000);
});
