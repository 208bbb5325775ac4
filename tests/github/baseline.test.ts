import { getOctokit } from "@actions/github";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reportArtifactName, selectReportArtifacts, uploadBundle } from "../../src/github/artifacts.js";
import { type BaselineLookup, fetchBaseline, findBaselineRun, formatAge } from "../../src/github/baseline.js";
import { silentLogger } from "../../src/github/log.js";
import { FakeArtifactStore } from "./fake-artifacts.js";
import { FakeGitHub } from "./fake-github.js";

const HEAD = "1".repeat(40);
const MERGE_BASE = "2".repeat(40);
const NEWER = "3".repeat(40);
const WORKFLOW = 77;

let fake: FakeGitHub;
let store: FakeArtifactStore;
let octokit: ReturnType<typeof getOctokit>;
let emptyBundle: string;

beforeEach(async () => {
  fake = new FakeGitHub();
  await fake.start();
  octokit = getOctokit("ghs_x", { baseUrl: fake.url });
  store = new FakeArtifactStore();
  fake.mergeBases.set(`main...${HEAD}`, MERGE_BASE);
  emptyBundle = await mkdtemp(path.join(os.tmpdir(), "bundle-"));
  await writeFile(path.join(emptyBundle, "agent-eval-bundle.json"), "{}");
});
afterEach(async () => {
  await fake.stop();
});

const lookup = (overrides: Partial<BaselineLookup> = {}): BaselineLookup => ({
  owner: fake.owner,
  repo: fake.repo,
  workflowId: WORKFLOW,
  baseRef: "main",
  headSha: HEAD,
  excludeRunId: 999,
  artifactName: "agent-eval-reports",
  now: new Date("2026-11-30T12:00:00Z"),
  ...overrides,
});

