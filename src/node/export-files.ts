/**
 * `agent-eval export` on disk: find the reports behind the given paths (report files, run
 * directories, folders of run directories), read each run's seed from the event log beside its
 * report, and write the tables as CSV or JSON Lines.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { InputError } from "../core/errors.js";
import { type ExportSource, type Table, exportTables, tableToCsv, tableToJsonl } from "../report/export-tables.js";
import { describeFsError, isFsError, writeFileAtomic } from "./files.js";
import { loadSide } from "./load-reports.js";

import type { ExportFormat } from "./export-formats.js";

export { EXPORT_FORMATS } from "./export-formats.js";
export type { ExportFormat } from "./export-formats.js";

export function renderTable(table: Table, format: ExportFormat): string {
  return format === "csv" ? tableToCsv(table) : tableToJsonl(table);
}

/**
 * The tables of every report behind `paths`. Run directories appear relative to `cwd` (with `/`),
 * so the same cohort exports the same bytes on every machine.
 */
export async function loadExportTables(paths: readonly string[], flag: string, cwd: string): Promise<{ tables: Table[]; warnings: readonly string[]; reports: number }> {
  const side = await loadSide(paths, flag, "warn");
  const sources: ExportSource[] = side.reports.map((loaded) => ({
    runDir: path.relative(cwd, path.dirname(loaded.path)).split(path.sep).join("/") || ".",
    report: loaded.report,
    seed: loaded.meta.seed,
  }));
  return { tables: exportTables(sources), warnings: side.warnings, reports: sources.length };
}

/** Writes `<table>.<format>` for each table into `outDir` (created); returns the files written. */
export async function writeExportTables(tables: readonly Table[], format: ExportFormat, outDir: string): Promise<string[]> {
  try {
    await mkdir(outDir, { recursive: true });
  } catch (error) {
    // mkdir -p of a path that exists fails only when it is not a directory
    const problem = isFsError(error) && error.code === "EEXIST" ? "it exists and is not a directory (EEXIST)" : describeFsError(error);
    throw new InputError(`--out ${outDir}: cannot create the directory: ${problem}`, { cause: error });
  }
  const written: string[] = [];
  for (const table of tables) {
    const file = path.join(outDir, `${table.name}.${format}`);
    await writeFileAtomic(file, renderTable(table, format));
    written.push(file);
  }
  return written;
}
