/**
 * `agent-eval fixtures check` and `agent-eval fixtures prune`: keep the judge recording store
 * healthy. Check parses every file, scans for secrets and reports stale recordings; prune deletes
 * the recordings that none of the requested evaluations used.
 */
import { readdir, unlink } from "node:fs/promises";
import path from "node:path";
import { InputError } from "../core/errors.js";
import { checkFileName, parseFixtureRecord } from "../judge/fixture-store.js";
import { DEFAULT_JUDGE_CONCURRENCY } from "../judge/limit.js";
import { findSecretLikeValues } from "../judge/secrets.js";
import { JUDGE_CALLS, JUDGE_METRICS } from "../metrics/judge/index.js";
import { PROTOCOL_EXPLANATION } from "../metrics/protocol-explanation.js";
import { PROTOCOL_PROBE } from "../metrics/protocol-probe.js";

/**
 * Agent-probe recordings: their prompts come from the user's GlossoGen files, so their template
 * versions cannot be checked here, and prune cannot replay them (it keeps them all).
 */
const PROBE_METRICS = new Set([PROTOCOL_PROBE, PROTOCOL_EXPLANATION]);

/**
 * The run metrics whose recordings prune may delete: those a report's replay can show in use.
 * Every other directory is another command's (`ontology consolidate`, `grade`, `rubrics generate`)
 * or the agent probes', which no replay of a run report uses, so prune keeps them.
 */
const PRUNABLE_METRICS = new Set(JUDGE_METRICS.map((metric) => metric.name));

/**
 * What `grade` and `rubrics generate` record under: NeMo's llm_judge (trials/metrics/llm-judge.ts
 * LLM_JUDGE_NAMESPACE) and OpenJudge's graders (`openjudge.<grader>`, graders/llm/llm-grader.ts
 * fixtureNamespace). Their prompts are the user's grading config, not bundled templates, so check
 * cannot tell them stale (tests/cli/fixtures-prune.test.ts keeps these names in step).
 */
export function isTrialNamespace(metric: string): boolean {
  return metric === "nemo.llm_judge" || metric.startsWith("openjudge.");
}
import { parseReport } from "../report/report.js";
import { reportPathFor } from "../node/evaluate-run.js";
import { describeFsError, isFsError, readTextIfExists } from "../node/files.js";
import { FileFixtureStorage } from "../providers/fixture-files.js";
import { noteFoundPath } from "../node/found-paths.js";
import { detectScenario } from "../node/read-run.js";
import { recordedKnobs, replayInScratch, replayJudgeOf } from "../node/replay.js";

interface FixtureFile {
  readonly relative: string;
  readonly absolute: string;
}

/**
 * `leftovers`: collects the temp files of interrupted recordings (`.<key>.json.<pid>.<uuid>.tmp`).
 * `linkedDirs`: also list metric directories that are symbolic links (check does, to refuse those
 * leading out of the store; prune does not, so it never deletes anything outside the store).
 */
async function listFixtureFiles(root: string, options: { leftovers?: string[]; outside?: string[]; linkedDirs?: boolean } = {}): Promise<FixtureFile[]> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = (await readdir(root, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new InputError(`--fixtures ${root}: no such directory`, { cause: error });
    throw error;
  }
  // linked directories too: replay would follow them, so check must look (and refuse links out of the store)
  const dirs = entries.filter((d) => d.isDirectory() || (options.linkedDirs === true && d.isSymbolicLink())).map((d) => d.name);
  if (options.outside !== undefined) {
    for (const entry of entries) if (!entry.isDirectory() && !entry.isSymbolicLink() && !STORE_EXTRAS.has(entry.name)) options.outside.push(entry.name);
  }
  // a name with a control character is printed escaped wherever a message names it (see noteFoundPath)
  for (const entry of entries) noteFoundPath(path.join(root, entry.name));
  const files: FixtureFile[] = [];
  for (const dir of dirs) {
    let names: import("node:fs").Dirent[];
    try {
      names = await readdir(path.join(root, dir), { withFileTypes: true });
    } catch (error) {
      if (["ENOTDIR", "ENOENT"].includes((error as NodeJS.ErrnoException).code ?? "")) continue; // a link to a file, or dangling
      throw error;
    }
    for (const entry of names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const name = entry.name;
      noteFoundPath(path.join(root, dir, name));
      if (name.endsWith(".json")) files.push({ relative: `${dir}/${name}`, absolute: path.join(root, dir, name) });
      else if (/^\..+\.json\.\d+\.[0-9a-f-]+\.tmp$/.test(name)) options.leftovers?.push(`${dir}/${name}`);
      else if (!STORE_EXTRAS.has(name)) options.outside?.push(`${dir}/${name}`);
    }
  }
  return files;
}

