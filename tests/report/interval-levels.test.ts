/**
 * Every interval is labelled with the level it was built at. Confirm mode (`--sequential`) builds
 * the look at k runs a side at alpha/((k−2)(k−1)) (docs/statistics.md): at 5 runs a side that is
 * 0.05/12, a 99.6% interval, which the comment and the text table called "95%". And a rough
 * pooled-rounds interval is never shown as a 95% one, in the terminal table too (`~[…]`).
 */
import { describe, expect, it } from "vitest";
import { diffScoreTables } from "../../src/diff/diff.js";
import { renderComment } from "../../src/report/render-comment.js";
import { renderDiffText } from "../../src/report/render-text.js";
import { WORKED_BASELINE, WORKED_CANDIDATE, plain, roundSuccess, successRuns, table } from "../diff/helpers.js";

describe("interval levels in the comment and the text table", () => {
  it("confirm mode at one look: the header and legend give that look's level", () => {
    const baseline = successRuns("b", WORKED_BASELINE);
    const candidate = successRuns("c", WORKED_CANDIDATE);
    const diff = diffScoreTables(baseline, candidate, { gates: "round_success:-5pp", sequential: true });
    // 1 − 0.05/((5−2)(5−1)) = 0.995833...
    expect(diff.metrics[0]?.interval?.confidence).toBeCloseTo(1 - 0.05 / 12, 15);
    const { comment, summary } = renderComment({ diff, candidate, baseline });
    for (const text of [comment, summary]) {
      expect(text).toContain("| Metric | Baseline → Candidate | Δ (99.6% interval) | Verdict |");
      expect(text).toContain("with its two-sided 99.6% interval.");
      expect(text).toContain("Confirm mode: the look at k runs (or pairs) a side is tested, and its interval built, at alpha/((k−2)(k−1)).");
      expect(text).not.toContain("95%");
    }
    const text = renderDiffText(diff, false);
    expect(text).toContain("99.6% interval");
    expect(text).not.toContain("95% interval");
  });

  it("confirm mode, rows at different looks: each interval says its own level", () => {
    // round_success at 5 runs a side (99.6%), message_entropy only in 3 of them on each side (97.5%)
    const runs = (side: string, won: readonly number[], entropy: readonly number[]) =>
      table(
        side,
        won.map((w, i) => ({ round_success: roundSuccess(w, 20), ...(i < entropy.length ? { message_entropy: plain(entropy[i] as number) } : {}) })),
      );
    const baseline = runs("b", WORKED_BASELINE, [2.1, 2.3, 2.2]);
    const candidate = runs("c", WORKED_CANDIDATE, [2.0, 2.4, 2.6]);
    const diff = diffScoreTables(baseline, candidate, { sequential: true });
    const { comment } = renderComment({ diff, candidate, baseline });
    expect(comment).toContain("| Metric | Baseline → Candidate | Δ (interval) | Verdict |");
    expect(comment).toContain("with its two-sided interval at the level in parentheses.");
    expect(comment).toMatch(/\| round_success \| 78\.0% → 68\.0% <sub>k = 5\/5<\/sub> \| -10\.0 pp \[-40\.1, \+20\.1\] \(99\.6%\) \|/);
    expect(comment).toMatch(/\| message_entropy \| [^|]+ \| [^|]+ \[[^\]]+\] \(97\.5%\) \|/);
    const text = renderDiffText(diff, false);
    expect(text).toMatch(/delta\s+interval\s+verdict/);
    expect(text).toContain("[-40.1, +20.1] pp (99.6%)");
    expect(text).toContain("(97.5%)");
  });

  it("the text table marks a rough pooled-rounds interval with ~ and says it is not a 95% one", () => {
    const diff = diffScoreTables(successRuns("b", [15]), successRuns("c", [9]), { gates: "round_success:-5pp" });
    expect(diff.metrics[0]?.intervalCalibrated).toBe(false);
    const text = renderDiffText(diff, false);
    expect(text).toContain(`~${diff.metrics[0]?.intervalText ?? "?"}`);
    expect(text).toContain("~[...]: a rough interval (too few runs, or rounds pooled under an assumed within-run correlation), not a calibrated 95% one");
  });

  it("without confirm mode nothing changes: 95% in the header, no level per row", () => {
    const baseline = successRuns("b", WORKED_BASELINE);
    const candidate = successRuns("c", WORKED_CANDIDATE);
    const diff = diffScoreTables(baseline, candidate, { gates: "round_success:-5pp" });
    const { comment } = renderComment({ diff, candidate, baseline });
    expect(comment).toContain("| -10.0 pp [-27.3, +7.3] | ");
    expect(comment).toContain("Δ (95% interval)");
    expect(renderDiffText(diff, false)).toContain("95% interval");
  });
});
