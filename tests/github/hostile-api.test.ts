/**
 * A GitHub API (a fake on 127.0.0.1) whose answers have the wrong shape: the baseline lookup
 * says which call answered what, as an API failure, not as an internal error (a bug in agent-eval).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getOctokit } from "@actions/github";
import { afterEach, describe, expect, it } from "vitest";
import { isInternalError } from "../../src/core/errors.js";
import { withCallNames } from "../../src/github/api-errors.js";
import { findBaselineRun } from "../../src/github/baseline.js";
import { FakeArtifactStore } from "./fake-artifacts.js";

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

async function answering(runsBody: unknown): Promise<string> {
  server = http.createServer((req, res) => {
    res.writeHead(req.url?.includes("/compare/") === true ? 404 : 200, { "content-type": "application/json" });
    res.end(JSON.stringify(req.url?.includes("/compare/") === true ? { message: "Not Found" } : runsBody));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

const lookup = { owner: "o", repo: "r", workflowId: 7, baseRef: "main", headSha: undefined, excludeRunId: 1, artifactName: "agent-eval-reports", now: new Date("2026-11-30T12:00:00Z") };

describe("workflow runs listed in the wrong shape", () => {
  it.each([
    [{}, "workflow_runs: Invalid input: expected array, received undefined"],
    [{ workflow_runs: null }, "workflow_runs: Invalid input: expected array, received null"],
    [{ workflow_runs: [{ id: "12", head_sha: "a", event: "push", created_at: "x" }] }, "workflow_runs.0.id: Invalid input: expected number, received string"],
    [{ workflow_runs: [{ id: 12, event: "push", created_at: "x" }] }, "workflow_runs.0.head_sha: Invalid input: expected string, received undefined"],
  ])("%j is refused naming the call and the field", async (body, field) => {
    const url = await answering(body);
    let failure: unknown;
    try {
      await findBaselineRun(getOctokit("ghs_x", { baseUrl: url }), new FakeArtifactStore(), lookup);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain(`GitHub's answer to GET /repos/o/r/actions/workflows/7/runs is not a list of workflow runs (${field}`);
    expect(isInternalError(failure)).toBe(false);
  });
});

describe("a GitHub API that never answers", () => {
  it("a call is given up after the timeout, naming it (Octokit waited forever)", async () => {
    server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const octokit = withCallNames(getOctokit("ghs_x", { baseUrl: url }), 300);
    const started = Date.now();
    let failure: unknown;
    try {
      await octokit.rest.issues.listComments({ owner: "o", repo: "r", issue_number: 7 });
    } catch (error) {
      failure = error;
    }
    expect((failure as Error).message).toBe("GitHub API call GET /repos/{owner}/{repo}/issues/{issue_number}/comments failed: no answer within 0.3 s");
    expect(Date.now() - started).toBeLessThan(5_000);
    server.closeAllConnections();
  });
});

describe("a compare answer without a merge-base", () => {
  it.each([[{}], [{ merge_base_commit: null }], [{ merge_base_commit: { sha: "not a sha\n::error::x" } }]])("%j is a warning saying what was missing, then the newest base-branch run is used", async (compare) => {
    server = http.createServer((req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(req.url?.includes("/compare/") === true ? compare : { workflow_runs: [] }));
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
    const warnings: string[] = [];
    const log = { debug: () => undefined, info: () => undefined, notice: () => undefined, warning: (m: string) => void warnings.push(m), error: () => undefined };
    const found = await findBaselineRun(getOctokit("ghs_x", { baseUrl: url }), new FakeArtifactStore(), { ...lookup, headSha: "a".repeat(40) }, log);
    expect(found).toBeUndefined();
    expect(warnings).toEqual([
      "Could not find the merge-base of main and aaaaaaa: GitHub's answer to GET /repos/o/r/compare/{basehead} has no merge_base_commit.sha (a commit sha)",
    ]);
  });
});
