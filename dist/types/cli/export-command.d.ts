import { type ExportFormat } from "../node/export-files.js";
export interface ExportOptions {
    readonly runDirs: readonly string[];
    readonly reports: readonly string[];
    readonly format: ExportFormat;
    readonly out: string | undefined;
    readonly cwd: string;
}
export declare function exportCommand(options: ExportOptions, io: {
    stdout: (text: string) => void;
    stderr: (text: string) => void;
}): Promise<number>;
