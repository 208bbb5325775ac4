/**
 * The Action on trial reports (`agent-eval grade`): `runs:` names the candidate's trial reports
 * (globs ending in `.report.json`, e.g. the shards a grading matrix wrote), `baseline:` the
 * baseline's. Both sides are merged per side (shards concatenated), diffed key by key paired by
 * task (src/diff/trial-diff.ts) and rendered with the task tables.
 *
 * Grading datasets inside the Action (a `config:` input) is not here yet: grade in an earlier step
 * (`npx agent-eval grade --dataset ... --config ... --shard i/n`), then point `runs:` at the reports.
 */
import { readdir } from "node:fs/promises";
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

/** Load both sides and diff them (no baseline: the candidate's absolute scores per key). */
export async function trialDiffForAction(config: ActionConfig, workspace: string): Promise<ActionTrialDiff> {
  const files = await expandTrialReportGlobs(config.runs, workspace, "runs");
  const candidate = await loadTrialSide(files, "runs");
  const table = trialReportToScoreTable(candidate.report);
  const source = config.baseline;
  if (source.kind === "none") return { result: undefined, candidate: table, baseline: undefined, files };
  if (source.kind === "artifact") {
    throw new Error("baseline: artifact is not supported for trial reports yet: give the baseline's trial reports as paths (e.g. baseline: base/*.report.json)");
  }
  const baselineFiles = await expandTrialReportGlobs(source.patterns, workspace, "baseline");
  const baseline = await loadTrialSide(baselineFiles, "baseline");
  const result = diffTrialReports(baseline.report, candidate.report, {
    gates: config.gateRules,
    failOn: config.failOn,
  });
  return {
    result,
    candidate: table,
    baseline: { table: trialReportToScoreTable(baseline.report), info: { description: `files ${source.patterns.join(", ")}` } },
    files,
  };
}
