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
}
export declare function exportThreadCommand(options: ExportThreadOptions, io: {
    stdout: (text: string) => void;
    stderr: (text: string) => void;
}): Promise<number>;
