/**
 * Loading one side of a diff from disk. Each PATH may be
 * - a report file (any name; usually `<scenario>_report.json`),
 * - a run directory: the `*_report.json` files directly inside it,
 * - a folder of run directories: searched recursively for `*_report.json` (node_modules and .git
 *   are skipped, symbolic links are not followed).
 * When a run's event log (`<scenario>.jsonl`) sits beside its report, the first line
 * (`simulation_started`) supplies the seed for pairing baseline and candidate runs; only that line
 * is read. Problems with a path are InputErrors that name it.
 */
import { readdir, stat } from "node:fs/promises";
import { closeSync, readSync } from "node:fs";
import { noteFoundPath } from "./found-paths.js";
import { describeFsError, openRegularFileSync, readRegularText, readStrictUtf8TextSync } from "./files.js";
import path from "node:path";
import { InputError } from "../core/errors.js";
import { describeJsonSyntaxError } from "../core/json-error.js";
import { type RunMeta, describeDuplicateRun, describeFractionOutOfRange, findDuplicateRuns, fractionOutOfRange, reportsToScoreTable } from "../diff/from-reports.js";
import type { ScoreTable } from "../diff/score-table.js";
import { type TrialReport, looksLikeTrialReport, mergeTrialReports, parseTrialReport } from "../diff/trial-report.js";
import { type EvaluationReport, isLaterVersion, parseReport, unknownField } from "../report/report.js";
import { AGENT_EVAL_VERSION } from "../version.js";
import { seedOfConfig } from "../core/run.js";
import { pyJsonLoads } from "../core/py-json.js";

export const REPORT_SUFFIX = "_report.json";
const SKIPPED_DIRECTORIES = new Set(["node_modules", ".git"]);
/** The first line of a log is read in chunks up to this size (it holds the scenario description). */
const MAX_FIRST_LINE_BYTES = 8 * 1024 * 1024;

export interface LoadedReport {
  readonly path: string;
  readonly report: EvaluationReport;
  readonly meta: RunMeta;
  /** The event log the seed came from, when one was found. */
  readonly eventLog: string | undefined;
}

export interface LoadedSide {
  readonly table: ScoreTable;
  readonly reports: readonly LoadedReport[];
  /** Non-fatal problems (e.g. an unreadable event log: that run is not paired by seed). */
  readonly warnings: readonly string[];
}

function errnoCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error);
}

async function findInTree(dir: string, out: string[]): Promise<void> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw new InputError(`${dir}: cannot read the directory: ${describeFsError(error)}`);
  }
  const sorted = [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of sorted) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith(REPORT_SUFFIX)) {
      noteFoundPath(full);
      out.push(full);
    }
  }
  for (const entry of sorted) {
    if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) await findInTree(path.join(dir, entry.name), out);
  }
}

/** The first field of a report's text that the parsed report lacks (one this version does not read), if any. */
function ignoredField(text: string, report: EvaluationReport): string | undefined {
  return unknownField(JSON.parse(text), report);
}

/** ` (written by agent-eval X, later than this one)` when it was, else "". */
function laterWriter(report: EvaluationReport): string {
  const writer = report.agent_eval?.tool_version;
  return writer !== undefined && isLaterVersion(writer, AGENT_EVAL_VERSION) ? ` (written by agent-eval ${writer}, a later version)` : "";
}

