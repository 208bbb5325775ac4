import { type JudgeConfig } from "../node/judge-setup.js";
export interface ConsolidateOptions {
    readonly runDirs: readonly string[];
    readonly out: string;
    readonly version: string;
    readonly judge: JudgeConfig;
    /** Replace an existing `out` (otherwise an existing file is refused, exit 2, nothing written). */
    readonly overwrite?: boolean;
}
export declare function consolidateCommand(options: ConsolidateOptions, log: (line: string) => void): Promise<string>;
