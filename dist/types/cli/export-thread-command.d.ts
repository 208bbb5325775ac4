import { type ThreadFormat } from "../core/history/export-thread.js";
export interface ExportThreadOptions {
    readonly scenario: string | undefined;
    readonly runDir: string;
    readonly agentId: string;
    readonly round: number | undefined;
    readonly format: ThreadFormat | undefined;
    readonly flattenTools: boolean;
    readonly includeThinking: boolean;
    readonly out: string | undefined;
    readonly scenarioAssets: string | undefined;
    /** Replace an existing `out` (default: refused, so no file is lost, the run's own event log included). */
    readonly overwrite?: boolean;
}
export declare function exportThreadCommand(options: ExportThreadOptions, io: {
    stdout: (text: string) => void;
    stderr: (text: string) => void;
}): Promise<number>;
