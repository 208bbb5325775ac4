/**
 * Step 1, the candidate: evaluate this job's run directories into a report bundle (via
 * ../evaluate.ts), grade its trial datasets, or (mode comment) download what the evaluating
 * workflow uploaded and decide which pull request may be commented on. Mode evaluate ends here:
 * the bundle is uploaded for a later job to compare.
 *
 * Problems are logged and counted; the conclusion (conclude.ts) words the step's failure.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { downloadBundles } from "../../github/artifacts.js";
import type { Octokit } from "../../github/comment.js";
import type { ActionContext } from "../../github/context.js";
import { confineMatches } from "../../github/confine.js";
import type { Logger } from "../../github/log.js";
import { type LoadedBundles, type PullRequestStamp, isBundle, loadBundles, pullRequestStampFor, readPullRequestStamps } from "../../github/report-bundle.js";
import { findRunDirectories } from "../../github/run-dirs.js";
import { readRegularText } from "../../node/files.js";
import { failuresOf } from "../../node/grade-trials.js";
import { holdsTrialReports } from "../../node/load-reports.js";
import { type TrialReport, parseTrialReport } from "../../trials/report.js";
import { exportBundleTables } from "../export.js";
import { actionEvaluationJob, evaluateIntoBundle } from "../evaluate.js";
import { gradeIntoBundle, namesTrialReports } from "../trials.js";
import { type StepEnv, type Target, pullRequestTarget, stampTrialReports, uploadReports } from "./setup.js";

/** What went wrong before the comparison, counted (each was logged when it was found). */
export interface EvaluationProblems {
  /** Runs that could not be evaluated. */
  readonly notEvaluated: number;
  /** Metric or grader evaluations that failed on trials (the reports are still written). */
  readonly failedOnTrials: number;
}

/** Mode evaluate: this job's reports are uploaded; nothing is compared or posted. */
export interface EvaluatedOnly extends EvaluationProblems {
  readonly kind: "evaluated";
  readonly reportPath: string;
}

/** Run bundles to compare: evaluated here (and uploaded), or downloaded in mode comment. */
export interface BundleCandidate extends EvaluationProblems {
  readonly kind: "bundles";
  readonly bundles: LoadedBundles;
  readonly reportPath: string;
  /** Evaluated and uploaded by this job (not downloaded). */
  readonly evaluatedHere: boolean;
  readonly target: Target | undefined;
}

/** Trial reports to compare: graded here, downloaded shards, or the files `runs:` names. */
export interface TrialCandidate extends EvaluationProblems {
  readonly kind: "trial-reports";
  /** The reports when graded or downloaded here; undefined: the files `runs:` matches. */
  readonly reports: readonly string[] | undefined;
  /** Where the reports are (or are copied to) for the report artifact. */
  readonly bundleDir: string;
  /** Upload them as this job's report artifact (not when they were downloaded). */
  readonly upload: boolean;
  readonly target: Target | undefined;
}

export type Evaluation = EvaluatedOnly | BundleCandidate | TrialCandidate;

/** The PR a `workflow_run`-triggered comment job may post to, after checking the untrusted stamp. */
async function verifiedStamp(
  octokit: Octokit,
  context: ActionContext,
  stamp: PullRequestStamp | undefined,
  log: Logger,
): Promise<Target | undefined> {
  const trigger = context.workflowRun;
  if (trigger === undefined || stamp === undefined) return undefined;
  if (stamp.headSha !== trigger.headSha) {
    log.warning(`The report artifact names head ${stamp.headSha.slice(0, 7)}, but run ${trigger.id} ran on ${trigger.headSha.slice(0, 7)}; not commenting.`);
    return undefined;
  }
  const { data: pr } = await octokit.rest.pulls.get({ owner: context.owner, repo: context.repo, pull_number: stamp.number });
  if (pr.head.sha !== trigger.headSha) {
    log.notice(
      `Not commenting on #${stamp.number}: its head is ${pr.head.sha.slice(0, 7)}, not ${trigger.headSha.slice(0, 7)} ` +
        "(a newer push, or the artifact names the wrong pull request).",
    );
    return undefined;
  }
  return { number: stamp.number, headSha: trigger.headSha, baseRef: pr.base.ref, runAttempt: trigger.runAttempt, runId: trigger.id };
}

