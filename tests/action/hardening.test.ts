/**
 * Issue 11's Action holes: paths outside the workspace, inputs validated only after work was done,
 * and GitHub API failures that said only "Server Error". Each test failed before the fix.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getOctokit } from "@actions/github";
import { afterEach, describe, expect, it } from "vitest";
import { run } from "../../src/action/main.js";
import { describeApiFailure, withCallNames } from "../../src/github/api-errors.js";
import { parseJudgeTimeout } from "../../src/node/judge-options.js";
import { readConfig } from "../../src/github/inputs.js";
import { recordingLogger, withCapturedStdout } from "../helpers/action-run.js";
import { oneTrialEach, trialReport } from "../diff/trial-helpers.js";
import { smallVeyruLog, tempDir, writeRun } from "../helpers/run-dirs.js";

/** Runs the action, returning what it printed to stdout (where @actions/core writes ::error::). */
async function runAction(inputs: Record<string, string>, workspace: string): Promise<{ stdout: string; log: string[] }> {
  const log = recordingLogger();
  const { stdout } = await withCapturedStdout(() =>
    run({
      getInput: (n) => inputs[n] ?? "",
      env: { GITHUB_WORKSPACE: workspace, RUNNER_TEMP: path.join(workspace, "..", "runner-temp"), GITHUB_REPOSITORY: "octo/demo", GITHUB_RUN_ID: "1" },
      artifacts: () => undefined,
      log,
    }),
  );
  return { stdout, log: log.lines };
}

function workspaceWithRun(): string {
  const root = tempDir();
  const workspace = path.join(root, "ws");
  writeRun(path.join(workspace, "runs"), "a", { "veyru.jsonl": smallVeyruLog() });
  return workspace;
}

describe("the Action confines runs and baseline to the workspace", () => {
  it.each([["../outside"], ["/etc"], ["runs/../../outside/*"]])("runs: %s is refused before anything is read", async (pattern) => {
    const workspace = workspaceWithRun();
    const { stdout, log } = await runAction({ runs: pattern, metrics: "message_entropy", mode: "evaluate", comment: "off" }, workspace);
    expect(stdout).toContain(`Invalid value for input 'runs': '${pattern}' is outside the workspace`);
    expect(log.some((l) => l.includes("Evaluating"))).toBe(false);
  });

  it("baseline: /etc/passwd is refused before the runs are evaluated, and none of its content is echoed", async () => {
    const workspace = workspaceWithRun();
    const { stdout, log } = await runAction({ runs: "runs/*", metrics: "message_entropy", baseline: "/etc/passwd", comment: "off" }, workspace);
    expect(stdout).toContain("Invalid value for input 'baseline': '/etc/passwd' is outside the workspace");
    expect(stdout).not.toContain("root:");
    expect(log.some((l) => l.includes("Evaluating"))).toBe(false);
  });

  it("a symbolic link inside the workspace that leads outside is refused", async () => {
    const workspace = workspaceWithRun();
    const outside = writeRun(path.join(workspace, "..", "elsewhere"), "b", { "veyru.jsonl": smallVeyruLog() });
    symlinkSync(outside, path.join(workspace, "runs", "b"));
    // a glob does not follow directory links; a path naming the link does
    const { stdout } = await runAction({ runs: "runs/b", metrics: "message_entropy", mode: "evaluate", comment: "off" }, workspace);
    expect(stdout).toContain("Invalid value for input 'runs': runs/b leads outside the workspace");
  });

  it.each([["runs"], ["baseline"]])("%s: trial reports reached through a symbolic link that leads outside are refused before they are read", async (input) => {
    const workspace = workspaceWithRun();
    const outside = path.join(workspace, "..", "elsewhere-reports");
    mkdirSync(outside, { recursive: true });
    // not a trial report: were it read first, the error would be about its content
    writeFileSync(path.join(outside, "x.report.json"), "root:x:0:0:root:/root:/bin/bash\n");
    mkdirSync(path.join(workspace, "own"), { recursive: true });
    writeFileSync(path.join(workspace, "own", "y.report.json"), JSON.stringify(trialReport(oneTrialEach("exact_match.correct", [true, true, true]))));
    symlinkSync(outside, path.join(workspace, "linked"));
    const inputs: Record<string, string> = input === "runs" ? { runs: "linked/*.report.json" } : { runs: "own/*.report.json", baseline: "linked/*.report.json" };
    const { stdout } = await runAction({ ...inputs, mode: "all", comment: "off", check: "off" }, workspace);
    expect(stdout).toContain(`Invalid value for input '${input}': ${path.join("linked", "x.report.json")} leads outside the workspace`);
    expect(stdout).not.toContain("root:");
  });

  it("a baseline report that is not JSON (inside the workspace) is named without quoting its content", async () => {
    const workspace = workspaceWithRun();
    mkdirSync(path.join(workspace, "base"), { recursive: true });
    writeFileSync(path.join(workspace, "base", "veyru_report.json"), "root:x:0:0:root:/root:/bin/bash\n");
    const { stdout } = await runAction({ runs: "runs/*", metrics: "message_entropy", baseline: "base", comment: "off" }, workspace);
    expect(stdout).toContain("veyru_report.json: not valid JSON (unexpected character at line 1, column 1)");
    expect(stdout).not.toContain("root:x");
  });
});

