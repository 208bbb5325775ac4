/**
 * The `grade` command's definition (flags, help). Its implementation (grade-command.ts, with the
 * trials, graders and YAML code behind it) is imported only when `grade` runs.
 */
import type { Command } from "commander";
import type { GradeFlags, GradeIo } from "./grade-command.js";
import { addJudgeOptions } from "./judge-flags.js";

export function registerGradeCommand(
  program: Command,
  io: GradeIo,
  setExit: (code: number) => void,
): void {
  const grade = program
    .command("grade")
    .description("Score a trial dataset (JSONL) with NeMo Evaluator metrics and OpenJudge graders; write <dataset>.report.json and print a summary.")
    .option("--dataset <file>", "trial dataset, one JSON trial per line (task, trial, inputs, reference, candidate)")
    .option("--config <file>", "grading config, YAML or JSON (metrics, views, tasks, graders, aggregators)")
    .option("--out <file>", "report path (default: <dataset name>.report.json beside the dataset)")
    .option("--shard <i/n>", "grade only the i-th of n deterministic slices of the tasks (merge the reports with --merge)")
    .option("--concurrency <n>", "metric and grader evaluations at once (default: twice the cores, at least 4)")
    .option("--user-code-timeout <seconds>", "time limit of one call of user-supplied code: a module metric or grader, a function mapper, a regex_match pattern (default: 10; decimal seconds)")
    .option("--merge <reports...>", "instead of grading, merge the reports of every --shard i/n run into --out (the unsharded report, byte for byte)")
    .option("--json", "print the summary and failures as JSON on stdout", false);
  addJudgeOptions(grade).action(async (flags: GradeFlags) => {
    const { gradeCommand } = await import("./grade-command.js");
    setExit(await gradeCommand(flags, io));
  });
}
