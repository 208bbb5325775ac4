/**
 * The verdict line names the bad move of the headline metric: a `+` gate (a rise is bad) or a
 * lower-is-better metric says "rise", not "drop" (audit: `round_success:+5pp` read "neither a drop
 * of 5.0 pp nor its absence is shown").
 */
import { describe, expect, it } from "vitest";
import { diffScoreTables } from "../../src/diff/diff.js";
import type { MetricScore, ScoreTable } from "../../src/diff/score-table.js";
import { renderComment } from "../../src/report/render-comment.js";
import { WORKED_BASELINE, WORKED_CANDIDATE, successRuns, table } from "../diff/helpers.js";

function refusals(side: string, values: readonly number[]): ScoreTable {
  const score = (v: number): MetricScore => ({ unit: "fraction of messages refused", direction: "lower-better", fraction: true, score: v, provenance: {} });
  return table(side, values.map((v) => ({ content_filter_refusal: score(v) })));
}

describe("the headline's bad move follows the direction", () => {
  it("inconclusive under a + gate: 'neither a rise of 5.0 pp'", () => {
    // the worked example reversed: the candidate is 10 pp higher, a + gate makes a rise bad
    const baseline = successRuns("b", WORKED_CANDIDATE);
    const candidate = successRuns("c", WORKED_BASELINE);
    const diff = diffScoreTables(baseline, candidate, { gates: "round_success:+5pp" });
    expect(diff.metrics[0]?.verdict).toBe("inconclusive");
    expect(diff.metrics[0]?.notes).toContain("the gate treats an increase as bad although the metric's default direction is higher-better");
    const { comment } = renderComment({ diff, candidate, baseline });
    expect(comment).toContain("neither a rise of 5.0 pp nor its absence is shown");
    expect(comment).not.toContain("neither a drop");
  });

  it("inconclusive under a - gate still says 'drop'", () => {
    const baseline = successRuns("b", WORKED_BASELINE);
    const candidate = successRuns("c", WORKED_CANDIDATE);
    const { comment } = renderComment({ diff: diffScoreTables(baseline, candidate, { gates: "round_success:-5pp" }), candidate, baseline });
    expect(comment).toContain("neither a drop of 5.0 pp nor its absence is shown");
  });

  it("a possible regression of a lower-is-better metric is a suggestive rise", () => {
    // one-sided p ≤ 0.05 for a rise, two-sided p > 0.05 (Welch, df = 4): scipy 1.17
    // ttest_ind([0.139, 0.159, 0.179], [0.10, 0.12, 0.14], equal_var=False): t = 2.388, p = 0.0753, one-sided 0.0377
    const baseline = refusals("b", [0.1, 0.12, 0.14]);
    const candidate = refusals("c", [0.139, 0.159, 0.179]);
    const diff = diffScoreTables(baseline, candidate);
    const row = diff.metrics[0];
    expect(row?.direction).toBe("lower-better");
    expect(row?.pValue).toBeCloseTo(0.07531060144661786, 10);
    expect(row?.verdict).toBe("possible_regression");
    const { comment } = renderComment({ diff, candidate, baseline });
    expect(comment).toContain(": a suggestive rise, not yet conclusive");
  });
});