/** What a path given on the command line is, or an input error naming the flag and the path. */
async function statGiven(given: string, flag: string): Promise<import("node:fs").Stats> {
  try {
    return await stat(given);
  } catch (error) {
    const code = errnoCode(error);
    // a shell passes a glob that matched nothing as it is (bash without nullglob): say so, or "no such file" puzzles
    const glob = /[*?[{]/.test(given) ? " (a glob that matched nothing is passed on as it is: check the pattern and the current directory)" : "";
    throw new InputError(code === "ENOENT" ? `${flag} ${given}: no such file or directory${glob}` : `${flag} ${given}: cannot access it: ${describeFsError(error)}`);
  }
}

/**
 * The report files behind the given paths, deduplicated, in a stable order (per path: sorted).
 * `flag` names the option in errors (e.g. "--baseline").
 */
export async function findReportFiles(paths: readonly string[], flag: string): Promise<string[]> {
  if (paths.length === 0) throw new InputError(`${flag}: at least one path is required`);
  const files: string[] = [];
  for (const given of paths) {
    const info = await statGiven(given, flag);
    if (info.isFile()) {
      files.push(path.resolve(given));
      continue;
    }
    if (!info.isDirectory()) throw new InputError(`${flag} ${given}: not a file or directory`);
    const direct = (await readdir(given, { withFileTypes: true }))
      .filter((e) => e.isFile() && e.name.endsWith(REPORT_SUFFIX))
      .map((e) => path.resolve(given, e.name))
      .sort();
    for (const file of direct) noteFoundPath(file);
    if (direct.length > 0) {
      files.push(...direct);
      continue;
    }
    const found: string[] = [];
    await findInTree(path.resolve(given), found);
    if (found.length === 0) {
      throw new InputError(`${flag} ${given}: no *${REPORT_SUFFIX} found (searched recursively, skipping node_modules and .git)`);
    }
    files.push(...found);
  }
  return [...new Set(files)];
}

/** The first line of a file, read in chunks; undefined if the file does not exist. */
export async function readFirstLine(file: string, maxBytes = MAX_FIRST_LINE_BYTES): Promise<string | undefined> {
  // a FIFO named like the log must not block the diff: only a regular file is opened
  let fd: number;
  try {
    fd = openRegularFileSync(file).fd;
  } catch (error) {
    if (errnoCode((error as Error).cause ?? error) === "ENOENT") return undefined;
    throw error;
  }
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    const chunk = Buffer.alloc(64 * 1024);
    for (;;) {
      const bytesRead = readSync(fd, chunk, 0, chunk.length, total);
      if (bytesRead === 0) break;
      const piece = chunk.subarray(0, bytesRead);
      const newline = piece.indexOf(0x0a);
      if (newline !== -1) {
        chunks.push(Buffer.from(piece.subarray(0, newline)));
        break;
      }
      chunks.push(Buffer.from(piece));
      total += bytesRead;
      if (total > maxBytes) throw new Error(`the first line is longer than ${maxBytes} bytes`);
    }
    return await Promise.resolve(Buffer.concat(chunks).toString("utf8").replace(/\r$/, ""));
  } finally {
    closeSync(fd);
  }
}

/**
 * The seed from a `simulation_started` line (undefined when the run has none, e.g. `null`), or the
 * problem with the line.
 */
export function seedFromFirstLine(line: string): { seed: string | number | bigint | undefined } | { problem: string } {
  let event: unknown;
  try {
    event = JSON.parse(line);
  } catch {
    return { problem: "the first line is not JSON" };
  }
  if (typeof event !== "object" || event === null) return { problem: "the first line is not an event" };
  const record = event as Record<string, unknown>;
  if (record.event_type !== "simulation_started") return { problem: "the first event is not simulation_started" };
  const seed = seedOfConfig(record.scenario_config);
  // JSON.parse rounds an integer beyond 2^53 (a 64-bit seed): keep the digits the log holds
  if (typeof seed === "number" && Number.isInteger(seed) && !Number.isSafeInteger(seed)) return { seed: exactIntegerSeed(line) ?? seed };
  return { seed };
}

/** `scenario_config.seed` of a first line as Python's json reads it: an exact bigint, when it is an integer. */
function exactIntegerSeed(line: string): bigint | undefined {
  try {
    const event = pyJsonLoads(line);
    const config = event instanceof Map ? event.get("scenario_config") : undefined;
    const seed = config instanceof Map ? config.get("seed") : undefined;
    return typeof seed === "bigint" ? seed : undefined;
  } catch {
    return undefined;
  }
}

/** The event log beside a report: `<scenario_name>.jsonl`, else `<file prefix>.jsonl`. */
function eventLogCandidates(reportPath: string, report: EvaluationReport): string[] {
  const dir = path.dirname(reportPath);
  const base = path.basename(reportPath);
  const names = [`${report.scenario_name}.jsonl`];
  if (base.endsWith(REPORT_SUFFIX)) names.push(`${base.slice(0, -REPORT_SUFFIX.length)}.jsonl`);
  // A scenario name is a file name, never a path.
  return [...new Set(names)].filter((n) => path.basename(n) === n && n !== ".jsonl").map((n) => path.join(dir, n));
}

async function runMeta(reportPath: string, report: EvaluationReport, warnings: string[]): Promise<{ meta: RunMeta; eventLog: string | undefined }> {
  for (const log of eventLogCandidates(reportPath, report)) {
    let line: string | undefined;
    try {
      line = await readFirstLine(log);
    } catch (error) {
      warnings.push(`${log}: cannot read the event log (${(error as Error).message}); the run is not paired by seed`);
      return { meta: {}, eventLog: undefined };
    }
    if (line === undefined) continue;
    const seed = seedFromFirstLine(line);
    if ("problem" in seed) {
      warnings.push(`${log}: ${seed.problem}; the run is not paired by seed`);
      return { meta: {}, eventLog: log };
    }
    return { meta: seed.seed === undefined ? {} : { seed: seed.seed }, eventLog: log };
  }
  return { meta: {}, eventLog: undefined };
}

function isTrialReportText(text: string): boolean {
  try {
    return looksLikeTrialReport(JSON.parse(text));
  } catch {
    return false;
  }
}

/** What to do with two files on one side that hold the same run (see findDuplicateRuns). */
export type DuplicateRunPolicy = "refuse" | "warn";

/**
 * Read one side: find the reports, parse them, read seeds, build the score table. A fraction
 * metric's score outside [0, 1] is an input error naming the file and field. Two files that
 * hold the same run (same simulation_id and scenario, from the same event log) are an input error naming both (`refuse`,
 * for a diff: the run would count twice), or a warning (`warn`, for an export's rows).
 */
export async function loadSide(paths: readonly string[], flag: string, duplicates: DuplicateRunPolicy = "refuse"): Promise<LoadedSide> {
  const files = await findReportFiles(paths, flag);
  const warnings: string[] = [];
  const ignoredFields: string[] = [];
  const reports: LoadedReport[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readStrictUtf8TextSync(file);
    } catch (error) {
      throw new InputError(`${flag} ${(error as Error).message}`, { cause: error });
    }
    let report: EvaluationReport;
    try {
      report = parseReport(text, file);
    } catch (error) {
      // a trial report among run reports would otherwise be "missing simulation_id"
      if (isTrialReportText(text)) throw new InputError(`${flag} ${file}: a trial report (agent-eval grade), where run reports (agent-eval evaluate) are expected`);
      throw new InputError(`${flag} ${(error as Error).message}`);
    }
    const ignored = ignoredField(text, report);
    if (ignored !== undefined) ignoredFields.push(`${file} field '${ignored}'${laterWriter(report)}`);
    const outOfRange = fractionOutOfRange(report);
    if (outOfRange !== undefined) {
      throw new InputError(`${flag} ${file}: ${describeFractionOutOfRange(outOfRange)}`);
    }
    const { meta, eventLog } = await runMeta(file, report, warnings);
    reports.push({ path: file, report, meta, eventLog });
  }
  if (ignoredFields.length > 0) {
    // read leniently (a later agent-eval's report still diffs), but never silently: what it says there is not compared
    const shown = ignoredFields.slice(0, 3).join("; ") + (ignoredFields.length > 3 ? `; and ${ignoredFields.length - 3} more` : "");
    warnings.push(`${flag}: ${ignoredFields.length} report(s) hold a field this agent-eval ${AGENT_EVAL_VERSION} does not read, ignored: ${shown}`);
  }
  const problems = findDuplicateRuns(
    reports.map((r) => r.report),
    reports.map((r) => r.path),
  ).map(describeDuplicateRun);
  if (problems.length > 0 && duplicates === "refuse") {
    throw new InputError(problems.map((p) => `${flag} ${p}: it would count twice (inflating n, narrowing the intervals); give each run once`).join("\n"));
  }
  for (const problem of problems) warnings.push(`${problem}: it is exported twice`);
  const table = reportsToScoreTable(
    reports.map((r) => r.report),
    reports.map((r) => r.meta),
  );
  return { table, reports, warnings };
}

