/**
 * Step 2, the comparison: find the baseline (the base branch's report artifact, or paths: report
 * bundles, run directories evaluated here with the same metrics, reports, trial reports) and
 * diff the candidate against it. No baseline is not a failure: the comment then shows the
 * candidate's scores alone. The diff carries the gate's decision; the conclusion reads it.
 */
import path from "node:path";
import { type DiffResult, diffScoreTables } from "../../diff/diff.js";
import { reportsToScoreTable } from "../../diff/from-reports.js";
import type { ScoreTable } from "../../diff/score-table.js";
import { fetchBaseline } from "../../github/baseline.js";
import type { Octokit } from "../../github/comment.js";
import { confineMatches } from "../../github/confine.js";
import type { ActionContext } from "../../github/context.js";
import { type LoadedBundles, isBundle, loadBundles } from "../../github/report-bundle.js";
import { expandDirectoryGlob, findRunDirectories } from "../../github/run-dirs.js";
import { loadSide } from "../../node/load-reports.js";
import type { BaselineInfo, CommentInput } from "../../report/render-comment.js";
import { actionEvaluationJob, evaluateIntoBundle } from "../evaluate.js";
import { trialDiffForAction } from "../trials.js";
import type { BundleCandidate, TrialCandidate } from "./evaluate.js";
import { type StepEnv, type Target, runUrl } from "./setup.js";

/** What the comment shows (the diff, the sides, task tables for trial diffs, extra warnings). */
export type ReportContent = Pick<CommentInput, "diff" | "candidate" | "baseline" | "baselineInfo" | "trials" | "sampleUnit" | "warnings">;

export interface Comparison {
  /** Undefined: no baseline. */
  readonly diff: DiffResult | undefined;
  readonly content: ReportContent;
  /** The pull request to comment on and report the check to, if any. */
  readonly target: Target | undefined;
  /** The commit the verdict is about (the PR head, the triggering run's head, or this run's). */
  readonly headSha: string;
  /** The report-path output: the candidate's bundle, or the trial reports' folder. */
  readonly reportPath: string;
  /** The candidate's trial report files (trial comparisons). */
  readonly trialReports?: readonly string[];
}

function side(bundles: LoadedBundles): ScoreTable {
  return reportsToScoreTable(
    bundles.runs.map((r) => r.report),
    bundles.runs.map((r) => r.meta),
  );
}

async function workflowIdOf(octokit: Octokit, context: ActionContext): Promise<number> {
  if (context.workflowRun !== undefined) return context.workflowRun.workflowId;
  const { data } = await octokit.rest.actions.getWorkflowRun({ owner: context.owner, repo: context.repo, run_id: context.runId });
  return data.workflow_id;
}

/**
 * `baseline: artifact`: the latest successful run of this workflow on the base branch with a
 * report artifact, downloaded; undefined (after a notice) when there is none.
 */
async function baselineArtifact(
  { config, context, store, octokit, log, now, workRoot }: StepEnv,
  target: Target | undefined,
  orPaths: string,
): Promise<{ readonly dirs: readonly string[]; readonly info: BaselineInfo } | undefined> {
  if (store === undefined) throw new Error(`baseline: artifact needs the artifact service: set github-token (default \${{ github.token }}) with actions: read, or give ${orPaths}`);
  const client = octokit();
  const found = await fetchBaseline(
    client,
    store,
    {
      owner: context.owner,
      repo: context.repo,
      workflowId: await workflowIdOf(client, context),
      baseRef: target?.baseRef ?? context.workflowRun?.headBranch ?? context.refName,
      headSha: target?.headSha,
      excludeRunId: context.workflowRun?.id ?? context.runId,
      artifactName: config.artifactName,
      now,
    },
    path.join(workRoot, "baseline-artifacts"),
    log,
  );
  if (found === undefined) return undefined;
  return {
    dirs: found.dirs,
    info: { description: found.run.description, commit: found.run.headSha, ageText: `${found.run.ageText} old`, url: runUrl(context, found.run.runId) },
  };
}

