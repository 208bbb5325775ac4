/**
 * The Action's `export` input: the job's reports as tables (`agent-eval export`'s measurements,
 * per_round and per_agent), written into the report bundle under `export/` so they are uploaded
 * with the reports. Run directories and seeds come from the bundle manifest.
 */
import path from "node:path";
import type { Logger } from "../github/log.js";
import { loadBundles } from "../github/report-bundle.js";
import { type ExportFormat, writeExportTables } from "../node/export-files.js";
import { exportTables } from "../report/export-tables.js";

export const EXPORT_DIR = "export";

export async function exportBundleTables(bundleDir: string, format: ExportFormat, log: Logger): Promise<string[]> {
  const { runs } = await loadBundles([bundleDir]);
  const tables = exportTables(runs.map((run) => ({ runDir: run.dir, report: run.report, seed: run.meta.seed })));
  const written = await writeExportTables(tables, format, path.join(bundleDir, EXPORT_DIR));
  log.info(`Exported ${runs.length} report(s) as ${format} tables: ${written.map((file) => path.relative(bundleDir, file)).join(", ")}`);
  return written;
}
