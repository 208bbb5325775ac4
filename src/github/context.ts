/**
 * The workflow context, read from the runner's environment and event payload when `run()` asks
 * for it. `@actions/github`'s `context` is built at import time; reading it ourselves keeps the
 * action testable in-process (set env, call) and gives a typed view of the two events we care
 * about: `pull_request` (evaluate, and comment when the token can write) and `workflow_run` (the
 * trusted half of the fork-safe setup).
 */
import { describeJsonSyntaxError } from "../core/json-error.js";
import { readRegularTextSync } from "../node/files.js";
import os from "node:os";
import path from "node:path";

/** The pull request a run is about. */
export interface PullRequestInfo {
  readonly number: number;
  /** The PR's head commit (not the merge commit in GITHUB_SHA). */
  readonly headSha: string;
  readonly baseRef: string;
  readonly baseSha: string | undefined;
  /** The head lives in another repository: the token is read-only and there are no secrets. */
  readonly fromFork: boolean;
}

/** The run that triggered a `workflow_run` event. */
export interface TriggeringRun {
  readonly id: number;
  readonly workflowId: number;
  readonly headSha: string;
  readonly headBranch: string | undefined;
  readonly runAttempt: number;
  readonly event: string;
  readonly conclusion: string | undefined;
  /** PR numbers GitHub attached to the run; empty for fork PRs. */
  readonly pullRequests: readonly number[];
}

export interface ActionContext {
  readonly eventName: string;
  readonly owner: string;
  readonly repo: string;
  readonly sha: string;
  readonly ref: string;
  readonly refName: string;
  readonly runId: number;
  readonly runAttempt: number;
  readonly workspace: string;
  /** Scratch space for downloads and merged reports (RUNNER_TEMP on a runner). */
  readonly tempDir: string;
  readonly serverUrl: string;
  readonly pullRequest: PullRequestInfo | undefined;
  readonly workflowRun: TriggeringRun | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}
function str(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
function int(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) ? value : undefined;
}
function positiveInt(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function readEvent(env: Env): Record<string, unknown> {
  const file = env.GITHUB_EVENT_PATH;
  if (file === undefined || file === "") return {};
  try {
    const text = readRegularTextSync(file);
    try {
      return record(JSON.parse(text));
    } catch (error) {
      throw new Error(error instanceof SyntaxError ? describeJsonSyntaxError(error, text) : (error as Error).message, { cause: error });
    }
  } catch (error) {
    throw new Error(`cannot read the event payload GITHUB_EVENT_PATH=${file}: ${(error as Error).message}`, { cause: error });
  }
}

function pullRequestFrom(payload: Record<string, unknown>): PullRequestInfo | undefined {
  const pr = record(payload.pull_request);
  const number = int(pr.number);
  const head = record(pr.head);
  const base = record(pr.base);
  const headSha = str(head.sha);
  const baseRef = str(base.ref);
  if (number === undefined || headSha === undefined || baseRef === undefined) return undefined;
  const headRepo = str(record(head.repo).full_name);
  const baseRepo = str(record(base.repo).full_name);
  return {
    number,
    headSha,
    baseRef,
    baseSha: str(base.sha),
    fromFork: headRepo !== undefined && baseRepo !== undefined && headRepo !== baseRepo,
  };
}

function workflowRunFrom(payload: Record<string, unknown>): TriggeringRun | undefined {
  const run = record(payload.workflow_run);
  const id = int(run.id);
  const workflowId = int(run.workflow_id);
  const headSha = str(run.head_sha);
  if (id === undefined || workflowId === undefined || headSha === undefined) return undefined;
  const prs = Array.isArray(run.pull_requests) ? run.pull_requests : [];
  return {
    id,
    workflowId,
    headSha,
    headBranch: str(run.head_branch),
    runAttempt: int(run.run_attempt) ?? 1,
    event: str(run.event) ?? "",
    conclusion: str(run.conclusion),
    pullRequests: prs.map((p) => int(record(p).number)).filter((n): n is number => n !== undefined),
  };
}

/** Read the context of the current job. Call it inside `run()`, never at import. */
export function readActionContext(env: Env = process.env): ActionContext {
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const payload = readEvent(env);
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  return {
    eventName,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? "",
    ref: env.GITHUB_REF ?? "",
    refName: env.GITHUB_REF_NAME ?? "",
    runId: positiveInt(env.GITHUB_RUN_ID, 0),
    runAttempt: positiveInt(env.GITHUB_RUN_ATTEMPT, 1),
    workspace,
    tempDir: env.RUNNER_TEMP ?? path.join(os.tmpdir()),
    serverUrl: env.GITHUB_SERVER_URL ?? "https://github.com",
    pullRequest: pullRequestFrom(payload),
    workflowRun: eventName === "workflow_run" ? workflowRunFrom(payload) : undefined,
  };
}
