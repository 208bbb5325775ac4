/**
 * `agent-eval export`: a cohort of reports as tables for pandas or a spreadsheet. One row per
 * (run, measurement) in `measurements`, one per per-round value in `per_round`, one per per-agent
 * value in `per_agent`. With `--out DIR` all three are written there as files; without it the
 * measurements table goes to stdout.
 */
import { InputError } from "../core/errors.js";
import { type ExportFormat, loadExportTables, renderTable, writeExportTables } from "../node/export-files.js";
import { printablePath } from "../core/printable.js";

export interface ExportOptions {
  readonly runDirs: readonly string[];
  readonly reports: readonly string[];
  readonly format: ExportFormat;
  /** Start each CSV with a UTF-8 byte-order mark (Excel reads a CSV without one in the system code page). */
  readonly bom?: boolean;
  readonly out: string | undefined;
  readonly cwd: string;
}

export async function exportCommand(options: ExportOptions, io: { stdout: (text: string) => void; stderr: (text: string) => void }): Promise<number> {
  if (options.runDirs.length === 0 && options.reports.length === 0) {
    throw new InputError("export needs --run-dir DIR (repeatable) or --reports PATH... (report files or folders of runs)");
  }
  const bom = options.bom === true;
  if (bom && options.format !== "csv") throw new InputError(`--bom applies to --format csv (a JSON Lines file must not start with one)`);
  const flag = options.reports.length === 0 ? "--run-dir" : options.runDirs.length === 0 ? "--reports" : "--run-dir/--reports";
  // one cohort: a report reached through both flags is exported once
  const { tables, warnings, reports } = await loadExportTables([...options.runDirs, ...options.reports], flag, options.cwd);
  for (const warning of warnings) io.stderr(`warning: ${warning}\n`);
  if (options.out === undefined) {
    const [measurements] = tables;
    if (measurements !== undefined) io.stdout(renderTable(measurements, options.format, { bom }));
    io.stderr(`${reports} report(s); per-round and per-agent tables are written with --out DIR\n`);
    return 0;
  }
  const written = await writeExportTables(tables, options.format, options.out, { bom });
  for (const [i, file] of written.entries()) io.stdout(`${printablePath(file)}: ${tables[i]?.rows.length ?? 0} rows\n`);
  io.stderr(`${reports} report(s) exported\n`);
  return 0;
}
