import { createRequire as __agentEvalCreateRequire } from "node:module";
const require = __agentEvalCreateRequire(import.meta.url);
import {
  holdsTrialReports,
  loadSide,
  loadTrialSide
} from "./chunk-UFP2BIRN.js";
import {
  DIFF_FORMATS,
  FAIL_ON_VALUES
} from "./chunk-TBROILKQ.js";
import {
  GateRuleError,
  attemptsText,
  commonIntervalLevel,
  confidencePercent,
  diffScoreTables,
  diffTrialReports,
  emptyGateWarning,
  formatDelta,
  formatScore,
  isValidCommentId,
  parseSummaryKeyGates,
  plainText,
  renderComment,
  sortMetrics,
  trialReportToScoreTable
} from "./chunk-O3T4NFJK.js";
import "./chunk-GL5WYNCH.js";
import "./chunk-ZSDPZHVA.js";
import "./chunk-FAGQQPAE.js";
import "./chunk-3QAZCONM.js";
import "./chunk-UG5WN6ZA.js";
import "./chunk-O5SDIVA5.js";
import "./chunk-ORNTTUT4.js";
import "./chunk-LK5F76WY.js";
import "./chunk-VTNSK7JX.js";
import "./chunk-K2GLU2FO.js";
import "./chunk-H5ITCIL5.js";
import "./chunk-JNUR4NUC.js";
import {
  configuredApiKeys,
  redactStringsIn,
  secretRedactor
} from "./chunk-QJRR5QJN.js";
import "./chunk-7JKKI3U2.js";
import "./chunk-7OZOL6PT.js";
import "./chunk-Y5GWXIEH.js";
import "./chunk-VM7EAPB7.js";
import "./chunk-J6F6MZKC.js";
import "./chunk-WE7WMGMW.js";
import "./chunk-YQUIWL3O.js";
import "./chunk-LAMXQWWM.js";
import {
  InputError
} from "./chunk-Q5Q3ZZMX.js";
import "./chunk-GYEXMW2G.js";
import "./chunk-EZQ3DI64.js";
import "./chunk-6UXS7MO4.js";
import "./chunk-7GJBLW7Q.js";
import "./chunk-YGHWAPUX.js";
import "./chunk-74ZREX4V.js";
import "./chunk-BZ4VPST6.js";
import "./chunk-GGZDER7J.js";
import "./chunk-UH4U5CWS.js";

