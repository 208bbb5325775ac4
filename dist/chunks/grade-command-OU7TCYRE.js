import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  checkJudgeFlags,
  judgeConfigFrom
} from "./chunk-SQDP7LQI.js";
import {
  defaultGradeConcurrency,
  gradeDataset,
  loadGradingConfig,
  mergeShardReports,
  parseUserCodeTimeout,
  stringifyReport
} from "./chunk-Q4EL4YHB.js";
import "./chunk-SQ2UB2SU.js";
import "./chunk-UG5WN6ZA.js";
import {
  countFlag
} from "./chunk-AUO7JLO2.js";
import "./chunk-DGJC227G.js";
import {
  printablePath
} from "./chunk-O5SDIVA5.js";
import "./chunk-CKEUYNKI.js";
import "./chunk-HCZV36L4.js";
import "./chunk-GGDGZLDO.js";
import "./chunk-QXKP6OXB.js";
import "./chunk-AU4CGQBR.js";
import "./chunk-H5ITCIL5.js";
import "./chunk-JNUR4NUC.js";
import "./chunk-QJRR5QJN.js";
import "./chunk-Y5GWXIEH.js";
import "./chunk-66NPHHCH.js";
import "./chunk-QITUHNQM.js";
import "./chunk-J6F6MZKC.js";
import "./chunk-RNBRVDIZ.js";
import "./chunk-VAM67OB3.js";
import "./chunk-DGVC2KCS.js";
import "./chunk-WE7WMGMW.js";
import {
  codePointLength,
  formatFixed
} from "./chunk-YQUIWL3O.js";
import "./chunk-LAMXQWWM.js";
import {
  COUNT_FORM,
  parseShard
} from "./chunk-OSQLWR62.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";
import "./chunk-OFXXVDK2.js";
import "./chunk-EZQ3DI64.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-7GJBLW7Q.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/cli/grade-command.ts
function cell(value) {
  return value === null ? "-" : formatFixed(value, 4);
}
function formatSummaryTable(summary) {
  const keys = Object.keys(summary);
  if (keys.length === 0) return "(no scores)";
  const width = keys.reduce((max, k) => Math.max(max, codePointLength(k)), 3);
  const padKey = (key) => key + " ".repeat(width - codePointLength(key));
  const header = `${"key".padEnd(width)}  ${"count".padStart(5)}  ${"nan".padStart(5)}  ${"mean".padStart(9)}  ${"std_dev".padStart(9)}  ${"min".padStart(9)}  ${"max".padStart(9)}`;
  const lines = keys.map((key) => {
    const s = summary[key];
    return `${padKey(key)}  ${String(s.count).padStart(5)}  ${String(s.nan_count).padStart(5)}  ${cell(s.mean).padStart(9)}  ${cell(s.std_dev).padStart(9)}  ${cell(s.min).padStart(9)}  ${cell(s.max).padStart(9)}`;
  });
  return [header, ...lines].join("\n");
}
function concurrencyOf(value) {
  if (value === void 0) return defaultGradeConcurrency();
  return countFlag(value, "--concurrency");
}
function reportFailures(failures, log) {
  for (const f of failures.slice(0, 20)) log(`error: task ${f.task_id} trial ${f.trial_id}: ${f.name} failed: ${f.error}`);
  if (failures.length > 20) log(`... and ${failures.length - 20} more failures (see the report's errors and results)`);
}
async function gradeCommand(flags, io) {
  const log = (line) => io.stderr(`${line}
`);
  if (flags.merge !== void 0) {
    const flag = flags.merge.find((file) => file.startsWith("--"));
    if (flag !== void 0) throw new InputError(`grade --merge: '${flag}' is not a shard report: name the reports after --merge (--merge a.json b.json --out FILE)`);
    if (flags.out === void 0) throw new InputError("grade --merge needs --out FILE (where to write the merged report)");
    if (flags.dataset !== void 0 || flags.config !== void 0 || flags.shard !== void 0) throw new InputError("grade --merge takes shard reports and --out only (no --dataset, --config or --shard)");
    const { reportPath, report } = await mergeShardReports(flags.merge, flags.out);
    if (flags.json) io.stdout(`${stringifyReport({ report_path: reportPath, trials: report.trials.length, summary: report.summary }, 2)}
`);
    else io.stdout(`${printablePath(reportPath)}: merged ${flags.merge.length} shard reports (${report.trials.length} trials)
${formatSummaryTable(report.summary)}
`);
    return 0;
  }
  if (flags.dataset === void 0 || flags.config === void 0) throw new InputError("grade needs --dataset FILE and --config FILE");
  const shard = flags.shard === void 0 ? void 0 : parseShard(flags.shard);
  if (flags.shard !== void 0 && shard === void 0) throw new InputError(`--shard: expected i/n with 1 <= i <= n ${COUNT_FORM}, e.g. 2/4, got '${flags.shard}'`);
  const concurrency = concurrencyOf(flags.concurrency);
  const userCodeTimeoutMs = parseUserCodeTimeout(flags.userCodeTimeout);
  checkJudgeFlags(flags);
  const config = await loadGradingConfig(flags.config);
  const wantsJudge = config.judgeUsers.length > 0 ? config.judgeUsers : flags.provider !== void 0 && flags.model !== void 0 ? ["--provider/--model"] : [];
  const judge = judgeConfigFrom(flags, wantsJudge);
  const outcome = await gradeDataset({
    dataset: flags.dataset,
    config: flags.config,
    loaded: config,
    ...flags.out === void 0 ? {} : { out: flags.out },
    ...shard === void 0 ? {} : { shard },
    concurrency,
    ...judge === void 0 ? {} : { judge },
    ...userCodeTimeoutMs === void 0 ? {} : { userCodeTimeoutMs },
    userCodeTimeoutKnob: "--user-code-timeout",
    log
  });
  const exit = outcome.failures.length > 0 ? 1 : 0;
  reportFailures(outcome.failures, log);
  if (outcome.judge !== void 0) {
    const s = outcome.judge.accounting.snapshot();
    log(`judge calls: ${s.used.calls} (${s.replayed} replayed, ${s.recorded} recorded), spent $${formatFixed(s.spent.costUsd, 4)}`);
  }
  const trials = outcome.report.trials;
  if (flags.json) {
    io.stdout(`${stringifyReport({ exit_status: exit, report_path: outcome.reportPath, trials: trials.length, failures: outcome.failures, summary: outcome.report.summary }, 2)}
`);
  } else {
    io.stdout(`${printablePath(outcome.reportPath)}: ${trials.length} trials of ${outcome.report.tasks.length} tasks${outcome.failures.length > 0 ? `, ${outcome.failures.length} failed metric or grader evaluations` : ""}
`);
    io.stdout(`${formatSummaryTable(outcome.report.summary)}
`);
  }
  return exit;
}
export {
  formatSummaryTable,
  gradeCommand
};
