import type { RangeStats } from "../trials/stats.js";
import { type JudgeFlags } from "./judge-flags.js";
export interface GradeIo {
    readonly stdout: (text: string) => void;
    readonly stderr: (text: string) => void;
}
export interface GradeFlags extends JudgeFlags {
    dataset?: string;
    config?: string;
    out?: string;
    shard?: string;
    merge?: string[];
    concurrency?: string;
    userCodeTimeout?: string;
    json: boolean;
}
/** The summary as a fixed-width table: one line per key. */
export declare function formatSummaryTable(summary: Readonly<Record<string, RangeStats>>): string;
/** Grades a dataset, or merges shard reports (--merge); returns the exit status. */
export declare function gradeCommand(flags: GradeFlags, io: GradeIo): Promise<number>;
