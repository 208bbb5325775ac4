/**
 * A cohort of reports as flat tables for pandas or a spreadsheet (`agent-eval export`):
 * - `measurements`: one row per (run, measurement) with scenario, run id, seed, run directory,
 *   metric name, score, unit and summary;
 * - `per_round`: one row per per-round observation; `per_agent`: one per per-agent observation.
 * Runs are ordered by (scenario, run id, run directory) in code-point order; within a run, rows
 * keep the report's measurement order. Numbers are written as the report writes them (Python's
 * float repr: `1.0`, `0.30000000000000004`), so a value reads back to the same double.
 */
import { formatPyJsonFloat } from "../core/json-format.js";
import { compareCodePoints } from "../core/pynum.js";
import type { EvaluationReport } from "./report.js";

export interface ExportSource {
  /** The run directory (or the report's directory), as it should appear in the tables. */
  readonly runDir: string;
  readonly report: EvaluationReport;
  /** `simulation_started.scenario_config.seed` from the run's event log, when known. */
  readonly seed?: string | number | bigint | undefined;
}

/** A cell: text, a float written as Python writes it, an integer, or empty. */
export type Cell = { readonly text: string } | { readonly float: number } | { readonly int: number | bigint } | null;

export interface Table {
  readonly name: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
}

const RUN_COLUMNS = ["scenario", "run_id", "seed", "run_dir", "metric_name"] as const;

function seedCell(seed: string | number | bigint | undefined): Cell {
  if (seed === undefined) return null;
  if (typeof seed === "bigint") return { int: seed };
  return typeof seed === "number" ? (Number.isInteger(seed) ? { int: seed } : { float: seed }) : { text: seed };
}

export function exportTables(sources: readonly ExportSource[]): Table[] {
  const ordered = [...sources].sort(
    (a, b) =>
      compareCodePoints(a.report.scenario_name, b.report.scenario_name) ||
      compareCodePoints(a.report.simulation_id, b.report.simulation_id) ||
      compareCodePoints(a.runDir, b.runDir),
  );
  const measurements: Cell[][] = [];
  const perRound: Cell[][] = [];
  const perAgent: Cell[][] = [];
  for (const { runDir, report, seed } of ordered) {
    for (const m of report.measurements) {
      const run: Cell[] = [{ text: report.scenario_name }, { text: report.simulation_id }, seedCell(seed), { text: runDir }, { text: m.metric_name }];
      measurements.push([...run, { float: m.score }, { text: m.score_unit }, { text: m.summary }]);
      for (const r of m.per_round) perRound.push([...run, { int: r.round_number }, { float: r.value }, { text: r.note }]);
      for (const a of m.per_agent) perAgent.push([...run, { text: a.agent_id }, { float: a.value }, { text: a.note }]);
    }
  }
  return [
    { name: "measurements", columns: [...RUN_COLUMNS, "score", "score_unit", "summary"], rows: measurements },
    { name: "per_round", columns: [...RUN_COLUMNS, "round_number", "value", "note"], rows: perRound },
    { name: "per_agent", columns: [...RUN_COLUMNS, "agent_id", "value", "note"], rows: perAgent },
  ];
}

function cellText(cell: Cell): string {
  if (cell === null) return "";
  if ("text" in cell) return cell.text;
  if ("int" in cell) return String(cell.int);
  // non-finite floats cannot occur in a valid report; written as pandas reads them
  return Number.isNaN(cell.float) ? "NaN" : Number.isFinite(cell.float) ? formatPyJsonFloat(cell.float) : cell.float > 0 ? "inf" : "-inf";
}

/** RFC 4180: a field with a comma, a double quote, CR or LF is quoted, its quotes doubled. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** First characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A plain decimal number (`-3`, `+2`, `-1.5e-3`, `-.5`): a spreadsheet reads it as that number and
 * runs nothing, so it is not defused (an apostrophe would turn pandas' `-7` seed into `'-7`).
 */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A text cell as a spreadsheet shows it without running it: text from a run (an agent id, a note,
 * a plug-in's summary, a fork's scenario name) that starts like a formula (`=HYPERLINK(...)`,
 * `@SUM(...)`, `-2+3`) gets a leading apostrophe, which Excel, LibreOffice and Google Sheets hide
 * and read as "this is text". Numbers are never text cells, so scores are untouched, nor is text
 * that is a plain number; JSON Lines keeps every text exactly.
 */
function spreadsheetText(cell: Cell): string {
  const text = cellText(cell);
  return cell !== null && "text" in cell && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** The table as RFC 4180 CSV: a header line, CRLF line ends, UTF-8 text as is (formula-like text cells defused). */
export function tableToCsv(table: Table): string {
  const lines = [table.columns.map(csvField).join(","), ...table.rows.map((row) => row.map((cell) => csvField(spreadsheetText(cell))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

function jsonValue(cell: Cell): string {
  if (cell === null) return "null";
  if ("text" in cell) return JSON.stringify(cell.text);
  if ("int" in cell) return String(cell.int);
  return Number.isFinite(cell.float) ? formatPyJsonFloat(cell.float) : "null";
}

/** The table as JSON Lines: one object per row, keys in column order. */
export function tableToJsonl(table: Table): string {
  return table.rows.map((row) => `{${table.columns.map((column, i) => `${JSON.stringify(column)}:${jsonValue(row[i] ?? null)}`).join(",")}}\n`).join("");
}