/** Metric and grader evaluations that failed on trials in the downloaded trial reports, each logged (the first 20). */
async function trialFailuresIn(dirs: readonly string[], runId: number, log: Logger): Promise<number> {
  let count = 0;
  for (const dir of dirs) {
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith(".report.json")).sort();
    for (const file of files) {
      const full = path.join(dir, file);
      const parsed = parseTrialReport(await readRegularText(full), full);
      // results are validated as arrays of outputs; failuresOf checks each output's shape itself
      for (const f of failuresOf({ trials: parsed.trials, results: parsed.results as TrialReport["results"], agent_eval: parsed.agent_eval })) {
        if (count < 20) log.error(`${path.basename(file)} (run ${runId}): task ${f.task_id} trial ${f.trial_id}: ${f.name} failed: ${f.error}`);
        count++;
      }
    }
  }
  if (count > 20) log.error(`... and ${count - 20} more failures (see the reports' errors and results)`);
  return count;
}

/**
 * Mode comment: download the triggering run's report artifacts (run bundles or trial reports).
 * Under workflow_run the stamp they carry is untrusted (the PR wrote it): it must match the
 * triggering run's head and the PR's current head, or nothing is posted.
 */
async function downloadCandidate(setup: StepEnv): Promise<BundleCandidate | TrialCandidate> {
  const { config, context, store, log, octokit, workRoot } = setup;
  if (store === undefined) throw new Error("mode: comment downloads report artifacts and needs the artifact service: set github-token (default ${{ github.token }}) with actions: read");
  const runId = context.workflowRun?.id ?? context.runId;
  if (context.workflowRun !== undefined && context.workflowRun.conclusion !== undefined && context.workflowRun.conclusion !== "success") {
    log.warning(`The triggering run ${runId} concluded '${context.workflowRun.conclusion}'; reporting what it uploaded.`);
  }
  const reportPath = path.join(workRoot, "candidate");
  const downloaded = await downloadBundles(store, runId, config.artifactName, reportPath, log);
  if (downloaded.dirs.length === 0) throw new Error(
      `run ${runId} has no '${config.artifactName}' report artifact (or shards of it) to comment on: the evaluating workflow must run with mode: evaluate or all and the same artifact-name; check that it succeeded and its artifact has not expired`,
    );
  const trialArtifacts = !(await Promise.all(downloaded.dirs.map(isBundle))).some(Boolean) && (await holdsTrialReports(downloaded.dirs, "artifact"));
  if (trialArtifacts) {
    // trial reports (graded datasets, e.g. the shards of a grading matrix): their stamp file is
    // checked exactly as a run bundle's manifest stamp
    const target = context.workflowRun !== undefined ? await verifiedStamp(octokit(), context, await readPullRequestStamps(downloaded.dirs), log) : pullRequestTarget(context);
    // as for unevaluated runs: evaluations that failed on trials in the grading job fail this step and its check
    const failedOnTrials = await trialFailuresIn(downloaded.dirs, runId, log);
    return { kind: "trial-reports", reports: downloaded.dirs, bundleDir: reportPath, upload: false, notEvaluated: 0, failedOnTrials, target };
  }
  const bundles = await loadBundles(downloaded.dirs);
  const target = context.workflowRun !== undefined ? await verifiedStamp(octokit(), context, bundles.pullRequest, log) : pullRequestTarget(context);
  // runs the evaluating job could not evaluate fail this step and its check too, as in mode all: the check
  // reported here is the required one (docs/github-action.md), and it must not pass on a partial evaluation
  for (const error of bundles.errors) log.error(`Not evaluated (in run ${runId}): ${error}`);
  return { kind: "bundles", bundles, reportPath, evaluatedHere: false, notEvaluated: bundles.errors.length, failedOnTrials: 0, target };
}

