import { type Table } from "../report/export-tables.js";
import type { ExportFormat } from "./export-formats.js";
export { EXPORT_FORMATS } from "./export-formats.js";
export type { ExportFormat } from "./export-formats.js";
export interface RenderOptions {
    /** CSV only: a leading U+FEFF, which Excel needs to read the file as UTF-8. */
    readonly bom?: boolean;
}
export declare function renderTable(table: Table, format: ExportFormat, options?: RenderOptions): string;
/**
 * The tables of every report behind `paths`. Run directories appear relative to `cwd` (with `/`),
 * so the same cohort exports the same bytes on every machine.
 */
export declare function loadExportTables(paths: readonly string[], flag: string, cwd: string): Promise<{
    tables: Table[];
    warnings: readonly string[];
    reports: number;
}>;
/**
 * Writes `<table>.<format>` for each table into `outDir` (created); returns the files written.
 * All or none: every table is staged beside its target first, and only when all are staged are
 * they renamed into place, so a table that cannot be written leaves no other behind (a cohort
 * whose per_round table is older than its measurements table would pass for one export).
 */
export declare function writeExportTables(tables: readonly Table[], format: ExportFormat, outDir: string, options?: RenderOptions): Promise<string[]>;
