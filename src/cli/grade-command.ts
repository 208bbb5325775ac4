/**
 * `agent-eval grade --dataset FILE --config FILE`: scores a trial dataset with NeMo Evaluator's
 * metric protocol and OpenJudge's graders, writes the trial report (docs/trial-report.md) and
 * prints a summary table. `agent-eval grade --merge SHARD... --out FILE` merges the reports of
 * `--shard i/n` runs into the unsharded report, byte for byte.
 *
 * Exit 0 when every metric and grader ran on every trial, 1 when any failed on any trial (the
 * report is still written), 2 for usage or input errors (nothing written).
 * The flags are defined in register-grade.ts, which imports this module when `grade` runs.
 */
import { COUNT_FORM, parseShard } from "../core/count.js";
import { InputError } from "../core/errors.js";
import { codePointLength, formatFixed } from "../core/pynum.js";
import { parseUserCodeTimeout } from "../node/call-bound.js";
import { defaultGradeConcurrency, gradeDataset, mergeShardReports, type MetricFailure } from "../node/grade-trials.js";
import type { RangeStats } from "../trials/stats.js";
import { loadGradingConfig } from "../node/trial-config.js";
import { stringifyReport } from "../trials/report.js";
import { countFlag } from "./flag-values.js";
import { checkJudgeFlags, type JudgeFlags, judgeConfigFrom } from "./judge-flags.js";
import { printablePath } from "../core/printable.js";

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

function cell(value: number | null): string {
  return value === null ? "-" : formatFixed(value, 4);
}

/** The summary as a fixed-width table: one line per key. */
export function formatSummaryTable(summary: Readonly<Record<string, RangeStats>>): string {
  const keys = Object.keys(summary);
  if (keys.length === 0) return "(no scores)";
  // a reduce, not a spread: a task with very many attempts has as many pass@k keys
  // widths in code points, so a key with an astral character ('𝔘') lines up with the others
  const width = keys.reduce((max, k) => Math.max(max, codePointLength(k)), 3);
  const padKey = (key: string): string => key + " ".repeat(width - codePointLength(key));
  const header = `${"key".padEnd(width)}  ${"count".padStart(5)}  ${"nan".padStart(5)}  ${"mean".padStart(9)}  ${"std_dev".padStart(9)}  ${"min".padStart(9)}  ${"max".padStart(9)}`;
  const lines = keys.map((key) => {
    const s = summary[key] as RangeStats;
    return `${padKey(key)}  ${String(s.count).padStart(5)}  ${String(s.nan_count).padStart(5)}  ${cell(s.mean).padStart(9)}  ${cell(s.std_dev).padStart(9)}  ${cell(s.min).padStart(9)}  ${cell(s.max).padStart(9)}`;
  });
  return [header, ...lines].join("\n");
}

function concurrencyOf(value: string | undefined): number {
  if (value === undefined) return defaultGradeConcurrency();
  return countFlag(value, "--concurrency") as number;
}

function reportFailures(failures: readonly MetricFailure[], log: (line: string) => void): void {
  for (const f of failures.slice(0, 20)) log(`error: task ${f.task_id} trial ${f.trial_id}: ${f.name} failed: ${f.error}`);
  if (failures.length > 20) log(`... and ${failures.length - 20} more failures (see the report's errors and results)`);
}

/** Grades a dataset, or merges shard reports (--merge); returns the exit status. */
export async function gradeCommand(flags: GradeFlags, io: GradeIo): Promise<number> {
  const log = (line: string): void => io.stderr(`${line}\n`);
  if (flags.merge !== undefined) {
    // `--merge --out FILE`: commander takes the next word as the option's first value
    const flag = flags.merge.find((file) => file.startsWith("--"));
    if (flag !== undefined) throw new InputError(`grade --merge: '${flag}' is not a shard report: name the reports after --merge (--merge a.json b.json --out FILE)`);
    if (flags.out === undefined) throw new InputError("grade --merge needs --out FILE (where to write the merged report)");
    if (flags.dataset !== undefined || flags.config !== undefined || flags.shard !== undefined) throw new InputError("grade --merge takes shard reports and --out only (no --dataset, --config or --shard)");
    const { reportPath, report } = await mergeShardReports(flags.merge, flags.out);
    if (flags.json) io.stdout(`${stringifyReport({ report_path: reportPath, trials: report.trials.length, summary: report.summary }, 2)}\n`);
    else io.stdout(`${printablePath(reportPath)}: merged ${flags.merge.length} shard reports (${report.trials.length} trials)\n${formatSummaryTable(report.summary)}\n`);
    return 0;
  }
  if (flags.dataset === undefined || flags.config === undefined) throw new InputError("grade needs --dataset FILE and --config FILE");
  const shard = flags.shard === undefined ? undefined : parseShard(flags.shard);
  if (flags.shard !== undefined && shard === undefined) throw new InputError(`--shard: expected i/n with 1 <= i <= n ${COUNT_FORM}, e.g. 2/4, got '${flags.shard}'`);
  const concurrency = concurrencyOf(flags.concurrency);
  const userCodeTimeoutMs = parseUserCodeTimeout(flags.userCodeTimeout);
  checkJudgeFlags(flags);
  // read once: for its judge needs here, then graded as read
  const config = await loadGradingConfig(flags.config);
  const wantsJudge = config.judgeUsers.length > 0 ? config.judgeUsers : flags.provider !== undefined && flags.model !== undefined ? ["--provider/--model"] : [];
  const judge = judgeConfigFrom(flags, wantsJudge);
  const outcome = await gradeDataset({
    dataset: flags.dataset,
    config: flags.config,
    loaded: config,
    ...(flags.out === undefined ? {} : { out: flags.out }),
    ...(shard === undefined ? {} : { shard }),
    concurrency,
    ...(judge === undefined ? {} : { judge }),
    ...(userCodeTimeoutMs === undefined ? {} : { userCodeTimeoutMs }),
    userCodeTimeoutKnob: "--user-code-timeout",
    log,
  });
  const exit = outcome.failures.length > 0 ? 1 : 0;
  reportFailures(outcome.failures, log);
  if (outcome.judge !== undefined) {
    const s = outcome.judge.accounting.snapshot();
    log(`judge calls: ${s.used.calls} (${s.replayed} replayed, ${s.recorded} recorded), spent $${formatFixed(s.spent.costUsd, 4)}`);
  }
  const trials = outcome.report.trials;
  if (flags.json) {
    io.stdout(`${stringifyReport({ exit_status: exit, report_path: outcome.reportPath, trials: trials.length, failures: outcome.failures, summary: outcome.report.summary }, 2)}\n`);
  } else {
    io.stdout(`${printablePath(outcome.reportPath)}: ${trials.length} trials of ${outcome.report.tasks.length} tasks${outcome.failures.length > 0 ? `, ${outcome.failures.length} failed metric or grader evaluations` : ""}\n`);
    io.stdout(`${formatSummaryTable(outcome.report.summary)}\n`);
  }
  return exit;
}
