/**
 * End to end through the real `@actions/artifact` client (no ArtifactStore seam): a push to the
 * base branch evaluates and uploads its report bundle to a local stand-in of the artifact service
 * (Twirp CreateArtifact → blob upload → FinalizeArtifact); a pull request then finds that run as the
 * merge-base baseline through the REST API (the fake GitHub), downloads the zip through the
 * redirect to blob storage, unpacks it and diffs against it. Everything on 127.0.0.1.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FakeArtifactService } from "../github/fake-artifact-service.js";
import { FakeGitHub } from "../github/fake-github.js";
import { recordingLogger } from "../helpers/action-run.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HEAD = "abcdef0123456789abcdef0123456789abcdef01";
const MERGE_BASE = "0123456789abcdef0123456789abcdef01234567";
const PR = 31;
const BASE_RUN = 4100;
const PR_RUN = 5100;
const WORKFLOW = 88;

let temp: string;
let workspace: string;
let fake: FakeGitHub;
let service: FakeArtifactService;
// @actions/github reads GITHUB_API_URL once, when it is first imported (as on a runner, where it is
// set before the process starts), so the Action is imported after the fake GitHub has its address.
let run: typeof import("../../src/action/main.js").run;
let getOctokit: typeof import("@actions/github").getOctokit;
const savedEnv = { ...process.env };

/** The runner's environment for one job: @actions/artifact reads it from process.env itself. */
async function jobEnv(name: string, runId: number, event: string, payload: unknown, extra: Record<string, string>): Promise<NodeJS.ProcessEnv> {
  const eventPath = path.join(temp, `${name}.json`);
  await writeFile(eventPath, JSON.stringify(payload));
  const env: Record<string, string> = {
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
    GITHUB_RUN_ID: String(runId),
    GITHUB_WORKSPACE: workspace,
    GITHUB_API_URL: fake.url,
    RUNNER_TEMP: path.join(temp, `runner-${name}`),
    ACTIONS_RUNTIME_TOKEN: service.runtimeToken(runId),
    ACTIONS_RESULTS_URL: `${service.url}/`,
    ...extra,
  };
  for (const [key, value] of Object.entries(env)) process.env[key] = value;
  return process.env;
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "agent-eval-artifact-service-"));
  workspace = path.join(temp, "ws");
  await mkdir(workspace);
  await cp(path.join(REPO, "examples/baseline"), path.join(workspace, "baseline"), { recursive: true });
  await cp(path.join(REPO, "examples/candidate"), path.join(workspace, "candidate"), { recursive: true });
  fake = new FakeGitHub();
  await fake.start();
  process.env.GITHUB_API_URL = fake.url;
  savedEnv.GITHUB_API_URL = fake.url;
  ({ run } = await import("../../src/action/main.js"));
  ({ getOctokit } = await import("@actions/github"));
  service = new FakeArtifactService(fake);
  await service.start();
  fake.addPull({ number: PR, head: { sha: HEAD, ref: "feature" }, base: { sha: MERGE_BASE, ref: "main" } });
  fake.mergeBases.set(`main...${HEAD}`, MERGE_BASE);
  fake.addRun({ id: BASE_RUN, workflow_id: WORKFLOW, head_sha: MERGE_BASE, head_branch: "main", event: "push" });
  fake.addRun({ id: PR_RUN, workflow_id: WORKFLOW, head_sha: HEAD, head_branch: "feature", event: "pull_request", status: "in_progress", conclusion: null });
});
afterEach(() => {
  process.exitCode = 0;
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
});
afterAll(async () => {
  await service.stop();
  await fake.stop();
  await rm(temp, { recursive: true, force: true });
});

