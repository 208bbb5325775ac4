/**
 * What every step of the Action reads: the checked inputs, the runner context, the scratch folder
 * and the (lazily built) GitHub clients. `prepare` checks every input before any work, so a bad
 * input fails the step before anything is evaluated, downloaded or posted.
 */
import { getOctokit } from "@actions/github";
import { mkdtemp } from "node:fs/promises";
import { makeDirectories } from "../../node/files.js";
import path from "node:path";
import { type ArtifactStore, canUploadArtifacts, createArtifactStore, reportArtifactName, uploadBundle } from "../../github/artifacts.js";
import { withCallNames } from "../../github/api-errors.js";
import type { Octokit } from "../../github/comment.js";
import { confineMatches, confinePatterns } from "../../github/confine.js";
import { type ActionContext, readActionContext } from "../../github/context.js";
import { type ActionConfig, InputValidationError, namesTrialDatasets, readConfig } from "../../github/inputs.js";
import { patternMatchesAnything } from "../../github/run-dirs.js";
import type { Logger } from "../../github/log.js";
import { pullRequestStampFor, writePullRequestStamp } from "../../github/report-bundle.js";
import { actionEvaluationJob, checkFolderInputs, checkGatesAgainstMetrics } from "../evaluate.js";
import { type TrialGradingJob, namesTrialReports, trialGradingJob } from "../trials.js";

/** Seams for tests; everything defaults to the real runner environment. */
export interface ActionDeps {
  readonly getInput?: (name: string) => string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly log?: Logger;
  readonly octokit?: (token: string) => Octokit;
  /** The artifact store; return undefined to mean "no artifact service". */
  readonly artifacts?: (config: ActionConfig, context: ActionContext) => ArtifactStore | undefined;
  readonly now?: () => Date;
  /**
   * The bundled Action entry (dist/action.js), which doubles as the program of its evaluation
   * threads; undefined evaluates on the main thread only (tests run the sources).
   */
  readonly workerScript?: URL;
}

/** The pull request a step comments on and reports the check to. */
export interface Target {
  readonly number: number;
  readonly headSha: string;
  readonly baseRef: string;
  readonly runAttempt: number;
  /** The workflow run that evaluated (this run, or the run a `workflow_run` event names). */
  readonly runId?: number;
}

/** The checked inputs and the runner's facilities, shared by the steps (read-only). */
export interface StepEnv {
  readonly config: ActionConfig;
  readonly context: ActionContext;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly log: Logger;
  readonly now: Date;
  /** This invocation's scratch folder under RUNNER_TEMP. */
  readonly workRoot: string;
  /** The API client, built on first use (fails naming the input when there is no token). */
  readonly octokit: () => Octokit;
  /** The artifact service; undefined without a token (or when the test seam says so). */
  readonly store: ArtifactStore | undefined;
  /** The trial datasets to grade (runs: names *.jsonl outside mode comment), checked. */
  readonly grading: TrialGradingJob | undefined;
  /** See ActionDeps.workerScript. */
  readonly workerScript: URL | undefined;
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

/** Read and check every input, make the scratch folder, and set up the clients the steps use. */
export async function prepare(deps: ActionDeps, log: Logger): Promise<StepEnv> {
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
  // a baseline path that names nothing would fail only after the candidate was evaluated
  if (config.baseline.kind === "path" && config.mode !== "evaluate") {
    for (const pattern of config.baseline.patterns) {
      if (!(await patternMatchesAnything(pattern, context.workspace))) {
        throw new InputValidationError("baseline", `Invalid value for input 'baseline': '${pattern}' matches nothing in the workspace`);
      }
    }
  }
  checkGatesAgainstMetrics(config);
  // export tables are written when runs are evaluated; mode comment evaluates none (the evaluating job exports)
  if (config.mode === "comment" && config.runs.length > 0) log.warning(`Input 'runs' is ignored in mode comment: the candidate is the report artifact the evaluating run uploaded ('${config.artifactName}'), not ${config.runs.join(", ")}`);
  if (config.mode === "comment" && config.exportFormat !== "") log.warning("Input 'export' is ignored in mode comment: it downloads reports and evaluates none; set export on the mode: evaluate job, whose upload then carries the tables");
  // trial datasets are graded with `config` (its judge needs checked now), trial reports only
  // diffed: neither has an evaluation job to check
  const gradesDatasets = config.mode !== "comment" && namesTrialDatasets(config.runs);
  const evaluates = !gradesDatasets && !namesTrialReports(config.runs) && (config.mode !== "comment" || (config.baseline.kind === "path" && config.metrics !== ""));
  if (evaluates) {
    checkFolderInputs(config, context.workspace);
    await actionEvaluationJob(config, context.workspace);
  }
  const grading = gradesDatasets ? await trialGradingJob(config, roots) : undefined;
  await makeDirectories(context.tempDir);
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
        : createArtifactStore({ token: config.githubToken, owner: context.owner, repo: context.repo }, undefined, { octokit, log });
  return { config, context, env, log, now, workRoot, octokit, store, grading, workerScript: deps.workerScript };
}

/** The pull request this run was triggered by (pull_request events), if any. */
export function pullRequestTarget(context: ActionContext): Target | undefined {
  return context.pullRequest === undefined
    ? undefined
    : { ...context.pullRequest, runAttempt: context.runAttempt, ...(context.runId > 0 ? { runId: context.runId } : {}) };
}

/** The link to a workflow run's page (its job summary). */
export function runUrl(context: ActionContext, runId: number): string {
  return `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${runId}`;
}

/** Upload a folder as this job's report artifact (shard-suffixed), so later runs find it as their baseline. */
export async function uploadReports({ config, env, store, log }: StepEnv, dir: string): Promise<void> {
  await uploadBundle(canUploadArtifacts(env) ? store : undefined, reportArtifactName(config.artifactName, config.shard), dir, log);
}

/** Trial reports carry the run bundle's pull-request stamp in a file beside them (mode evaluate and all). */
export async function stampTrialReports({ context }: StepEnv, dir: string): Promise<void> {
  const stamp = pullRequestStampFor(context.pullRequest, context.runAttempt);
  if (stamp !== undefined) await writePullRequestStamp(dir, stamp);
}
