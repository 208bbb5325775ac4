/**
 * The Action on trial datasets and trial reports (`agent-eval grade`).
 *
 * `runs:` names either the candidate's trial reports (globs ending in `.report.json`, e.g. the
 * shards a grading matrix wrote) or trial datasets (globs ending in `.jsonl`), which are graded
 * here with the `config:` grading config (this shard's slice of the tasks with `shard: i/n`, as
 * `agent-eval grade --shard i/n` does). `baseline:` names the baseline's reports. Both sides are
 * merged per side (shards concatenated), diffed key by key paired by task
 * (src/diff/trial-diff.ts) and rendered with the task tables.
 *
 * The candidate's reports are uploaded as the report artifact (with the run bundle's pull-request stamp
 * beside them, for a workflow_run comment job to verify), so `baseline: artifact` finds the
 * base branch's reports as it finds run bundles.
 */
import { copyFile, readFile, readdir, writeFile } from "node:fs/promises";
import { makeDirectories } from "../node/files.js";
import path from "node:path";
import picomatch from "picomatch";
import { InputError } from "../core/errors.js";
import { compareCodePoints } from "../core/pynum.js";
import { type TrialDiffResult, diffTrialReports, trialReportToScoreTable } from "../diff/trial-diff.js";
import type { ScoreTable } from "../diff/score-table.js";
import { type AllowedRoots, confineMatches } from "../github/confine.js";
import { type ActionConfig, InputValidationError, Inputs, namesTrialReports } from "../github/inputs.js";
import type { Logger } from "../github/log.js";
import { expandDirectoryGlob } from "../github/run-dirs.js";
import { artifactSafeName } from "../github/report-bundle.js";
import { type MetricFailure, defaultGradeConcurrency, defaultReportPath, gradeDataset } from "../node/grade-trials.js";
import type { JudgeConfig } from "../node/judge-setup.js";
import { loadTrialSide } from "../node/load-reports.js";
import { type LoadedGradingConfig, loadGradingConfig } from "../node/trial-config.js";
import { type TrialDataset, readTrialDataset } from "../node/trial-dataset.js";
import type { BaselineInfo } from "../report/render-comment.js";
import { judgeConfigForUsers } from "./evaluate.js";

export { namesTrialReports };

/**
 * The files matching `dir-glob/file-glob` patterns (picomatch within the last segment, as
 * run-dirs.ts matches directories; hidden files are skipped), deduplicated and sorted by path.
 */
export async function expandFileGlobs(patterns: readonly string[], cwd: string, input: string, what: string): Promise<string[]> {
  const found = new Set<string>();
  for (const pattern of patterns) {
    const absolute = path.resolve(cwd, pattern);
    const matches = picomatch(path.basename(absolute), { dot: false });
    let matched = 0;
    for (const dir of await expandDirectoryGlob(path.dirname(absolute), cwd)) {
      const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of names) {
        if (entry.isFile() && matches(entry.name)) {
          found.add(path.join(dir, entry.name));
          matched++;
        }
      }
    }
    if (matched === 0) {
      throw new Error(`Input '${input}': '${pattern}' matched no ${what} file (patterns are relative to the workspace: check the path, and that an earlier step wrote the files)`);
    }
  }
  return [...found].sort(compareCodePoints);
}

/** The files matching `dir-glob/file-glob.report.json` patterns, deduplicated and sorted by path. */
export function expandTrialReportGlobs(patterns: readonly string[], cwd: string, input: string): Promise<string[]> {
  return expandFileGlobs(patterns, cwd, input, "trial report");
}

/** The trial reports the patterns match, each refused if it leads outside the allowed roots (a symbolic link). */
async function confinedTrialReports(patterns: readonly string[], roots: AllowedRoots, input: string): Promise<string[]> {
  const files = await expandTrialReportGlobs(patterns, roots.workspace, input);
  confineMatches(input, files, roots);
  return files;
}

/** What grading the datasets needs, checked before any work: the datasets and the config (each read once), the judge. */
export interface TrialGradingJob {
  readonly datasets: readonly TrialDataset[];
  readonly config: string;
  /** `config`, read and validated: what every dataset is graded with. */
  readonly loaded: LoadedGradingConfig;
  readonly judge: JudgeConfig | undefined;
  /** The `user-code-timeout` input in ms (undefined: grade's default). */
  readonly userCodeTimeoutMs: number | undefined;
}

/**
 * Resolve and check the grading inputs: the datasets `runs:` matches (each confined to the allowed
 * roots, then parsed; the parsed datasets are what gets graded), the `config:` file (read and
 * validated now, so a bad config fails the step before anything is graded) and the judge inputs
 * when the config's metrics or graders need a judge.
 */
export async function trialGradingJob(config: ActionConfig, roots: AllowedRoots): Promise<TrialGradingJob> {
  const workspace = roots.workspace;
  const files = await expandFileGlobs(config.runs, workspace, "runs", "trial dataset");
  const file = path.resolve(workspace, config.gradingConfig);
  // a match that leads outside through a symbolic link is refused before it is read (`config` was
  // confined with the other path inputs)
  confineMatches("runs", files, roots);
  let loaded: LoadedGradingConfig;
  try {
    loaded = await loadGradingConfig(file);
  } catch (error) {
    if (error instanceof InputError) throw new InputValidationError("config", `Invalid value for input 'config': ${error.message}`);
    throw error;
  }
  // every dataset parses (errors name file, line and field) before the first one is graded
  const datasets: TrialDataset[] = [];
  for (const dataset of files) {
    try {
      datasets.push(await readTrialDataset(dataset));
    } catch (error) {
      if (error instanceof InputError) throw new InputValidationError("runs", `Invalid trial dataset in input 'runs': ${error.message.replace(/^--dataset /, "")}`);
      throw error;
    }
  }
  const judge = judgeConfigForUsers(config, loaded.judgeUsers, "the grading config's judge metrics and graders");
  return {
    datasets,
    config: file,
    loaded,
    judge: judge === undefined ? undefined : { ...judge, fixturesDir: path.resolve(workspace, judge.fixturesDir) },
    userCodeTimeoutMs: config.userCodeTimeoutMs,
  };
}