/** Files a store may hold beside `<metric>/<key>.json`: its README and git's own files. */
const STORE_EXTRAS = new Set(["README.md", ".gitattributes", ".gitignore", ".gitkeep"]);

export interface FixtureCheckResult {
  readonly files: number;
  readonly problems: readonly string[];
  readonly stale: readonly string[];
}

/** Parse every recording, refuse secrets, and list recordings made with another template or judge. */
export async function checkFixtures(root: string, options: { model?: string; provider?: string; secrets: readonly string[] }): Promise<FixtureCheckResult> {
  const current = new Map<string, Set<string>>();
  for (const call of JUDGE_CALLS) {
    const versions = current.get(call.metric) ?? new Set<string>();
    versions.add(call.templateVersion);
    current.set(call.metric, versions);
  }
  const problems: string[] = [];
  const stale: string[] = [];
  const leftovers: string[] = [];
  const outside: string[] = [];
  const files = await listFixtureFiles(root, { leftovers, outside, linkedDirs: true });
  // replay never reads them, so nothing else would check them (for secrets either) before a commit carries them
  for (const file of outside) problems.push(`${path.join(root, file)}: not part of the store's layout (<metric>/<64-hex key>.json); move or delete it`);
  // a recording killed between write and rename leaves its temp file; committed, it would only confuse
  for (const file of leftovers) problems.push(`${path.join(root, file)}: left by an interrupted recording (not a recording); delete it`);
  const storage = new FileFixtureStorage(root);
  for (const file of files) {
    const display = path.join(root, file.relative);
    let text: string;
    try {
      // through the store's own reader: a link leading out of the store is refused as replay refuses it
      const read = await storage.readText(file.relative);
      if (read === undefined) throw new Error(`${display}: a dangling symbolic link`);
      text = read;
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    const secrets = findSecretLikeValues(text, options.secrets);
    if (secrets.length > 0) {
      problems.push(`${display}: contains something that looks like a credential (${secrets.map((s) => s.rule).join(", ")})`);
      continue;
    }
    let record;
    try {
      record = parseFixtureRecord(text, display);
      checkFileName(record, file.relative, display);
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    const directory = file.relative.split("/")[0];
    // one line per file, with every reason: a problem line also carries the file's stale reasons
    const misfiled = directory === record.request.metric ? undefined : `filed under '${directory}' but recorded for metric '${record.request.metric}'`;
    const reasons: string[] = [];
    const versions = current.get(record.request.metric);
    if (PROBE_METRICS.has(record.request.metric) || isTrialNamespace(record.request.metric)) {
      // no bundled template to compare with
    } else if (versions === undefined) reasons.push(`metric '${record.request.metric}' no longer exists`);
    else if (!versions.has(record.request.template_version)) {
      reasons.push(`template version ${record.request.template_version}, current ${[...versions].join("/")} (prompt or schema changed since it was recorded)`);
    }
    if (options.model !== undefined && record.request.model !== options.model) reasons.push(`recorded for model ${record.request.model}, not ${options.model}`);
    if (options.provider !== undefined && record.request.provider !== options.provider) {
      reasons.push(`recorded for provider ${record.request.provider}, not ${options.provider}`);
    }
    if (misfiled !== undefined) problems.push(`${display}: ${[misfiled, ...reasons].join("; ")}`);
    else if (reasons.length > 0) stale.push(`${display}: ${reasons.join("; ")}`);
  }
  return { files: files.length, problems, stale };
}

export interface PruneOptions {
  readonly runDirs: readonly string[];
  readonly fixturesDir: string;
  readonly ngramTablesDir: string;
  readonly dryRun: boolean;
  readonly ontologyPath: string | undefined;
  /** Deletes one recording (default: unlink); tests make it fail. */
  readonly remove?: (file: string) => Promise<void>;
}

export interface PruneResult {
  /** Run-metric recordings a report's replay used. */
  readonly kept: number;
  /** Recordings prune never deletes: other commands' (ontology consolidate, grade, rubrics) and the agent probes'. */
  readonly keptOthers: number;
  readonly deleted: readonly string[];
  /** Recordings prune meant to delete but could not, with why: they are still in the store. */
  readonly notDeleted: readonly { readonly file: string; readonly error: string }[];
}

/**
 * Replay the judge metrics of every given run's report, collect the recordings they use, and
 * delete every other recording in the store. A recording that cannot be deleted does not stop the
 * others: the result names exactly what was deleted and what was not (and why), so a prune that
 * failed part of the way never leaves the store in a state nobody knows.
 */
export async function pruneFixtures(options: PruneOptions, log: (line: string) => void): Promise<PruneResult> {
  const used = new Set<string>();
  for (const runDir of options.runDirs) {
    const scenario = await detectScenario(runDir, undefined);
    const reportPath = reportPathFor(runDir, scenario, undefined);
    const text = await readTextIfExists(reportPath);
    if (text === undefined) throw new InputError(`${reportPath}: no report; prune keeps what the reports' judge metrics use, so evaluate first`);
    const report = parseReport(text, reportPath);
    const judgeNames = new Set(JUDGE_CALLS.map((c) => c.metric));
    const metrics = Object.keys(report.agent_eval?.metrics ?? {}).filter((name) => judgeNames.has(name));
    const judge = replayJudgeOf(report, options.fixturesDir, DEFAULT_JUDGE_CONCURRENCY);
    if (metrics.length === 0 || judge === undefined) continue;
    const outcome = await replayInScratch(
      runDir,
      { scenario, metrics, allowIncomplete: true, ngramTablesDir: options.ngramTablesDir, judge, ontologyPath: options.ontologyPath, knobs: recordedKnobs(report) },
      log,
    );
    const failed = Object.entries(outcome.metrics).filter(([, r]) => r.status === "failed");
    if (failed.length > 0) {
      throw new InputError(
        `${runDir}: ${failed.map(([name, r]) => `${name} (${r.error ?? "failed"})`).join("; ")}: replay failed, so prune would delete recordings still needed; nothing was deleted`,
      );
    }
    for (const key of outcome.invocation.usedFixtureKeys) used.add(key);
  }
  const remove = options.remove ?? unlink;
  const deleted: string[] = [];
  const notDeleted: { file: string; error: string }[] = [];
  let kept = 0;
  let keptOthers = 0;
  for (const file of await listFixtureFiles(options.fixturesDir)) {
    const key = path.basename(file.relative, ".json");
    if (!PRUNABLE_METRICS.has(file.relative.split("/")[0] ?? "")) {
      keptOthers += 1;
      continue;
    }
    if (used.has(key)) {
      kept += 1;
      continue;
    }
    const shown = path.join(options.fixturesDir, file.relative);
    if (!options.dryRun) {
      try {
        await remove(file.absolute);
      } catch (error) {
        // gone meanwhile (another prune): what was meant happened
        if (!isFsError(error) || error.code !== "ENOENT") {
          notDeleted.push({ file: shown, error: describeFsError(error) });
          continue;
        }
      }
    }
    deleted.push(shown);
  }
  return { kept, keptOthers, deleted, notDeleted };
}