/** Grade the trial datasets (this shard's slice), or take the trial reports `runs:` names. */
async function trialCandidate(setup: StepEnv): Promise<EvaluatedOnly | TrialCandidate> {
  const { config, grading, log, workRoot, context } = setup;
  if (grading === undefined && config.mode !== "all") throw new Error("Input 'runs' names trial reports (*.report.json), which are diffed, not evaluated: use mode: all");
  // export writes measurement tables of run reports; a trial report has no such tables
  if (config.exportFormat !== "") log.warning("Input 'export' applies to run reports only: trial reports are not exported as tables (they are JSON already, uploaded as they are)");
  const bundleDir = path.join(workRoot, "trial-reports");
  if (grading === undefined) return { kind: "trial-reports", reports: undefined, bundleDir, upload: true, notEvaluated: 0, failedOnTrials: 0, target: pullRequestTarget(context) };
  const outcome = await gradeIntoBundle(grading, config.shard, bundleDir, log);
  for (const f of outcome.failures.slice(0, 20)) log.error(`${f.dataset}: task ${f.task_id} trial ${f.trial_id}: ${f.name} failed: ${f.error}`);
  if (outcome.failures.length > 20) log.error(`... and ${outcome.failures.length - 20} more failures (see the reports' errors and results)`);
  if (config.mode === "evaluate") {
    // a shard (or a grading-only job): upload this slice's reports, stamped; a later job diffs them all
    await stampTrialReports(setup, bundleDir);
    await uploadReports(setup, bundleDir);
    return { kind: "evaluated", reportPath: bundleDir, notEvaluated: 0, failedOnTrials: outcome.failures.length };
  }
  return { kind: "trial-reports", reports: outcome.files, bundleDir, upload: true, notEvaluated: 0, failedOnTrials: outcome.failures.length, target: pullRequestTarget(context) };
}

/** Evaluate this shard's run directories into a bundle, export its tables if asked, upload it. */
async function runCandidate(setup: StepEnv): Promise<EvaluatedOnly | BundleCandidate> {
  const { config, context, log, workRoot } = setup;
  const runDirs = await findRunDirectories(config.runs, context.workspace);
  confineMatches("runs", runDirs, { workspace: context.workspace, temp: context.tempDir });
  if (runDirs.length === 0) {
    throw new Error(`Input 'runs' matched no run directories (directories holding a .jsonl event log): ${config.runs.join(", ")}`);
  }
  const reportPath = path.join(workRoot, "candidate");
  const stamp = pullRequestStampFor(context.pullRequest, context.runAttempt);
  const result = await evaluateIntoBundle({
    runDirs,
    shard: config.shard,
    job: await actionEvaluationJob(config, context.workspace),
    bundleDir: reportPath,
    ...(stamp === undefined ? {} : { pullRequest: stamp }),
    log,
    workerScript: setup.workerScript,
  });
  for (const error of result.errors) log.error(`Not evaluated: ${error}`);
  for (const failure of result.failedMetrics) log.warning(`Metric failed: ${failure}`);
  if (config.exportFormat !== "") await exportBundleTables(reportPath, config.exportFormat, log);
  await uploadReports(setup, reportPath);
  if (config.mode === "evaluate") return { kind: "evaluated", reportPath, notEvaluated: result.errors.length, failedOnTrials: 0 };
  return { kind: "bundles", bundles: await loadBundles([reportPath]), reportPath, evaluatedHere: true, notEvaluated: result.errors.length, failedOnTrials: 0, target: pullRequestTarget(context) };
}

/** The candidate side, by mode and by what `runs:` names. */
export function evaluateStep(setup: StepEnv): Promise<Evaluation> {
  if (setup.config.mode === "comment") return downloadCandidate(setup);
  if (setup.grading !== undefined || namesTrialReports(setup.config.runs)) return trialCandidate(setup);
  return runCandidate(setup);
}
