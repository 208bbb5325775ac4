import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  loadSide
} from "./chunk-UFP2BIRN.js";
import {
  describeFsError,
  fsOutputError,
  isFsError,
  makeDirectoriesSync,
  stageFileSync
} from "./chunk-JNUR4NUC.js";
import {
  compareCodePoints
} from "./chunk-YQUIWL3O.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";
import {
  formatPyJsonFloat
} from "./chunk-6UXS7MO4.js";

// src/node/export-files.ts
import { lstatSync } from "node:fs";
import path from "node:path";

// src/report/export-tables.ts
var RUN_COLUMNS = ["scenario", "run_id", "seed", "run_dir", "metric_name"];
function seedCell(seed) {
  if (seed === void 0) return null;
  if (typeof seed === "bigint") return { int: seed };
  return typeof seed === "number" ? Number.isInteger(seed) ? { int: seed } : { float: seed } : { text: seed };
}
function exportTables(sources) {
  const ordered = [...sources].sort(
    (a, b) => compareCodePoints(a.report.scenario_name, b.report.scenario_name) || compareCodePoints(a.report.simulation_id, b.report.simulation_id) || compareCodePoints(a.runDir, b.runDir)
  );
  const measurements = [];
  const perRound = [];
  const perAgent = [];
  for (const { runDir, report, seed } of ordered) {
    for (const m of report.measurements) {
      const run = [{ text: report.scenario_name }, { text: report.simulation_id }, seedCell(seed), { text: runDir }, { text: m.metric_name }];
      measurements.push([...run, { float: m.score }, { text: m.score_unit }, { text: m.summary }]);
      for (const r of m.per_round) perRound.push([...run, { int: r.round_number }, { float: r.value }, { text: r.note }]);
      for (const a of m.per_agent) perAgent.push([...run, { text: a.agent_id }, { float: a.value }, { text: a.note }]);
    }
  }
  return [
    { name: "measurements", columns: [...RUN_COLUMNS, "score", "score_unit", "summary"], rows: measurements },
    { name: "per_round", columns: [...RUN_COLUMNS, "round_number", "value", "note"], rows: perRound },
    { name: "per_agent", columns: [...RUN_COLUMNS, "agent_id", "value", "note"], rows: perAgent }
  ];
}
function cellText(cell) {
  if (cell === null) return "";
  if ("text" in cell) return cell.text;
  if ("int" in cell) return String(cell.int);
  return Number.isNaN(cell.float) ? "NaN" : Number.isFinite(cell.float) ? formatPyJsonFloat(cell.float) : cell.float > 0 ? "inf" : "-inf";
}
function csvField(text) {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
var FORMULA_START = /^[=+\-@\t\r]/;
var PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
function spreadsheetText(cell) {
  const text = cellText(cell);
  return cell !== null && "text" in cell && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
function tableToCsv(table) {
  const lines = [table.columns.map(csvField).join(","), ...table.rows.map((row) => row.map((cell) => csvField(spreadsheetText(cell))).join(","))];
  return `${lines.join("\r\n")}\r
`;
}
function jsonValue(cell) {
  if (cell === null) return "null";
  if ("text" in cell) return JSON.stringify(cell.text);
  if ("int" in cell) return String(cell.int);
  return Number.isFinite(cell.float) ? formatPyJsonFloat(cell.float) : "null";
}
function tableToJsonl(table) {
  return table.rows.map((row) => `{${table.columns.map((column, i) => `${JSON.stringify(column)}:${jsonValue(row[i] ?? null)}`).join(",")}}
`).join("");
}

// src/node/export-files.ts
function renderTable(table, format, options = {}) {
  return format === "csv" ? `${options.bom === true ? "\uFEFF" : ""}${tableToCsv(table)}` : tableToJsonl(table);
}
async function loadExportTables(paths, flag, cwd) {
  const side = await loadSide(paths, flag, "warn");
  const sources = side.reports.map((loaded) => ({
    runDir: path.relative(cwd, path.dirname(loaded.path)).split(path.sep).join("/") || ".",
    report: loaded.report,
    seed: loaded.meta.seed
  }));
  return { tables: exportTables(sources), warnings: side.warnings, reports: sources.length };
}
function refuseDirectory(file) {
  let info;
  try {
    info = lstatSync(file);
  } catch {
    return;
  }
  if (info.isDirectory()) {
    throw fsOutputError(Object.assign(new Error(`EISDIR: illegal operation on a directory, rename '${file}'`), { code: "EISDIR", syscall: "rename", path: file }), file, "write it");
  }
}
function writeExportTables(tables, format, outDir, options = {}) {
  try {
    makeDirectoriesSync(outDir);
  } catch (error) {
    const problem = isFsError(error) && error.code === "EEXIST" ? "it exists and is not a directory (EEXIST)" : describeFsError(error);
    throw new InputError(`--out ${outDir}: cannot create the directory: ${problem}`, { cause: error });
  }
  const staged = [];
  try {
    for (const table of tables) staged.push(stageFileSync(path.join(outDir, `${table.name}.${format}`), renderTable(table, format, options)));
    for (const file of staged) refuseDirectory(file.file);
    for (const file of staged) file.commit();
  } catch (error) {
    for (const file of staged) file.abandon();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return Promise.resolve(staged.map((file) => file.file));
}

export {
  exportTables,
  renderTable,
  loadExportTables,
  writeExportTables
};