// --- trial reports (`agent-eval grade`) --------------------------------------------------------

/** `agent-eval grade` writes `<dataset name>.report.json`. */
export const TRIAL_REPORT_SUFFIX = ".report.json";

async function readJson(file: string, flag: string): Promise<unknown> {
  let text: string;
  try {
    text = await readRegularText(file);
  } catch (error) {
    throw new InputError(`${flag} ${(error as Error).message}`, { cause: error });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InputError(`${flag} ${file}: not valid JSON (${describeJsonSyntaxError(error, text)})`, { cause: error });
  }
}

async function findTrialReportFiles(dir: string, out: string[]): Promise<void> {
  const entries = [...(await readdir(dir, { withFileTypes: true }))].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith(TRIAL_REPORT_SUFFIX)) {
      noteFoundPath(full);
      out.push(full);
    } else if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) await findTrialReportFiles(full, out);
  }
}

/**
 * Whether the paths of one side hold trial reports (rather than GlossoGen run reports): every
 * file given is a JSON object with a `trials` array (or is named `*.report.json` and has no
 * `measurements`), and every directory given holds no
 * `*_report.json` but some `*.report.json`.
 */
export async function holdsTrialReports(paths: readonly string[], flag: string): Promise<boolean> {
  if (paths.length === 0) return false;
  for (const given of paths) {
    let info: import("node:fs").Stats;
    try {
      info = await stat(given);
    } catch {
      return false; // loadSide reports the missing path
    }
    if (info.isFile()) {
      const raw = await readJson(given, flag);
      // named like grade's output and not a run report: a broken trial report, which the trial
      // reader then names by file and field (rather than "holds run reports")
      const namedLikeOne = given.endsWith(TRIAL_REPORT_SUFFIX) && !(typeof raw === "object" && raw !== null && "measurements" in raw);
      if (!looksLikeTrialReport(raw) && !namedLikeOne) return false;
      continue;
    }
    if (!info.isDirectory()) return false;
    const runs: string[] = [];
    await findInTree(path.resolve(given), runs);
    if (runs.length > 0) return false;
    const trials: string[] = [];
    await findTrialReportFiles(path.resolve(given), trials);
    if (trials.length === 0) return false;
  }
  return true;
}