// src/report/render-text.ts
var WORDS = {
  regression: "REGRESSION",
  possible_regression: "possible regression",
  not_comparable: "not comparable",
  candidate_missing: "missing in candidate",
  baseline_missing: "new (no baseline)",
  changed: "changed",
  improvement: "improvement",
  equivalent: "equivalent",
  inconclusive: "inconclusive",
  too_few_runs: "too few runs to tell",
  unchanged: "unchanged"
};
function pad(text, width) {
  const length = Array.from(text).length;
  return length >= width ? text : text + " ".repeat(width - length);
}
function table(rows) {
  const widths = [];
  for (const row of rows) row.forEach((cell, i) => widths[i] = Math.max(widths[i] ?? 0, Array.from(cell).length));
  return rows.map((row) => row.map((cell, i) => i === row.length - 1 ? cell : pad(cell, widths[i] ?? 0)).join("  ").trimEnd());
}
function renderDiffText(diff, failing, counted = "runs") {
  const metrics = sortMetrics(diff.metrics);
  const confidence = commonIntervalLevel(diff);
  const rows = [["metric", "baseline", "candidate", "k", "delta", confidence === "" ? "interval" : `${confidence}% interval`, "verdict"]];
  for (const m of metrics) {
    const score = (mean) => mean === null ? "-" : formatScore(mean, { fraction: m.fraction });
    const gate = m.gate === null ? "" : ` (gate ${formatDelta(m.gate.bad === "decrease" ? -m.gate.margin : m.gate.margin, { fraction: m.fraction })})`;
    const mde = m.verdict === "possible_regression" && m.mdeText !== null ? `, MDE ~ ${m.mdeText}` : "";
    rows.push([
      plainText(m.metric, 120),
      score(m.baseline.mean),
      score(m.candidate.mean),
      `${m.baseline.k}/${m.candidate.k}`,
      m.deltaText ?? "-",
      m.intervalText === null ? "-" : `${m.intervalCalibrated ? "" : "~"}${m.intervalText}${confidence === "" && m.interval !== null ? ` (${confidencePercent(1 - m.interval.confidence)}%)` : ""}`,
      `${m.verdict === "regression" ? WORDS.regression : m.verdictLabel}${gate}${mde}`
    ]);
  }
  const overall = diff.overall === "too_few_runs" ? `too few ${counted} to tell` : WORDS[diff.overall];
  const lines = [`overall: ${overall}${diff.gates.length > 0 ? ` (fail-on ${diff.failOn}: ${failing ? "FAILS" : "passes"})` : " (no gates: informational)"}`, "", ...table(rows)];
  if (metrics.some((m) => m.intervalText !== null && !m.intervalCalibrated)) {
    const why = counted === "tasks" ? "few tasks, or few tasks whose outcome flipped" : "too few runs, or rounds pooled under an assumed within-run correlation";
    lines.push("", `~[...]: a rough interval (${why}), not a calibrated${confidence === "" ? "" : ` ${confidence}%`} one`);
  }
  if (diff.sequential) lines.push(`confirm mode: the look at k ${counted} a side is tested, and its interval built, at alpha/((k-2)(k-1))`);
  const flips = metrics.filter((m) => m.flips !== null && m.flips.newlyFailing.length + m.flips.newlyPassing.length > 0);
  if (flips.length > 0) lines.push("");
  for (const m of flips) {
    const f = m.flips;
    if (f === null) continue;
    const rounds = (entries) => entries.map((e) => `${[e.scenario, e.seed].filter((x) => x !== void 0).map((x) => plainText(x, 60)).join("/")}${e.scenario === void 0 && e.seed === void 0 ? "" : ":"}r${e.round}`).join(" ");
    lines.push(`${plainText(m.metric, 120)} flips: ${f.newlyFailing.length} newly failing, ${f.newlyPassing.length} newly passing`);
    if (f.newlyFailing.length > 0) lines.push(`  newly failing: ${rounds(f.newlyFailing)}`);
    if (f.newlyPassing.length > 0) lines.push(`  newly passing: ${rounds(f.newlyPassing)}`);
  }
  const notComparable = metrics.filter((m) => m.verdict === "not_comparable" && m.differingFields.length > 0);
  if (notComparable.length > 0) lines.push("");
  for (const m of notComparable) {
    const values = (list) => list.map((v) => plainText(v, 80)).join(", ");
    const fields = m.differingFields.map((f) => `${plainText(f.field, 80)} (baseline ${values(f.baseline)}; candidate ${values(f.candidate)})`);
    lines.push(`${plainText(m.metric, 120)} not comparable: ${fields.join("; ")}`);
  }
  if (diff.warnings.length > 0) lines.push("");
  for (const w of diff.warnings) lines.push(`warning: ${plainText(w)}`);
  return lines.join("\n");
}
function taskCount(flips) {
  const tasks = new Set(flips.map((f) => f.taskId)).size;
  return tasks === flips.length ? String(tasks) : `${tasks} (${flips.length} task/key rows)`;
}
function renderTrialDiffText(result, failing) {
  const lines = [renderDiffText(result.diff, failing, "tasks")];
  const { tasks } = result;
  lines.push("", `tasks: ${tasks.shared} on both sides, ${tasks.baselineOnly.length} only in baseline, ${tasks.candidateOnly.length} only in candidate`);
  const list = (ids) => ids.slice(0, 20).map((id) => plainText(id, 60)).join(" ") + (ids.length > 20 ? ` and ${ids.length - 20} more` : "");
  if (tasks.baselineOnly.length > 0) lines.push(`  only in baseline: ${list(tasks.baselineOnly)}`);
  if (tasks.candidateOnly.length > 0) lines.push(`  only in candidate: ${list(tasks.candidateOnly)}`);
  if (result.newlyFailing.length > 0) {
    lines.push("", `newly failing tasks: ${taskCount(result.newlyFailing)}`);
    for (const f of result.newlyFailing) {
      const reason = f.reason === null ? "" : `  ${plainText(f.reason, 200)}`;
      lines.push(`  ${plainText(f.taskId, 60)}  ${plainText(f.key, 80)}  ${attemptsText(f.baseline.passes, f.baseline.attempts, f.direction)} -> ${attemptsText(f.candidate.passes, f.candidate.attempts, f.direction)}${reason}`);
    }
  }
  if (result.newlyPassing.length > 0) lines.push(`newly passing tasks: ${taskCount(result.newlyPassing)}`);
  return lines.join("\n");
}

