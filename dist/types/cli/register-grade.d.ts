/**
 * The `grade` command's definition (flags, help). Its implementation (grade-command.ts, with the
 * trials, graders and YAML code behind it) is imported only when `grade` runs.
 */
import type { Command } from "commander";
import type { GradeIo } from "./grade-command.js";
export declare function registerGradeCommand(program: Command, io: GradeIo, setExit: (code: number) => void): void;
