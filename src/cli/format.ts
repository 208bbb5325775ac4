/** Human-readable output of the evaluate command. */
import { formatFixed } from "../core/pynum.js";
import { printablePath } from "../core/printable.js";
import type { RunSummary } from "../node/run-jobs.js";

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + " ".repeat(width - text.length);
}

export function formatScoreTable(outcomes: readonly RunSummary[]): string {
  const lines: string[] = [];
  for (const outcome of outcomes) {
    lines.push(`${printablePath(outcome.runDir)} (${outcome.scenarioName}) → ${printablePath(outcome.reportPath)}`);
    const judge = outcome.invocation.judge;
    if (judge !== undefined) {
      lines.push(
        `  judge (${outcome.invocation.judgeMode ?? "?"}): ${judge.used.calls} answers used, ${judge.replayed} replayed, ` +
          `${judge.recorded} recorded; spent now $${formatFixed(judge.spent.costUsd, 4)}`,
      );
    }
    const probe = outcome.invocation.probe;
    if (probe !== undefined) {
      lines.push(
        `  agent probes: ${probe.used.calls} answers used, ${probe.replayed} replayed, ${probe.recorded} recorded; ` +
          `spent now $${formatFixed(probe.spent.costUsd, 4)} (not part of evaluation_cost)`,
      );
    }
    const rows = outcome.measurements.map((m) => [m.metric_name, formatFixed(m.score, 4), m.score_unit]);
    for (const [name, status] of Object.entries(outcome.metrics)) {
      if (status.status === "not_applicable") rows.push([name, "-", "does not apply to this run"]);
      // the error itself was printed once, on stderr
      if (status.status === "failed") rows.push([name, "FAILED", "(error above)"]);
    }
    const nameWidth = Math.max(...rows.map((r) => (r[0] ?? "").length), 6);
    const scoreWidth = Math.max(...rows.map((r) => (r[1] ?? "").length), 5);
    for (const [name, score, unit] of rows) {
      lines.push(`  ${pad(name ?? "", nameWidth)}  ${(score ?? "").padStart(scoreWidth)}  ${unit ?? ""}`);
    }
  }
  return lines.join("\n");
}
