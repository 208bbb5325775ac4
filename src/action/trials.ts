/**
 * The Action on trial reports (`agent-eval grade`): `runs:` names the candidate's trial reports
 * (globs ending in `.report.json`, e.g. the shards a grading matrix wrote), `baseline:` the
 * baseline's. Both sides are merged per side (shards concatenated), diffed key by key paired by
 * task (src/diff/trial-diff.ts) and rendered with the task tables.
 *
 * The candidate's reports are uploaded as the report artifact, so `baseline: artifact` finds the
 * base branch's reports as it finds run bundles. Grading datasets inside the Action (a `config:`
 * input) is not here yet: grade in an earlier step (`npx agent-eval grade ... --shard i/n`), then
 * point `runs:` at the reports.
 */
import { copyFile, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { compareCodePoints } from "../core/pynum.js";
import { type TrialDiffResult, diffTrialReports, trialReportToScoreTable } from "../diff/trial-diff.js";
import type { ScoreTable } from "../diff/score-table.js";
import type { ActionConfig } from "../github/inputs.js";
import { expandDirectoryGlob } from "../github/run-dirs.js";
import { loadTrialSide } from "../node/load-reports.js";
import type { BaselineInfo } from "../report/render-comment.js";

/** `runs:` names trial reports when every pattern ends in `.report.json`. */
export function namesTrialReports(patterns: readonly string[]): boolean {
  return patterns.length > 0 && patterns.every((p) => p.endsWith(".report.json"));
}

function fileRegex(segment: string): RegExp {
  let out = "";
  for (const ch of segment) {
    if (ch === "*") out += "[^/]*";
    else if (ch === "?") out += "[^/]";
    else out += ch.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${out}$`);
}

/** The files matching `dir-glob/file-glob.report.json` patterns, deduplicated and sorted by path. */
export async function expandTrialReportGlobs(patterns: readonly string[], cwd: string, input: string): Promise<string[]> {
  const found = new Set<string>();
  for (const pattern of patterns) {
    const absolute = path.resolve(cwd, pattern);
    const regex = fileRegex(path.basename(absolute));
    let matched = 0;
    for (const dir of await expandDirectoryGlob(path.dirname(absolute), cwd)) {
      const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of names) {
        if (entry.isFile() && regex.test(entry.name)) {
          found.add(path.join(dir, entry.name));
          matched++;
        }
      }
    }
    if (matched === 0) throw new Error(`Input '${input}': '${pattern}' matched no trial report file`);
  }
  return [...found].sort(compareCodePoints);
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
export async function trialReportBundle(files: readonly string[], dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const used = new Set<string>();
  for (const [i, file] of files.entries()) {
    let name = path.basename(file);
    if (used.has(name)) name = `${i + 1}-${name}`;
    used.add(name);
    await copyFile(file, path.join(dir, name));
  }
}

/** The baseline from the base branch's report artifact: its downloaded folders, and how it was found. */
export type TrialArtifactBaseline = () => Promise<{ readonly dirs: readonly string[]; readonly info: BaselineInfo } | undefined>;

/**
 * Load both sides and diff them (no baseline: the candidate's absolute scores per key).
 * `fromArtifact` serves `baseline: artifact` (the folders hold the base run's *.report.json).
 */
export async function trialDiffForAction(config: ActionConfig, workspace: string, fromArtifact?: TrialArtifactBaseline): Promise<ActionTrialDiff> {
  const files = await expandTrialReportGlobs(config.runs, workspace, "runs");
  const candidate = await loadTrialSide(files, "runs");
  const table = trialReportToScoreTable(candidate.report);
  const source = config.baseline;
  if (source.kind === "none") return { result: undefined, candidate: table, baseline: undefined, files };
  let baselineFiles: readonly string[];
  let info: BaselineInfo;
  if (source.kind === "artifact") {
    const found = fromArtifact === undefined ? undefined : await fromArtifact();
    if (found === undefined || found.dirs.length === 0) return { result: undefined, candidate: table, baseline: undefined, files };
    baselineFiles = found.dirs;
    info = found.info;
  } else {
    baselineFiles = await expandTrialReportGlobs(source.patterns, workspace, "baseline");
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
