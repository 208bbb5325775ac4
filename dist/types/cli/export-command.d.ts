import { type ExportFormat } from "../node/export-files.js";
export interface ExportOptions {
    readonly runDirs: readonly string[];
    readonly reports: readonly string[];
    readonly format: ExportFormat;
    /** Start each CSV with a UTF-8 byte-order mark (Excel reads a CSV without one in the system code page). */
    readonly bom?: boolean;
    readonly out: string | undefined;
    readonly cwd: string;
}
export declare function exportCommand(options: ExportOptions, io: {
    stdout: (text: string) => void;
    stderr: (text: string) => void;
}): Promise<number>;