describe("one bad run does not stop the Action's others", () => {
  it("a FIFO named like one run's log: that run is named as not evaluated, the other is evaluated, the step fails", async () => {
    const workspace = workspaceWithRun();
    const bad = path.join(workspace, "runs", "b");
    mkdirSync(bad);
    execFileSync("mkfifo", [path.join(bad, "veyru.jsonl")]);
    const { stdout, log } = await runAction({ runs: "runs/*", metrics: "message_entropy", mode: "evaluate", comment: "off" }, workspace);
    expect(log.some((l) => l.startsWith("error: Not evaluated: b: ") && l.includes("named pipe (FIFO)"))).toBe(true);
    expect(stdout).toContain("1 run(s) could not be evaluated");
    expect(log.some((l) => l.includes("Evaluating 2 of 2"))).toBe(true);
  });
});

describe("every Action input is validated before any work", () => {
  it.each([
    ["message_entropy:-5pp", "'pp' needs a fraction metric, but 'message_entropy' is measured in"],
    ["round_success:-5", "'round_success' is a fraction (0 to 1), so a margin of 5 can never be reached; did you mean round_success:-5pp?"],
    ["word_count:-5pp", "no metric 'word_count' among the 'metrics' input (message_entropy, round_success)"],
  ])("gate %s is refused before any run is evaluated", async (gate, message) => {
    const workspace = workspaceWithRun();
    const { stdout, log } = await runAction({ runs: "runs/*", metrics: "message_entropy,round_success", gate, comment: "off" }, workspace);
    expect(stdout).toContain(`Invalid value for input 'gate': '${gate}': ${message}`);
    expect(log.some((l) => l.includes("Evaluating"))).toBe(false);
  });

  it("a gate on a measurement a metric emits (round_success_<team>) is accepted", async () => {
    const workspace = workspaceWithRun();
    const { stdout } = await runAction({ runs: "runs/*", metrics: "round_success", gate: "round_success_team_a:-5pp", comment: "off" }, workspace);
    expect(stdout).not.toContain("Invalid value for input 'gate'");
  });

  it("judge-timeout must be a number of seconds", () => {
    const get = (inputs: Record<string, string>) => (name: string) => ({ runs: "runs/*", metrics: "round_success", comment: "off", ...inputs })[name] ?? "";
    expect(() => readConfig(get({ "judge-timeout": "soon" }))).toThrow("Invalid value for input 'judge-timeout': expected a number of seconds");
    expect(readConfig(get({ "judge-timeout": "45" })).judgeTimeoutMs).toBe(45_000);
    expect(readConfig(get({ "judge-timeout": "2.5" })).judgeTimeoutMs).toBe(2_500);
    expect(readConfig(get({ "judge-timeout": "0.001" })).judgeTimeoutMs).toBe(1);
    // below 1 ms the limit rounded to 0 ms, which was accepted (the OpenAI client then aborted at once)
    for (const bad of ["0x10", "1e3", "-5", "0", "0.0001", "0.0004", "86401", "1.", ".5", "Infinity"]) {
      expect(() => readConfig(get({ "judge-timeout": bad })), bad).toThrow(`Invalid value for input 'judge-timeout': expected a number of seconds in decimal digits`);
    }
    expect(readConfig(get({})).judgeTimeoutMs).toBeUndefined();
    // an input left blank is unset (GitHub cannot tell the two apart), the CLI flag given as '' is refused
    expect(readConfig(get({ "judge-timeout": " " })).judgeTimeoutMs).toBeUndefined();
    expect(readConfig(get({ "user-code-timeout": "" })).userCodeTimeoutMs).toBeUndefined();
    expect(() => parseJudgeTimeout("")).toThrow("--judge-timeout: expected a number of seconds in decimal digits, at least 0.001 and at most 86400 (e.g. 60 or 2.5), got ''");
  });

  it("user-code-timeout must be a number of seconds (at least 1 ms)", () => {
    const get = (inputs: Record<string, string>) => (name: string) => ({ runs: "runs/*", metrics: "round_success", comment: "off", ...inputs })[name] ?? "";
    expect(readConfig(get({ "user-code-timeout": "0.5" })).userCodeTimeoutMs).toBe(500);
    for (const bad of ["0x10", "1e3", "-5", "0", "0.0004", "86401", "soon"]) {
      expect(() => readConfig(get({ "user-code-timeout": bad })), bad).toThrow(`Invalid value for input 'user-code-timeout': expected a number of seconds in decimal digits`);
    }
    expect(readConfig(get({})).userCodeTimeoutMs).toBeUndefined();
  });
});

