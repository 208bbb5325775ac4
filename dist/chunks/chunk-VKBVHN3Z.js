import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  loadSide
} from "./chunk-3E6WYWSI.js";
import {
  describeFsError,
  isFsError,
  writeFileAtomic
} from "./chunk-WR52TKK7.js";
import {
  compareCodePoints
} from "./chunk-WIWH3ZML.js";
import {
  InputError
} from "./chunk-TESCUGIO.js";
import {
  formatPyJsonFloat
} from "./chunk-6UXS7MO4.js";

// src/node/export-files.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";

// src/report/export-tables.ts
var RUN_COLUMNS = ["scenario", "run_id", "seed", "run_dir", "metric_name"];
function seedCell(seed) {
  if (seed === void 0) return null;
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
function spreadsheetText(cell) {
  const text = cellText(cell);
  return cell !== null && "text" in cell && FORMULA_START.test(text) ? `'${text}` : text;
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
function renderTable(table, format) {
  return format === "csv" ? tableToCsv(table) : tableToJsonl(table);
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
async function writeExportTables(tables, format, outDir) {
  try {
    await mkdir(outDir, { recursive: true });
  } catch (error) {
    const problem = isFsError(error) && error.code === "EEXIST" ? "it exists and is not a directory (EEXIST)" : describeFsError(error);
    throw new InputError(`--out ${outDir}: cannot create the directory: ${problem}`, { cause: error });
  }
  const written = [];
  for (const table of tables) {
    const file = path.join(outDir, `${table.name}.${format}`);
    await writeFileAtomic(file, renderTable(table, format));
    written.push(file);
  }
  return written;
}

export {
  exportTables,
  renderTable,
  loadExportTables,
  writeExportTables
};
