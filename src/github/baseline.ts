/**
 * `baseline: artifact`: find the base branch's report artifact and download it.
 *
 * 1. The merge-base of the PR (GET compare base...head → merge_base_commit.sha), and a successful
 *    run of this workflow for exactly that commit: the baseline the PR actually diverged from, so
 *    later base-branch changes do not show up as the PR's regressions.
 * 2. Else the newest successful run on the base branch, with its age in the log and the result.
 * 3. Else no baseline: an expected state (first run, expired artifacts), never a failure.
 *
 * Runs triggered by pull requests are never used as a baseline: a fork can name its branch
 * `main`, or push a branch at the merge-base commit, and its reports are untrusted.
 */
import { z } from "zod";
import { firstIssue, safeParseToFirstIssue } from "../core/schema-issue.js";
import type { ArtifactStore } from "./artifacts.js";
import { downloadBundles, selectReportArtifacts } from "./artifacts.js";
import type { Octokit } from "./comment.js";
import { type Logger, silentLogger } from "./log.js";

export interface BaselineLookup {
  readonly owner: string;
  readonly repo: string;
  /** The workflow whose runs upload the reports (this workflow, or the triggering one). */
  readonly workflowId: number;
  readonly baseRef: string;
  /** The PR head; without one (push events) only the newest base-branch run is considered. */
  readonly headSha: string | undefined;
  /** The current run, never its own baseline. */
  readonly excludeRunId: number;
  readonly artifactName: string;
  readonly now: Date;
  /** Runs to inspect per query before giving up (default 10). */
  readonly maxRuns?: number;
}

export interface BaselineRun {
  readonly runId: number;
  readonly headSha: string;
  readonly how: "merge-base" | "latest-on-base";
  readonly ageText: string;
  /** One sentence for the log and the comment. */
  readonly description: string;
}

/** The fields of a listed workflow run this module reads; the API's answer is untrusted, so checked. */
const runsAnswerSchema = z.object({
  workflow_runs: z.array(
    z.object({
      id: z.number().int(),
      head_sha: z.string(),
      head_branch: z.string().nullable().optional().transform((b) => b ?? null),
      event: z.string(),
      created_at: z.string(),
      head_repository: z.object({ full_name: z.string().optional() }).nullable().optional(),
    }),
  ),
});

type RunSummary = z.output<typeof runsAnswerSchema>["workflow_runs"][number];

const UNTRUSTED_EVENTS = new Set(["pull_request", "pull_request_target", "pull_request_review", "pull_request_review_comment"]);

/** "3 days", "5 hours", "12 minutes". */
export function formatAge(from: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(from)) / 60_000));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  return `${Math.round(hours / 24)} days`;
}

async function mergeBase(octokit: Octokit, lookup: BaselineLookup, log: Logger): Promise<string | undefined> {
  if (lookup.headSha === undefined) return undefined;
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: lookup.owner,
      repo: lookup.repo,
      basehead: `${lookup.baseRef}...${lookup.headSha}`,
      per_page: 1,
    });
    const sha = (data as { merge_base_commit?: { sha?: unknown } | null }).merge_base_commit?.sha;
    if (typeof sha !== "string" || !/^[0-9a-f]{7,64}$/.test(sha)) {
      log.warning(`Could not find the merge-base of ${lookup.baseRef} and ${lookup.headSha.slice(0, 7)}: GitHub's answer to GET /repos/${lookup.owner}/${lookup.repo}/compare/{basehead} has no merge_base_commit.sha (a commit sha)`);
      return undefined;
    }
    return sha;
  } catch (error) {
    log.warning(`Could not find the merge-base of ${lookup.baseRef} and ${lookup.headSha.slice(0, 7)}: ${(error as Error).message}`);
    return undefined;
  }
}

async function successfulRuns(octokit: Octokit, lookup: BaselineLookup, filter: { head_sha?: string; branch?: string }): Promise<RunSummary[]> {
  const { data } = await octokit.rest.actions.listWorkflowRuns({
    owner: lookup.owner,
    repo: lookup.repo,
    workflow_id: lookup.workflowId,
    status: "success",
    per_page: lookup.maxRuns ?? 10,
    ...filter,
  });
  const parsed = safeParseToFirstIssue(runsAnswerSchema, data);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new Error(
      `GitHub's answer to GET /repos/${lookup.owner}/${lookup.repo}/actions/workflows/${lookup.workflowId}/runs is not a list of workflow runs (${field ?? "the answer"}: ${message})`,
    );
  }
  const repo = `${lookup.owner}/${lookup.repo}`;
  return parsed.data.workflow_runs.filter(
    (r) =>
      r.id !== lookup.excludeRunId &&
      !UNTRUSTED_EVENTS.has(r.event) &&
      (r.head_repository?.full_name === undefined || r.head_repository.full_name === repo),
  );
}

async function firstWithReports(store: ArtifactStore, runs: readonly RunSummary[], artifactName: string): Promise<RunSummary | undefined> {
  for (const run of runs) {
    if (selectReportArtifacts(await store.list(run.id), artifactName).selected.length > 0) return run;
  }
  return undefined;
}

/** Find the run whose report artifact is the baseline (see the module comment); undefined if none. */
export async function findBaselineRun(
  octokit: Octokit,
  store: ArtifactStore,
  lookup: BaselineLookup,
  log: Logger = silentLogger,
): Promise<BaselineRun | undefined> {
  const base = await mergeBase(octokit, lookup, log);
  if (base !== undefined) {
    const run = await firstWithReports(store, await successfulRuns(octokit, lookup, { head_sha: base }), lookup.artifactName);
    if (run !== undefined) {
      return baselineRun(run, "merge-base", lookup.now, (age) => `Baseline: run ${run.id} for the merge-base ${base.slice(0, 7)} on ${lookup.baseRef} (${age} old).`);
    }
  }
  const run = await firstWithReports(store, await successfulRuns(octokit, lookup, { branch: lookup.baseRef }), lookup.artifactName);
  if (run === undefined) return undefined;
  const why = base === undefined ? "" : `no successful run with reports for the merge-base ${base.slice(0, 7)}; `;
  return baselineRun(
    run,
    "latest-on-base",
    lookup.now,
    (age) => `Baseline: ${why}using the newest successful run on ${lookup.baseRef} (run ${run.id}, commit ${run.head_sha.slice(0, 7)}, ${age} old).`,
  );
}

function baselineRun(run: RunSummary, how: BaselineRun["how"], now: BaselineLookup["now"], describe: (ageText: string) => string): BaselineRun {
  const ageText = formatAge(run.created_at, now);
  return { runId: run.id, headSha: run.head_sha, how, ageText, description: describe(ageText) };
}

/**
 * Find and download the baseline bundles into `destination`. Undefined (after a notice) when
 * there is none: no baseline is not a failure.
 */
export async function fetchBaseline(
  octokit: Octokit,
  store: ArtifactStore,
  lookup: BaselineLookup,
  destination: string,
  log: Logger = silentLogger,
): Promise<{ readonly run: BaselineRun; readonly dirs: string[] } | undefined> {
  const run = await findBaselineRun(octokit, store, lookup, log);
  if (run === undefined) {
    log.notice(
      `No baseline: no successful run of this workflow on ${lookup.baseRef} has a '${lookup.artifactName}' artifact ` +
        "(first run, or the artifacts expired). The report shows this run's scores without a diff.",
    );
    return undefined;
  }
  log.info(run.description);
  const { dirs } = await downloadBundles(store, run.runId, lookup.artifactName, destination, log);
  return { run, dirs };
}
