import { Command } from "commander";
import { type JudgeConfig } from "../node/judge-setup.js";
import type { RangeStats } from "../trials/stats.js";
import type { JudgeFlags } from "./judge-flags.js";
export interface GradeIo {
    readonly stdout: (text: string) => void;
    readonly stderr: (text: string) => void;
}
/** The summary as a fixed-width table: one line per key. */
export declare function formatSummaryTable(summary: Readonly<Record<string, RangeStats>>): string;
export declare function registerGradeCommand(program: Command, io: GradeIo, setExit: (code: number) => void, addJudgeOptions: (command: Command) => Command, judgeConfigFrom: (flags: JudgeFlags, names: readonly string[]) => JudgeConfig | undefined): void;