/** `name`, or `<i + 1>-name` when an earlier file of the folder took it (recorded in `used`). */
function unusedName(given: string, i: number, used: Set<string>): string {
  // the folder is uploaded as an artifact, whose service refuses `:` and the like in a file name
  const name = artifactSafeName(given);
  const chosen = used.has(name) ? `${i + 1}-${name}` : name;
  used.add(chosen);
  return chosen;
}

/**
 * Grade every dataset (this shard's slice of its tasks) into `dir`, one report per dataset named
 * as `agent-eval grade` names it (`<name>[.shard-i-of-n].report.json`, numbered when two datasets
 * share a name), so shard reports merge as the CLI's do. Returns the report files and every
 * metric or grader that failed on a trial.
 */
export async function gradeIntoBundle(
  job: TrialGradingJob,
  shard: ActionConfig["shard"],
  dir: string,
  log: Logger,
): Promise<{ files: string[]; failures: (MetricFailure & { dataset: string })[] }> {
  await makeDirectories(dir);
  const files: string[] = [];
  const failures: (MetricFailure & { dataset: string })[] = [];
  const used = new Set<string>();
  for (const [i, parsed] of job.datasets.entries()) {
    const dataset = parsed.file;
    const name = unusedName(path.basename(defaultReportPath(dataset, shard)), i, used);
    log.info(`Grading ${path.basename(dataset)}${shard.total > 1 ? ` (shard ${shard.index}/${shard.total} of its tasks)` : ""}`);
    const outcome = await gradeDataset({
      dataset,
      parsed,
      config: job.config,
      loaded: job.loaded,
      out: path.join(dir, name),
      ...(shard.total > 1 ? { shard } : {}),
      concurrency: defaultGradeConcurrency(),
      ...(job.judge === undefined ? {} : { judge: job.judge }),
      ...(job.userCodeTimeoutMs === undefined ? {} : { userCodeTimeoutMs: job.userCodeTimeoutMs }),
      userCodeTimeoutKnob: `the ${Inputs.UserCodeTimeout} input`,
      log: (line) => log.info(line),
    });
    files.push(outcome.reportPath);
    failures.push(...outcome.failures.map((f) => ({ ...f, dataset: path.basename(dataset) })));
  }
  return { files, failures };
}

export interface ActionTrialDiff {
  readonly result: TrialDiffResult | undefined;
  readonly candidate: ScoreTable;
  readonly baseline: { readonly table: ScoreTable; readonly info: BaselineInfo } | undefined;
  readonly files: readonly string[];
}

/**
 * Copy the candidate's trial reports into one folder for the report artifact (flat, numbered when
 * two reports share a file name), so a base-branch run leaves what `baseline: artifact` needs.
 */
export async function trialReportBundle(files: readonly string[], dir: string, redact?: (text: string) => string): Promise<void> {
  await makeDirectories(dir);
  const used = new Set<string>();
  for (const [i, file] of files.entries()) {
    const target = path.join(dir, unusedName(path.basename(file), i, used));
    // the bundle is uploaded as an artifact: a secret a given report quotes is redacted from the copy
    const text = redact === undefined ? undefined : await readFile(file, "utf8");
    const redacted = text === undefined || redact === undefined ? undefined : redact(text);
    if (redacted !== undefined && redacted !== text) await writeFile(target, redacted);
    else await copyFile(file, target);
  }
}

/** The baseline from the base branch's report artifact: its downloaded folders, and how it was found. */
export type TrialArtifactBaseline = () => Promise<{ readonly dirs: readonly string[]; readonly info: BaselineInfo } | undefined>;

/**
 * Load both sides and diff them (no baseline: the candidate's absolute scores per key).
 * `fromArtifact` serves `baseline: artifact` (the folders hold the base run's *.report.json).
 */
export async function trialDiffForAction(
  config: ActionConfig,
  roots: AllowedRoots,
  fromArtifact?: TrialArtifactBaseline,
  /** The candidate's reports when graded here; default: the files `runs:` matches. */
  graded?: readonly string[],
): Promise<ActionTrialDiff> {
  const files = graded ?? (await confinedTrialReports(config.runs, roots, "runs"));
  const candidate = await loadTrialSide(files, "runs");
  const table = trialReportToScoreTable(candidate.report);
  const source = config.baseline;
  const alone = (): ActionTrialDiff => ({ result: undefined, candidate: table, baseline: undefined, files });
  if (source.kind === "none") return alone();
  let baselineFiles: readonly string[];
  let info: BaselineInfo;
  if (source.kind === "artifact") {
    const found = fromArtifact === undefined ? undefined : await fromArtifact();
    if (found === undefined || found.dirs.length === 0) return alone();
    baselineFiles = found.dirs;
    info = found.info;
  } else {
    baselineFiles = await confinedTrialReports(source.patterns, roots, "baseline");
    info = { description: `files ${source.patterns.join(", ")}` };
  }
  const baseline = await loadTrialSide(baselineFiles, "baseline");
  const result = diffTrialReports(baseline.report, candidate.report, {
    gates: config.gateRules,
    failOn: config.failOn,
  });
  return {
    result,
    candidate: table,
    baseline: { table: trialReportToScoreTable(baseline.report), info },
    files,
  };
}
