/**
 * The action: read config → evaluate this job's runs (mode all/evaluate) or download the report
 * bundles (mode comment) → load the baseline → diff → render → job summary → sticky comment →
 * outputs → fail the step on a gated regression (per fail-on).
 *
 * Fork-safe split: `mode: evaluate` under `pull_request` needs no secrets and no write access; it
 * uploads the bundle, stamped with the PR number and head sha. `mode: comment` under
 * `workflow_run` downloads it and posts, without checking out or running the PR's code. The stamp
 * is untrusted (the PR wrote it): it must match the triggering run's head sha and the PR's
 * current head before anything is posted.
 */
import * as core from "@actions/core";
import { getOctokit } from "@actions/github";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import path from "node:path";
import { holdsTrialReports, loadSide } from "../node/load-reports.js";
import { type DiffResult, diffScoreTables } from "../diff/diff.js";
import { reportsToScoreTable } from "../diff/from-reports.js";
import type { ScoreTable } from "../diff/score-table.js";
import { type BaselineInfo, type CommentInput, renderComment } from "../report/render-comment.js";
import { type ArtifactStore, canUploadArtifacts, createArtifactStore, downloadBundles, reportArtifactName, uploadBundle } from "../github/artifacts.js";
import { fetchBaseline } from "../github/baseline.js";
import { checkRunReport, createCheckRun, workflowFileOf } from "../github/check-run.js";
import { type Octokit, upsertComment } from "../github/comment.js";
import { type ActionContext, readActionContext } from "../github/context.js";
import { type ActionConfig, checkNameFor, namesTrialDatasets, readConfig } from "../github/inputs.js";
import { type Logger, coreLogger } from "../github/log.js";
import { type LoadedBundles, type PullRequestStamp, isBundle, loadBundles, pullRequestStampFor, readPullRequestStamps, writePullRequestStamp } from "../github/report-bundle.js";
import { expandDirectoryGlob, findRunDirectories } from "../github/run-dirs.js";
import { actionEvaluationJob, checkGatesAgainstMetrics, evaluateIntoBundle } from "./evaluate.js";
import { withCallNames } from "../github/api-errors.js";
import { redactApiKeys } from "../node/api-keys.js";
import { confineMatches, confinePatterns } from "../github/confine.js";
import { gradeIntoBundle, namesTrialReports, trialDiffForAction, trialGradingJob, trialReportBundle } from "./trials.js";
import { exportBundleTables } from "./export.js";

/** Seams for tests; everything defaults to the real runner environment. */
export interface ActionDeps {
  readonly getInput?: (name: string) => string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly log?: Logger;
  readonly octokit?: (token: string) => Octokit;
  /** The artifact store; return undefined to mean "no artifact service". */
  readonly artifacts?: (config: ActionConfig, context: ActionContext) => ArtifactStore | undefined;
  readonly now?: () => Date;
}

/** What `run()` decided, for in-process tests (outputs carry the same facts). */
export interface ActionResult {
  readonly verdict: string;
  readonly reportPath: string;
  readonly diff: DiffResult | undefined;
  readonly failed: boolean;
  readonly comment: string | undefined;
  readonly summary: string | undefined;
}

interface Target {
  readonly number: number;
  readonly headSha: string;
  readonly baseRef: string;
  readonly runAttempt: number;
}

const SHA = /^[0-9a-f]{7,64}$/;

function side(bundles: LoadedBundles): ScoreTable {
  return reportsToScoreTable(
    bundles.runs.map((r) => r.report),
    bundles.runs.map((r) => r.meta),
  );
}

function regressionsOf(diff: DiffResult | undefined): string[] {
  return diff === undefined ? [] : diff.metrics.filter((m) => m.verdict === "regression").map((m) => m.metric);
}

function diffJson(diff: DiffResult | undefined): string {
  if (diff === undefined) return "null";
  const full = JSON.stringify(diff);
  // Step outputs are capped at 1 MiB: drop the per-round flip tables before anything else.
  return full.length < 900_000 ? full : JSON.stringify({ ...diff, metrics: diff.metrics.map((m) => ({ ...m, flips: null })) });
}