describe("GitHub API failures name the call and tell a rate limit from a read-only token", () => {
  let server: http.Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  async function hostile(status: number, headers: Record<string, string>, body: unknown): Promise<string> {
    server = http.createServer((_req, res) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const listComments = async (url: string) =>
    withCallNames(getOctokit("ghs_x", { baseUrl: url })).rest.issues.listComments({ owner: "o", repo: "r", issue_number: 7 });

  it("403 with x-ratelimit-remaining: 0 is a rate limit, with its reset time, not a permissions problem", async () => {
    const url = await hostile(403, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1893456000" }, { message: "API rate limit exceeded" });
    const error = await listComments(url).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      "GitHub API call GET /repos/{owner}/{repo}/issues/{issue_number}/comments failed: rate limit exceeded (HTTP 403); it resets at 00:00 UTC" +
        ` (in ${Math.round(1893456000 - Date.now() / 1000)} s); this is not a permissions problem`,
    );
    expect(error).toMatchObject({ status: 403, rateLimited: true });
  });

  it("429 with retry-after is a rate limit too", async () => {
    const url = await hostile(429, { "retry-after": "30" }, { message: "secondary rate limit" });
    const error = await listComments(url).catch((e: unknown) => e);
    expect((error as Error).message).toContain("failed: rate limit exceeded (HTTP 429); retry after 30 s");
  });

  it("a plain 403 says the token may not do this (a fork's token is read-only); 404 and 500 name the call", async () => {
    const forbidden = await listComments(await hostile(403, {}, { message: "Resource not accessible by integration" })).catch((e: unknown) => e);
    expect((forbidden as Error).message).toContain("failed: HTTP 403: the token may not do this (Resource not accessible by integration");
    expect((forbidden as Error).message).toContain("read-only");
    // and what to do about it
    expect((forbidden as Error).message).toContain("give the job the permissions the README lists (pull-requests: write, checks: write, actions: read)");
    server?.close();
    const missing = await listComments(await hostile(404, {}, { message: "Not Found" })).catch((e: unknown) => e);
    expect((missing as Error).message).toContain("GitHub API call GET /repos/{owner}/{repo}/issues/{issue_number}/comments failed: HTTP 404: not found");
    server?.close();
    const broken = await listComments(await hostile(500, {}, { message: "Server Error" })).catch((e: unknown) => e);
    expect((broken as Error).message).toContain("failed: HTTP 500: GitHub had a server error (Server Error");
  });

  it("a 401 says the token is not valid and which input to check", async () => {
    const error = await listComments(await hostile(401, {}, { message: "Bad credentials" })).catch((e: unknown) => e);
    expect((error as Error).message).toContain("failed: HTTP 401: the token is not valid (Bad credentials); check the github-token input");
  });

  it("describeApiFailure keeps an already described error", () => {
    const first = describeApiFailure(Object.assign(new Error("x"), { status: 502 }), "GET /x");
    expect(describeApiFailure(first, "GET /y")).toBe(first);
  });
});
