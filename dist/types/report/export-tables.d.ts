import type { EvaluationReport } from "./report.js";
export interface ExportSource {
    /** The run directory (or the report's directory), as it should appear in the tables. */
    readonly runDir: string;
    readonly report: EvaluationReport;
    /** `simulation_started.scenario_config.seed` from the run's event log, when known. */
    readonly seed?: string | number | bigint | undefined;
}
/** A cell: text, a float written as Python writes it, an integer, or empty. */
export type Cell = {
    readonly text: string;
} | {
    readonly float: number;
} | {
    readonly int: number | bigint;
} | null;
export interface Table {
    readonly name: string;
    readonly columns: readonly string[];
    readonly rows: readonly (readonly Cell[])[];
}
export declare function exportTables(sources: readonly ExportSource[]): Table[];
/** The table as RFC 4180 CSV: a header line, CRLF line ends, UTF-8 text as is (formula-like text cells defused). */
export declare function tableToCsv(table: Table): string;
/** The table as JSON Lines: one object per row, keys in column order. */
export declare function tableToJsonl(table: Table): string;