async function workflowIdOf(octokit: Octokit, context: ActionContext): Promise<number> {
  if (context.workflowRun !== undefined) return context.workflowRun.workflowId;
  const { data } = await octokit.rest.actions.getWorkflowRun({ owner: context.owner, repo: context.repo, run_id: context.runId });
  return data.workflow_id;
}

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
  return { number: stamp.number, headSha: trigger.headSha, baseRef: pr.base.ref, runAttempt: trigger.runAttempt };
}

async function loadBaseline(
  config: ActionConfig,
  context: ActionContext,
  deps: { octokit: () => Octokit; store: ArtifactStore | undefined; log: Logger; now: Date; workRoot: string },
  target: { baseRef: string; headSha: string | undefined; excludeRunId: number },
): Promise<{ table: ScoreTable; info: BaselineInfo; warnings: string[] } | undefined> {
  const { log } = deps;
  const baseline = config.baseline;
  if (baseline.kind === "none") return undefined;
  if (baseline.kind === "artifact") {
    if (deps.store === undefined) throw new Error("baseline: artifact needs the artifact service: set github-token (default ${{ github.token }}) with actions: read, or give baseline paths instead");
    const octokit = deps.octokit();
    const found = await fetchBaseline(
      octokit,
      deps.store,
      {
        owner: context.owner,
        repo: context.repo,
        workflowId: await workflowIdOf(octokit, context),
        baseRef: target.baseRef,
        headSha: target.headSha,
        excludeRunId: target.excludeRunId,
        artifactName: config.artifactName,
        now: deps.now,
      },
      path.join(deps.workRoot, "baseline-artifacts"),
      log,
    );
    if (found === undefined) return undefined;
    const bundles = await loadBundles(found.dirs);
    return {
      table: side(bundles),
      info: {
        description: found.run.description,
        commit: found.run.headSha,
        ageText: `${found.run.ageText} old`,
        url: `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${found.run.runId}`,
      },
      warnings: [],
    };
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
    const dir = path.join(deps.workRoot, "baseline");
    const result = await evaluateIntoBundle({
      runDirs,
      shard: { index: 1, total: 1 },
      job: await actionEvaluationJob(config, context.workspace),
      bundleDir: dir,
      log,
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

/**
 * The path inputs besides runs/baseline (fixtures, a knobs file, gpt2-model, scenario-assets, the
 * grading config) may only name files inside the workspace or RUNNER_TEMP, like runs and baseline.
 */
function confinePathInputs(config: ActionConfig, roots: { workspace: string; temp: string }): void {
  const paths: [string, string][] = [
    ["fixtures", config.fixtures],
    // inline JSON knobs are not a path
    ["knobs", config.knobs.trimStart().startsWith("{") ? "" : config.knobs],
    ["gpt2-model", config.gpt2Model],
    ["scenario-assets", config.scenarioAssets],
    ["config", config.gradingConfig],
  ];
  for (const [input, value] of paths) {
    if (value === "") continue;
    confinePatterns(input, [value], roots);
    // and where a symbolic link inside leads
    confineMatches(input, [path.resolve(roots.workspace, value)], roots);
  }
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

/** The action. Catches once: any error fails the step with its message. */
export async function run(deps: ActionDeps = {}): Promise<ActionResult | undefined> {
  const log = deps.log ?? coreLogger;
  try {
    return await runUnsafe(deps, log);
  } catch (error) {
    // the key in use never reaches the step's output, whatever echoed it
    core.setFailed(redactApiKeys(error instanceof Error ? error.message : String(error)));
    return undefined;
  }
}

async function runUnsafe(deps: ActionDeps, log: Logger): Promise<ActionResult> {
  const env = deps.env ?? process.env;
  const config = readConfig(deps.getInput);
  const context = readActionContext(env);
  const now = (deps.now ?? (() => new Date()))();
  // every input is checked before any work: paths stay inside the workspace (or RUNNER_TEMP),
  // gates fit the metrics, and the evaluation job (judge settings, knobs) builds
  const roots = { workspace: context.workspace, temp: context.tempDir };
  if (config.mode !== "comment") confinePatterns("runs", config.runs, roots);
  if (config.baseline.kind === "path") confinePatterns("baseline", config.baseline.patterns, roots);
  confinePathInputs(config, roots);
  checkGatesAgainstMetrics(config);
  // trial datasets are graded with `config` (its judge needs checked now), trial reports only
  // diffed: neither has an evaluation job to check
  const gradesDatasets = config.mode !== "comment" && namesTrialDatasets(config.runs);
  const evaluates = !gradesDatasets && !namesTrialReports(config.runs) && (config.mode !== "comment" || (config.baseline.kind === "path" && config.metrics !== ""));
  if (evaluates) await actionEvaluationJob(config, context.workspace);
  const grading = gradesDatasets ? await trialGradingJob(config, context.workspace) : undefined;
  if (grading !== undefined) {
    confineMatches("runs", grading.datasets, roots);
    confineMatches("config", [grading.config], roots);
  }
  await mkdir(context.tempDir, { recursive: true });
  const workRoot = await mkdtemp(path.join(context.tempDir, "agent-eval-"));
  let octokitInstance: Octokit | undefined;
  const octokit = (): Octokit => {
    if (config.githubToken === "") throw new Error("Input 'github-token' is required for this step: it posts the comment and looks up the baseline run; set it (default ${{ github.token }}) or use comment: off without baseline: artifact");
    // failures name the call, and say "rate limit" when it is one
    octokitInstance ??= withCallNames((deps.octokit ?? ((token: string) => getOctokit(token)))(config.githubToken));
    return octokitInstance;
  };
  const store =
    deps.artifacts !== undefined
      ? deps.artifacts(config, context)
      : config.githubToken === ""
        ? undefined
        : createArtifactStore({ token: config.githubToken, owner: context.owner, repo: context.repo });

  /**
   * The trial-report path: diff the candidate's reports (graded here, downloaded shards, or the
   * files `runs:` names) against the baseline's, upload them (unless downloaded), then publish.
   */
  const diffTrials = async (
    graded: readonly string[] | undefined,
    bundleDir: string,
    how: { upload: boolean; gradingFailed: string | undefined; target: Target | undefined },
  ): Promise<ActionResult> => {
    const trialTarget = how.target;
    const trials = await trialDiffForAction(config, context.workspace, async () => {
      if (store === undefined) throw new Error("baseline: artifact needs the artifact service: set github-token (default ${{ github.token }}) with actions: read, or give the baseline's trial reports as paths");
      const client = octokit();
      const found = await fetchBaseline(
        client,
        store,
        {
          owner: context.owner,
          repo: context.repo,
          workflowId: await workflowIdOf(client, context),
          baseRef: trialTarget?.baseRef ?? context.workflowRun?.headBranch ?? context.refName,
          headSha: trialTarget?.headSha,
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
        info: {
          description: found.run.description,
          commit: found.run.headSha,
          ageText: `${found.run.ageText} old`,
          url: `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${found.run.runId}`,
        },
      };
    }, graded);
    if (how.upload) {
      // Upload this run's reports, so runs on the base branch leave a baseline for `baseline: artifact`.
      if (graded === undefined) await trialReportBundle(trials.files, bundleDir);
      await stampTrialBundle(bundleDir);
      await uploadBundle(canUploadArtifacts(env) ? store : undefined, reportArtifactName(config.artifactName, config.shard), bundleDir, log);
    }
    const diff = trials.result?.diff;
    return publish(
      { config, context, env, log, octokit, workRoot },
      {
        diff,
        candidate: trials.candidate,
        ...(trials.baseline === undefined ? {} : { baseline: trials.baseline.table, baselineInfo: trials.baseline.info }),
        ...(trials.result === undefined ? {} : { trials: trials.result }),
        sampleUnit: "task",
        warnings: [],
      },
      {
        target: trialTarget,
        headSha: trialTarget?.headSha ?? context.workflowRun?.headSha ?? context.sha,
        reportPath: commonDir(trials.files),
        failed: how.gradingFailed !== undefined,
        ...(how.gradingFailed === undefined ? {} : { failureText: how.gradingFailed }),
      },
    );
  };

  /** Trial reports carry the run bundle's pull-request stamp in a file beside them (mode evaluate and all). */
  const stampTrialBundle = async (bundleDir: string): Promise<void> => {
    const stamp = pullRequestStampFor(context.pullRequest, context.runAttempt);
    if (stamp !== undefined) await writePullRequestStamp(bundleDir, stamp);
  };
  const pullRequestTarget = (): Target | undefined => (context.pullRequest === undefined ? undefined : { ...context.pullRequest, runAttempt: context.runAttempt });

  let failed = false;
  let target: Target | undefined;
  let bundles: LoadedBundles;
  let reportPath: string;

  if (config.mode === "comment") {
    if (store === undefined) throw new Error("mode: comment downloads report artifacts and needs the artifact service: set github-token (default ${{ github.token }}) with actions: read");
    const runId = context.workflowRun?.id ?? context.runId;
    if (context.workflowRun !== undefined && context.workflowRun.conclusion !== undefined && context.workflowRun.conclusion !== "success") {
      log.warning(`The triggering run ${runId} concluded '${context.workflowRun.conclusion}'; reporting what it uploaded.`);
    }
    reportPath = path.join(workRoot, "candidate");
    const downloaded = await downloadBundles(store, runId, config.artifactName, reportPath, log);
    if (downloaded.dirs.length === 0) throw new Error(
        `run ${runId} has no '${config.artifactName}' report artifact (or shards of it) to comment on: the evaluating workflow must run with mode: evaluate or all and the same artifact-name; check that it succeeded and its artifact has not expired`,
      );
    const trialArtifacts = !(await Promise.all(downloaded.dirs.map(isBundle))).some(Boolean) && (await holdsTrialReports(downloaded.dirs, "artifact"));
    if (trialArtifacts) {
      // trial reports (graded datasets, e.g. the shards of a grading matrix): their stamp file is
      // checked exactly as a run bundle's manifest stamp
      const trialTarget =
        context.workflowRun !== undefined ? await verifiedStamp(octokit(), context, await readPullRequestStamps(downloaded.dirs), log) : pullRequestTarget();
      return diffTrials(downloaded.dirs, reportPath, { upload: false, gradingFailed: undefined, target: trialTarget });
    }
    bundles = await loadBundles(downloaded.dirs);
    target =
      context.workflowRun !== undefined
        ? await verifiedStamp(octokit(), context, bundles.pullRequest, log)
        : context.pullRequest === undefined
          ? undefined
          : { ...context.pullRequest, runAttempt: context.runAttempt };
  } else if (grading !== undefined || namesTrialReports(config.runs)) {
    if (grading === undefined && config.mode !== "all") throw new Error("Input 'runs' names trial reports (*.report.json), which are diffed, not evaluated: use mode: all");
    const bundleDir = path.join(workRoot, "trial-reports");
    let graded: string[] | undefined;
    let gradingFailed: string | undefined;
    if (grading !== undefined) {
      const outcome = await gradeIntoBundle(grading, config.shard, bundleDir, log);
      for (const f of outcome.failures.slice(0, 20)) log.error(`${f.dataset}: task ${f.task_id} trial ${f.trial_id}: ${f.name} failed: ${f.error}`);
      if (outcome.failures.length > 20) log.error(`... and ${outcome.failures.length - 20} more failures (see the reports' errors and results)`);
      if (outcome.failures.length > 0) gradingFailed = `${outcome.failures.length} metric or grader evaluation(s) failed on trials; see the errors above (the reports are still written)`;
      graded = outcome.files;
      if (config.mode === "evaluate") {
        // a shard (or a grading-only job): upload this slice's reports, stamped; a later job diffs them all
        await stampTrialBundle(bundleDir);
        await uploadBundle(canUploadArtifacts(env) ? store : undefined, reportArtifactName(config.artifactName, config.shard), bundleDir, log);
        core.setOutput("report-path", bundleDir);
        core.setOutput("verdict", "evaluated");
        if (gradingFailed !== undefined) core.setFailed(gradingFailed);
        return { verdict: "evaluated", reportPath: bundleDir, diff: undefined, failed: gradingFailed !== undefined, comment: undefined, summary: undefined };
      }
    }
    return diffTrials(graded, bundleDir, { upload: true, gradingFailed, target: pullRequestTarget() });
  } else {
    const runDirs = await findRunDirectories(config.runs, context.workspace);
    confineMatches("runs", runDirs, roots);
    if (runDirs.length === 0) {
      throw new Error(`Input 'runs' matched no run directories (directories holding a .jsonl event log): ${config.runs.join(", ")}`);
    }
    target = pullRequestTarget();
    reportPath = path.join(workRoot, "candidate");
    const stamp = pullRequestStampFor(context.pullRequest, context.runAttempt);
    const result = await evaluateIntoBundle({
      runDirs,
      shard: config.shard,
      job: await actionEvaluationJob(config, context.workspace),
      bundleDir: reportPath,
      ...(stamp === undefined ? {} : { pullRequest: stamp }),
      log,
    });
    for (const error of result.errors) log.error(`Not evaluated: ${error}`);
    for (const failure of result.failedMetrics) log.warning(`Metric failed: ${failure}`);
    if (result.errors.length > 0) failed = true;
    if (config.exportFormat !== "") await exportBundleTables(reportPath, config.exportFormat, log);
    const name = reportArtifactName(config.artifactName, config.shard);
    await uploadBundle(canUploadArtifacts(env) ? store : undefined, name, reportPath, log);
    core.setOutput("report-path", reportPath);
    if (config.mode === "evaluate") {
      core.setOutput("verdict", "evaluated");
      if (failed) core.setFailed(`${result.errors.length} run(s) could not be evaluated; see the errors above`);
      return { verdict: "evaluated", reportPath, diff: undefined, failed, comment: undefined, summary: undefined };
    }
    bundles = await loadBundles([reportPath]);
  }

  const candidate = side(bundles);
  const headSha = target?.headSha ?? (context.workflowRun?.headSha ?? context.sha);
  const baseline = await loadBaseline(
    config,
    context,
    { octokit, store, log, now, workRoot },
    {
      baseRef: target?.baseRef ?? context.workflowRun?.headBranch ?? context.refName,
      headSha: target?.headSha,
      excludeRunId: context.workflowRun?.id ?? context.runId,
    },
  );
  const diff =
    baseline === undefined
      ? undefined
      : diffScoreTables(baseline.table, candidate, {
          gates: config.gateRules,
          failOn: config.failOn,
          ...(config.icc === undefined ? {} : { icc: config.icc }),
          sequential: config.sequential,
        });
  return publish(
    { config, context, env, log, octokit, workRoot },
    {
      diff,
      candidate,
      ...(baseline === undefined ? {} : { baseline: baseline.table, baselineInfo: baseline.info }),
      warnings: [...(baseline?.warnings ?? []), ...bundles.errors.map((e) => `not evaluated: ${e}`)],
    },
    { target, headSha, reportPath, failed },
  );
}

interface PublishEnv {
  readonly config: ActionConfig;
  readonly context: ActionContext;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly log: Logger;
  readonly octokit: () => Octokit;
  readonly workRoot: string;
}

/** What the comment shows (the diff, the sides, task tables for trial diffs, extra warnings). */
type PublishInput = Pick<CommentInput, "diff" | "candidate" | "baseline" | "baselineInfo" | "trials" | "sampleUnit" | "warnings">;

/** Render, write the job summary, post the sticky comment, set the outputs, fail the step on a gated regression. */
async function publish(
  { config, context, env, log, octokit, workRoot }: PublishEnv,
  input: PublishInput,
  where: { target: Target | undefined; headSha: string; reportPath: string; failed: boolean; failureText?: string },
): Promise<ActionResult> {
  const { diff } = input;
  const { target, headSha, reportPath } = where;
  let failed = where.failed;
  const gated = diff?.decision.fail === true;
  const rendered = renderComment({
    ...input,
    judgeMode: config.judgeMode,
    commentId: config.commentId,
    ...(SHA.test(headSha) ? { headSha } : {}),
    runAttempt: target?.runAttempt ?? context.runAttempt,
    ...(context.runId > 0 ? { summaryUrl: `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}` } : {}),
  });
  await writeFile(path.join(workRoot, "comment.md"), rendered.comment);
  await writeFile(path.join(workRoot, "summary.md"), rendered.summary);
  await writeFile(path.join(workRoot, "diff.json"), `${JSON.stringify(diff ?? null, null, 2)}\n`);
  if ((env.GITHUB_STEP_SUMMARY ?? "") !== "") await core.summary.addRaw(rendered.summary, true).write();

  if (config.comment !== "off" && target !== undefined) {
    try {
      await upsertComment(octokit(), {
        owner: context.owner,
        repo: context.repo,
        issueNumber: target.number,
        body: rendered.comment,
        commentId: config.commentId,
        headSha: target.headSha,
        runAttempt: target.runAttempt,
        mode: config.comment,
        log,
      });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if ((error as { rateLimited?: boolean }).rateLimited === true) {
        log.warning(`Could not write the PR comment: ${(error as Error).message}. The job summary has the report.`);
      } else if (status !== 403 && status !== 404) throw error;
      else log.warning(
        `Could not write the PR comment (HTTP ${status}: ${(error as Error).message}). A fork PR's token is read-only: ` +
          "use mode: evaluate here and mode: comment in a workflow_run workflow (docs/github-action.md). The job summary has the report.",
      );
    }
  } else if (config.comment !== "off") {
    log.info("No pull request for this run: the report is in the job summary only.");
  }

  const verdict = diff?.overall ?? "no_baseline";
  core.setOutput("verdict", verdict);
  core.setOutput("report-path", reportPath);
  core.setOutput("diff-json", diffJson(diff));
  core.setOutput("regressions", regressionsOf(diff).join(","));
  if (rendered.dropped.length > 0) log.info(`Left out of the comment for size: ${rendered.dropped.join(", ")}`);

  const failing = gated ? diff.decision.failing : [];
  const failureReason = gated
    ? `agent-eval: gated ${config.failOn === "possible-regression" ? "possible " : ""}regression in ${failing.map((m) => `${m.metric} (${m.deltaText ?? "?"})`).join(", ") || verdict}`
    : failed
      ? (where.failureText ?? "Some runs could not be evaluated; see the errors above")
      : undefined;
  // The required check: on the PR's head commit, in every mode that decides a verdict for a PR.
  if (config.check === "on" && target !== undefined && config.githubToken !== "" && SHA.test(target.headSha)) {
    const summaryUrl = context.runId > 0 ? `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}` : undefined;
    const annotationPath = workflowFileOf(env.GITHUB_WORKFLOW_REF);
    await createCheckRun(
      octokit(),
      context,
      checkRunReport({
        name: checkNameFor(config.commentId),
        headSha: target.headSha,
        diff,
        failed: failureReason !== undefined,
        ...(failureReason === undefined ? {} : { failureReason }),
        comment: rendered.comment,
        summaryUrl,
        ...(annotationPath === undefined ? {} : { annotationPath }),
        failingMetrics: new Set(failing.map((m) => m.metric)),
      }),
      log,
    );
  }

  if (gated) {
    core.setFailed(failureReason ?? verdict);
    failed = true;
  } else if (failed) {
    core.setFailed(failureReason ?? "Some runs could not be evaluated; see the errors above");
  }
  return { verdict, reportPath, diff, failed, comment: rendered.comment, summary: rendered.summary };
}