describe("reports through the artifact service, with the real @actions/artifact client", () => {
  it("a base-branch push uploads the report bundle (CreateArtifact, blob blocks, FinalizeArtifact)", async () => {
    const env = await jobEnv("push", BASE_RUN, "push", { ref: "refs/heads/main", after: MERGE_BASE }, { GITHUB_REF: "refs/heads/main", GITHUB_REF_NAME: "main", GITHUB_SHA: MERGE_BASE });
    const inputs: Record<string, string> = { runs: "baseline/*/*", metrics: "round_success,message_entropy", "github-token": "ghs_write" };
    const log = recordingLogger();
    const result = await run({ getInput: (n) => inputs[n] ?? "", env, octokit: (t) => getOctokit(t, { baseUrl: fake.url }), log });
    expect(result?.verdict).toBe("no_baseline");
    expect(service.calls).toEqual(["CreateArtifact", "FinalizeArtifact"]);
    expect(service.artifacts.map((a) => [a.name, a.runId])).toEqual([["agent-eval-reports", BASE_RUN]]);
    // what was stored is a zip (local file header) of the bundle, and GitHub lists it for the run
    expect(service.artifacts[0]?.bytes.subarray(0, 4).toString("hex")).toBe("504b0304");
    expect(fake.artifacts.filter((a) => a.run_id === BASE_RUN).map((a) => a.name)).toEqual(["agent-eval-reports"]);
    expect(log.lines.some((l) => /^info: Uploaded \d+ file\(s\) as artifact 'agent-eval-reports' \(id \d+\)\.$/.test(l))).toBe(true);
  }, 60_000);

  it("a pull request downloads it as the merge-base baseline (REST list, 302 to blob storage, unzip) and diffs", async () => {
    const env = await jobEnv(
      "pr",
      PR_RUN,
      "pull_request",
      {
        pull_request: {
          number: PR,
          head: { sha: HEAD, repo: { full_name: `${fake.owner}/${fake.repo}` } },
          base: { sha: MERGE_BASE, ref: "main", repo: { full_name: `${fake.owner}/${fake.repo}` } },
        },
      },
      { GITHUB_REF: `refs/pull/${PR}/merge`, GITHUB_REF_NAME: `${PR}/merge`, GITHUB_SHA: "f".repeat(40), GITHUB_HEAD_REF: "feature", GITHUB_BASE_REF: "main" },
    );
    const inputs: Record<string, string> = { runs: "candidate/*/*", metrics: "round_success,message_entropy", baseline: "artifact", gate: "round_success:-5pp", "github-token": "ghs_write" };
    const log = recordingLogger();
    const result = await run({ getInput: (n) => inputs[n] ?? "", env, octokit: (t) => getOctokit(t, { baseUrl: fake.url }), now: () => new Date("2026-11-30T12:00:00Z"), log });
    expect(log.lines.filter((l) => l.startsWith("error") || l.startsWith("warning"))).toEqual([]);
    expect(log.lines).toContain(`info: Downloaded artifact 'agent-eval-reports' of run ${BASE_RUN}.`);
    expect(log.lines.some((l) => l.includes(`Baseline: run ${BASE_RUN} for the merge-base 0123456`))).toBe(true);
    expect(fake.requestsTo("GET", /\/actions\/artifacts\/\d+\/zip$/)).toHaveLength(1);
    // the downloaded baseline is the uploaded one: the diff sees the designed round_success regression
    expect(result?.verdict).toBe("regression");
    expect(result?.diff?.metrics.find((m) => m.metric === "round_success")?.baseline.k).toBe(3);
    // and the PR's own bundle went up as an artifact of its run, beside the base branch's
    expect(service.artifacts.map((a) => [a.name, a.runId])).toEqual([
      ["agent-eval-reports", BASE_RUN],
      ["agent-eval-reports", PR_RUN],
    ]);
    const comment = fake.commentsOn(PR)[0]?.body ?? "";
    expect(comment).toContain("round_success");
    expect(await readFile(path.join(result?.reportPath ?? "", "agent-eval-bundle.json"), "utf8")).toContain(`"number": ${PR}`);
  }, 60_000);

  it("the current run's own artifacts through Twirp: ListArtifacts and GetSignedArtifactURL, as shards use them", async () => {
    await jobEnv("own", PR_RUN, "pull_request", {}, {});
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const before = service.calls.length;
    const client = new DefaultArtifactClient();
    const bundle = path.join(temp, "own-bundle");
    await mkdir(bundle, { recursive: true });
    await writeFile(path.join(bundle, "hello.txt"), "shard one");
    const uploaded = await client.uploadArtifact("own-shard-1-of-2", [path.join(bundle, "hello.txt")], bundle);
    const { artifacts } = await client.listArtifacts();
    expect(artifacts.map((a) => [a.name, a.id])).toEqual([["own-shard-1-of-2", uploaded.id]]);
    const destination = path.join(temp, "own-download");
    const { downloadPath } = await client.downloadArtifact(uploaded.id ?? 0, { path: destination });
    expect(await readFile(path.join(downloadPath ?? "", "hello.txt"), "utf8")).toBe("shard one");
    // download by id: ListArtifacts (id filter) finds its name, GetSignedArtifactURL the blob
    expect(service.calls.slice(before)).toEqual(["CreateArtifact", "FinalizeArtifact", "ListArtifacts", "ListArtifacts", "GetSignedArtifactURL"]);
  }, 60_000);
});
