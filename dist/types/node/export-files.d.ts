import { type Table } from "../report/export-tables.js";
import type { ExportFormat } from "./export-formats.js";
export { EXPORT_FORMATS } from "./export-formats.js";
export type { ExportFormat } from "./export-formats.js";
export declare function renderTable(table: Table, format: ExportFormat): string;
/**
 * The tables of every report behind `paths`. Run directories appear relative to `cwd` (with `/`),
 * so the same cohort exports the same bytes on every machine.
 */
export declare function loadExportTables(paths: readonly string[], flag: string, cwd: string): Promise<{
    tables: Table[];
    warnings: readonly string[];
    reports: number;
}>;
/** Writes `<table>.<format>` for each table into `outDir` (created); returns the files written. */
export declare function writeExportTables(tables: readonly Table[], format: ExportFormat, outDir: string): Promise<string[]>;