// src/cli/diff-command.ts
function parseIcc(raw) {
  if (raw === void 0) return void 0;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || !(value >= 0 && value <= 1)) {
    throw new InputError(`--icc: expected a number from 0 to 1 (the within-run correlation of rounds), got '${raw}'`);
  }
  return value;
}
function checkOptions(options) {
  if (!DIFF_FORMATS.includes(options.format)) {
    throw new InputError(`--format: expected one of ${DIFF_FORMATS.join(", ")}, got '${String(options.format)}'`);
  }
  if (!FAIL_ON_VALUES.includes(options.failOn)) {
    throw new InputError(`--fail-on: expected one of ${FAIL_ON_VALUES.join(", ")}, got '${String(options.failOn)}'`);
  }
  if (options.commentId !== void 0 && !isValidCommentId(options.commentId)) {
    throw new InputError(`--comment-id '${options.commentId}': use 1-64 letters, digits, '.', '_' or '-'`);
  }
  if (options.headSha !== void 0 && !/^[0-9a-f]{7,64}$/.test(options.headSha)) {
    throw new InputError(`--head-sha '${options.headSha}': expected 7-64 lowercase hex digits`);
  }
}
function gateError(error) {
  return new InputError(error.problems.map((p) => `--gate '${p.rule}': ${p.reason}`).join("\n"));
}
function failingMetrics(diff) {
  return diff.decision.failing.map((m) => `${plainText(m.metric, 120)} ${m.deltaText ?? ""}`.trim());
}
async function run(options, io) {
  checkOptions(options);
  const icc = parseIcc(options.icc);
  const texts = options.gate.flatMap((g) => g.split(/[,;\n]/)).map((g) => g.trim()).filter((g) => g !== "");
  if (options.gate.length > 0 && texts.length === 0) io.stderr(`warning: ${emptyGateWarning("flag")}
`);
  let gates;
  try {
    gates = parseSummaryKeyGates(texts);
  } catch (error) {
    if (error instanceof GateRuleError) throw gateError(error);
    throw error;
  }
  const trialSides = [await holdsTrialReports(options.baseline, "--baseline"), await holdsTrialReports(options.candidate, "--candidate")];
  if (trialSides[0] !== trialSides[1]) {
    const kind = (trials) => trials === true ? "trial reports (agent-eval grade)" : "run reports";
    throw new InputError(`--baseline holds ${kind(trialSides[0])} but --candidate holds ${kind(trialSides[1])}: compare like with like`);
  }
  if (trialSides[0] === true) return runTrials(options, gates, io);
  const baseline = await loadSide(options.baseline, "--baseline");
  const candidate = await loadSide(options.candidate, "--candidate");
  for (const warning of [...baseline.warnings, ...candidate.warnings]) io.stderr(`warning: ${plainText(warning, 2e3)}
`);
  warnSharedFiles(baseline.reports.map((r) => r.path), candidate.reports.map((r) => r.path), io);
  let diff;
  try {
    diff = diffScoreTables(baseline.table, candidate.table, {
      gates,
      failOn: options.failOn,
      ...icc === void 0 ? {} : { icc },
      sequential: options.sequential === true
    });
  } catch (error) {
    if (error instanceof GateRuleError) throw gateError(error);
    throw error;
  }
  const safe = redactStringsIn({ diff, candidate: candidate.table, baseline: baseline.table }, configuredRedactor());
  return writeDiff(safe.diff, options, io, {
    json: () => safe.diff,
    text: (failing) => renderDiffText(safe.diff, failing),
    markdown: () => renderComment({ diff: safe.diff, candidate: safe.candidate, baseline: safe.baseline, ...commentOptions(options) }).comment
  });
}
function configuredRedactor() {
  return secretRedactor(configuredApiKeys(process.env));
}
function writeDiff(diff, options, io, render) {
  for (const warning of diff.warnings) io.stderr(`warning: ${plainText(warning, 2e3)}
`);
  const failing = diff.decision.fail;
  switch (options.format) {
    case "json":
      io.stdout(`${JSON.stringify(render.json(), null, 2)}
`);
      break;
    case "text":
      io.stdout(`${render.text(failing)}
`);
      break;
    case "markdown":
      io.stdout(render.markdown());
      break;
  }
  if (failing) io.stderr(`agent-eval diff: failing (--fail-on ${options.failOn}): ${failingMetrics(diff).join(", ")}
`);
  return failing ? 1 : 0;
}
function commentOptions(options) {
  return {
    ...options.commentId === void 0 ? {} : { commentId: options.commentId },
    ...options.headSha === void 0 ? {} : { headSha: options.headSha, runAttempt: options.runAttempt ?? 1 },
    ...options.title === void 0 ? {} : { title: options.title }
  };
}
function warnSharedFiles(baseline, candidate, io) {
  const inBaseline = new Set(baseline);
  const shared = candidate.filter((file) => inBaseline.has(file));
  if (shared.length === 0) return;
  const all = shared.length === baseline.length && shared.length === candidate.length;
  io.stderr(
    `warning: ${all ? "--baseline and --candidate are the same" : `--baseline and --candidate share ${shared.length}`} report file(s) (${plainText(shared[0] ?? "", 500)}${shared.length > 1 ? ", \u2026" : ""}): those runs are compared with themselves
`
  );
}
async function runTrials(options, gates, io) {
  const baseline = await loadTrialSide(options.baseline, "--baseline");
  const candidate = await loadTrialSide(options.candidate, "--candidate");
  warnSharedFiles(baseline.files, candidate.files, io);
  let result;
  try {
    result = diffTrialReports(baseline.report, candidate.report, { gates, failOn: options.failOn });
  } catch (error) {
    if (error instanceof GateRuleError) throw gateError(error);
    throw error;
  }
  const redact = configuredRedactor();
  const safe = redactStringsIn(result, redact);
  const { diff } = safe;
  return writeDiff(diff, options, io, {
    json: () => ({ ...diff, tasks: safe.tasks, trials: safe.trials, newlyFailing: safe.newlyFailing, newlyPassing: safe.newlyPassing, labelKeys: safe.labelKeys }),
    text: (failing) => renderTrialDiffText(safe, failing),
    markdown: () => renderComment({
      diff,
      trials: safe,
      candidate: redactStringsIn(trialReportToScoreTable(candidate.report), redact),
      baseline: redactStringsIn(trialReportToScoreTable(baseline.report), redact),
      ...commentOptions(options)
    }).comment
  });
}
async function runDiffCommand(options, io) {
  try {
    return await run(options, io);
  } catch (error) {
    if (error instanceof InputError) {
      io.stderr(`error: ${error.message}
`);
      return 2;
    }
    throw error;
  }
}
export {
  DIFF_FORMATS,
  FAIL_ON_VALUES,
  runDiffCommand
};