/** The run-bundle baseline as a score table, with how it was found and what to warn about. */
async function loadBaseline(
  setup: StepEnv,
  target: Target | undefined,
): Promise<{ table: ScoreTable; info: BaselineInfo; warnings: string[] } | undefined> {
  const { config, context, log, workRoot } = setup;
  const baseline = config.baseline;
  if (baseline.kind === "none") return undefined;
  if (baseline.kind === "artifact") {
    const found = await baselineArtifact(setup, target, "baseline paths instead");
    if (found === undefined) return undefined;
    return { table: side(await loadBundles(found.dirs)), info: found.info, warnings: [] };
  }
  // A path: report bundles, run directories (evaluated here with the same metrics), or reports.
  const bundleDirs: string[] = [];
  const plain: string[] = [];
  for (const pattern of baseline.patterns) {
    const dirs = await expandDirectoryGlob(pattern, context.workspace);
    const bundles = (await Promise.all(dirs.map(async (d) => ((await isBundle(d)) ? d : undefined)))).filter((d): d is string => d !== undefined);
    if (bundles.length > 0) bundleDirs.push(...bundles);
    else plain.push(pattern);
  }
  const runDirs = await findRunDirectories(plain, context.workspace);
  confineMatches("baseline", [...bundleDirs, ...runDirs], { workspace: context.workspace, temp: context.tempDir });
  let table: ScoreTable;
  const warnings: string[] = [];
  if (runDirs.length > 0) {
    if (config.metrics === "") throw new Error("Input 'metrics' is required to evaluate the baseline run directories");
    const dir = path.join(workRoot, "baseline");
    const result = await evaluateIntoBundle({
      runDirs,
      shard: { index: 1, total: 1 },
      job: await actionEvaluationJob(config, context.workspace),
      bundleDir: dir,
      log,
      workerScript: setup.workerScript,
    });
    for (const error of result.errors) log.warning(`baseline: ${error}`);
    table = side(await loadBundles([...bundleDirs, dir]));
  } else if (bundleDirs.length > 0 && plain.length === 0) {
    table = side(await loadBundles(bundleDirs));
  } else {
    const loaded = await loadSide(
      plain.map((p) => path.resolve(context.workspace, p)),
      "baseline",
    );
    warnings.push(...loaded.warnings);
    table = bundleDirs.length > 0 ? { runs: [...side(await loadBundles(bundleDirs)).runs, ...loaded.table.runs] } : loaded.table;
  }
  return { table, info: { description: `files ${baseline.patterns.join(", ")}` }, warnings };
}

/** The directory holding every given file (the trial reports' common folder, for the report-path output). */
function commonDir(files: readonly string[]): string {
  const dirs = files.map((f) => path.dirname(f).split(path.sep));
  const first = dirs[0] ?? [];
  let n = first.length;
  for (const d of dirs.slice(1)) {
    let i = 0;
    while (i < n && d[i] === first[i]) i++;
    n = i;
  }
  return first.slice(0, n).join(path.sep) || path.sep;
}

function headShaOf(context: ActionContext, target: Target | undefined): string {
  return target?.headSha ?? context.workflowRun?.headSha ?? context.sha;
}

async function compareBundles(setup: StepEnv, candidate: BundleCandidate): Promise<Comparison> {
  const { config } = setup;
  const table = side(candidate.bundles);
  const baseline = await loadBaseline(setup, candidate.target);
  const diff =
    baseline === undefined
      ? undefined
      : diffScoreTables(baseline.table, table, {
          gates: config.gateRules,
          failOn: config.failOn,
          ...(config.icc === undefined ? {} : { icc: config.icc }),
          sequential: config.sequential,
        });
  return {
    diff,
    content: {
      diff,
      candidate: table,
      ...(baseline === undefined ? {} : { baseline: baseline.table, baselineInfo: baseline.info }),
      warnings: [...(baseline?.warnings ?? []), ...candidate.bundles.errors.map((e) => `not evaluated: ${e}`)],
    },
    target: candidate.target,
    headSha: headShaOf(setup.context, candidate.target),
    reportPath: candidate.reportPath,
  };
}

async function compareTrials(setup: StepEnv, candidate: TrialCandidate): Promise<Comparison> {
  const { config, context } = setup;
  const trials = await trialDiffForAction(
    config,
    { workspace: context.workspace, temp: context.tempDir },
    () => baselineArtifact(setup, candidate.target, "the baseline's trial reports as paths"),
    candidate.reports,
  );
  const diff = trials.result?.diff;
  return {
    diff,
    content: {
      diff,
      candidate: trials.candidate,
      ...(trials.baseline === undefined ? {} : { baseline: trials.baseline.table, baselineInfo: trials.baseline.info }),
      ...(trials.result === undefined ? {} : { trials: trials.result }),
      sampleUnit: "task",
      warnings: [],
    },
    target: candidate.target,
    headSha: headShaOf(context, candidate.target),
    reportPath: commonDir(trials.files),
    trialReports: trials.files,
  };
}

/** Diff the candidate (run bundles or trial reports) against the baseline, if there is one. */
export function compareStep(setup: StepEnv, candidate: BundleCandidate | TrialCandidate): Promise<Comparison> {
  return candidate.kind === "bundles" ? compareBundles(setup, candidate) : compareTrials(setup, candidate);
}
