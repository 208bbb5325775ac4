/**
 * Plain-text rendering of a diff for terminals and CI logs: an aligned table, the overall verdict,
 * flip counts and warnings. Untrusted strings go through plainText (no control characters, so no
 * terminal escape sequences). Pure.
 */
import type { DiffResult, MetricDiff } from "../diff/diff.js";
import type { TrialDiffResult } from "../diff/trial-diff.js";
import { formatDelta, formatScore } from "../diff/format.js";
import { plainText } from "./escape-markdown.js";
import { attemptsText, commonIntervalLevel, confidencePercent, sortMetrics } from "./render-model.js";

const WORDS: Readonly<Record<MetricDiff["verdict"], string>> = {
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
  unchanged: "unchanged",
};

function pad(text: string, width: number): string {
  const length = Array.from(text).length;
  return length >= width ? text : text + " ".repeat(width - length);
}

function table(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, Array.from(cell).length)));
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : pad(cell, widths[i] ?? 0))).join("  ").trimEnd());
}

/** The diff as a plain-text table; `failing` adds the check's outcome; `counted`: what k counts (the trial diff's tasks). */
export function renderDiffText(diff: DiffResult, failing: boolean, counted: "runs" | "tasks" = "runs"): string {
  const metrics = sortMetrics(diff.metrics);
  // confirm mode builds each look's interval at its own level: one level in the header only when all share it
  const confidence = commonIntervalLevel(diff);
  const rows: string[][] = [["metric", "baseline", "candidate", "k", "delta", confidence === "" ? "interval" : `${confidence}% interval`, "verdict"]];
  for (const m of metrics) {
    const score = (mean: number | null): string => (mean === null ? "-" : formatScore(mean, { fraction: m.fraction }));
    const gate = m.gate === null ? "" : ` (gate ${formatDelta(m.gate.bad === "decrease" ? -m.gate.margin : m.gate.margin, { fraction: m.fraction })})`;
    const mde = m.verdict === "possible_regression" && m.mdeText !== null ? `, MDE ~ ${m.mdeText}` : "";
    rows.push([
      plainText(m.metric, 120),
      score(m.baseline.mean),
      score(m.candidate.mean),
      `${m.baseline.k}/${m.candidate.k}`,
      m.deltaText ?? "-",
      m.intervalText === null
        ? "-"
        : `${m.intervalCalibrated ? "" : "~"}${m.intervalText}${confidence === "" && m.interval !== null ? ` (${confidencePercent(1 - m.interval.confidence)}%)` : ""}`,
      `${m.verdict === "regression" ? WORDS.regression : m.verdictLabel}${gate}${mde}`,
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
    const rounds = (entries: typeof f.newlyFailing): string =>
      entries.map((e) => `${[e.scenario, e.seed].filter((x) => x !== undefined).map((x) => plainText(x, 60)).join("/")}${e.scenario === undefined && e.seed === undefined ? "" : ":"}r${e.round}`).join(" ");
    lines.push(`${plainText(m.metric, 120)} flips: ${f.newlyFailing.length} newly failing, ${f.newlyPassing.length} newly passing`);
    if (f.newlyFailing.length > 0) lines.push(`  newly failing: ${rounds(f.newlyFailing)}`);
    if (f.newlyPassing.length > 0) lines.push(`  newly passing: ${rounds(f.newlyPassing)}`);
  }
  // what makes a row "not comparable", as the comment and the JSON say it (the verdict alone does not)
  const notComparable = metrics.filter((m) => m.verdict === "not_comparable" && m.differingFields.length > 0);
  if (notComparable.length > 0) lines.push("");
  for (const m of notComparable) {
    const values = (list: readonly string[]): string => list.map((v) => plainText(v, 80)).join(", ");
    const fields = m.differingFields.map((f) => `${plainText(f.field, 80)} (baseline ${values(f.baseline)}; candidate ${values(f.candidate)})`);
    lines.push(`${plainText(m.metric, 120)} not comparable: ${fields.join("; ")}`);
  }
  if (diff.warnings.length > 0) lines.push("");
  for (const w of diff.warnings) lines.push(`warning: ${plainText(w)}`);
  return lines.join("\n");
}

/** Distinct tasks among flip rows (one row per task and key), with the row count when they differ. */
function taskCount(flips: TrialDiffResult["newlyFailing"]): string {
  const tasks = new Set(flips.map((f) => f.taskId)).size;
  return tasks === flips.length ? String(tasks) : `${tasks} (${flips.length} task/key rows)`;
}

/** A trial diff as plain text: the key table, then tasks on one side only and newly failing tasks. */
export function renderTrialDiffText(result: TrialDiffResult, failing: boolean): string {
  // The run table's words, with the unit the trial diff counts.
  const lines = [renderDiffText(result.diff, failing, "tasks")];
  const { tasks } = result;
  lines.push("", `tasks: ${tasks.shared} on both sides, ${tasks.baselineOnly.length} only in baseline, ${tasks.candidateOnly.length} only in candidate`);
  const list = (ids: readonly string[]): string => ids.slice(0, 20).map((id) => plainText(id, 60)).join(" ") + (ids.length > 20 ? ` and ${ids.length - 20} more` : "");
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
