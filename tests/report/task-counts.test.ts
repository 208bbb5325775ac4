/**
 * "Newly failing tasks: N of M" counts tasks: a task that fails on two keys is one task (two rows).
 * Audit: 8 tasks failing on two pass/fail keys read "16 of 12 on both sides".
 */
import { describe, expect, it } from "vitest";
import { diffTrialReports } from "../../src/diff/trial-diff.js";
import { parseTrialReport } from "../../src/diff/trial-report.js";
import { renderComment } from "../../src/report/render-comment.js";
import { renderTrialDiffText } from "../../src/report/render-text.js";
import { trialReportToScoreTable } from "../../src/diff/trial-diff.js";
import { trialReport } from "../diff/trial-helpers.js";

function side(candidate: boolean) {
  // 12 tasks; the candidate fails tasks 1-8 on both keys
  const specs = Array.from({ length: 12 }, (_, i) => {
    const ok = !(candidate && i < 8);
    return { task: `t${String(i + 1).padStart(2, "0")}`, scores: { "exact_match.correct": ok, "grader.format": ok ? 1 : 0 } };
  });
  return parseTrialReport(trialReport(specs), candidate ? "c.json" : "b.json");
}

describe("newly failing tasks count tasks, not task/key rows", () => {
  it("8 tasks failing on 2 keys: 8 of 12, 16 rows", () => {
    const baseline = side(false);
    const candidate = side(true);
    const result = diffTrialReports(baseline, candidate);
    expect(result.newlyFailing).toHaveLength(16);
    const { comment } = renderComment({ diff: result.diff, trials: result, candidate: trialReportToScoreTable(candidate), baseline: trialReportToScoreTable(baseline) });
    expect(comment).toContain("**Newly failing tasks**: 8 of 12 on both sides (16 task/key rows).");
    expect(comment).not.toContain("16 of 12");
    expect(renderTrialDiffText(result, false)).toContain("newly failing tasks: 8 (16 task/key rows)");
  });
});
