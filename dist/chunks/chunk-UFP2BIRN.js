import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  looksLikeTrialReport,
  mergeTrialReports,
  parseTrialReport
} from "./chunk-GL5WYNCH.js";
import {
  noteFoundPath
} from "./chunk-ZSDPZHVA.js";
import {
  isLaterVersion,
  parseReport,
  unknownField
} from "./chunk-FAGQQPAE.js";
import {
  AGENT_EVAL_VERSION
} from "./chunk-UG5WN6ZA.js";
import {
  describeDuplicateRun,
  describeFractionOutOfRange,
  findDuplicateRuns,
  fractionOutOfRange,
  reportsToScoreTable
} from "./chunk-LK5F76WY.js";
import {
  seedOfConfig
} from "./chunk-VTNSK7JX.js";
import {
  describeFsError,
  openRegularFileSync,
  readRegularText,
  readStrictUtf8TextSync
} from "./chunk-JNUR4NUC.js";
import {
  pyJsonLoads
} from "./chunk-YQUIWL3O.js";
import {
  describeJsonSyntaxError
} from "./chunk-LAMXQWWM.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";

// src/node/load-reports.ts
import { readdir, stat } from "node:fs/promises";
import { closeSync, readSync } from "node:fs";
import path from "node:path";
var REPORT_SUFFIX = "_report.json";
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set(["node_modules", ".git"]);
var MAX_FIRST_LINE_BYTES = 8 * 1024 * 1024;
function errnoCode(error) {
  return error.code ?? String(error);
}
async function findInTree(dir, out) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    throw new InputError(`${dir}: cannot read the directory: ${describeFsError(error)}`);
  }
  const sorted = [...entries].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
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
function ignoredField(text, report) {
  return unknownField(JSON.parse(text), report);
}
function laterWriter(report) {
  const writer = report.agent_eval?.tool_version;
  return writer !== void 0 && isLaterVersion(writer, AGENT_EVAL_VERSION) ? ` (written by agent-eval ${writer}, a later version)` : "";
}
async function statGiven(given, flag) {
  try {
    return await stat(given);
  } catch (error) {
    const code = errnoCode(error);
    const glob = /[*?[{]/.test(given) ? " (a glob that matched nothing is passed on as it is: check the pattern and the current directory)" : "";
    throw new InputError(code === "ENOENT" ? `${flag} ${given}: no such file or directory${glob}` : `${flag} ${given}: cannot access it: ${describeFsError(error)}`);
  }
}
async function findReportFiles(paths, flag) {
  if (paths.length === 0) throw new InputError(`${flag}: at least one path is required`);
  const files = [];
  for (const given of paths) {
    const info = await statGiven(given, flag);
    if (info.isFile()) {
      files.push(path.resolve(given));
      continue;
    }
    if (!info.isDirectory()) throw new InputError(`${flag} ${given}: not a file or directory`);
    const direct = (await readdir(given, { withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith(REPORT_SUFFIX)).map((e) => path.resolve(given, e.name)).sort();
    for (const file of direct) noteFoundPath(file);
    if (direct.length > 0) {
      files.push(...direct);
      continue;
    }
    const found = [];
    await findInTree(path.resolve(given), found);
    if (found.length === 0) {
      throw new InputError(`${flag} ${given}: no *${REPORT_SUFFIX} found (searched recursively, skipping node_modules and .git)`);
    }
    files.push(...found);
  }
  return [...new Set(files)];
}
async function readFirstLine(file, maxBytes = MAX_FIRST_LINE_BYTES) {
  let fd;
  try {
    fd = openRegularFileSync(file).fd;
  } catch (error) {
    if (errnoCode(error.cause ?? error) === "ENOENT") return void 0;
    throw error;
  }
  try {
    const chunks = [];
    let total = 0;
    const chunk = Buffer.alloc(64 * 1024);
    for (; ; ) {
      const bytesRead = readSync(fd, chunk, 0, chunk.length, total);
      if (bytesRead === 0) break;
      const piece = chunk.subarray(0, bytesRead);
      const newline = piece.indexOf(10);
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
function seedFromFirstLine(line) {
  let event;
  try {
    event = JSON.parse(line);
  } catch {
    return { problem: "the first line is not JSON" };
  }
  if (typeof event !== "object" || event === null) return { problem: "the first line is not an event" };
  const record = event;
  if (record.event_type !== "simulation_started") return { problem: "the first event is not simulation_started" };
  const seed = seedOfConfig(record.scenario_config);
  if (typeof seed === "number" && Number.isInteger(seed) && !Number.isSafeInteger(seed)) return { seed: exactIntegerSeed(line) ?? seed };
  return { seed };
}
function exactIntegerSeed(line) {
  try {
    const event = pyJsonLoads(line);
    const config = event instanceof Map ? event.get("scenario_config") : void 0;
    const seed = config instanceof Map ? config.get("seed") : void 0;
    return typeof seed === "bigint" ? seed : void 0;
  } catch {
    return void 0;
  }
}
function eventLogCandidates(reportPath, report) {
  const dir = path.dirname(reportPath);
  const base = path.basename(reportPath);
  const names = [`${report.scenario_name}.jsonl`];
  if (base.endsWith(REPORT_SUFFIX)) names.push(`${base.slice(0, -REPORT_SUFFIX.length)}.jsonl`);
  return [...new Set(names)].filter((n) => path.basename(n) === n && n !== ".jsonl").map((n) => path.join(dir, n));
}
async function runMeta(reportPath, report, warnings) {
  for (const log of eventLogCandidates(reportPath, report)) {
    let line;
    try {
      line = await readFirstLine(log);
    } catch (error) {
      warnings.push(`${log}: cannot read the event log (${error.message}); the run is not paired by seed`);
      return { meta: {}, eventLog: void 0 };
    }
    if (line === void 0) continue;
    const seed = seedFromFirstLine(line);
    if ("problem" in seed) {
      warnings.push(`${log}: ${seed.problem}; the run is not paired by seed`);
      return { meta: {}, eventLog: log };
    }
    return { meta: seed.seed === void 0 ? {} : { seed: seed.seed }, eventLog: log };
  }
  return { meta: {}, eventLog: void 0 };
}
function isTrialReportText(text) {
  try {
    return looksLikeTrialReport(JSON.parse(text));
  } catch {
    return false;
  }
}
async function loadSide(paths, flag, duplicates = "refuse") {
  const files = await findReportFiles(paths, flag);
  const warnings = [];
  const ignoredFields = [];
  const reports = [];
  for (const file of files) {
    let text;
    try {
      text = readStrictUtf8TextSync(file);
    } catch (error) {
      throw new InputError(`${flag} ${error.message}`, { cause: error });
    }
    let report;
    try {
      report = parseReport(text, file);
    } catch (error) {
      if (isTrialReportText(text)) throw new InputError(`${flag} ${file}: a trial report (agent-eval grade), where run reports (agent-eval evaluate) are expected`);
      throw new InputError(`${flag} ${error.message}`);
    }
    const ignored = ignoredField(text, report);
    if (ignored !== void 0) ignoredFields.push(`${file} field '${ignored}'${laterWriter(report)}`);
    const outOfRange = fractionOutOfRange(report);
    if (outOfRange !== void 0) {
      throw new InputError(`${flag} ${file}: ${describeFractionOutOfRange(outOfRange)}`);
    }
    const { meta, eventLog } = await runMeta(file, report, warnings);
    reports.push({ path: file, report, meta, eventLog });
  }
  if (ignoredFields.length > 0) {
    const shown = ignoredFields.slice(0, 3).join("; ") + (ignoredFields.length > 3 ? `; and ${ignoredFields.length - 3} more` : "");
    warnings.push(`${flag}: ${ignoredFields.length} report(s) hold a field this agent-eval ${AGENT_EVAL_VERSION} does not read, ignored: ${shown}`);
  }
  const problems = findDuplicateRuns(
    reports.map((r) => r.report),
    reports.map((r) => r.path)
  ).map(describeDuplicateRun);
  if (problems.length > 0 && duplicates === "refuse") {
    throw new InputError(problems.map((p) => `${flag} ${p}: it would count twice (inflating n, narrowing the intervals); give each run once`).join("\n"));
  }
  for (const problem of problems) warnings.push(`${problem}: it is exported twice`);
  const table = reportsToScoreTable(
    reports.map((r) => r.report),
    reports.map((r) => r.meta)
  );
  return { table, reports, warnings };
}
var TRIAL_REPORT_SUFFIX = ".report.json";
async function readJson(file, flag) {
  let text;
  try {
    text = await readRegularText(file);
  } catch (error) {
    throw new InputError(`${flag} ${error.message}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${flag} ${file}: not valid JSON (${describeJsonSyntaxError(error, text)})`, { cause: error });
  }
}
async function findTrialReportFiles(dir, out) {
  const entries = [...await readdir(dir, { withFileTypes: true })].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith(TRIAL_REPORT_SUFFIX)) {
      noteFoundPath(full);
      out.push(full);
    } else if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) await findTrialReportFiles(full, out);
  }
}
async function holdsTrialReports(paths, flag) {
  if (paths.length === 0) return false;
  for (const given of paths) {
    let info;
    try {
      info = await stat(given);
    } catch {
      return false;
    }
    if (info.isFile()) {
      const raw = await readJson(given, flag);
      const namedLikeOne = given.endsWith(TRIAL_REPORT_SUFFIX) && !(typeof raw === "object" && raw !== null && "measurements" in raw);
      if (!looksLikeTrialReport(raw) && !namedLikeOne) return false;
      continue;
    }
    if (!info.isDirectory()) return false;
    const runs = [];
    await findInTree(path.resolve(given), runs);
    if (runs.length > 0) return false;
    const trials = [];
    await findTrialReportFiles(path.resolve(given), trials);
    if (trials.length === 0) return false;
  }
  return true;
}
async function loadTrialSide(paths, flag) {
  if (paths.length === 0) throw new InputError(`${flag}: at least one path is required`);
  const files = [];
  for (const given of paths) {
    const info = await statGiven(given, flag);
    if (info.isFile()) files.push(path.resolve(given));
    else {
      const found = [];
      await findTrialReportFiles(path.resolve(given), found);
      if (found.length === 0) throw new InputError(`${flag} ${given}: no *${TRIAL_REPORT_SUFFIX} found (searched recursively)`);
      files.push(...found);
    }
  }
  const unique = [...new Set(files)];
  const reports = [];
  for (const file of unique) {
    const raw = await readJson(file, flag);
    try {
      reports.push({ report: parseTrialReport(raw, file), source: file });
    } catch (error) {
      throw new InputError(`${flag} ${error.message}`);
    }
  }
  try {
    return { report: mergeTrialReports(reports), files: unique };
  } catch (error) {
    throw new InputError(`${flag} ${error.message}`);
  }
}

export {
  loadSide,
  holdsTrialReports,
  loadTrialSide
};
