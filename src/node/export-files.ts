/**
 * `agent-eval export` on disk: find the reports behind the given paths (report files, run
 * directories, folders of run directories), read each run's seed from the event log beside its
 * report, and write the tables as CSV or JSON Lines.
 */
import { type Stats, lstatSync } from "node:fs";
import path from "node:path";
import { InputError } from "../core/errors.js";
import { type ExportSource, type Table, exportTables, tableToCsv, tableToJsonl } from "../report/export-tables.js";
import { type StagedFile, describeFsError, fsOutputError, isFsError, makeDirectoriesSync, stageFileSync } from "./files.js";
import { loadSide } from "./load-reports.js";

import type { ExportFormat } from "./export-formats.js";

export { EXPORT_FORMATS } from "./export-formats.js";
export type { ExportFormat } from "./export-formats.js";

export interface RenderOptions {
  /** CSV only: a leading U+FEFF, which Excel needs to read the file as UTF-8. */
  readonly bom?: boolean;
}

export function renderTable(table: Table, format: ExportFormat, options: RenderOptions = {}): string {
  return format === "csv" ? `${options.bom === true ? "\ufeff" : ""}${tableToCsv(table)}` : tableToJsonl(table);
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

function refuseDirectory(file: string): void {
  let info: Stats;
  try {
    info = lstatSync(file);
  } catch {
    return; // absent: the rename creates it
  }
  if (info.isDirectory()) {
    throw fsOutputError(Object.assign(new Error(`EISDIR: illegal operation on a directory, rename '${file}'`), { code: "EISDIR", syscall: "rename", path: file }), file, "write it");
  }
}

/**
 * Writes `<table>.<format>` for each table into `outDir` (created); returns the files written.
 * All or none: every table is staged beside its target first, and only when all are staged are
 * they renamed into place, so a table that cannot be written leaves no other behind (a cohort
 * whose per_round table is older than its measurements table would pass for one export).
 */
export function writeExportTables(tables: readonly Table[], format: ExportFormat, outDir: string, options: RenderOptions = {}): Promise<string[]> {
  try {
    makeDirectoriesSync(outDir);
  } catch (error) {
    // mkdir -p of a path that exists fails only when it is not a directory
    const problem = isFsError(error) && error.code === "EEXIST" ? "it exists and is not a directory (EEXIST)" : describeFsError(error);
    throw new InputError(`--out ${outDir}: cannot create the directory: ${problem}`, { cause: error });
  }
  const staged: StagedFile[] = [];
  try {
    for (const table of tables) staged.push(stageFileSync(path.join(outDir, `${table.name}.${format}`), renderTable(table, format, options)));
    // the one failure a rename meets after staging worked: a directory in the target's place
    for (const file of staged) refuseDirectory(file.file);
    for (const file of staged) file.commit();
  } catch (error) {
    for (const file of staged) file.abandon();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return Promise.resolve(staged.map((file) => file.file));
}