export interface LoadedTrialSide {
  /** All the side's trial reports as one (shards concatenated in path order). */
  readonly report: TrialReport;
  readonly files: readonly string[];
}

/**
 * Read one side made of trial reports: files, or directories searched recursively for
 * `*.report.json`. Several files (shards of one dataset, or several datasets) are merged; a trial
 * seen twice is an error naming both files.
 */
export async function loadTrialSide(paths: readonly string[], flag: string): Promise<LoadedTrialSide> {
  if (paths.length === 0) throw new InputError(`${flag}: at least one path is required`);
  const files: string[] = [];
  for (const given of paths) {
    const info = await statGiven(given, flag);
    if (info.isFile()) files.push(path.resolve(given));
    else {
      const found: string[] = [];
      await findTrialReportFiles(path.resolve(given), found);
      if (found.length === 0) throw new InputError(`${flag} ${given}: no *${TRIAL_REPORT_SUFFIX} found (searched recursively)`);
      files.push(...found);
    }
  }
  const unique = [...new Set(files)];
  const reports: { report: TrialReport; source: string }[] = [];
  for (const file of unique) {
    const raw = await readJson(file, flag);
    try {
      reports.push({ report: parseTrialReport(raw, file), source: file });
    } catch (error) {
      throw new InputError(`${flag} ${(error as Error).message}`);
    }
  }
  try {
    return { report: mergeTrialReports(reports), files: unique };
  } catch (error) {
    throw new InputError(`${flag} ${(error as Error).message}`);
  }
}