describe("findBaselineRun", () => {
  it("prefers the successful run for the merge-base commit", async () => {
    fake.addRun({ id: 10, head_sha: MERGE_BASE, created_at: "2026-11-27T12:00:00Z" });
    fake.addRun({ id: 11, head_sha: NEWER, created_at: "2026-11-30T09:00:00Z" });
    await store.add(10, "agent-eval-reports", emptyBundle);
    await store.add(11, "agent-eval-reports", emptyBundle);
    const run = await findBaselineRun(octokit, store, lookup());
    expect(run).toMatchObject({ runId: 10, how: "merge-base", headSha: MERGE_BASE, ageText: "3 days" });
    expect(run?.description).toContain("merge-base 2222222");
    const query = fake.requestsTo("GET", /\/actions\/workflows\/77\/runs$/)[0]?.query;
    expect(query).toMatchObject({ head_sha: MERGE_BASE, status: "success" });
  });

  it("falls back to the newest successful run on the base branch, saying how old it is", async () => {
    fake.addRun({ id: 10, head_sha: MERGE_BASE, conclusion: "failure" });
    fake.addRun({ id: 11, head_sha: NEWER, created_at: "2026-11-30T07:00:00Z" });
    fake.addRun({ id: 12, head_sha: "4".repeat(40), created_at: "2026-11-20T07:00:00Z" });
    await store.add(11, "agent-eval-reports-shard-1-of-2", emptyBundle);
    await store.add(11, "agent-eval-reports-shard-2-of-2", emptyBundle);
    await store.add(12, "agent-eval-reports", emptyBundle);
    const run = await findBaselineRun(octokit, store, lookup());
    expect(run).toMatchObject({ runId: 11, how: "latest-on-base", ageText: "5 hours" });
    expect(run?.description).toContain("no successful run with reports for the merge-base 2222222");
  });

  it("skips runs without a report artifact, the current run, and pull-request runs", async () => {
    fake.addRun({ id: 20, head_sha: NEWER, created_at: "2026-11-30T11:00:00Z" }); // no artifact
    fake.addRun({ id: 999, head_sha: NEWER, created_at: "2026-11-30T11:30:00Z" }); // the current run
    fake.addRun({ id: 21, head_sha: MERGE_BASE, event: "pull_request", head_branch: "main", created_at: "2026-11-30T11:40:00Z" });
    fake.addRun({ id: 22, head_sha: NEWER, created_at: "2026-11-29T11:00:00Z" });
    for (const id of [999, 21, 22]) await store.add(id, "agent-eval-reports", emptyBundle);
    const run = await findBaselineRun(octokit, store, lookup());
    expect(run?.runId).toBe(22);
  });

  it("uses the newest base-branch run when there is no PR head (push events)", async () => {
    fake.addRun({ id: 30, head_sha: NEWER });
    await store.add(30, "agent-eval-reports", emptyBundle);
    const run = await findBaselineRun(octokit, store, lookup({ headSha: undefined }));
    expect(run).toMatchObject({ runId: 30, how: "latest-on-base" });
    expect(fake.requestsTo("GET", /\/compare\//)).toHaveLength(0);
  });

  it("no baseline is a notice, not a failure", async () => {
    const notices: string[] = [];
    const result = await fetchBaseline(octokit, store, lookup(), emptyBundle, { ...silentLogger, notice: (m) => notices.push(m) });
    expect(result).toBeUndefined();
    expect(notices[0]).toMatch(/^No baseline/);
  });

  it("downloads every shard of the baseline run", async () => {
    fake.addRun({ id: 40, head_sha: MERGE_BASE });
    await store.add(40, "agent-eval-reports-shard-1-of-2", emptyBundle);
    await store.add(40, "agent-eval-reports-shard-2-of-2", emptyBundle);
    await store.add(40, "unrelated", emptyBundle);
    const dest = await mkdtemp(path.join(os.tmpdir(), "dest-"));
    const result = await fetchBaseline(octokit, store, lookup(), dest);
    expect(result?.dirs.map((d) => path.basename(d))).toEqual(["agent-eval-reports-shard-1-of-2", "agent-eval-reports-shard-2-of-2"]);
    expect(store.downloads.map((d) => d.runId)).toEqual([40, 40]);
  });
});

describe("artifacts", () => {
  it("names shard artifacts", () => {
    expect(reportArtifactName("r", { index: 1, total: 1 })).toBe("r");
    expect(reportArtifactName("r", { index: 2, total: 3 })).toBe("r-shard-2-of-3");
  });

  it("selects report bundles, newest per name, and reports missing shards", () => {
    const picked = selectReportArtifacts(
      [
        { id: 1, name: "r-shard-1-of-3" },
        { id: 5, name: "r-shard-1-of-3" },
        { id: 2, name: "r-shard-3-of-3" },
        { id: 3, name: "r-other" },
        { id: 4, name: "rr" },
      ],
      "r",
    );
    expect(picked.selected).toEqual([
      { id: 5, name: "r-shard-1-of-3" },
      { id: 2, name: "r-shard-3-of-3" },
    ]);
    expect(picked.missingShards).toEqual(["r-shard-2-of-3"]);
    expect(selectReportArtifacts([{ id: 1, name: "r" }, { id: 2, name: "r-shard-1-of-2" }], "r").selected).toEqual([{ id: 1, name: "r" }]);
  });

  it("uploads every file of a bundle, or skips with a notice without the artifact service", async () => {
    const notices: string[] = [];
    expect(await uploadBundle(undefined, "r", emptyBundle, { ...silentLogger, notice: (m) => notices.push(m) })).toBeUndefined();
    expect(notices[0]).toContain("ACTIONS_RUNTIME_TOKEN");
    const uploaded = await uploadBundle(store, "r", emptyBundle);
    expect(uploaded?.files).toBe(1);
    expect(store.uploads[0]).toMatchObject({ name: "r", rootDirectory: emptyBundle, files: [path.join(emptyBundle, "agent-eval-bundle.json")] });
  });

  it("formats ages", () => {
    const now = new Date("2026-11-30T12:00:00Z");
    expect(formatAge("2026-11-30T11:59:00Z", now)).toBe("1 minute");
    expect(formatAge("2026-11-30T07:00:00Z", now)).toBe("5 hours");
    expect(formatAge("2026-11-20T12:00:00Z", now)).toBe("10 days");
  });
});
