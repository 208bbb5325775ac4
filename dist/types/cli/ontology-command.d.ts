import { type JudgeConfig } from "../node/judge-setup.js";
export interface ConsolidateOptions {
    readonly runDirs: readonly string[];
    readonly out: string;
    readonly version: string;
    readonly judge: JudgeConfig;
}
export declare function consolidateCommand(options: ConsolidateOptions, log: (line: string) => void): Promise<string>;
